import type { sheets_v4 } from '@googleapis/sheets';
import {
  type CellValue,
  type Column,
  ITEMS_SHEET,
  itemsColumns,
  moneyFormat,
  RECEIPTS_SHEET,
  type ReceiptRows,
  receiptsColumns,
  type SheetRow,
} from './workbook-layout';

/*
 * The mailbox workbook as Google Sheets API requests: the same sheets, columns and typed values as
 * the local .xlsx. Links are text with a link format run, never a HYPERLINK formula, so no cell
 * we write is a formula.
 */

export const RECEIPTS_SHEET_ID = 0;
export const ITEMS_SHEET_ID = 1;

const HEADER_FORMAT: sheets_v4.Schema$CellFormat = {
  backgroundColor: { red: 0.12, green: 0.31, blue: 0.47 },
  textFormat: { bold: true, foregroundColor: { red: 1, green: 1, blue: 1 } },
};

/** Days since 1899-12-30, the serial number spreadsheets keep dates as. */
function serialOf(iso: string): number {
  const time = iso.length === 10 ? Date.parse(`${iso}T00:00:00Z`) : Date.parse(iso);
  return time / 86_400_000 + 25_569;
}

function cellOf(column: Column, value: CellValue, currency: string | null): sheets_v4.Schema$CellData {
  if (value === null) return {};
  if (typeof value === 'object') {
    return {
      userEnteredValue: { stringValue: value.text },
      textFormatRuns: [{ startIndex: 0, format: { link: { uri: value.url } } }],
    };
  }
  switch (column.type) {
    case 'date':
    case 'datetime':
      return typeof value === 'string'
        ? {
            userEnteredValue: { numberValue: serialOf(value) },
            userEnteredFormat: {
              numberFormat: {
                type: column.type === 'date' ? 'DATE' : 'DATE_TIME',
                pattern: column.type === 'date' ? 'yyyy-mm-dd' : 'yyyy-mm-dd hh:mm',
              },
            },
          }
        : { userEnteredValue: { stringValue: String(value) } };
    case 'money':
      return typeof value === 'number'
        ? {
            userEnteredValue: { numberValue: value },
            userEnteredFormat: { numberFormat: { type: 'NUMBER', pattern: moneyFormat(currency) } },
          }
        : {};
    default:
      if (typeof value === 'number') return { userEnteredValue: { numberValue: value } };
      if (typeof value === 'boolean') return { userEnteredValue: { boolValue: value } };
      return { userEnteredValue: { stringValue: value } };
  }
}

const rowOf = (columns: Column[], row: SheetRow): sheets_v4.Schema$RowData => ({
  values: columns.map((column, index) => cellOf(column, row.values[index] ?? null, row.currency)),
});

const headerRow = (columns: Column[]): sheets_v4.Schema$RowData => ({
  values: columns.map((c) => ({
    userEnteredValue: { stringValue: c.header },
    userEnteredFormat: HEADER_FORMAT,
  })),
});

/** The requests that turn a new spreadsheet's Sheet1 into Receipts and add Items, headers styled and frozen, filtered. */
export function workbookSetupRequests(isHsa: boolean): sheets_v4.Schema$Request[] {
  const sheets = [
    { id: RECEIPTS_SHEET_ID, title: RECEIPTS_SHEET, columns: receiptsColumns(isHsa) },
    { id: ITEMS_SHEET_ID, title: ITEMS_SHEET, columns: itemsColumns(isHsa) },
  ];
  return [
    {
      updateSheetProperties: {
        properties: {
          sheetId: RECEIPTS_SHEET_ID,
          title: RECEIPTS_SHEET,
          gridProperties: { frozenRowCount: 1 },
        },
        fields: 'title,gridProperties.frozenRowCount',
      },
    },
    {
      addSheet: {
        properties: { sheetId: ITEMS_SHEET_ID, title: ITEMS_SHEET, gridProperties: { frozenRowCount: 1 } },
      },
    },
    ...sheets.flatMap((sheet) => [
      {
        updateCells: {
          start: { sheetId: sheet.id, rowIndex: 0, columnIndex: 0 },
          rows: [headerRow(sheet.columns)],
          fields: 'userEnteredValue,userEnteredFormat',
        },
      },
      {
        setBasicFilter: {
          filter: { range: { sheetId: sheet.id, startColumnIndex: 0, endColumnIndex: sheet.columns.length } },
        },
      },
    ]),
  ];
}

/** One receipt's rows as one batchUpdate (all or nothing on Google's side). */
export function appendRequests(rows: ReceiptRows): sheets_v4.Schema$Request[] {
  const fields = 'userEnteredValue,userEnteredFormat.numberFormat,textFormatRuns';
  const requests: sheets_v4.Schema$Request[] = [
    {
      appendCells: {
        sheetId: RECEIPTS_SHEET_ID,
        rows: [rowOf(receiptsColumns(rows.isHsa), rows.receipt)],
        fields,
      },
    },
  ];
  if (rows.items.length > 0) {
    const columns = itemsColumns(rows.isHsa);
    requests.push({
      appendCells: { sheetId: ITEMS_SHEET_ID, rows: rows.items.map((r) => rowOf(columns, r)), fields },
    });
  }
  return requests;
}
