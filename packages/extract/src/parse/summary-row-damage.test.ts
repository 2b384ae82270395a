import { describe, expect, it } from 'vitest';
import { syntheticReceipt } from '../../test/support/synthetic';
import { findMoney } from './amounts';
import { DEFAULT_CATEGORIES } from './categories';
import { parseReceipt } from './index';
import { clippedSummaryWordMended, summaryWordsMended } from './label-lookalikes';
import { classifyRow } from './rows';
import { toRows } from './text';

const read = (rows: Array<string | [string, string]>) =>
  parseReceipt(syntheticReceipt(rows), { categories: DEFAULT_CATEGORIES, hsa: false });
const kindOf = (label: string, amount: string) =>
  classifyRow(toRows(syntheticReceipt([[label, amount]]))[0]!).kind;

describe('a total whose decimal point OCR read as another mark (family)', () => {
  it.each([
    ['$58-73', 58.73],
    ["$4'86", 4.86],
    ["593'10", 593.1],
    ['87-10 M', 87.1],
    ['12:25', 12.25],
    ['RM 12:25', 12.25],
  ])('reads TOTAL %s on a slip priced with cents', (printed, total) => {
    const r = read(['BLUE HERON DINER', ['Club Sandwich', '9.50'], ['Iced Tea', '2.75'], ['TOTAL', printed]]);
    expect(r.total_price).toBe(total);
  });
  it('reads "$52 97" as 52.97 when the labelled amounts print cents, though item rows lost their points', () => {
    const r = read([
      'BLUE HERON DINER',
      ['Club Sandwich', '20 00'],
      ['Fries', '5 00'],
      ['SUBTOTAL', '25.00'],
      ['Tax', '2.13'],
      ['TOTAL DUE', '$27 13'],
    ]);
    expect(r.total_price).toBe(27.13);
  });
  describe('counter-examples', () => {
    it.each([
      ["JAN31'13", 3113],
      ["11/30'16", 3016],
      ["2'362.65", 2363],
    ])('%s keeps its apostrophe a date mark or a thousands mark', (text, cents) => {
      expect(findMoney(text).map((m) => m.cents)).not.toContain(cents);
    });
    it('leaves a time beside a payment, the change or a second time a time', () => {
      expect(kindOf('CASH', '12:30')).toBe('tender');
      expect(findMoney(toRows(syntheticReceipt([['CASH', '12:30']]))[0]!.upper)).toEqual([]);
      const r = read([
        'BLUE HERON DINER',
        ['Iced Tea', '2.75'],
        ['TOTAL', '$2.75'],
        ['SUBTOTAL 10:30:45', ''],
      ]);
      expect(r.total_price).toBe(2.75);
      const pm = read([
        'BLUE HERON DINER',
        ['Iced Tea', '2.75'],
        ['TOTAL', '$2.75'],
        ['TOTAL TIME', '10:30 AM'],
      ]);
      expect(pm.total_price).toBe(2.75);
    });
    it('leaves a time a time, also after a word that names a summary row', () => {
      expect(kindOf('Printed', '12:30')).toBe('other');
      expect(read(['COACH TICKET', 'Price: 12.00', 'Hotel Grand 00:30']).total_price).toBe(12);
      const r = read(['BLUE HERON DINER', ['Iced Tea', '2.75'], ['TOTAL', '$2.75'], ['Printed', '12:30']]);
      expect(r.total_price).toBe(2.75);
    });
  });
});

