import { itemsEnd, type ParsedItem, readItems } from './items';
import { itemTargets, type PrintedAmounts, type Reconciled, reconcileItems } from './reconcile';
import type { RowKind } from './rows';
import type { Amounts } from './totals';

const SUMMARY_KINDS: RowKind[] = ['subtotal', 'total', 'grand', 'rounded-total', 'change'];

/**
 * "TOTAL CEREAL 3.49", "GRAND SLAM 8.99", "ROUND STEAK 6.20": a product whose name opens with a
 * summary word ends the items where it stands, and the items under it are lost. When the items
 * read up to it do not add up, they are read again past it, to the next summary row, and the longer
 * reading is kept only when it keeps the items read before and its items add up.
 */
export function readPastEnd(
  amounts: Amounts,
  headerEnd: number,
  printed: PrintedAmounts,
  before: ParsedItem[],
): Reconciled | null {
  const end = itemsEnd(amounts);
  const row = amounts.classified[end];
  const price = row?.money.at(-1);
  // A product's row: a summary word's kind, a price with cents, a few words (not a sentence).
  if (
    !row ||
    !price?.hasDecimals ||
    !SUMMARY_KINDS.includes(row.kind) ||
    row.row.upper.split(/\s+/).length > 6
  )
    return null;
  const amount = price.cents;
  // A row printing a sum the items may reach, or a part of the bill, is the summary it says it is.
  const parts = [
    printed.subtotal,
    printed.total,
    printed.tax,
    printed.service,
    printed.tip,
    printed.rounding,
  ];
  if (parts.includes(amount) || itemTargets(printed).has(amount)) return null;
  const classified = amounts.classified.map((c, i) => (i === end ? { ...c, kind: 'other' as const } : c));
  const past = { ...amounts, classified };
  const next = itemsEnd(past);
  // Only rows the first reading never reached, and at least one besides the summary-worded row.
  if (next <= end + 1) return null;
  const { items, held } = readItems(past, headerEnd);
  if (items.length <= before.length || before.some((it, i) => items[i]?.cents !== it.cents)) return null;
  const out = reconcileItems(items, { ...printed, classified }, held);
  return out.balanced ? out : null;
}
