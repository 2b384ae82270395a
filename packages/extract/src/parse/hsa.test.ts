import { HsaReceipt } from '@receiptbox/contracts';
import { describe, expect, it } from 'vitest';
import { syntheticReceipt } from '../../test/support/synthetic';
import { DEFAULT_CATEGORIES } from './categories';
import { parseReceipt } from './index';

const readHsa = (rows: Array<string | [string, string]>) =>
  parseReceipt(syntheticReceipt(rows), { categories: DEFAULT_CATEGORIES, hsa: true });

describe('HSA eligibility', () => {
  it('returns the HSA shape that the shared schema accepts', () => {
    const r = readHsa(['PHARMACY', ['IBUPROFEN 200MG', '8.00'], ['TOTAL', '8.00']]);
    expect(HsaReceipt.safeParse(r).success).toBe(true);
    expect(r.parsing_notes).toBe(r.parsingNotes);
  });
  it('marks over-the-counter medicine, bandages and contact lens solution eligible', () => {
    const r = readHsa([
      'DRUGSTORE',
      ['IBUPROFEN 200MG', '8.00'],
      ['BAND-AID FLEX 30CT', '4.00'],
      ['CONTACT LENS SOLUTION', '9.00'],
      ['TOTAL', '21.00'],
    ]);
    expect(r.line_items.map((i) => i.hsa_eligible)).toEqual([true, true, true]);
    expect(r.line_items[0]?.hsa_notes).toMatch(/Pub\. 502/);
  });
  it('does not mark cosmetics, general vitamins or gym fees eligible', () => {
    const r = readHsa([
      'STORE',
      ['LIPSTICK RED', '12.00'],
      ['MULTIVITAMIN 100CT', '10.00'],
      ['GYM MEMBERSHIP', '30.00'],
      ['TOTAL', '52.00'],
    ]);
    expect(r.line_items.every((i) => !i.hsa_eligible)).toBe(true);
    expect(r.hsa_amount).toBe(0);
  });
  it('adds the eligible items their proportional share of tax', () => {
    const r = readHsa([
      'STORE',
      ['RX PRESCRIPTION', '30.00'],
      ['SHAMPOO', '10.00'],
      ['TAX', '4.00'],
      ['TOTAL', '44.00'],
    ]);
    expect(r.hsa_amount).toBe(33);
    expect(r.hsa_notes).toMatch(/1 of 2 items eligible: 30\.00 plus 3\.00 tax share/);
  });
  it('trusts the F flag of a receipt that explains it as FSA eligible', () => {
    const r = readHsa([
      'STORE',
      ['KIRKLAND ALLERGY RELIEF F', '14.00'],
      ['PAPER TOWELS', '20.00'],
      ['TOTAL', '34.00'],
      'F = FSA ELIGIBLE ITEM',
    ]);
    expect(r.line_items[0]).toMatchObject({
      hsa_eligible: true,
      hsa_notes: 'Marked HSA/FSA eligible on the receipt.',
    });
    expect(r.line_items[1]?.hsa_eligible).toBe(false);
  });
  it('trusts an F printed after the amount when the receipt explains it', () => {
    const r = readHsa([
      'STORE',
      ['SALINE NASAL MIST', '6.00 F'],
      ['PAPER TOWELS', '20.00 T'],
      ['TOTAL', '26.00'],
      'F = FSA/HSA ELIGIBLE',
    ]);
    expect(r.line_items.map((i) => i.hsa_eligible)).toEqual([true, false]);
  });
  it('does not read an F tax flag as HSA eligibility without an FSA/HSA legend', () => {
    const r = readHsa(['GROCER', ['BREAD', '2.00 F'], ['TOTAL', '2.00']]);
    expect(r.line_items[0]?.hsa_eligible).toBe(false);
  });
});
