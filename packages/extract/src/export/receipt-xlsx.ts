import { currencyDigits, type HsaReceipt, type Receipt, receiptToRows } from '@receiptbox/contracts';
import { looksLikeFormula } from '@receiptbox/contracts/receipt-export';
import ExcelJS from 'exceljs';

/**
 * The receipt (or several, under one header) as an .xlsx workbook with the CSV's columns and rows (SPEC §2): formula-like text kept
 * as a text cell, quantities and prices as numbers formatted to the currency's digits.
 *
 * @example
 * await writeFile(`receipt_${receipt.date}.xlsx`, await receiptToXlsx(receipt));
 */
export async function receiptToXlsx(
  receipt: Receipt | HsaReceipt | (Receipt | HsaReceipt)[],
): Promise<Uint8Array> {
  const receipts = Array.isArray(receipt) ? receipt : [receipt];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Receipt');
  receipts.forEach((r, i) => {
    const rows = receiptToRows(r, { raw: true });
    // Several receipts share one header.
    for (const row of i === 0 ? rows : rows.slice(1)) {
      const added = sheet.addRow(row.map((v) => v ?? ''));
      const digits = currencyDigits(r.currency);
      if (added.number > 1) added.getCell(7).numFmt = digits > 0 ? `0.${'0'.repeat(digits)}` : '0';
      if (row[4] === 'Total') added.font = { bold: true };
      // Formula-like text stays as written, in a cell formatted as text: shown without the CSV's
      // apostrophe, and still text when someone edits the cell.
      row.forEach((value, column) => {
        if (typeof value === 'string' && looksLikeFormula(value)) added.getCell(column + 1).numFmt = '@';
      });
    }
  });
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, i) => {
    column.width = i === 4 || i === 1 ? 32 : 16;
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
