import { describe, expect, it } from 'vitest';
import { type SyntheticRow, syntheticReceipt } from '../../test/support/synthetic';
import { DEFAULT_CATEGORIES } from './categories';
import { parseReceipt } from './index';
import { reconcileItems } from './reconcile';

const read = (rows: SyntheticRow[]) =>
  parseReceipt(syntheticReceipt(rows), { categories: DEFAULT_CATEGORIES, hsa: false });
const item = (name: string, cents: number, alt?: number) => ({
  name,
  quantity: 1,
  cents,
  flag: null,
  ...(alt === undefined ? {} : { alt }),
});
const printed = { subtotal: null, total: null, tax: null, service: null, tip: null, rounding: null };

describe('items against the subtotal and total', () => {
  it('keeps a last item that repeats the sum above it by coincidence when leaving out a savings row balances', () => {
    // 3.99 - 1.00 = 2.99: the last item looks like a subtotal, but the savings row is information
    // (the prices already have it off) and the items add up to the total without it.
    const r = read([
      'GROCER',
      ['APPLES', '3.99'],
      ['CARD SAVINGS', '-1.00'],
      ['RICE', '2.99'],
      ['TOTAL', '6.98'],
    ]);
    expect(r.line_items.map((i) => [i.name, i.price])).toEqual([
      ['APPLES', 3.99],
      ['RICE', 2.99],
    ]);
    const out = reconcileItems([item('A', 399), item('SAVINGS', -100), item('B', 299)], {
      ...printed,
      total: 698,
    });
    expect(out.items.map((i) => i.cents)).toEqual([399, 299]);
    expect(out.balanced).toBe(true);
  });
  it('still leaves out a last row that repeats the sum above it when that balances', () => {
    const out = reconcileItems([item('A', 399), item('SAVINGS', -100), item('SUB', 299)], {
      ...printed,
      total: 299,
    });
    expect(out.items.map((i) => i.cents)).toEqual([399, -100]);
  });
  it('leaves out the one row without which the items add up to the subtotal', () => {
    const r = read([
      'SHOP',
      ['Shirt', '20.00'],
      ['Socks', '5.00'],
      ['Deposit slip', '9.00'],
      ['SUBTOTAL', '25.00'],
      ['TAX', '2.00'],
      ['TOTAL', '27.00'],
    ]);
    expect(r.line_items.map((i) => i.name)).toEqual(['SHIRT', 'SOCKS']);
    expect(r.parsingNotes).toMatch(/Left out "DEPOSIT SLIP" \(9\.00\)/);
    expect(r.confidence.line_items).toBe(0.9);
  });
  it('balances against the total less tax when no subtotal is printed', () => {
    const out = reconcileItems([item('A', 500), item('B', 300), item('JUNK', 1234)], {
      ...printed,
      total: 880,
      tax: 80,
    });
    expect(out.items.map((i) => i.name)).toEqual(['A', 'B']);
    expect(out.balanced).toBe(true);
  });
  it('drops nothing when two different rows could each be the odd one out', () => {
    const items = [item('A', 500), item('B', 500), item('C', 300)];
    const out = reconcileItems(items, { ...printed, subtotal: 800 });
    expect(out.items).toHaveLength(3);
    expect(out.balanced).toBe(false);
  });
  it('keeps every item when they already add up, discounts included', () => {
    const out = reconcileItems([item('A', 500), item('COUPON', -100)], { ...printed, total: 400 });
    expect(out).toMatchObject({ balanced: true, note: null });
    expect(out.items).toHaveLength(2);
  });
  it('uses quantity times unit price when the printed line total is the misread one', () => {
    const r = read([
      'IMBISS',
      ['1 x Ayran 2.10', '2.10'],
      ['1 x Beyti Kebab 10.90', '10.00'],
      ['TOTAL', '13.00'],
    ]);
    expect(r.line_items.map((i) => i.price)).toEqual([2.1, 10.9]);
    expect(r.parsingNotes).toMatch(/quantity times unit price gives 10\.90/);
  });
});
