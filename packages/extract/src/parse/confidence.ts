import type { DateEvidence } from './dates';
import type { TotalEvidence } from './totals';

/**
 * Field confidences that mean what they say: built from independent evidence (checks a value
 * passed, how clearly OCR read its row) and calibrated on the tuning split of the dev receipts
 * (bench: reliability tables). At {@link REVIEW_THRESHOLD} or above, at most about 1% of totals
 * and dates were wrong there; below it the receipt is marked for review.
 */
export const REVIEW_THRESHOLD = 0.9;

/**
 * Digits read at least this surely leave no look-alike in doubt: 94% of the amounts read right on
 * the tuning photos, 9 of 15 read one look-alike digit off a labelled amount.
 */
export const CLEAR_DIGITS = 0.9;

/**
 * Whether the line items add up to the total (with tax and adjustments), contradict it, or are
 * absent; 'deducted' when they add up to a subtotal above the total: something was taken off
 * after them (a coupon, a voucher), so the bill names an amount before and one after the
 * deduction, and the items confirm the one before.
 */
export type ItemsAgreement = 'balanced' | 'deducted' | 'subtotal' | 'contradicts' | 'none';

/** Tuned on the tuning split; each value is the accuracy its evidence reached there, rounded down. */
const TOTAL = {
  /** Two independent agreements (cash minus change, subtotal plus tax, items, a repeat read exactly) on a clearly read row. */
  twoChecks: 0.97,
  /** The same, but another total line names a different amount (a pre-tax or pre-rounding total). */
  twoChecksContested: 0.92,
  /**
   * The same, but the row is poorly read. Three agreements are not doubted: three other rows
   * giving the amount outweigh how its own row was read.
   */
  twoChecksDoubtful: 0.88,
  oneCheck: 0.93,
  oneCheckDoubtful: 0.85,
  labelOnly: 0.75,
  /**
   * A total line read exactly (a text layer, an e-mail body) with no rival total line: nothing can
   * have misread its digits, and no other line names another total (every such total on the
   * e-mail and PDF tuning receipts was right).
   */
  labelOnlyExact: 0.9,
  labelOnlyDoubtful: 0.6,
  /**
   * The OCR analogue of {@link labelOnlyExact}: a clearly read total line, every digit read surely,
   * and no other summary line (subtotal, tax, discount, another total) naming an amount it could be
   * taken for, nor items read that disagree: a receipt that prints its total and nothing to check it
   * (a card slip's "AMOUNT $14.00"). Still under review: a look-alike digit is read as surely as a
   * right one (9 of 15 such misreads on the tuning photos passed {@link CLEAR_DIGITS}), and nothing
   * on the slip would catch it (bench/src/confidence-stress.ts, 'misread').
   */
  labelOnlySole: 0.85,
  /**
   * A rounding line or a deduction below the total row supersedes it: whatever agrees with it, the
   * amount after them may be the one charged.
   */
  supersededCap: 0.85,
  /**
   * A till receipt in a currency whose bills are rounded, with a total off the rounding step that
   * only the bill backs (subtotal plus tax, the items, a repeat): nothing ties it to what was paid,
   * and a rounded total printed under it may have been lost ("Total 102.39 / 0.01 / Total 102.40").
   */
  unroundedCap: 0.85,
  /** The printed amount was changed (a lost digit restored, the paid amount used). */
  repairedCap: 0.85,
  /** The same, when the line items add up to the repaired amount: they were read on other rows. */
  repairedWithItemsCap: 0.9,
  /**
   * Cash minus change (or the subtotal) and the line items agree, with no rounding line that
   * makes "the total" two amounts: two independent readings of one amount.
   */
  paidWithItemsUnrounded: 0.9,
  paidWithItems: 0.7,
  paid: 0.5,
  /**
   * The largest amount in the foot, and the line items, the subtotal with its tax, or a pump's
   * volume times its price add up to it.
   */
  largestWithItems: 0.9,
  largestAmount: 0.3,
  /** A row read at least this clearly counts as clearly read (rows at 0.85-0.9 with one check were right on the tuning split). */
  clearRow: 0.85,
  /** Below this recognizer confidence even two agreements are doubtful. */
  legibleRow: 0.7,
  clearDigits: CLEAR_DIGITS,
  /**
   * Digits read below this are a guess between look-alikes: items alone do not confirm them (every
   * total on the tuning receipts that only the items confirmed was read at 0.88 or more).
   */
  legibleDigits: 0.7,
} as const;

/** A fuel sale's volume times its price per unit (fuel.ts) is the total: read on other rows than it. */
export const FUEL_CHECK = 'equals the volume times the price per unit';

/** A tax table's grosses (tax-table.ts) add up to the total: read on rows other than it. */
export const TAX_TABLE_CHECK = "equals the tax table's gross";

/** Checks that tie a total to what was paid, not only to the bill's own lines. */
const PAYMENT_CHECKS = new Set([
  'equals cash minus change',
  'equals the amount paid',
  'is the total after rounding',
  'is the total rounded to 5 cents',
]);

/** The evidence class that sets a total's confidence: one of the values of the TOTAL table. */
export type TotalClass =
  | Exclude<keyof typeof TOTAL, 'clearRow' | 'legibleRow' | 'clearDigits' | 'legibleDigits'>
  | 'noTotal';

