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
  it('writes the CSV columns with numbers as numbers and formula-like text as a text cell', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await receiptToXlsx(receipt)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    // Row values are 1-based: index 0 is empty. The CSV test pins the column names themselves.
    expect(sheet.getRow(1).values).toEqual([undefined, ...EXPORT_COLUMNS]);
    // The text as the shop wrote it, no apostrophe, in a cell formatted as text: never a formula.
    expect(sheet.getCell('B2').value).toBe(`=cmd|" /C calc"!A0`);
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('B2').numFmt).toBe('@');
    expect(sheet.getCell('E2').numFmt).toBeUndefined();
    expect(sheet.getCell('F2').value).toBe(2);
    expect(sheet.getCell('G2').value).toBe(9);
    expect(sheet.getCell('E3').value).toBe('Total');
    expect(sheet.getCell('G3').value).toBe(9);
    expect(sheet.rowCount).toBe(3);
  });

  it('marks fullwidth and space-led formula text as text cells too', async () => {
    const sneaky = sampleReceipt({
      company: ' =1+1',
      payment_method: '＝HYPERLINK("http://evil.example")',
      line_items: [{ name: '\t@SUM(A1)', quantity: 1, price: 1 }],
      total_price: 1,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await receiptToXlsx(sneaky)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    for (const address of ['B2', 'E2', 'H2']) {
      expect(sheet.getCell(address).type, address).toBe(ExcelJS.ValueType.String);
      expect(sheet.getCell(address).numFmt, address).toBe('@');
    }
  });
});
