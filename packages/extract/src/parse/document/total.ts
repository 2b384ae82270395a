import { codeBeside, findMoney, numberToCents } from '../amounts';
import {
  CHARGED_LABEL,
  CREDIT_TAKEN_OFF,
  FINAL_TOTAL_LABEL,
  GOODS_QUANTITY,
  NOT_CHARGED,
  PAID_AFTER_CREDIT,
  PRICE_PER_UNIT,
  TICKET_PRICE_LABEL,
} from '../lexicon/total-labels';
import type { ClassifiedRow } from '../rows';
import { paidOnArrival } from '../rows';
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
 * A web order that takes a gift card, voucher, store credit, points or a coupon off after its
 * total and then prints what was paid ("Gesamtsumme 45,10 / Gutschein -20,00 / Zahlbetrag 25,10",
 * "Total 45.10 / Store credit -20.00 / Amount paid 25.10"): the amount paid is the amount charged,
 * as "Charged to card" is. The credits must make up the difference, so a deposit with the rest due
 * later, or cash handed over, never passes for it. `total` is the slip reader's: a total under a
 * label it knows only as the largest amount ("Summa") is a total here too.
 */
export function paidAfterCredit(
  classified: ClassifiedRow[],
  total: number | null,
): { cents: number; note: string } | null {
  const amountOf = (c: ClassifiedRow) => c.money.filter((m) => m.hasDecimals && m.cents !== 0).at(-1);
  for (let j = classified.length - 1; j > 0; j--) {
    const c = classified[j]!;
    const text = fold(c.row.text);
    const label = PAID_AFTER_CREDIT.exec(text);
    if (!label || NOT_CHARGED.test(text) || paidOnArrival(c.label)) continue;
    const next = classified[j + 1];
    const paid =
      amountOf(c)?.cents ??
      (next && next.label === '' && next.money.length === 1 ? amountOf(next)?.cents : undefined);
    if (!paid || paid <= 0) continue;
    let credits = 0;
    for (let i = j - 1; i >= 0; i--) {
      const row = classified[i]!;
      const amount = amountOf(row);
      const rowText = fold(row.row.text);
      const isTotal = TOTAL_KINDS.has(row.kind) || (amount !== undefined && amount.cents === total);
      if (isTotal && amount && credits > 0 && amount.cents - credits === paid)
        return {
          cents: paid,
          note: `The total is the amount paid after a credit ("${label[0].toLowerCase()}").`,
        };
      if (amount && CREDIT_TAKEN_OFF.test(rowText) && !NOT_CHARGED.test(rowText))
        credits += Math.abs(amount.cents);
      else if (isTotal || row.kind === 'subtotal') break;
    }
  }
  return null;
}

/** A row saying what was paid ("Betalt", "Paid", "Bezahlt", "Betaald", "Payé", "Pagado"). */
const PAID_ROW = /\b(?:BETALT|BETALD|PAID|BEZAHLT|GEZAHLT|BETAALD|PAYE|PAGADO|ZAPLACONO)\b/;

/**
 * An invoice printed after it was paid says "Att betala 0,00 SEK" / "Amount due 0.00" under the
 * line of the payment ("Betalt 149,00 SEK"): nothing is left to pay, and the amount charged is the
 * one paid. Used only when the slip reader's total is that zero.
 */
export function settledInFull(
  classified: ClassifiedRow[],
  total: number | null,
): { cents: number; note: string } | null {
  if (total !== 0) return null;
  for (const c of classified) {
    const text = fold(c.row.text);
    const label = PAID_ROW.exec(text);
    if (!label || NOT_CHARGED.test(text)) continue;
    const paid = c.money.filter((m) => m.hasDecimals && m.cents !== 0).at(-1);
    if (paid)
      return {
        cents: Math.abs(paid.cents),
        note: `Nothing is left to pay; the total is the amount paid ("${label[0].toLowerCase()}").`,
      };
  }
  return null;
}

