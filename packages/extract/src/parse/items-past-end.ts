import { itemsEnd, readItems } from './items';
import { itemTargets, type PrintedAmounts, type Reconciled, reconcileItems } from './reconcile';
import type { Amounts } from './totals';

/**
 * "TOTAL CEREAL 3.49", "GRAND SLAM 8.99", "ROUND STEAK 6.20": a product whose name opens with a
 * summary word ends the items where it stands, and the items under it are lost. When the items
 * read up to it do not add up, they are read again past it, to the next summary row, and the longer
 * reading is kept only when its items add up.
 */
export function readPastEnd(amounts: Amounts, headerEnd: number, printed: PrintedAmounts): Reconciled | null {
  const end = itemsEnd(amounts);
  const amount = amounts.classified[end]?.money.at(-1)?.cents;
  // A row printing a sum the items may reach, or a part of the bill, is the summary it says it is.
  const parts = [
    printed.subtotal,
    printed.total,
    printed.tax,
    printed.service,
    printed.tip,
    printed.rounding,
  ];
  if (amount === undefined || parts.includes(amount) || itemTargets(printed).has(amount)) return null;
  const classified = amounts.classified.map((c, i) => (i === end ? { ...c, kind: 'other' as const } : c));
  const past = { ...amounts, classified };
  const next = itemsEnd(past);
  // Only rows the first reading never reached, and at least one besides the summary-worded row.
  if (next <= end + 1) return null;
  const { items, held } = readItems(past, headerEnd);
  const out = reconcileItems(items, { ...printed, classified }, held);
  return out.balanced ? out : null;
}