describe('summary labels with a look-alike letter (family)', () => {
  it.each([
    ['Tatal', 'total'],
    ['TOTAI', 'total'],
    ['TDTAL', 'total'],
    ['TOTQL', 'total'],
    ['Cosh Recaived', 'tender'],
    ['Changc', 'change'],
    ['Amaunt Due', 'grand'],
  ])('reads %s as a %s row', (label, kind) => {
    expect(kindOf(label, '12.30')).toBe(kind);
  });
  it('reads a rounding line whose O was read as A', () => {
    expect(kindOf('Raunding Adj', '-0.02')).toBe('rounding');
  });
  it('reads the total, the cash and the change of a worn slip', () => {
    const r = read([
      'KEDAI KOPI SENANG',
      ['Teh Tarik', '2.50'],
      ['Roti Canai', '9.80'],
      ['Tatal', '12.30'],
      ['Cosh', '50.00'],
      ['Changc', '37.70'],
    ]);
    expect(r.total_price).toBe(12.3);
    expect(r.confidence.total_price).toBeGreaterThanOrEqual(0.9);
  });
  describe('counter-examples: words a letter away that are no summary label', () => {
    it.each([
      ['Service Charge', 'service'],
      ['Orange Juice', 'other'],
      ['Chance Lottery', 'other'],
      ['Local Honey', 'other'],
      ['Grant Road Deli', 'other'],
      ['Geometry Dash', 'other'],
    ])('%s', (label, kind) => {
      expect(kindOf(label, '3.50')).toBe(kind);
    });
    it('does not change a word of another length or first letter, or one with too many changes', () => {
      expect(summaryWordsMended('TOTE BAG LOTAL POUNDING CHENGC')).toBe('TOTE BAG LOTAL POUNDING CHENGC');
    });
  });
});

describe('summary labels with a letter cut off at the box edge (family)', () => {
  it.each([
    ['OTAL', 'TOTAL'],
    ['otal Sales (Inclusive of GST)', 'Total Sales (Inclusive of GST)'],
    ['UB-TOTAL', 'SUB-TOTAL'],
    ['ALANCE DUE', 'BALANCE DUE'],
    ['ounding Adj', 'Rounding Adj'],
    ['HANGE', 'CHANGE'],
    ['ASH', 'CASH'],
    ['CAS', 'CASH'],
    ['AMOUN', 'AMOUNT'],
    ['Total Amoun', 'Total Amount'],
  ])('reads %s as its whole label %s reads', (clipped, whole) => {
    const amount = whole === 'Rounding Adj' ? '-0.02' : '12.30';
    expect(kindOf(whole, amount)).not.toBe('other');
    expect(kindOf(clipped, amount)).toBe(kindOf(whole, amount));
  });
  it('reads the total of a slip whose label and cash boxes lost their first letter', () => {
    const r = read([
      'KEDAI KOPI SENANG',
      ['Teh Tarik', '2.50'],
      ['Roti Canai', '9.80'],
      ['OTAL', '12.30'],
      ['ASH', '50.00'],
      ['HANGE', '37.70'],
    ]);
    expect(r.total_price).toBe(12.3);
    expect(r.confidence.total_price).toBeGreaterThanOrEqual(0.9);
  });
  describe('counter-examples: what is left is a word or a name of its own', () => {
    it.each([
      ['Mount Kinabalu Tea', 'other'],
      ['Rand Water', 'other'],
      ['Ash Tray', 'other'],
      ['Chang', 'other'],
      ['Gran Torino', 'other'],
      ['Cash Ender', 'tender'],
    ])('%s', (label, kind) => {
      expect(kindOf(label, '3.50')).toBe(kind);
    });
    it('does not mend a word in the middle of a label', () => {
      expect(clippedSummaryWordMended('PIZZA OTAL SLICE')).toBe('PIZZA OTAL SLICE');
    });
  });
});

describe('a dollar sign read as a 5 before the total (family)', () => {
  it('reads TOTAL 517.55 as 17.55 when the subtotal and tax of a dollar slip add up to it', () => {
    const r = read([
      'PINE STREET TACOS',
      ['Burrito', '$12.50'],
      ['Horchata', '$3.75'],
      ['SUBTOTAL', '$16.25'],
      ['Tax', '$1.30'],
      ['TOTAL', '517.55'],
    ]);
    expect(r.total_price).toBe(17.55);
  });
  describe('counter-examples', () => {
    it('keeps a total of 512.50 that nothing contradicts, and one the bill adds up to', () => {
      expect(read(['PINE STREET TACOS', ['Catering tray', '$512.50'], ['TOTAL', '512.50']]).total_price).toBe(
        512.5,
      );
      expect(
        read(['PINE STREET TACOS', ['SUBTOTAL', '$500.00'], ['Tax', '$12.50'], ['TOTAL', '512.50']])
          .total_price,
      ).toBe(512.5);
    });
    it('does not read a 5 off a total on a slip priced without a dollar sign', () => {
      expect(
        read(['KEDAI MAJU', ['SUBTOTAL', '16.25'], ['Tax', '1.30'], ['TOTAL', '517.55']]).total_price,
      ).toBe(517.55);
    });
  });
});
