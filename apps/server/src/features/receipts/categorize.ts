import type { Category, HsaReceipt, Receipt } from '@receiptbox/contracts';

/**
 * Keeps the receipt's category within the mailbox's own list: the extractor chooses by names and
 * descriptions (its reason is in parsingNotes); a choice outside the list (a model's free answer,
 * or categories edited since) is matched case-insensitively to the mailbox's spelling, or left
 * empty with a note, so the workbook only ever shows the mailbox's categories.
 */
export function categorize<R extends Receipt | HsaReceipt>(receipt: R, categories: Category[]): R {
  if (receipt.category === null) return receipt;
  const wanted = receipt.category.trim().toLowerCase();
  const match = categories.find((c) => c.name.trim().toLowerCase() === wanted);
  if (match) return { ...receipt, category: match.name };
  const note = 'Category left empty: none of the mailbox categories fits.';
  return {
    ...receipt,
    category: null,
    parsingNotes: [receipt.parsingNotes.trim(), note].filter(Boolean).join(' '),
    confidence: { ...receipt.confidence, category: 0 },
  };
}
