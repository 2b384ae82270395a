import { formatCents } from './amounts';
import type { ParsedItem } from './items';

/**
 * Checks the line items against the printed subtotal and total: items (+ tax, service, tip,
 * rounding) should add up to them. When they do not, and leaving out one or two items makes them add
 * up exactly, those rows were not purchases (a points balance, a reprinted amount) and are dropped.
 */
export interface PrintedAmounts {
  subtotal: number | null;
  total: number | null;
  tax: number | null;
  service: number | null;
  tip: number | null;
  rounding: number | null;
}

export interface Reconciled {
  items: ParsedItem[];
  /** The items add up to the subtotal or total (after any drop). */
  balanced: boolean;
  note: string | null;
}

/** The sums the items may add up to: the subtotal, or the total less what is added on top of them. */
export function itemTargets(a: PrintedAmounts): Set<number> {
  const targets = new Set<number>();
  if (a.subtotal !== null && a.subtotal > 0) targets.add(a.subtotal);
  if (a.total !== null && a.total > 0) {
    const extras = [a.tax ?? 0, a.service ?? 0, a.tip ?? 0, a.rounding ?? 0];
    for (let mask = 0; mask < 1 << extras.length; mask++) {
      let t = a.total;
      extras.forEach((e, k) => {
        if (mask & (1 << k)) t -= e;
      });
      if (t > 0) targets.add(t);
    }
  }
  return targets;
}

const sum = (items: ParsedItem[]) => items.reduce((s, it) => s + it.cents, 0);

export function reconcileItems(items: ParsedItem[], printed: PrintedAmounts): Reconciled {
  const targets = itemTargets(printed);
  if (items.length === 0 || targets.size === 0) return { items, balanced: false, note: null };
  const total = sum(items);
  if (targets.has(total)) return { items, balanced: true, note: null };
  // "1 x 10.90  10.00": when quantity times unit price balances the items, the line total was misread.
  const misread = items.filter((it) => it.alt !== undefined && targets.has(total - it.cents + it.alt));
  if (misread.length === 1) {
    const fix = misread[0] as ParsedItem & { alt: number };
    return {
      items: items.map((it) => (it === fix ? { ...it, cents: fix.alt } : it)),
      balanced: true,
      note: `"${fix.name}" reads ${formatCents(fix.cents)}, but quantity times unit price gives ${formatCents(fix.alt)}, which makes the items add up; it is used.`,
    };
  }
  // Only a single way to balance is trusted; two different ways means the sums prove nothing.
  // Discount rows are explicit; only purchases are suspected.
  const singles = items.filter((it) => it.cents > 0 && targets.has(total - it.cents));
  if (singles.length === 1 && items.length >= 2) {
    const drop = singles[0] as ParsedItem;
    return {
      items: items.filter((it) => it !== drop),
      balanced: true,
      note: `Left out "${drop.name}" (${formatCents(drop.cents)}): without it the items add up to the subtotal.`,
    };
  }
  if (singles.length === 0 && items.length >= 4) {
    const pairs: Array<[ParsedItem, ParsedItem]> = [];
    items.forEach((a, i) => {
      items.slice(i + 1).forEach((b) => {
        if (a.cents > 0 && b.cents > 0 && targets.has(total - a.cents - b.cents)) pairs.push([a, b]);
      });
    });
    const pair = pairs.length === 1 ? pairs[0] : undefined;
    if (pair) {
      return {
        items: items.filter((it) => !pair.includes(it)),
        balanced: true,
        note: `Left out "${pair[0].name}" and "${pair[1].name}": without them the items add up to the subtotal.`,
      };
    }
  }
  return { items, balanced: false, note: null };
}