/**
 * A booking for several travellers or tickets prints a "Total" per passenger and then the payment
 * of all of them ("Total 131.37 … Total 143.37 … Payment VISA 274.74"): when a payment line pays
 * exactly the sum of every total line, and no total line prints that sum, the sum is the total.
 */
export function sectionsPaid(classified: ClassifiedRow[]): { cents: number; note: string } | null {
  const amountOf = (c: ClassifiedRow) => c.money.filter((m) => m.hasDecimals && m.cents > 0).at(-1)?.cents;
  const totals = classified.filter(
    (c) => (c.kind === 'total' || c.kind === 'grand') && amountOf(c) !== undefined,
  );
  if (totals.length < 2) return null;
  const sum = totals.reduce((a, c) => a + amountOf(c)!, 0);
  if (totals.some((c) => amountOf(c) === sum)) return null;
  const last = classified.indexOf(totals.at(-1)!);
  const paid = classified.slice(last + 1).find((c) => c.kind === 'tender' && amountOf(c) === sum);
  return paid
    ? {
        cents: sum,
        note: `The total is the sum of the ${totals.length} total lines, as the payment line pays it.`,
      }
    : null;
}

/**
 * "Łączna kwota", "Att betala", "Importe total": the final amount in words the slip reader does
 * not know. Used when the slip reader found no labelled total.
 */
export function finalAmount(classified: ClassifiedRow[]): { cents: number; note: string } | null {
  return labelledAmount(classified, FINAL_TOTAL_LABEL, 'the final amount');
}

/**
 * A ticket's or booking's price on its own labelled row ("Price: 340 CZK") when nothing is
 * labelled a total: taken only when one row names a price so, as an order lists a price per item,
 * and no other row charges an amount of its own ("Seat reservation: 50 CZK"), which the price
 * would leave out. Used when the slip reader found no total.
 */
export function ticketPrice(classified: ClassifiedRow[]): { cents: number; note: string } | null {
  const priced = classified.filter((c) => TICKET_PRICE_LABEL.test(fold(c.row.text).trim()));
  const price = priced.length === 1 ? priced[0]! : null;
  if (!price || PRICE_PER_UNIT.test(fold(price.row.text))) return null;
  if (classified.some((c) => Number(GOODS_QUANTITY.exec(fold(c.row.text).trim())?.[1] ?? 1) > 1)) return null;
  if (classified.some((c) => c !== price && chargesAmount(c))) return null;
  return labelledAmount(priced, TICKET_PRICE_LABEL, 'the ticket price');
}

