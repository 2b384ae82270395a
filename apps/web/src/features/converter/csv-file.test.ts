import { receiptToCsv } from '@receiptbox/contracts/receipt-export';
import { sampleReceipt } from '@receiptbox/contracts/testing/sample-receipt';
import { describe, expect, it } from 'vitest';
import { receiptCsvBlob } from './csv-file';

const receipt = sampleReceipt({
  company: 'Café Zürich',
  summary: 'Café Zürich on 2024-03-01',
  line_items: [{ name: 'Crème brûlée', quantity: 1, price: 7.5 }],
  total_price: 7.5,
  currency: 'EUR',
  payment_method: 'Card',
});

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
