/**
 * The English words that name a receipt's summary rows (rows.ts classifies them), four letters or
 * more: the words a slip's total, rounding, payment and change rows are read by. Provenance: the
 * labels rows.ts matches, as English till slips print them.
 */
export const SUMMARY_WORDS = [
  'TOTAL',
  'SUBTOTAL',
  'GRAND',
  'AMOUNT',
  'BALANCE',
  'PAYABLE',
  'ROUNDING',
  'ROUNDED',
  'CHANGE',
  'CASH',
  'TENDER',
  'TENDERED',
  'RECEIVED',
  'PAYMENT',
  'INCLUSIVE',
] as const;
