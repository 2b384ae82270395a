import { describe, expect, it } from 'vitest';
import { syntheticReceipt } from '../../test/support/synthetic';
import { DEFAULT_CATEGORIES } from './categories';
import { parseReceipt } from './index';
import { summarize } from './summary';

describe('receipt summary', () => {
  it('says who, when, how many items and how much in one sentence', () => {
    const r = parseReceipt(
      syntheticReceipt([
        'BLUE BOTTLE CAFE',
        '03/07/2024 10:15',
        ['2 x Latte', '$9.00'],
        ['Croissant', '$3.25'],
        ['Muffin', '$3.00'],
        ['TOTAL', '$15.25'],
      ]),
      { categories: DEFAULT_CATEGORIES, hsa: false },
    );
    expect(r.summary).toBe('Blue Bottle Cafe, 7 Mar 2024: 3 items (Latte, Croissant, …), total USD 15.25.');
  });
  it('counts purchases, not discount lines, and keeps long names short', () => {
    expect(
      summarize({
        merchant: 'Hardware Sdn Bhd',
        date: null,
        items: [
          { name: 'XTRASEAL RIV ACETIC SILICONE SA-107', quantity: 3, cents: 2100, flag: null },
          { name: 'MEMBER DISCOUNT', quantity: 1, cents: -100, flag: null },
        ],
        total: 2000,
        currency: 'MYR',
      }),
    ).toBe('Hardware Sdn Bhd: 1 item (Xtraseal Riv Acetic…), total MYR 20.00.');
  });
  it('still reads as a sentence when nothing but the merchant is known', () => {
    expect(summarize({ merchant: null, date: null, items: [], total: null, currency: null })).toBe(
      'Receipt.',
    );
  });
});