/** "Seat reservation: 50 CZK", "Gepäck: 4,00 €": a label and a colon, then a priced amount. */
function chargesAmount(c: ClassifiedRow): boolean {
  const colon = c.row.upper.indexOf(':');
  const first = c.money.find((m) => m.start > colon);
  return (
    colon > 0 &&
    first !== undefined &&
    first.cents > 0 &&
    (first.hasDecimals || first.currency !== null || codeBeside(c.row.upper, first)) &&
    /^\s*\S{0,3}\s*$/.test(c.row.upper.slice(colon + 1, first.start))
  );
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
    const rest = c.row.upper.slice(label.index + label[0].length);
    const after = findMoney(rest).filter((m) => m.hasDecimals && m.cents > 0);
    let cents = spacedRightAfter(rest) ?? after.at(0)?.cents ?? wholeRightAfter(rest);
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

/**
 * French, Swedish, Polish and Spanish documents group thousands with a space ("1 080,00 €", "1 250,00
 * kr", the narrow no-break space of their locale); the slip reader reads items' "qty price" pairs
 * there ("2 10,55") and so takes the last group alone. On a total's row nothing stands between the
 * label and its amount but that amount, so the groups belong together.
 */
const SPACED = /^[^\d]{0,12}?(?<!\d)(\d{1,3}(?:[ \u00a0\u202f]\d{3})+[.,]\d{2})(?!\d)/;

/**
 * Scandinavian shops, airlines and tickets print whole amounts ("Att betala: 335 kr", "Total €42"):
 * after a final-amount label, a whole number with its currency mark is the amount.
 */
const MARK = String.raw`(?:[€£$]|EUR|USD|GBP|CHF|SEK|NOK|DKK|PLN|CZK|KR\.?|ZŁ|ZL|KČ|KC)`;
const WHOLE = new RegExp(
  String.raw`^[^\d]{0,16}?(?:${MARK}\s?(\d{1,3}(?:[ .,'’]\d{3})*|\d+)(?![\d.,]?\d)|(\d{1,3}(?:[ .,'’]\d{3})*|\d+)\s?(?:${MARK}|:-)(?![\p{L}]))`,
  'u',
);

/**
 * A whole amount grouped with a space and followed by its currency ("60 500 Kč", "12 400 kr"), as
 * Czech and Swedish invoices print crowns: without decimals only the mark tells it from a
 * quantity beside a price.
 */
const SPACED_WHOLE = new RegExp(
  String.raw`(?<![\d.,])(\d{1,3}(?:[ \u00a0\u202f]\d{3})+)\s?${MARK}(?![\p{L}])`,
  'u',
);

function wholeRightAfter(text: string): number | undefined {
  const m = WHOLE.exec(text);
  const digits = (m?.[1] ?? m?.[2])?.replace(/\D/g, '');
  return digits && Number(digits) > 0 ? Number(digits) * 100 : undefined;
}

function spacedRightAfter(text: string): number | undefined {
  const m = SPACED.exec(text);
  return m ? numberToCents(m[1]!.replace(/[ \u00a0\u202f]/g, ''))?.cents : undefined;
}

/**
 * The total the slip reader read as the last group of a space-grouped amount ("Total TTC 1 080,00"
 * read as 80,00), restored; null when the total's row has no such grouping.
 */
export function spacedTotal(
  classified: ClassifiedRow[],
  total: number | null,
): { cents: number; note: string } | null {
  if (total === null) return null;
  for (const c of classified) {
    if (!TOTAL_KINDS.has(c.kind) || !c.money.some((m) => m.cents === total)) continue;
    const m =
      /(?<![\d.,])(\d{1,3}(?:[ \u00a0\u202f]\d{3})+[.,]\d{2})(?!\d)/.exec(c.row.upper) ??
      SPACED_WHOLE.exec(c.row.upper);
    if (!m) continue;
    const whole = numberToCents(m[1]!.replace(/[ \u00a0\u202f]/g, ''))?.cents;
    if (whole === undefined || whole <= total || whole % 100_000 !== total % 100_000) continue;
    return { cents: whole, note: `The total "${m[1]}" groups its thousands with a space.` };
  }
  return null;
}

const TOTAL_KINDS = new Set(['grand', 'total', 'rounded-total']);

/**
 * A subscription's total written per period ("Total: €4.99/month", "Gesamt 9,99 €/Monat"): the
 * slip reader takes "4.99/m…" for part of a date and finds no total. Used when it found none.
 */
const PER_PERIOD = new RegExp(
  String.raw`(?:^|\s)(?:GRAND\s+)?(?:TOTAL|GESAMT(?:BETRAG|SUMME)?|SUMME|TOTAAL|TOTALT|SUMMA|IMPORTE)\b[^\d]{0,12}?(?:${MARK}\s?)?(\d{1,3}(?:[.,' ]\d{3})*[.,]\d{2}|\d+[.,]\d{2})\s?(?:${MARK})?\s*\/\s*(?:MONTH|MO|YEAR|YR|WEEK|MONAT|JAHR|WOCHE|MOIS|AN|SEMAINE|MES|ANO|MAAND|JAAR|MANAD|AR|MIESIAC|ROK)\b`,
);

export function periodTotal(classified: ClassifiedRow[]): { cents: number; note: string } | null {
  for (const c of classified) {
    const m = PER_PERIOD.exec(fold(c.row.text));
    const cents = m ? numberToCents(m[1]!.replace(/[' ]/g, ''))?.cents : undefined;
    if (cents) return { cents, note: `The total is the price per period ("${m![0].trim().toLowerCase()}").` };
  }
  return null;
}
