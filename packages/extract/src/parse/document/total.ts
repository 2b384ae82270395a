import { findMoney } from '../amounts';
import { CHARGED_LABEL, FINAL_TOTAL_LABEL, NOT_CHARGED } from '../lexicon/total-labels';
import type { ClassifiedRow } from '../rows';
import { fold } from './fold';

/**
 * The amount a bill or receipt mail says was taken ("Total charged: 48.24 zł", "Pre-authorized
 * Withdrawal: 131.02", "Montant prélevé … 2'362.65"): on bills the "Total" lines are per service
 * and the charged amount is their sum with fees and rounding. The amount follows the label on its
 * row, or stands alone on the next one.
 */
export function chargedAmount(classified: ClassifiedRow[]): { cents: number; note: string } | null {
  return labelledAmount(classified, CHARGED_LABEL, 'the amount charged');
}

/**
 * "Łączna kwota", "Att betala", "Importe total": the final amount in words the slip reader does
 * not know. Used when the slip reader found no labelled total.
 */
export function finalAmount(classified: ClassifiedRow[]): { cents: number; note: string } | null {
  return labelledAmount(classified, FINAL_TOTAL_LABEL, 'the final amount');
}

function labelledAmount(
  classified: ClassifiedRow[],
  labels: RegExp,
  what: string,
): { cents: number; note: string } | null {
  // "You have been charged a total of £70.44" names the whole before a line's own charge.
  const order = [...classified.keys()].sort(
    (a, b) =>
      Number(!/TOTAL/.test(classified[a]!.row.upper)) - Number(!/TOTAL/.test(classified[b]!.row.upper)) ||
      a - b,
  );
  for (const i of order) {
    const c = classified[i]!;
    const text = fold(c.row.text);
    const label = labels.exec(text);
    if (!label || NOT_CHARGED.test(text)) continue;
    const after = findMoney(c.row.upper.slice(label.index)).filter((m) => m.hasDecimals && m.cents > 0);
    let cents = after.at(0)?.cents;
    const next = classified[i + 1];
    if (
      cents === undefined &&
      next &&
      next.label === '' &&
      next.money.length === 1 &&
      next.money[0]!.cents > 0
    )
      cents = next.money[0]!.cents;
    if (cents !== undefined) return { cents, note: `The total is ${what} ("${label[0].toLowerCase()}").` };
  }
  return null;
}
