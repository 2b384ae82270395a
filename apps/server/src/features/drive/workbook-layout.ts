import type { HsaReceipt, Receipt } from '@receiptbox/contracts';
import { currencyDigits, neutralizeCell } from '@receiptbox/contracts/receipt-export';

/*
 * The mailbox workbook's two sheets, shared by the local .xlsx and the Google Sheet so both have
 * the same columns and typed values. Text cells go through the one formula guard of
 * packages/contracts (neutralizeCell), so nothing a receipt says runs as a formula.
 */

export const RECEIPTS_SHEET = 'Receipts';
export const ITEMS_SHEET = 'Items';
export const WORKBOOK_FILE_NAME = 'Receipts.xlsx';

export type ColumnType = 'text' | 'date' | 'datetime' | 'money' | 'number' | 'count' | 'link' | 'boolean';

export interface Column {
  header: string;
  type: ColumnType;
  /** Characters, for the local workbook's column width. */
  width: number;
}

/** A link cell: the text shown and where it points. */
export interface LinkValue {
  text: string;
  url: string;
}

/** A typed cell value: dates as ISO strings (YYYY-MM-DD, or a full timestamp for 'datetime'). */
export type CellValue = string | number | boolean | LinkValue | null;

export interface SheetRow {
  values: CellValue[];
  /** ISO 4217 code whose minor unit formats the money cells of this row. */
  currency: string | null;
}

/** One receipt's rows in the workbook; `receiptId` is what makes appending idempotent. */
export interface ReceiptRows {
  receiptId: string;
  isHsa: boolean;
  receipt: SheetRow;
  items: SheetRow[];
}

/** Both sheets as display text, for the folder page. */
export interface WorkbookView {
  sheets: { name: string; columns: string[]; rows: string[][] }[];
}

const col = (header: string, type: ColumnType, width = 14): Column => ({ header, type, width });

export function receiptsColumns(isHsa: boolean): Column[] {
  return [
    col('Date', 'date', 12),
    col('Merchant', 'text', 28),
    col('Receipt Number', 'text', 16),
    col('Category', 'text', 22),
    col('Subtotal', 'money'),
    col('Tax', 'money', 10),
    col('Tip', 'money', 10),
    col('Total', 'money'),
    col('Currency', 'text', 10),
    col('Payment Method', 'text', 20),
    col('Items', 'count', 8),
    col('Source', 'text', 28),
    col('Original file', 'link', 30),
    col('Received', 'datetime', 20),
    col('Receipt ID', 'text', 38),
    col('Notes', 'text', 50),
    ...(isHsa ? [col('HSA Amount', 'money'), col('HSA Notes', 'text', 40)] : []),
  ];
}

export function itemsColumns(isHsa: boolean): Column[] {
  return [
    col('Receipt ID', 'text', 38),
    col('Date', 'date', 12),
    col('Merchant', 'text', 28),
    col('Item', 'text', 36),
    col('Quantity', 'number', 10),
    col('Price', 'money', 12),
    col('Category', 'text', 22),
    ...(isHsa ? [col('HSA Eligible', 'boolean', 12), col('HSA Notes', 'text', 40)] : []),
  ];
}

/** Where a receipt came from, for the Source column. */
export interface ReceiptSource {
  channel: 'upload' | 'email';
  /** The uploader's or sender's e-mail address. */
  submittedBy: string;
}

const text = (value: string | null | undefined): CellValue => {
  const trimmed = value?.trim();
  return trimmed ? (neutralizeCell(trimmed) as string) : null;
};

const isHsaReceipt = (receipt: Receipt | HsaReceipt): receipt is HsaReceipt => 'hsa_amount' in receipt;

/** Parsing notes and the fields read with low confidence, in one line. */
function notes(receipt: Receipt | HsaReceipt): string {
  const low = Object.entries(receipt.confidence)
    .filter(([, value]) => value < 0.5)
    .map(([field]) => field.replace(/_/g, ' '));
  const parts = [receipt.parsingNotes.trim()];
  if (low.length > 0) parts.push(`Low confidence: ${low.join(', ')}.`);
  return parts.filter(Boolean).join(' ');
}

/**
 * A receipt as the rows the workbook gets: its line on Receipts and one line per item on Items,
 * values typed (numbers stay numbers so a user can SUM the Total column).
 */
export function receiptRows(input: {
  receiptId: string;
  receipt: Receipt | HsaReceipt;
  isHsa: boolean;
  source: ReceiptSource;
  original: LinkValue | null;
  receivedAt: Date;
}): ReceiptRows {
  const { receipt, isHsa, receiptId } = input;
  const hsa = isHsa && isHsaReceipt(receipt) ? receipt : null;
  const currency = receipt.currency;
  const source = `${input.source.channel === 'email' ? 'e-mail' : 'upload'} by ${input.source.submittedBy}`;
  const original = input.original
    ? { text: neutralizeCell(input.original.text) as string, url: input.original.url }
    : null;
  const receiptValues: CellValue[] = [
    receipt.date,
    text(receipt.company),
    text(receipt.receipt_number),
    text(receipt.category),
    receipt.subtotal,
    receipt.tax,
    receipt.tip,
    receipt.total_price,
    text(currency),
    text(receipt.payment_method),
    receipt.line_items.length,
    text(source),
    original,
    input.receivedAt.toISOString(),
    receiptId,
    text(notes(receipt)),
    ...(isHsa ? [hsa?.hsa_amount ?? null, text(hsa?.hsa_notes)] : []),
  ];
  const items = receipt.line_items.map((item) => {
    const hsaItem = hsa && 'hsa_eligible' in item ? item : null;
    return {
      currency,
      values: [
        receiptId,
        receipt.date,
        text(receipt.company),
        text(item.name),
        item.quantity,
        item.price,
        text(receipt.category),
        ...(isHsa ? [hsaItem?.hsa_eligible ?? null, text(hsaItem?.hsa_notes)] : []),
      ],
    };
  });
  return { receiptId, isHsa, receipt: { values: receiptValues, currency }, items };
}

/** Number format of a money cell: the currency's minor unit, with its code after the amount. */
export function moneyFormat(currency: string | null): string {
  const digits = currencyDigits(currency);
  const base = digits > 0 ? `#,##0.${'0'.repeat(digits)}` : '#,##0';
  return currency && /^[A-Z]{3}$/.test(currency) ? `${base} "${currency}"` : base;
}

/** The column index (0-based) of Receipt ID on the Receipts sheet. */
export const RECEIPT_ID_COLUMN = receiptsColumns(false).findIndex((c) => c.header === 'Receipt ID');
