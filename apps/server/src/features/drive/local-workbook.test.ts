import type { HsaReceipt } from '@receiptbox/contracts';
import { sampleReceipt } from '@receiptbox/contracts/testing/sample-receipt';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { appendRowsToXlsx, emptyWorkbookXlsx, readXlsxView } from './local-workbook';
import { receiptRows } from './workbook-layout';

const load = async (bytes: Uint8Array) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as never);
  return workbook;
};

const rowsFor = (receiptId: string, receipt = sampleReceipt(), isHsa = false) =>
  receiptRows({
    receiptId,
    receipt,
    isHsa,
    source: { channel: 'upload', submittedBy: 'ada@example.com' },
    original: { text: 'abc12345 lunch.jpg', url: 'http://localhost:3000/api/Drive/folders/f/files/x' },
    receivedAt: new Date('2026-11-23T10:15:00Z'),
  });

const header = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1);

describe('the local workbook', () => {
  it('starts with Receipts and Items, bold frozen headers and an autofilter on each', async () => {
    const workbook = await load(await emptyWorkbookXlsx(false));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Receipts', 'Items']);
    const receipts = workbook.getWorksheet('Receipts')!;
    expect(header(receipts)).toEqual([
      'Date',
      'Merchant',
      'Receipt Number',
      'Category',
      'Subtotal',
      'Tax',
      'Tip',
      'Total',
      'Currency',
      'Payment Method',
      'Items',
      'Source',
      'Original file',
      'Received',
      'Receipt ID',
      'Notes',
    ]);
    expect(receipts.getRow(1).font?.bold).toBe(true);
    expect(receipts.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(receipts.autoFilter).toBeTruthy();
    expect(header(workbook.getWorksheet('Items')!)).toEqual([
      'Receipt ID',
      'Date',
      'Merchant',
      'Item',
      'Quantity',
      'Price',
      'Category',
    ]);
  });

  it('writes dates as dates and amounts as numbers in the currency format, so Total can be summed', async () => {
    const bytes = await appendRowsToXlsx(await emptyWorkbookXlsx(false), rowsFor('r-1'));
    const sheet = (await load(bytes!)).getWorksheet('Receipts')!;
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toEqual(new Date('2024-03-01T00:00:00Z'));
    expect(row.getCell(1).numFmt).toBe('yyyy-mm-dd');
    expect(row.getCell(8).value).toBe(10.5);
    expect(row.getCell(8).numFmt).toBe('#,##0.00 "USD"');
    expect(row.getCell(11).value).toBe(2);
    expect(row.getCell(12).value).toBe('upload by ada@example.com');
    expect(row.getCell(13).value).toMatchObject({ text: 'abc12345 lunch.jpg' });
    expect(row.getCell(15).value).toBe('r-1');
    const items = (await load(bytes!)).getWorksheet('Items')!;
    expect(items.getRow(3).values).toEqual([
      undefined,
      'r-1',
      new Date('2024-03-01T00:00:00Z'),
      "Joe's Cafe, Inc.",
      'Muffin "XL"',
      2,
      6,
      'Meals and Entertainment',
    ]);
  });

  it('neutralizes text a spreadsheet would run as a formula, and keeps negative amounts numbers', async () => {
    const hostile = sampleReceipt({
      company: '=HYPERLINK("http://evil.example","click")',
      payment_method: '@SUM(A1)',
      line_items: [{ name: '+cmd|calc', quantity: 1, price: -5 }],
    });
    const bytes = await appendRowsToXlsx(await emptyWorkbookXlsx(false), rowsFor('r-2', hostile));
    const workbook = await load(bytes!);
    const receipt = workbook.getWorksheet('Receipts')!.getRow(2);
    expect(receipt.getCell(2).value).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(receipt.getCell(10).value).toBe("'@SUM(A1)");
    const item = workbook.getWorksheet('Items')!.getRow(2);
    expect(item.getCell(4).value).toBe("'+cmd|calc");
    expect(item.getCell(6).value).toBe(-5);
    workbook.eachSheet((sheet) =>
      sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula))),
    );
  });

  it('adds the HSA columns for an HSA mailbox', async () => {
    const hsa: HsaReceipt = {
      ...sampleReceipt(),
      line_items: [{ name: 'Bandages', quantity: 1, price: 4.5, hsa_eligible: true, hsa_notes: 'First aid' }],
      hsa_amount: 4.5,
      hsa_notes: 'One eligible item',
      parsing_notes: '',
    };
    const bytes = await appendRowsToXlsx(await emptyWorkbookXlsx(true), rowsFor('r-3', hsa, true));
    const workbook = await load(bytes!);
    const receipts = workbook.getWorksheet('Receipts')!;
    expect(header(receipts).slice(-2)).toEqual(['HSA Amount', 'HSA Notes']);
    expect(receipts.getRow(2).getCell(17).value).toBe(4.5);
    const items = workbook.getWorksheet('Items')!;
    expect(header(items).slice(-2)).toEqual(['HSA Eligible', 'HSA Notes']);
    expect(items.getRow(2).getCell(8).value).toBe(true);
  });

  it('does not write a receipt id that is already on the Receipts sheet', async () => {
    const once = await appendRowsToXlsx(await emptyWorkbookXlsx(false), rowsFor('r-4'));
    expect(await appendRowsToXlsx(once, rowsFor('r-4'))).toBeNull();
  });

  it('reads both sheets back as display text for the folder page', async () => {
    const bytes = await appendRowsToXlsx(await emptyWorkbookXlsx(false), rowsFor('r-5'));
    const view = await readXlsxView(bytes);
    expect(view.sheets.map((s) => s.name)).toEqual(['Receipts', 'Items']);
    const [row] = view.sheets[0]!.rows;
    expect(row?.slice(0, 2)).toEqual(['2024-03-01', "Joe's Cafe, Inc."]);
    expect(row?.[7]).toBe('10.50');
    expect(row?.[13]).toBe('2026-11-23 10:15');
    expect(view.sheets[1]!.rows).toHaveLength(2);
  });
});
