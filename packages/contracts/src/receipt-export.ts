import type { HsaReceipt, Receipt } from './receipt';

/**
 * Spreadsheet export of a receipt (SPEC §2): one row per line item, then a total row. Pure, so the
 * web app and the server produce the same file.
 */
export const EXPORT_COLUMNS = [
  'Date',
  'Merchant',
  'Receipt Number',
  'Category',
  'Item',
  'Quantity',
  'Price',
  'Payment Method',
] as const;

export type ExportCell = string | number | null;

/**
 * What a spreadsheet may run as a formula: = + - @ first, also after leading spaces (Excel and
 * Sheets skip them), their fullwidth forms ＝ ＋ － ＠ (converted on entry by some locales' input
 * methods), or a leading tab, carriage return or line feed.
 */
const FORMULA_START = /^(?:[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r\n])/;

/**
 * The one formula-injection guard of every export (CSV, the converter's XLSX, the mailbox
 * workbooks): true for text a spreadsheet would run as a formula.
 */
export function looksLikeFormula(value: string): boolean {
  return FORMULA_START.test(value);
}

/**
 * Guards a CSV text cell against formula injection: a value {@link looksLikeFormula} gets a
 * leading apostrophe. Numbers are data, not formulas, and pass through, so a refund of -5 stays a
 * number. (Workbooks keep the text as it is and mark the cell as text instead.)
 */
export function neutralizeCell<T extends ExportCell>(value: T): T | string {
  return typeof value === 'string' && looksLikeFormula(value) ? `'${value}` : value;
}

/**
 * Header, one row per line item and a total row. Amounts stay numbers. Text is neutralized for CSV
 * unless `raw` (a workbook writer then marks formula-like text as a text cell).
 */
export function receiptToRows(
  receipt: Receipt | HsaReceipt,
  options: { raw?: boolean } = {},
): ExportCell[][] {
  const guard = options.raw ? (v: ExportCell) => v : neutralizeCell;
  const common = (item: ExportCell, quantity: ExportCell, price: ExportCell): ExportCell[] =>
    [
      receipt.date,
      receipt.company,
      receipt.receipt_number,
      receipt.category,
      item,
      quantity,
      price,
      receipt.payment_method,
    ].map((v) => guard(v ?? null));
  return [
    [...EXPORT_COLUMNS],
    ...receipt.line_items.map((li) => common(li.name, li.quantity, li.price)),
    common('Total', null, receipt.total_price),
  ];
}

/** Digits after the decimal point for an ISO 4217 currency (2 when unknown). */
export function currencyDigits(currency: string | null): number {
  if (!currency) return 2;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** RFC 4180 field: quoted when it holds a comma, quote or line break, quotes doubled. */
function csvField(value: ExportCell, digits: number, isMoney: boolean): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? (isMoney ? value.toFixed(digits) : String(value)) : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The receipt as CSV with the columns Date, Merchant, Receipt Number, Category, Item, Quantity,
 * Price, Payment Method; one row per line item and a total row; CRLF line ends.
 *
 * @example
 * receiptToCsv(receipt);
 * // Date,Merchant,Receipt Number,Category,Item,Quantity,Price,Payment Method
 * // 2024-03-01,"Joe's Cafe, Inc.",A-1,Meals and Entertainment,Latte,1,4.50,Visa ending 4242
 * // 2024-03-01,"Joe's Cafe, Inc.",A-1,Meals and Entertainment,Total,,4.50,Visa ending 4242
 */
export function receiptToCsv(receipt: Receipt | HsaReceipt): string {
  const digits = currencyDigits(receipt.currency);
  const priceColumn = EXPORT_COLUMNS.indexOf('Price');
  return receiptToRows(receipt)
    .map((row, r) => row.map((v, c) => csvField(v, digits, r > 0 && c === priceColumn)).join(','))
    .join('\r\n')
    .concat('\r\n');
}

/** `receipt_{date}.csv`, with `undated` when the receipt has no date. */
export function csvFileName(receipt: Pick<Receipt, 'date'>): string {
  return `receipt_${receipt.date ?? 'undated'}.csv`;
}
