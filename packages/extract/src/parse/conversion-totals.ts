import { currencyCodesNamed, currencyMarks } from './lexicon/currencies';
import type { ClassifiedRow, RowKind } from './rows';

/**
 * A total repeated in a second currency ("TOTAL 4,03 €" then "Total in USD 4.40", a hotel folio's
 * "Amount in GBP"): a conversion for the customer, not a second total. The receipt's own currency
 * is the one most of its priced rows carry (the first total's breaks a tie); a total row that
 * names only another currency is read as an ordinary line.
 */
const TOTAL_KINDS: RowKind[] = ['total', 'grand', 'rounded-total'];
const DOLLARS = new Set(['$', 'USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD']);

function codesOf(c: ClassifiedRow): Set<string> {
  const codes = new Set([...currencyMarks(c.row.upper).keys(), ...currencyCodesNamed(c.row.upper).keys()]);
  // "Total in USD $4.40": the bare sign is the dollar the row names.
  if (codes.has('$') && [...codes].some((code) => code !== '$' && DOLLARS.has(code))) codes.delete('$');
  return codes;
}

/** "$" is any country's dollar; otherwise codes must be equal. */
function sameCurrency(a: string, b: string): boolean {
  return a === b || ((a === '$' || b === '$') && DOLLARS.has(a) && DOLLARS.has(b));
}

export function dropConversionTotals(classified: ClassifiedRow[]): ClassifiedRow[] {
  const codes = classified.map((c) => (c.money.length > 0 ? codesOf(c) : new Set<string>()));
  const votes = new Map<string, number>();
  for (const set of codes) for (const code of set) votes.set(code, (votes.get(code) ?? 0) + 1);
  if (votes.size < 2) return classified;
  const firstTotal = classified.findIndex((c, i) => TOTAL_KINDS.includes(c.kind) && codes[i]!.size === 1);
  const tieBreak = firstTotal >= 0 ? [...codes[firstTotal]!][0] : undefined;
  const own = [...votes.entries()].sort(
    (a, b) => b[1] - a[1] || Number(b[0] === tieBreak) - Number(a[0] === tieBreak),
  )[0]![0];
  const foreign = (i: number) => {
    const set = codes[i]!;
    return set.size > 0 && ![...set].some((code) => sameCurrency(code, own));
  };
  const converted = classified.map((c, i) => TOTAL_KINDS.includes(c.kind) && foreign(i));
  // Only a repeat: some total in the receipt's own currency (or unmarked) stays.
  if (!classified.some((c, i) => TOTAL_KINDS.includes(c.kind) && !converted[i])) return classified;
  return classified.map((c, i) => (converted[i] ? { ...c, kind: 'other' } : c));
}
