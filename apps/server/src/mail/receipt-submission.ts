import type { HsaReceipt, Receipt } from '@receiptbox/contracts';

/**
 * The one receipt pipeline (features/receipts), as inbound mail calls it: one receipt's bytes
 * in, the receipt out once its row is in the mailbox's workbook and the original beside it.
 * Uploads call the same pipeline; mail adds only what a message knows (sender, hints).
 */
export interface ReceiptSubmission {
  mailboxId: string;
  channel: 'email';
  /** The sender's address (already checked against the mailbox's authorized senders). */
  submittedBy: string;
  fileName: string;
  bytes: Uint8Array;
  hints?: { emailFrom?: string; emailFromName?: string; emailDate?: string; subject?: string };
  /** Stable across redeliveries and retries of the same receipt: the pipeline writes it once. */
  idempotencyKey: string;
}

export type SubmitReceipt = (submission: ReceiptSubmission) => Promise<{ receipt: Receipt | HsaReceipt }>;
