import type { Receipt } from '@receiptbox/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { receiptToXlsx } from '../src/export/receipt-xlsx';

const receipt: Receipt = {
  date: '2024-03-01',
  receipt_number: 'A-1',
  company: '=cmd|" /C calc"!A0',
  summary: '',
  line_items: [{ name: 'Latte', quantity: 2, price: 9 }],
  total_price: 9,
  subtotal: null,
  tax: null,
  tip: null,
  currency: 'USD',
  payment_method: 'Cash',
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

describe('receiptToXlsx', () => {
  it('writes the CSV columns with numbers as numbers and formulas neutralized', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await receiptToXlsx(receipt)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Date',
      'Merchant',
      'Receipt Number',
      'Category',
      'Item',
      'Quantity',
      'Price',
      'Payment Method',
    ]);
    expect(sheet.getCell('B2').value).toBe(`'=cmd|" /C calc"!A0`);
    expect(sheet.getCell('F2').value).toBe(2);
    expect(sheet.getCell('G2').value).toBe(9);
    expect(sheet.getCell('E3').value).toBe('Total');
    expect(sheet.getCell('G3').value).toBe(9);
    expect(sheet.rowCount).toBe(3);
  });
});
