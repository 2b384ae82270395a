import ExcelJS from 'exceljs';
import {
  type CellValue,
  type Column,
  ITEMS_SHEET,
  itemsColumns,
  moneyFormat,
  RECEIPT_ID_COLUMN,
  RECEIPTS_SHEET,
  type ReceiptRows,
  receiptsColumns,
  type SheetRow,
  type WorkbookView,
} from './workbook-layout';

/*
 * The local drive's Receipts.xlsx, written with exceljs: typed cells (dates as dates, amounts as
 * numbers with the receipt currency's format), a styled and frozen header row and an autofilter
 * over each sheet.
 */

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F4E79' } };

function addSheet(workbook: ExcelJS.Workbook, name: string, columns: Column[]): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.header, width: c.width }));
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = HEADER_FILL;
  header.alignment = { vertical: 'middle' };
  return sheet;
}

function setAutoFilter(sheet: ExcelJS.Worksheet, columnCount: number): void {
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: Math.max(1, sheet.rowCount), column: columnCount },
  };
}

function newWorkbook(isHsa: boolean): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Receiptbox';
  const receipts = addSheet(workbook, RECEIPTS_SHEET, receiptsColumns(isHsa));
  const items = addSheet(workbook, ITEMS_SHEET, itemsColumns(isHsa));
  setAutoFilter(receipts, receiptsColumns(isHsa).length);
  setAutoFilter(items, itemsColumns(isHsa).length);
  return workbook;
}

const toBytes = async (workbook: ExcelJS.Workbook) =>
  new Uint8Array(await workbook.xlsx.writeBuffer({ useStyles: true } as never));

export async function emptyWorkbookXlsx(isHsa: boolean): Promise<Uint8Array> {
  return toBytes(newWorkbook(isHsa));
}

/** A date-only ISO string as the spreadsheet date of that day (UTC midnight, no time zone shift). */
const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

function appendRow(sheet: ExcelJS.Worksheet, columns: Column[], row: SheetRow): void {
  const added = sheet.addRow([]);
  columns.forEach((column, index) => {
    const value: CellValue = row.values[index] ?? null;
    if (value === null) return;
    const cell = added.getCell(index + 1);
    if (typeof value === 'object') {
      cell.value = { text: value.text, hyperlink: value.url };
      cell.font = { color: { argb: 'FF0563C1' }, underline: true };
      return;
    }
    switch (column.type) {
      case 'date':
        cell.value = typeof value === 'string' ? dayOf(value) : value;
        cell.numFmt = 'yyyy-mm-dd';
        return;
      case 'datetime':
        cell.value = typeof value === 'string' ? new Date(value) : value;
        cell.numFmt = 'yyyy-mm-dd hh:mm';
        return;
      case 'money':
        cell.value = value;
        cell.numFmt = moneyFormat(row.currency);
        return;
      default:
        cell.value = value;
    }
  });
}

/**
 * The workbook with one receipt's rows appended, or null when its receipt id is already on the
 * Receipts sheet (a retried delivery). A missing workbook is created first.
 */
export async function appendRowsToXlsx(
  current: Uint8Array | null,
  rows: ReceiptRows,
): Promise<Uint8Array | null> {
  let workbook: ExcelJS.Workbook;
  if (current) {
    workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(current as never);
  } else {
    workbook = newWorkbook(rows.isHsa);
  }
  const receipts =
    workbook.getWorksheet(RECEIPTS_SHEET) ?? addSheet(workbook, RECEIPTS_SHEET, receiptsColumns(rows.isHsa));
  const items =
    workbook.getWorksheet(ITEMS_SHEET) ?? addSheet(workbook, ITEMS_SHEET, itemsColumns(rows.isHsa));
  const idColumn = receipts.getColumn(RECEIPT_ID_COLUMN + 1);
  let present = false;
  idColumn.eachCell((cell, rowNumber) => {
    if (rowNumber > 1 && cell.value === rows.receiptId) present = true;
  });
  if (present) return null;
  const receiptColumns = receiptsColumns(rows.isHsa);
  const itemColumns = itemsColumns(rows.isHsa);
  appendRow(receipts, receiptColumns, rows.receipt);
  for (const item of rows.items) appendRow(items, itemColumns, item);
  setAutoFilter(receipts, receiptColumns.length);
  setAutoFilter(items, itemColumns.length);
  return toBytes(workbook);
}

/** Digits after the point that a number format shows (`#,##0.00 "USD"` → 2). */
const formatDigits = (numFmt: string | undefined) => /0\.(0+)/.exec(numFmt ?? '')?.[1]?.length ?? null;

function displayText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return cell.numFmt?.includes('hh') ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : iso.slice(0, 10);
  }
  if (typeof value === 'number') {
    const digits = formatDigits(cell.numFmt);
    return digits === null ? String(value) : value.toFixed(digits);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  return String(value);
}

/** Both sheets as display text; a folder without a workbook shows the empty sheets. */
export async function readXlsxView(bytes: Uint8Array | null): Promise<WorkbookView> {
  const workbook = new ExcelJS.Workbook();
  if (bytes) await workbook.xlsx.load(bytes as never);
  const sheets: WorkbookView['sheets'] = [];
  for (const [name, columns] of [
    [RECEIPTS_SHEET, receiptsColumns(false)],
    [ITEMS_SHEET, itemsColumns(false)],
  ] as const) {
    const sheet = workbook.getWorksheet(name);
    if (!sheet) {
      sheets.push({ name, columns: columns.map((c) => c.header), rows: [] });
      continue;
    }
    const width = sheet.getRow(1).cellCount;
    const header: string[] = [];
    for (let c = 1; c <= width; c++) header.push(displayText(sheet.getRow(1).getCell(c)));
    const rows: string[][] = [];
    sheet.eachRow((row, rowNumber) => {
      if (rowNumber === 1) return;
      const cells: string[] = [];
      for (let c = 1; c <= width; c++) cells.push(displayText(row.getCell(c)));
      rows.push(cells);
    });
    sheets.push({ name, columns: header, rows });
  }
  return { sheets };
}
