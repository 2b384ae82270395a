import { CLEAR_DIGITS } from './confidence';
import type { ClassifiedRow } from './rows';
import { CASH_ROUNDING } from './totals';

/**
 * "VAT Analysis  Net  VAT  Gross / A=VAT@20%  41.25  8.25  49.50": a tax table that prints, for
 * each rate, the net amount, its tax and their sum. The grosses of its rows add up to the bill's
 * total, read on rows of their own: a check of the total when they give it, and a reading that
 * disagrees with it when they give another amount. Only rows whose third amount is the sum of the
 * two before it count, so a "GST Summary" of taxable amount and tax alone is no table here.
 */
export interface TaxTableGross {
  cents: number;
  /** Every row of the table was read with its digits sure (or exactly). */
  sure: boolean;
}

/** A sum row's label: "VAT Total", "Summe", "Gesamt", "Totaal". */
const SUM_LABEL = /TOTAL|TOTAAL|SUMME?\b|GESAMT/;

export function taxTableGross(classified: ClassifiedRow[]): TaxTableGross | null {
  const grosses: { cents: number; at: number; sure: boolean }[] = [];
  let running = 0;
  classified.forEach((c, at) => {
    if (c.kind !== 'tax' || c.money.length < 3) return;
    const [net, tax, gross] = c.money.slice(-3);
    if (!net || !tax || !gross || ![net, tax, gross].every((m) => m.hasDecimals && !m.negative)) return;
    // A rate nothing was sold at ("C=VAT 0%  0.00 0.00 0.00") adds nothing, however read.
    if (net.cents + tax.cents !== gross.cents || gross.cents === 0) return;
    // "VAT Total  15.00  2.00  17.00" under the rates sums them: the table's own total, not a rate
    // (two rates of equal gross are told apart by the label).
    const sumRow = gross.cents === running && (grosses.length >= 2 || SUM_LABEL.test(c.row.upper));
    if (grosses.length > 0 && sumRow) return;
    running += gross.cents;
    const digits = c.row.digitConfidence;
    grosses.push({ cents: gross.cents, at, sure: digits === undefined || digits >= CLEAR_DIGITS });
  });
  if (grosses.length === 0) return null;
  // Grosses printed per line ("Compost  VAT 20%  10.00  2.00  12.00") and again per rate in a table
  // further down: two runs, apart, that each add up to the bill. One of them is the total.
  let first = 0;
  for (let k = 1; k < grosses.length; k++) {
    first += grosses[k - 1]!.cents;
    if (grosses[k]!.at - grosses[k - 1]!.at > 1 && first * 2 === running) {
      const run = grosses.slice(0, k);
      return { cents: first, sure: run.every((g) => g.sure) };
    }
  }
  return { cents: running, sure: grosses.every((g) => g.sure) };
}

/**
 * The grosses, read surely, name another amount than the total: more than cash rounding off it,
 * before or after a printed rounding line.
 */
export function grossDisagrees(gross: TaxTableGross | null, total: number, rounding: number | null): boolean {
  if (!gross?.sure) return false;
  return [total, total + (rounding ?? 0)].every((t) => Math.abs(t - gross.cents) > CASH_ROUNDING);
}
