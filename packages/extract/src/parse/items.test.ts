import { describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORIES } from './categories';
import { parseReceipt } from './index';
import { syntheticReceipt } from './synthetic';

const itemsOf = (rows: Array<string | [string, string]>) =>
  parseReceipt(syntheticReceipt(rows), { categories: DEFAULT_CATEGORIES, hsa: false }).line_items;

describe('line items', () => {
  it('reads names and line totals and stops at the totals', () => {
    expect(
      itemsOf(['CAFE', ['Latte', '4.50'], ['Croissant', '3.25'], ['TOTAL', '7.75'], ['CASH', '10.00']]),
    ).toEqual([
      { name: 'LATTE', quantity: 1, price: 4.5 },
      { name: 'CROISSANT', quantity: 1, price: 3.25 },
    ]);
  });
  it('reads quantity times unit price', () => {
    expect(itemsOf(['SHOP', ['2 x 3.50 Mineral water', '7.00'], ['TOTAL', '7.00']])[0]).toMatchObject({
      quantity: 2,
      price: 7,
    });
  });
  it('takes the name from the row above a quantity row', () => {
    expect(itemsOf(['SHOP', 'STEEL HAMMER 16OZ', ['2 @ 12.00', '24.00'], ['TOTAL', '24.00']])).toEqual([
      { name: 'STEEL HAMMER 16OZ', quantity: 2, price: 24 },
    ]);
  });
  it('keeps a negative discount row', () => {
    const items = itemsOf(['SHOP', ['Shirt', '20.00'], ['Member discount', '-2.00'], ['TOTAL', '18.00']]);
    expect(items.map((i) => i.price)).toEqual([20, -2]);
  });
  it('skips tax and payment rows', () => {
    const items = itemsOf(['SHOP', ['Tea', '2.00'], ['SST 6%', '0.12'], ['TOTAL', '2.12'], ['VISA', '2.12']]);
    expect(items.map((i) => i.name)).toEqual(['TEA']);
  });
  it('takes the description printed under a code-and-amount row', () => {
    const items = itemsOf([
      'HARDWARE SDN BHD',
      ['8239 GB 1 16.00', '15.00'],
      'SR: SILICONE GUN',
      ['9556075109147 3 7.00', '21.00'],
      'SR: PVC WIRE TAPE',
      ['TOTAL', '36.00'],
    ]);
    expect(items).toEqual([
      { name: 'SILICONE GUN', quantity: 1, price: 15 },
      { name: 'PVC WIRE TAPE', quantity: 3, price: 21 },
    ]);
  });
  it('strips a tax-class code from the end of an item name', () => {
    expect(itemsOf(['DINER', ['PORK DUMPLING T1', '8.99'], ['TOTAL', '8.99']])[0]?.name).toBe(
      'PORK DUMPLING',
    );
  });
});
