import { EXPORT_COLUMNS } from '@receiptbox/contracts/receipt-export';
import { sampleReceipt } from '@receiptbox/contracts/testing/sample-receipt';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { receiptToXlsx } from '../src/export/receipt-xlsx';

const receipt = sampleReceipt({
  company: '=cmd|" /C calc"!A0',
  line_items: [{ name: 'Latte', quantity: 2, price: 9 }],
  total_price: 9,
  payment_method: 'Cash',
});

describe('receiptToXlsx', () => {
  it('writes the CSV columns with numbers as numbers and formulas neutralized', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await receiptToXlsx(receipt)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    // Row values are 1-based: index 0 is empty. The CSV test pins the column names themselves.
    expect(sheet.getRow(1).values).toEqual([undefined, ...EXPORT_COLUMNS]);
    expect(sheet.getCell('B2').value).toBe(`'=cmd|" /C calc"!A0`);
    expect(sheet.getCell('F2').value).toBe(2);
    expect(sheet.getCell('G2').value).toBe(9);
    expect(sheet.getCell('E3').value).toBe('Total');
    expect(sheet.getCell('G3').value).toBe(9);
    expect(sheet.rowCount).toBe(3);
  });
});
