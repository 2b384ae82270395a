import { describe, expect, it } from 'vitest';
import { syntheticReceipt } from '../../test/support/synthetic';
import { DEFAULT_CATEGORIES } from './categories';
import { dateConfidence, REVIEW_THRESHOLD, totalConfidence } from './confidence';
import { parseReceipt } from './index';

const parse = (rows: Parameters<typeof syntheticReceipt>[0]) =>
  parseReceipt(syntheticReceipt(rows), { categories: DEFAULT_CATEGORIES, hsa: false });

const evidence = {
  source: 'label' as const,
  kind: 'total' as const,
  checks: [],
  repeats: 0,
  contested: false,
  rowConfidence: 0.97,
  repaired: false,
  rounded: false,
};

describe('calibrated confidence', () => {
  it('is sure of a total that cash minus change and the items both confirm', () => {
    const r = parse([
      'KEDAI MAJU SDN BHD',
      'Date: 06/03/2018 10:42',
      ['Nasi Lemak', '6.00'],
      ['Teh Tarik', '2.50'],
      ['TOTAL', '8.50'],
      ['CASH', '10.00'],
      ['CHANGE', '1.50'],
    ]);
    expect(r.total_price).toBe(8.5);
    expect(r.confidence.total_price).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    expect(r.confidence.date).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    expect(r.parsingNotes).not.toContain('Needs review');
  });

  it('marks a receipt whose total nothing confirms as needing review', () => {
    const r = parse(['KEDAI MAJU SDN BHD', 'Date: 16/03/2018 10:42', ['TOTAL', '8.50']]);
    expect(r.confidence.total_price).toBeLessThan(REVIEW_THRESHOLD);
    expect(r.parsingNotes.startsWith('Needs review: the total is not certain.')).toBe(true);
  });

  it('doubts a total read from a poorly recognised row even when it agrees with one check', () => {
    const clear = totalConfidence({ ...evidence, checks: ['equals subtotal plus tax'] }, 'none');
    const blurred = totalConfidence(
      { ...evidence, checks: ['equals subtotal plus tax'], rowConfidence: 0.6 },
      'none',
    );
    expect(clear).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    expect(blurred).toBeLessThan(REVIEW_THRESHOLD);
  });

  it('never trusts a total whose digits were repaired as much as a printed one', () => {
    const checks = ['equals subtotal plus tax'];
    const printed = totalConfidence({ ...evidence, checks }, 'balanced');
    const repaired = totalConfidence({ ...evidence, checks, repaired: true }, 'balanced');
    expect(repaired).toBeLessThan(printed);
    // Only line items read on other rows lift a repaired total to the threshold.
    expect(totalConfidence({ ...evidence, checks, repaired: true }, 'none')).toBeLessThan(REVIEW_THRESHOLD);
  });

  it('trusts a total without a total line when the items add up to it and nothing rounds it', () => {
    expect(totalConfidence({ ...evidence, source: 'largest' }, 'balanced')).toBeGreaterThanOrEqual(
      REVIEW_THRESHOLD,
    );
    expect(totalConfidence({ ...evidence, source: 'paid' }, 'balanced')).toBeGreaterThanOrEqual(
      REVIEW_THRESHOLD,
    );
    expect(totalConfidence({ ...evidence, source: 'largest' }, 'none')).toBeLessThan(REVIEW_THRESHOLD);
  });

  it('doubts cash minus change when a rounding line makes the total before or after rounding', () => {
    expect(totalConfidence({ ...evidence, source: 'paid', rounded: true }, 'balanced')).toBeLessThan(
      REVIEW_THRESHOLD,
    );
  });

  it('trusts two agreements over a rival total line, but not on a poorly read row', () => {
    const checks = ['equals cash minus change', 'equals subtotal plus tax'];
    expect(totalConfidence({ ...evidence, checks, contested: true }, 'none')).toBeGreaterThanOrEqual(
      REVIEW_THRESHOLD,
    );
    expect(totalConfidence({ ...evidence, checks, rowConfidence: 0.6 }, 'none')).toBeLessThan(
      REVIEW_THRESHOLD,
    );
  });

  it('is sure of an unambiguous date stamped with the time on a clearly read row', () => {
    const stamp = {
      kind: 'numeric' as const,
      unambiguous: true,
      orderFromReceipt: false,
      labelled: false,
      timed: true,
      repeats: 0,
      rivals: 0,
      rowConfidence: 0.95,
    };
    expect(dateConfidence(stamp)).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    expect(dateConfidence({ ...stamp, rowConfidence: 0.8 })).toBeLessThan(REVIEW_THRESHOLD);
    expect(dateConfidence({ ...stamp, timed: false })).toBeLessThan(REVIEW_THRESHOLD);
  });

  it('lets line items that add up to the total settle a rival total line', () => {
    expect(totalConfidence({ ...evidence, contested: true }, 'balanced')).toBeGreaterThanOrEqual(
      REVIEW_THRESHOLD,
    );
    expect(totalConfidence({ ...evidence, contested: true }, 'none')).toBeLessThan(REVIEW_THRESHOLD);
  });
});

