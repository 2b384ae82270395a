import { describe, expect, it } from 'vitest';
import { syntheticReceipt } from '../../test/support/synthetic';
import { DEFAULT_CATEGORIES } from './categories';
import { parseReceipt } from './index';

const read = (rows: Array<string | [string, string]>) =>
  parseReceipt(syntheticReceipt(rows), { categories: DEFAULT_CATEGORIES, hsa: false });

describe('receipt numbers and payment methods', () => {
  it('reads a Doc No. as the receipt number', () => {
    expect(read(['SHOP', 'Doc No : CS00031663', ['TOTAL', '9.00']]).receipt_number).toBe('CS00031663');
  });
  it('reads an invoice number with a hash', () => {
    expect(read(['SHOP', 'Invoice #: INV-2041', ['TOTAL', '9.00']]).receipt_number).toBe('INV-2041');
  });
  it('does not take a date after a label as the receipt number', () => {
    expect(read(['SHOP', 'Bill Date : 20/11/2017', ['TOTAL', '9.00']]).receipt_number).toBeNull();
  });
  it('reads a card brand and its last four digits', () => {
    expect(read(['SHOP', ['TOTAL', '9.00'], ['VISA ************1234', '9.00']]).payment_method).toBe(
      'Visa ending 1234',
    );
  });
  it('reads cash payments', () => {
    expect(read(['SHOP', ['TOTAL', '9.00'], ['CASH', '10.00'], ['CHANGE', '1.00']]).payment_method).toBe(
      'Cash',
    );
  });
  it('reads wallets', () => {
    expect(read(['SHOP', ['TOTAL', '9.00'], ["Touch 'n Go eWallet", '9.00']]).payment_method).toBe(
      "Touch 'n Go",
    );
  });
  it('does not read a CASH SALES title as a cash payment', () => {
    expect(read(['SHOP', 'CASH SALES', ['TOTAL', '9.00']]).payment_method).toBeNull();
  });
});
