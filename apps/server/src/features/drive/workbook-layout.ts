import type { HsaLineItem, HsaReceipt, LineItem, Receipt } from '@receiptbox/contracts';
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

/** What a Receipts row is read from; an Items row adds its item. */
interface ReceiptFacts {
  receiptId: string;
  receipt: Receipt | HsaReceipt;
  /** The receipt when the mailbox is an HSA one and the receipt has its HSA fields. */
  hsa: HsaReceipt | null;
  source: string;
  original: LinkValue | null;
  receivedAt: Date;
}

interface ItemFacts extends ReceiptFacts {
  item: LineItem;
  hsaItem: HsaLineItem | null;
}

/** A column with how its cell is read, so a sheet's headers and values cannot drift apart. */
interface ColumnSpec<Facts> extends Column {
  value: (facts: Facts) => CellValue;
}

/** A sheet: the columns every mailbox has, then the ones only an HSA mailbox's sheet adds. */
interface SheetLayout<Facts> {
  columns: ColumnSpec<Facts>[];
  hsaColumns: ColumnSpec<Facts>[];
}

const col = <Facts>(
  header: string,
  type: ColumnType,
  width: number,
  value: (facts: Facts) => CellValue,
): ColumnSpec<Facts> => ({ header, type, width, value });

// Columns both sheets have, read from the receipt.
const receiptIdColumn = col('Receipt ID', 'text', 38, (f: ReceiptFacts) => f.receiptId);
const dateColumn = col('Date', 'date', 12, (f: ReceiptFacts) => f.receipt.date);
const merchantColumn = col('Merchant', 'text', 28, (f: ReceiptFacts) => text(f.receipt.company));
const categoryColumn = col('Category', 'text', 22, (f: ReceiptFacts) => text(f.receipt.category));

const RECEIPTS_LAYOUT: SheetLayout<ReceiptFacts> = {
  columns: [
    dateColumn,
    merchantColumn,
    col('Receipt Number', 'text', 16, (f) => text(f.receipt.receipt_number)),
    categoryColumn,
    col('Subtotal', 'money', 14, (f) => f.receipt.subtotal),
    col('Tax', 'money', 10, (f) => f.receipt.tax),
    col('Tip', 'money', 10, (f) => f.receipt.tip),
    col('Total', 'money', 14, (f) => f.receipt.total_price),
    col('Currency', 'text', 10, (f) => text(f.receipt.currency)),
    col('Payment Method', 'text', 20, (f) => text(f.receipt.payment_method)),
    col('Items', 'count', 8, (f) => f.receipt.line_items.length),
    col('Source', 'text', 28, (f) => text(f.source)),
    col('Original file', 'link', 30, (f) => f.original),
    col('Received', 'datetime', 20, (f) => f.receivedAt.toISOString()),
    receiptIdColumn,
    col('Notes', 'text', 50, (f) => text(notes(f.receipt))),
  ],
  hsaColumns: [
    col('HSA Amount', 'money', 14, (f) => f.hsa?.hsa_amount ?? null),
    col('HSA Notes', 'text', 40, (f) => text(f.hsa?.hsa_notes)),
  ],
};

const ITEMS_LAYOUT: SheetLayout<ItemFacts> = {
  columns: [
    receiptIdColumn,
    dateColumn,
    merchantColumn,
    col('Item', 'text', 36, (f) => text(f.item.name)),
    col('Quantity', 'number', 10, (f) => f.item.quantity),
    col('Price', 'money', 12, (f) => f.item.price),
    categoryColumn,
  ],
  hsaColumns: [
    col('HSA Eligible', 'boolean', 12, (f) => f.hsaItem?.hsa_eligible ?? null),
    col('HSA Notes', 'text', 40, (f) => text(f.hsaItem?.hsa_notes)),
  ],
};

const columnsOf = <Facts>(layout: SheetLayout<Facts>, isHsa: boolean): ColumnSpec<Facts>[] =>
  isHsa ? [...layout.columns, ...layout.hsaColumns] : layout.columns;

const valuesOf = <Facts>(layout: SheetLayout<Facts>, isHsa: boolean, facts: Facts): CellValue[] =>
  columnsOf(layout, isHsa).map((column) => column.value(facts));

export const receiptsColumns = (isHsa: boolean): Column[] => columnsOf(RECEIPTS_LAYOUT, isHsa);

export const itemsColumns = (isHsa: boolean): Column[] => columnsOf(ITEMS_LAYOUT, isHsa);

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
  const currency = receipt.currency;
  const facts: ReceiptFacts = {
    receiptId,
    receipt,
    hsa: isHsa && isHsaReceipt(receipt) ? receipt : null,
    source: `${input.source.channel === 'email' ? 'e-mail' : 'upload'} by ${input.source.submittedBy}`,
    original: input.original
      ? { text: neutralizeCell(input.original.text) as string, url: input.original.url }
      : null,
    receivedAt: input.receivedAt,
  };
  const items = receipt.line_items.map((item) => {
    const hsaItem = facts.hsa && 'hsa_eligible' in item ? item : null;
    return { currency, values: valuesOf(ITEMS_LAYOUT, isHsa, { ...facts, item, hsaItem }) };
  });
  return {
    receiptId,
    isHsa,
    receipt: { values: valuesOf(RECEIPTS_LAYOUT, isHsa, facts), currency },
    items,
  };
}

/** Number format of a money cell: the currency's minor unit, with its code after the amount. */
export function moneyFormat(currency: string | null): string {
  const digits = currencyDigits(currency);
  const base = digits > 0 ? `#,##0.${'0'.repeat(digits)}` : '#,##0';
  return currency && /^[A-Z]{3}$/.test(currency) ? `${base} "${currency}"` : base;
}

/** The column index (0-based) of Receipt ID on the Receipts sheet. */
export const RECEIPT_ID_COLUMN = receiptsColumns(false).findIndex((c) => c.header === 'Receipt ID');