export function totalConfidence(e: TotalEvidence, items: ItemsAgreement): number {
  const k = totalClass(e, items);
  return k === 'noTotal' ? 0 : TOTAL[k];
}

/** Which class of evidence the total's confidence comes from; a cap wins over the class it caps. */
export function totalClass(e: TotalEvidence, items: ItemsAgreement): TotalClass {
  if (e.source === 'none') return 'noTotal';
  if (e.source === 'largest')
    return items === 'balanced' || e.checks.length > 0 ? 'largestWithItems' : 'largestAmount';
  if (e.source === 'paid')
    return items === 'balanced' ? (e.rounded ? 'paidWithItems' : 'paidWithItemsUnrounded') : 'paid';
  // Read exactly, another total line naming the amount is a second statement of it. Read by OCR,
  // it is the same glyphs read again: a look-alike misread on one print is on the other too.
  const reprinted = e.repeats > 0 && e.exact;
  const agreements = new Set(e.checks).size + (items === 'balanced' ? 1 : 0) + (reprinted ? 1 : 0);
  const sureDigits = (e.digitConfidence ?? 0) >= TOTAL.clearDigits;
  // Items that add up to a total whose digits were barely legible, and nothing else: items a few
  // cents off the true total (one of them misread) meet a look-alike read in the total's cents as
  // readily as the right digit.
  const itemsOnlyIllegible =
    items === 'balanced' && agreements === 1 && (e.digitConfidence ?? 1) < TOTAL.legibleDigits;
  // The subtotal the items confirm is a rival amount: the bill before the deduction; so is a
  // subtotal printed above a deduction and the total, whether or not the items were read.
  // Cash minus change read surely and naming another amount is a reading as independent of the
  // total row as any agreement: against it, one agreement may be a coincidence (items that balance
  // once one is left out), and two are a rival total's worth of doubt.
  // A tax table's grosses naming another amount are read on rows of their own, as cash and change are.
  const readingDisagrees = !!e.paidDisagrees || !!e.grossDisagrees;
  const contested = e.contested || items === 'deducted' || e.belowDeduction || readingDisagrees;
  // Line items that add up to this total settle a rival total line; so, where digits are read
  // exactly, do more total lines naming this amount than name any other.
  const settled =
    !e.belowDeduction && (items === 'balanced' || (e.exact && e.outnumbers && items !== 'deducted'));
  const clear = e.rowConfidence >= TOTAL.clearRow && (!contested || settled);
  let k: Exclude<TotalClass, 'noTotal'>;
  if (agreements >= 2)
    k =
      e.rowConfidence < TOTAL.legibleRow && agreements < 3
        ? 'twoChecksDoubtful'
        : contested
          ? 'twoChecksContested'
          : 'twoChecks';
  else if (agreements === 1)
    k = clear && !readingDisagrees && !itemsOnlyIllegible ? 'oneCheck' : 'oneCheckDoubtful';
  else
    k = !clear
      ? 'labelOnlyDoubtful'
      : e.exact && !contested
        ? 'labelOnlyExact'
        : sureDigits && e.sole && items === 'none'
          ? 'labelOnlySole'
          : 'labelOnly';
  const cap = (c: Exclude<TotalClass, 'noTotal'>) => {
    if (TOTAL[c] < TOTAL[k]) k = c;
  };
  if (e.superseded) cap('supersededCap');
  if (e.offRoundingStep && !e.exact && !e.checks.some((check) => PAYMENT_CHECKS.has(check)))
    cap('unroundedCap');
  if (e.repaired) cap(items === 'balanced' ? 'repairedWithItemsCap' : 'repairedCap');
  return k;
}

const DATE = {
  base: 0.8,
  /** Day and month are fixed by the text, or by another date on the receipt. */
  unambiguous: 0.05,
  labelled: 0.08,
  repeated: 0.05,
  /** A time printed after it: the transaction stamp, not a validity or due date. */
  timed: 0.05,
  rival: -0.1,
  unclearRowCap: 0.85,
  clearRow: 0.9,
  /**
   * Eight-digit runs and lost separators are guesses at where the parts split, and a date clipped
   * at its box's edge at what was lost.
   */
  guessedSplit: 0.7,
  max: 0.98,
} as const;

export function dateConfidence(e: DateEvidence): number {
  if (e.kind === 'eight-digit' || e.kind === 'lost-separator' || e.kind === 'clipped')
    return DATE.guessedSplit;
  let c: number = DATE.base;
  if (e.unambiguous || e.orderFromReceipt) c += DATE.unambiguous;
  if (e.labelled) c += DATE.labelled;
  if (e.repeats > 0) c += DATE.repeated;
  if (e.timed) c += DATE.timed;
  if (e.rivals > 0) c += DATE.rival;
  if (e.rowConfidence < DATE.clearRow) c = Math.min(c, DATE.unclearRowCap);
  return Math.round(Math.min(c, DATE.max) * 100) / 100;
}

/** The parsing note that marks a receipt for review, or null when total and date are both sure. */
export function reviewNote(confidence: { total_price: number; date: number }): string | null {
  const unsure = [
    confidence.total_price < REVIEW_THRESHOLD ? 'total' : null,
    confidence.date < REVIEW_THRESHOLD ? 'date' : null,
  ].filter(Boolean);
  if (unsure.length === 0) return null;
  return `Needs review: the ${unsure.join(' and ')} ${unsure.length > 1 ? 'are' : 'is'} not certain.`;
}
