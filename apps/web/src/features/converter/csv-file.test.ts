import type { Receipt } from '@receiptbox/contracts';
import { receiptToCsv } from '@receiptbox/contracts/receipt-export';
import { describe, expect, it } from 'vitest';
import { receiptCsvBlob } from './csv-file';

const receipt: Receipt = {
  date: '2024-03-01',
  receipt_number: 'A-1',
  company: 'Café Zürich',
  summary: 'Café Zürich on 2024-03-01',
  line_items: [{ name: 'Crème brûlée', quantity: 1, price: 7.5 }],
  total_price: 7.5,
  subtotal: null,
  tax: null,
  tip: null,
  currency: 'EUR',
  payment_method: 'Card',
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
};

describe('the downloaded CSV file', () => {
  it('starts with a UTF-8 byte-order mark so Excel shows accented merchants and items correctly', async () => {
    const bytes = new Uint8Array(await receiptCsvBlob(receipt).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toBe(`\uFEFF${receiptToCsv(receipt)}`);
    expect(text).toContain('Café Zürich');
  });

  it('is labelled as UTF-8 CSV', () => {
    expect(receiptCsvBlob(receipt).type).toBe('text/csv;charset=utf-8');
  });
});
