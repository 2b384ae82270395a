/**
 * Receipts a Free account may process per calendar month (UTC).
 * PRODUCT.md settles the spec's 30-vs-50 conflict at 30: the pricing page, the terms page and
 * the enforcement code all read this one constant.
 * Kept in a module without zod so the web app's marketing pages can import it cheaply.
 */
export const FREE_RECEIPTS_PER_MONTH = 30;

/** Mailboxes per plan; `null` means unlimited. Enforced on the server. */
export const MAILBOX_LIMITS: Record<'Free' | 'HSA' | 'Business', number | null> = {
  Free: 1,
  HSA: 2,
  Business: null,
};
