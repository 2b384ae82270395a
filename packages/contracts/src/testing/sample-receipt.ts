import type { Receipt } from '../receipt';

/**
 * A fully-confident converted receipt for tests (two line items, one with quotes, a merchant with a
 * comma and an apostrophe so CSV quoting is exercised). Only tests import this module, so it never
 * reaches a production bundle.
 */
export function sampleReceipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    date: '2024-03-01',
    receipt_number: 'A-1',
    company: "Joe's Cafe, Inc.",
    summary: '',
    line_items: [
      { name: 'Latte', quantity: 1, price: 4.5 },
      { name: 'Muffin "XL"', quantity: 2, price: 6 },
    ],
    total_price: 10.5,
    subtotal: null,
    tax: null,
    tip: null,
    currency: 'USD',
    payment_method: 'Visa ending 4242',
    category: 'Meals and Entertainment',
    parsingNotes: '',
    confidence: {
      date: 1,
      receipt_number: 1,
      company: 1,
      line_items: 1,
      total_price: 1,
      payment_method: 1,
      category: 1,
    },
    ...overrides,
  };
}
