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

export function taxTableGross(classified: ClassifiedRow[]): TaxTableGross | null {
  let cents = 0;
  let sure = true;
  let rows = 0;
  for (const c of classified) {
    if (c.kind !== 'tax' || c.money.length < 3) continue;
    const [net, tax, gross] = c.money.slice(-3);
    if (!net || !tax || !gross || ![net, tax, gross].every((m) => m.hasDecimals && !m.negative)) continue;
    // A rate nothing was sold at ("C=VAT 0%  0.00 0.00 0.00") adds nothing, however read.
    if (net.cents + tax.cents !== gross.cents || gross.cents === 0) continue;
    // "VAT Total  15.00  2.00  17.00" under the rates sums them: the table's own total, not a rate.
    if (rows > 0 && gross.cents === cents) continue;
    cents += gross.cents;
    rows++;
    const digits = c.row.digitConfidence;
    if (digits !== undefined && digits < CLEAR_DIGITS) sure = false;
  }
  return rows > 0 ? { cents, sure } : null;
}

/**
 * The grosses, read surely, name another amount than the total: more than cash rounding off it,
 * before or after a printed rounding line.
 */
export function grossDisagrees(gross: TaxTableGross | null, total: number, rounding: number | null): boolean {
  if (!gross?.sure) return false;
  return [total, total + (rounding ?? 0)].every((t) => Math.abs(t - gross.cents) > CASH_ROUNDING);
}
