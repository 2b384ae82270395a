import { describe, expect, it } from 'vitest';
import { syntheticReceipt } from '../../test/support/synthetic';
import { DEFAULT_CATEGORIES } from './categories';
import { damagedSeparatorDates } from './damaged-separators';
import { parseReceipt } from './index';

const parse = (rows: Array<string | [string, string]>) =>
  parseReceipt(syntheticReceipt(rows), { categories: DEFAULT_CATEGORIES, hsa: false });

describe('dates with one separator damaged by OCR, the other read (family)', () => {
  it.each([
    // A day-first till slip, the second slash read as a stroke letter, a 1 or 7, a comma, or lost.
    ['Date: 14/03I2018', '2018-03-14'],
    ['14/0312018 10:21', '2018-03-14'],
    ['Tarikh: 14/03L2018', '2018-03-14'],
    ['14-03,2018 10:21', '2018-03-14'],
    ['14/0318 10:21', '2018-03-14'],
    ['14/03,1810:21', '2018-03-14'],
    // The first slash instead.
    ['14I03/20189:02:11PM', '2018-03-14'],
    ['14,03-2018', '2018-03-14'],
    ['1403/1810:21', '2018-03-14'],
    ['Date: 14 03-2018', '2018-03-14'],
    // After a label that ends in a full stop.
    ['Date.14|03/2018', '2018-03-14'],
    ['Tarikh.14/03I2018', '2018-03-14'],
    // Year first.
    ['Date:2018-03,14', '2018-03-14'],
    ['2018,03-14 10:21', '2018-03-14'],
  ])('reads %s on a Malaysian slip, as a guess', (printed, iso) => {
    const r = parse(['KEDAI RUNCIT SEJAHTERA', printed, ['TOTAL RM', '8.40']]);
    expect(r.date).toBe(iso);
    expect(r.confidence.date).toBeLessThan(0.9);
  });
  it.each([
    ['Date: 7724/2016', '2016-07-24'],
    ['7/2412016 4:35 PM', '2016-07-24'],
    ['DATE: 07|2412016', '2016-07-24'],
  ])('reads %s on a US slip with a month-first date', (printed, iso) => {
    expect(parse(['MAPLE GRILL', 'Portland, OR 97205', printed, ['TOTAL', '$18.25']]).date).toBe(iso);
  });
  it('reads both separators damaged when a time or a date label vouches for the date', () => {
    expect(parse(['KEDAI RUNCIT SEJAHTERA', '14L03,2018 16:14', ['TOTAL RM', '8.40']]).date).toBe(
      '2018-03-14',
    );
    expect(parse(['KEDAI RUNCIT SEJAHTERA', 'Date: 14 03,2018', ['TOTAL RM', '8.40']]).date).toBe(
      '2018-03-14',
    );
  });
  it('prefers a date printed whole, and stamps a damaged date with its time over a stray number', () => {
    expect(
      parse(['KEDAI RUNCIT SEJAHTERA', 'Ref 14/0312018', 'Date: 02/04/2018', ['TOTAL RM', '8.40']]).date,
    ).toBe('2018-04-02');
    expect(
      parse(['KEDAI RUNCIT SEJAHTERA', '14,03,2018 10:21:05', ['TOTAL RM', '8.40'], 'Voucher 30/11/2020'])
        .date,
    ).toBe('2018-03-14');
  });

  it.each([
    [['14/04 2018', 'TAX INVOICE'], '2018-04-14'],
    [['30 03/2018'], '2018-03-30'],
  ] as Array<[string[], string]>)(
    'reads %j, a date in a box of its own with one slash read as a gap, as a guess',
    (boxes, iso) => {
      const r = parse(['KEDAI RUNCIT SEJAHTERA', boxes as [string, string], ['TOTAL RM', '8.40']]);
      expect(r.date).toBe(iso);
      expect(r.confidence.date).toBeLessThan(0.9);
    },
  );
  it.each([
    ['26/06 1822:40', '2018-06-26'],
    ['26 06/1822:40 4510', '2018-06-26'],
  ])(
    'reads %s, a two-digit year with its time run on and one slash read as a gap, as a guess',
    (printed, iso) => {
      const r = parse(['KEDAI RUNCIT SEJAHTERA', printed, ['TOTAL RM', '8.40']]);
      expect(r.date).toBe(iso);
      expect(r.confidence.date).toBeLessThan(0.9);
    },
  );
  it.each([
    ['6/18 2013', '2013-06-18'],
    ['Date:9 24/2016', '2016-09-24'],
    ['6/17 201612:16 PM', '2016-06-17'],
  ])('reads %s, a US date with a one-digit month and one slash read as a gap, as a guess', (printed, iso) => {
    const r = parse(['BLUE HERON DINER', printed, ['TOTAL', '$8.40']]);
    expect(r.date).toBe(iso);
    expect(r.confidence.date).toBeLessThan(0.9);
  });
  it.each([
    ['6118/2013', '2013-06-18'],
    ['6717/201612:16 PM', '2016-06-17'],
  ])('reads %s, a one-digit month whose slash was read as a 1 or a 7, as a guess', (printed, iso) => {
    const r = parse(['BLUE HERON DINER', printed, ['TOTAL', '$8.40']]);
    expect(r.date).toBe(iso);
    expect(r.confidence.date).toBeLessThan(0.9);
  });
  it('reads no date where both splits around the stroke are dates ("3116/2013": 3/16 or 31/6)', () => {
    expect(damagedSeparatorDates('3116/2013 10:21')).toEqual([]);
  });
  it('reads no date from the same shape beside other words in its box, or with a two-digit year', () => {
    expect(damagedSeparatorDates('QTY 12 05/2018')).toEqual([]);
    expect(damagedSeparatorDates('BATCH 12/05 2018')).toEqual([]);
    expect(damagedSeparatorDates('12/05 18')).toEqual([]);
    expect(damagedSeparatorDates('TABLE 12 05/18')).toEqual([]);
    expect(damagedSeparatorDates('QTY 2 12/2018')).toEqual([]);
    expect(damagedSeparatorDates('SIZE 6/18 2013')).toEqual([]);
    expect(damagedSeparatorDates('12/05 18.50')).toEqual([]);
  });

  describe('counter-examples: numbers of the same shape stay numbers', () => {
    it.each([
      'TOTAL: 106.10 6.37',
      'SR 6% 179.00 10.74',
      'TEL:03-7710 0302',
      'INV NO.:HQ18E09/0101',
      'Inv 123/2018',
      'Exp 11-2013',
      '1.25,50',
      'Qty 2 12 2018',
      'GN1801 10 0.30',
    ])('%s', (text) => {
      expect(damagedSeparatorDates(text.toUpperCase())).toEqual([]);
    });
    it('reads no date where the parts could split two ways ("615/02": 6/15 or 6/5)', () => {
      expect(damagedSeparatorDates('DATE 615/02')).toEqual([]);
    });
  });
});