describe('total confidence evidence families', () => {
  it('deducted after the items: doubts a total below the subtotal the items add up to (a coupon taken off)', () => {
    const r = parse([
      'KEDAI PIZZA MAJU SDN BHD',
      'Date: 06/03/2018 10:42',
      ['1 Large Pizza', '30.00'],
      ['1 Garlic Bread', '12.00'],
      ['Sub-Total', '42.00'],
      ['Coupon Discount', '20.00'],
      ['Grand Total', '22.00'],
      ['Payment', '50.00'],
      ['Change Due', '28.00'],
    ]);
    // Confidence only: the total read is the same amount it was before this evidence.
    expect(r.total_price).toBe(22);
    expect(r.confidence.total_price).toBeLessThan(REVIEW_THRESHOLD);
    // Without the coupon, the items confirm the total itself.
    const plain = parse([
      'KEDAI PIZZA MAJU SDN BHD',
      'Date: 06/03/2018 10:42',
      ['1 Large Pizza', '30.00'],
      ['1 Garlic Bread', '12.00'],
      ['Sub-Total', '42.00'],
      ['Grand Total', '42.00'],
      ['Payment', '50.00'],
      ['Change Due', '8.00'],
    ]);
    expect(plain.confidence.total_price).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
  });

  it('deducted after the items: the subtotal they confirm counts as a rival amount, not an agreement', () => {
    const checks = ['equals cash minus change'];
    expect(totalConfidence({ ...evidence, checks }, 'balanced')).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    expect(totalConfidence({ ...evidence, checks }, 'deducted')).toBeLessThan(REVIEW_THRESHOLD);
  });

  it('total printed twice: the clearer of its two readings settles a poorly read total row', () => {
    const rows = (grandConfidence: number) =>
      parse([
        'CAFE LUNA PTY LTD',
        'Date: 06/03/2018 10:42',
        ['Flat White', '4.50'],
        ['Banana Bread', '5.20'],
        { text: 'Total includes GST 9.70', confidence: grandConfidence },
        { text: 'TOTAL AU$9.70', confidence: 0.93 },
      ]);
    expect(rows(0.5).total_price).toBe(9.7);
    expect(rows(0.5).confidence.total_price).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    // Printed once and poorly read, the same total stays doubtful.
    const once = parse([
      'CAFE LUNA PTY LTD',
      'Date: 06/03/2018 10:42',
      ['Flat White', '4.50'],
      ['Banana Bread', '5.20'],
      { text: 'TOTAL AU$9.70', confidence: 0.5 },
    ]);
    expect(once.confidence.total_price).toBeLessThan(REVIEW_THRESHOLD);
  });

  it('three agreements: cash minus change, subtotal plus tax and the items outweigh a poorly read total row', () => {
    const blurred = { ...evidence, rowConfidence: 0.6 };
    const two = ['equals cash minus change', 'equals subtotal plus tax'];
    expect(totalConfidence({ ...blurred, checks: two }, 'none')).toBeLessThan(REVIEW_THRESHOLD);
    expect(totalConfidence({ ...blurred, checks: two }, 'balanced')).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    // A repaired amount stays capped however many lines agree.
    expect(totalConfidence({ ...blurred, checks: two, repaired: true }, 'none')).toBeLessThan(
      REVIEW_THRESHOLD,
    );
  });
});
