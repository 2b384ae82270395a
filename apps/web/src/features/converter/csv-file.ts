import type { HsaReceipt, Receipt } from '@receiptbox/contracts';
import { receiptToCsv } from '@receiptbox/contracts/receipt-export';

/**
 * Excel on Windows reads a CSV without a byte-order mark as the local ANSI code page, so "Café"
 * opens as "CafÃ©" and "€" as "â‚¬". The mark makes it read UTF-8; Sheets, Numbers and CSV
 * libraries skip it.
 */
export const UTF8_BOM = '\uFEFF';

/** The receipt as the downloadable CSV file of SPEC §2: UTF-8 with a byte-order mark. */
export function receiptCsvBlob(receipt: Receipt | HsaReceipt): Blob {
  return new Blob([UTF8_BOM, receiptToCsv(receipt)], { type: 'text/csv;charset=utf-8' });
}
