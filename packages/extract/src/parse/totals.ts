import { codeBeside, formatCents, type MoneyToken, numberToCents } from './amounts';
import { CLEAR_DIGITS } from './confidence';
import { dropConversionTotals } from './conversion-totals';
import { isCurrencyMark } from './lexicon/currencies';
import { PRICE_PER_PERIOD, PRICE_PER_UNIT } from './lexicon/total-labels';
import { type ClassifiedRow, classifyRow, productsNamedWithSummaryWords, type RowKind } from './rows';
import type { Row } from './text';
import { billAmounts, repairTotal } from './total-repairs';

/**
 * Totals, subtotal, tax, tip and rounding from labelled rows. Absorbs: labels and amounts in
 * separate boxes or on the next line, rounding adjustments (Malaysian 5-sen rounding), totals
 * printed twice, OCR that drops the decimal point, and the cash-minus-change check.
 */
export interface Amounts {
  total: number | null;
  subtotal: number | null;
  tax: number | null;
  tip: number | null;
  rounding: number | null;
  service: number | null;
  discount: number | null;
  paid: number | null;
  /** Cash and change were both read with every digit sure: the amount paid is a reading to trust. */
  paidSure: boolean;
  totalConfidence: number;
  /** The receipt prints cents (12.50): a bare "1250" in a price column lost its point. */
  printsCents: boolean;
  /** The subtotal plus any combination of the tax, service, tip and rounding lines printed. */
  subtotalSums: Set<number>;
  /** What backs the total, for {@link totalConfidence} in confidence.ts. */
  totalEvidence: TotalEvidence;
  /**
   * What backs another amount a document's labels name as the total (the amount charged): the
   * evidence above is about the total read here, and says nothing of a different amount.
   */
  evidenceFor: (cents: number) => TotalEvidence;
  notes: string[];
  /** The total was printed with one decimal digit ("47.3"): OCR may have lost its last digit. */
  totalShortCents: boolean;
  /** Rows used for totals and payments; line items stop before the first of these. */
  firstSummaryRow: number | null;
  classified: ClassifiedRow[];
}

export interface TotalEvidence {
  /** Where the total came from: a labelled row, cash minus change, or the largest amount. */
  source: 'label' | 'paid' | 'largest' | 'none';
  kind: RowKind | null;
  /** Independent checks it passed: cash minus change, subtotal plus tax, group totals, rounding. */
  checks: string[];
  /** Other total rows printing the same amount. */
  repeats: number;
  /** Another labelled total names a different amount. */
  contested: boolean;
  /** Recognizer confidence of the clearest row printing the total (1 for text layers). */
  rowConfidence: number;
  /**
   * The lowest digit probability of the total row whose digits were read most clearly, when OCR
   * reported it: a second print confirms the digits only if one of the prints leaves no look-alike
   * in doubt.
   */
  digitConfidence?: number;
  /** The printed amount was changed (paid amount, lost digit, balance line). */
  repaired: boolean;
  /**
   * A non-zero rounding line is printed: the amounts before and after rounding are both "the
   * total" to someone, so an unlabelled total is less sure.
   */
  rounded: boolean;
  /**
   * A later line supersedes the total row: it is printed above a non-zero rounding line, or it
   * names the items above a deduction and a smaller total. It is the amount before them and the
   * amount after is its rival, which the items and subtotal plus tax cannot tell from it.
   */
  superseded: boolean;
  /**
   * Read from a text layer or an e-mail body, not by OCR: its digits are exact, so a total line
   * can only be the wrong line, not a misread one. Set by the caller, which knows the source.
   */
  exact: boolean;
  /** The total's amount is printed on more total lines than any other amount is. */
  outnumbers: boolean;
  /**
   * No other summary line (a subtotal, tax, service, tip, discount, rounding or another total)
   * names an amount: the bill has no rival amount the total line could be taken for.
   */
  sole?: boolean;
  /**
   * A deduction (coupon, voucher, discount) is printed between a larger subtotal and the total: the
   * bill names an amount before it and one after, and which is "the total" is the reader's call.
   */
  belowDeduction: boolean;
  /**
   * In a currency whose bills are rounded on the receipt (ringgit, to 5 sen), the total is off the
   * rounding step: it is the bill before rounding, and the amount charged may be another. Set by the
   * caller, which knows the currency.
   */
  offRoundingStep?: boolean;
  /**
   * Cash minus change, read surely, is off the total by more than cash rounding: a reading of the
   * amount independent of the total row that disagrees with it. Set by the caller, which knows the
   * final total.
   */
  paidDisagrees?: boolean;
  /**
   * A tax table's grosses (net plus tax for each rate, tax-table.ts), read surely, add up to another
   * amount than the total: as independent a reading as cash minus change, disagreeing. Set by the
   * caller, which knows the final total.
   */
  grossDisagrees?: boolean;
  /** The classified row the labelled total was read from. */
  row?: number | null;
}

interface Reading {
  cents: number;
  /** Alternative reading when OCR may have dropped the decimal point (8091 → 80.91). */
  alt: number | null;
  /** Printed with one decimal digit ("47.3"): OCR may have lost the last digit. */
  shortCents: boolean;
}

function reading(token: MoneyToken, decimalReceipt: boolean): Reading {
  const shortCents = /[.,]\d$/.test(token.raw.replace(/[-)]$/, ''));
  if (token.hasDecimals) return { cents: token.cents, alt: null, shortCents };
  const digits = token.raw.replace(/\D/g, '').length;
  const asMinor = token.cents / 100;
  if (decimalReceipt && digits >= 3) return { cents: asMinor, alt: token.cents, shortCents };
  return { cents: token.cents, alt: digits >= 3 ? asMinor : null, shortCents };
}

/**
 * "TOTAL 12 50" on a receipt that prints cents: OCR read the decimal point as a space, so the last
 * two whole numbers are one amount.
 */
function spacedDecimal(c: ClassifiedRow, centsRows: boolean): Reading | null {
  const cents = c.money.at(-1);
  const units = c.money.at(-2);
  if (!centsRows || !cents || !units || cents.hasDecimals || units.hasDecimals) return null;
  if (cents.currency || cents.negative || !/^\d{2}$/.test(cents.raw)) return null;
  if (c.row.upper.slice(units.end, cents.start) !== ' ') return null;
  const sign = units.negative ? -1 : 1;
  return { cents: units.cents + sign * (cents.cents / 100), alt: null, shortCents: false };
}

/**
 * A row that prints an amount and nothing else but its currency mark ("15.46 EUR", "*48.24 zł*"): in
 * e-mails a label's amount is often set on the line under it.
 */
function amountAlone(c: ClassifiedRow): boolean {
  if (c.label === '') return true;
  let rest = c.row.upper;
  for (const m of [...c.money].reverse()) rest = `${rest.slice(0, m.start)} ${rest.slice(m.end)}`;
  return isCurrencyMark(rest);
}

/** The amount a labelled row carries: its rightmost amount, or an amount alone on the next row. */
function rowAmount(
  rows: ClassifiedRow[],
  i: number,
  decimalReceipt: boolean,
  centsRows = decimalReceipt,
): Reading | null {
  const c = rows[i];
  if (!c) return null;
  const last = c.money.at(-1);
  // "A total of 58 EUR for 2 tickets": a bare count after an amount marked with its currency is
  // not the row's amount.
  const marked = c.money.findLast((m) => m.currency !== null || codeBeside(c.row.upper, m));
  const own =
    last && !last.hasDecimals && !last.currency && marked && !codeBeside(c.row.upper, last) ? marked : last;
  // "Persons 1 adult  Payment Visa  Total Sum" over "412,80 €": a count before the label, which
  // ends its row, is not its amount; the amount alone on the next line is.
  const countBefore =
    own !== undefined &&
    !own.hasDecimals &&
    !own.currency &&
    !codeBeside(c.row.upper, own) &&
    /\p{L}{3}/u.test(c.row.upper.slice(own.end));
  // A receipt whose labelled amounts print cents reads "TOTAL $52 97" as 52.97, however many
  // unlabelled rows lost their points too.
  if (own && !countBefore)
    return (
      (c.kind !== 'other' && spacedDecimal(c, centsRows || decimalReceipt)) || reading(own, decimalReceipt)
    );
  const next = rows[i + 1];
  if (
    next &&
    amountAlone(next) &&
    next.money.length === 1 &&
    next.row.page === c.row.page &&
    next.row.y - c.row.y < 2.5 * Math.max(c.row.height, next.row.height)
  ) {
    const m = next.money[0];
    if (m) return reading(m, decimalReceipt);
  }
  // On a tilted photo the amount can sit just above its label; it is taken only when no label
  // above it is waiting for an amount of its own.
  const prev = rows[i - 1];
  const before = rows[i - 2];
  if (
    prev &&
    prev.label === '' &&
    prev.money.length === 1 &&
    prev.row.page === c.row.page &&
    prev.row.x > c.row.right &&
    c.row.y - prev.row.y < 1.2 * Math.max(c.row.height, prev.row.height) &&
    !(before && before.kind !== 'other' && before.money.length === 0)
  ) {
    const m = prev.money[0];
    if (m) return reading(m, decimalReceipt);
  }
  return own ? reading(own, decimalReceipt) : null;
}

const TOTAL_KINDS: RowKind[] = ['rounded-total', 'grand', 'total'];
const FINAL_WORDS = /GRAND|P[AO0]YA[B8]LE|AMOUNTDUE|AMTDUE|BALANCEDUE|BALDUE|TOTALDUE|TOPAY|TOBEPAID/;
const BASE: Partial<Record<RowKind, number>> = { 'rounded-total': 3.8, grand: 3, total: 2.5 };

/**
 * On a receipt priced in "$", OCR often reads the sign as the letter S ("Tax S3.61"); on labelled
 * rows such a trailing "S3.61" is read as a dollar amount.
 */
function dollarSigns(classified: ClassifiedRow[]): ClassifiedRow[] {
  if (!classified.some((c) => c.money.some((m) => m.raw.includes('$')))) return classified;
  const trailing = /(^|\s)S(?=\d[\d.,]*$)/;
  return classified.map((c) =>
    c.kind !== 'other' && trailing.test(c.row.upper)
      ? classifyRow({ ...c.row, upper: c.row.upper.replace(trailing, '$1$') })
      : c,
  );
}

/** Currencies written with a "$": there a leading S before an amount may be the sign. */
const DOLLAR_CURRENCIES = new Set(['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD']);

/**
 * On a receipt priced in a currency without a "$" (ringgit, euro, pound), an S opening an amount
 * ("S8.00", "TOTAL S9.80") is a 5 OCR read as its look-alike letter; the row is read again with it.
 */
function fivesReadAsS(classified: ClassifiedRow[], currency: string | null): ClassifiedRow[] {
  if (!currency || DOLLAR_CURRENCIES.has(currency)) return classified;
  const leadingS = /(?<![A-Z\d$])S(?=\d[\d.,]*[.,]\d{2}(?![\d.,]))/g;
  return classified.map((c) => {
    const upper = c.row.upper.replace(leadingS, '5');
    return upper === c.row.upper ? c : classifyRow({ ...c.row, upper });
  });
}

/**
 * "TOTAL 42.40 / CASH 50.00 / BALANCE 7.60": below the cash handed over, a bare "Balance" that is
 * the cash minus a total above it is the change given back, as Malaysian and Singapore tills print
 * it; a balance without such a payment above it is still the amount due.
 */
function balanceAsChange(classified: ClassifiedRow[]): ClassifiedRow[] {
  const lastCents = (c: ClassifiedRow | undefined) => {
    const m = c?.money.at(-1);
    return m?.hasDecimals ? Math.abs(m.cents) : null;
  };
  return classified.map((c, i) => {
    const balance = lastCents(c);
    if (c.kind !== 'total' || !/^BAL(ANCE)?$/.test(c.label) || balance === null || balance === 0) return c;
    const above = classified.slice(0, i);
    const totals = above.filter((o) => TOTAL_KINDS.includes(o.kind)).map(lastCents);
    const paidBack = above.some((t) => {
      const cash = t.kind === 'tender' ? lastCents(t) : null;
      return cash !== null && totals.some((total) => total !== null && cash - total === balance);
    });
    return paidBack ? { ...c, kind: 'change' as const } : c;
  });
}

/**
 * "TOTAL 6.00 / VAT 20% 1.00 / NET 5.00": a European VAT summary prints the net amount under the
 * total, where a Malaysian till's bare "NETT" is the rounded total. The amounts tell them apart: a
 * "net" that a printed tax lifts to a printed total is the amount before tax.
 */
function netBeforeTax(classified: ClassifiedRow[]): ClassifiedRow[] {
  const amount = (c: ClassifiedRow) => {
    const m = c.money.at(-1);
    return m?.hasDecimals ? Math.abs(m.cents) : null;
  };
  const amountsOf = (kinds: RowKind[]) =>
    classified.flatMap((c) => {
      const v = kinds.includes(c.kind) ? amount(c) : null;
      return v ? [v] : [];
    });
  // "SST 6.00 / SST ABSORBED -6.00", "TAX 10.00 / TAX FREE -10.00": a tax the shop bears or a
  // tourist's tax-free sale takes off again lifts nothing; the net after it is what was paid. (A
  // refund prints every amount negative: nothing is taken off there.)
  const signed = (sign: number) =>
    new Set(
      classified.flatMap((c) =>
        c.kind === 'tax' || c.kind === 'discount'
          ? c.money.filter((m) => m.cents * sign > 0).map((m) => Math.abs(m.cents))
          : [],
      ),
    );
  const [added, takenOff] = [signed(1), signed(-1)];
  const taxes = amountsOf(['tax']).filter((tax) => !(added.has(tax) && takenOff.has(tax)));
  const totals = amountsOf(['total', 'grand']);
  if (taxes.length === 0 || totals.length === 0) return classified;
  return classified.map((c) => {
    const net = amount(c);
    if (c.kind !== 'rounded-total' || !/^NETT?(AMOUNT|AMT)?$/.test(c.label) || !net) return c;
    const lifted = taxes.some((tax) => totals.some((total) => Math.abs(net + tax - total) <= 1));
    return lifted ? { ...c, kind: 'subtotal' as const } : c;
  });
}

/** "INC 6% GST 1.62", "GST included": the tax is part of the prices, not added to the subtotal. */
function taxIncluded(classified: ClassifiedRow[]): boolean {
  return classified.some((c) => c.kind === 'tax' && /INC/.test(c.label));
}

/**
 * Whether amounts on this receipt print cents, judged on the labelled amount rows (item codes and
 * quantities elsewhere are integers), or on every row's rightmost amount, which a few garbled
 * labelled amounts ("Subtotal 54370", a total split in two: "12 50") cannot tip. Whole numbers of
 * five or more digits are codes (ZIP, phone), not prices.
 */
function printsCents(
  classified: ClassifiedRow[],
  exact: boolean,
): { decimalReceipt: boolean; centsRows: boolean } {
  // "000": no amount is printed so; it is 0.00 with its point lost (a discount or tax line).
  const cents = (m: MoneyToken | undefined) => !!m && (m.hasDecimals || m.raw === '000');
  const all = classified.flatMap((c) => c.money);
  const labelled = classified
    .filter((c) => c.kind !== 'other' && c.kind !== 'count')
    .map((c) => c.money.at(-1))
    .filter((m): m is MoneyToken => m !== undefined);
  const sample = labelled.length >= 2 ? labelled : all;
  const moneyRows = classified.filter((c) => {
    const last = c.money.at(-1);
    // An item count ("Total qty 3") is no price, printed with cents or not.
    if (c.kind === 'count') return false;
    return last !== undefined && (last.hasDecimals || last.raw.replace(/\D/g, '').length <= 4);
  });
  const centsRows =
    moneyRows.length > 0 && moneyRows.filter((c) => cents(c.money.at(-1))).length / moneyRows.length >= 0.6;
  const decimalReceipt =
    centsRows ||
    (sample.length > 0 && sample.filter(cents).length / sample.length >= 0.6) ||
    // Only OCR loses decimal points: a text layer's whole "141 CZK" beside "VAT 12,96" is whole.
    (!exact && (lostPointOfPrinted(classified) || centsOutnumberWhole(classified)));
  return { decimalReceipt, centsRows };
}

/** "2.00 X 4500", "1.00 @ 3500": the number before is a count. */
const COUNT_BEFORE_PRICE = /^\s?[X×@*]\s?\d/;
/** Whole numbers a summary line prints; codes (a register, a registration number) are longer. */
const WHOLE_AMOUNT = /^\d{3,6}$/;
const BILL_LINE_KINDS: RowKind[] = [
  'rounded-total',
  'grand',
  'total',
  'subtotal',
  'tax',
  'service',
  'tip',
  'rounding',
];

/**
 * "SUBTOTAL 13.27 / TAX 093 / TOTAL 1420": OCR lost the point on a few bill lines, which can then
 * outnumber the labelled lines that kept it. Prices printed with cents anywhere (items, a tax
 * table) that outnumber the whole numbers on bill lines say the receipt prints cents; a receipt
 * priced in whole units prints no cents at all. A count before its unit price ("2.00 X 4500" at a
 * rupiah till) is no price and no sign of cents.
 */
function centsOutnumberWhole(classified: ClassifiedRow[]): boolean {
  const withCents = classified
    .flatMap((c) => c.money.filter((m) => !COUNT_BEFORE_PRICE.test(c.row.upper.slice(m.end))))
    .filter((m) => m.hasDecimals && m.cents !== 0 && /[.,]\d{2}$/.test(m.raw.replace(/[-)]$/, ''))).length;
  const whole = classified
    .filter((c) => BILL_LINE_KINDS.includes(c.kind))
    .flatMap((c) => c.money)
    .filter((m) => !m.hasDecimals && WHOLE_AMOUNT.test(m.raw.replace(/^\D+/, ''))).length;
  return withCents >= 3 && withCents > whole;
}

/**
 * "TOTAL: 4.70 / TOTAL SALES INCL GST: 470 / CASH: 470": a whole number on a total or payment row
 * whose digits are an amount the receipt prints with its point elsewhere (an item, another total)
 * is that amount with the point lost, however few rows kept theirs: the receipt prints cents.
 */
function lostPointOfPrinted(classified: ClassifiedRow[]): boolean {
  const pointed = new Set(
    classified.flatMap((c) =>
      c.money.filter((m) => m.hasDecimals && Math.abs(m.cents) >= 100).map((m) => String(Math.abs(m.cents))),
    ),
  );
  return classified.some(
    (c) =>
      SUMMARY_MONEY_KINDS.includes(c.kind) &&
      c.money.some((m) => {
        const digits = m.raw.replace(/\D/g, '');
        return !m.hasDecimals && digits.length >= 3 && pointed.has(digits.replace(/^0+/, ''));
      }),
  );
}

const SUMMARY_MONEY_KINDS: RowKind[] = ['rounded-total', 'grand', 'total', 'subtotal', 'tender', 'change'];

/**
 * Cash minus change (the tender row closest above the change row), and every tendered amount.
 * Absorbs a change or a card payment printed as a negative amount ("Change Returned 20.00-"), and
 * a "Payment 45.85" line between the cash handed over and the change: the cash minus the change
 * is then that payment line's amount.
 */
function readPayment(
  classified: ClassifiedRow[],
  amountAt: (i: number) => Reading | null,
): { paid: number | null; tenders: Set<number>; paidSure: boolean } {
  const changeAt = classified.findIndex((c, i) => c.kind === 'change' && amountAt(i));
  const changeReading = changeAt >= 0 ? amountAt(changeAt) : null;
  const change = changeReading ? Math.abs(changeReading.cents) : null;
  const above: Array<{ cents: number; i: number }> = [];
  // The payment block is short: the few tender rows nearest the change.
  for (let i = changeAt - 1; i >= 0 && change !== null && above.length < 4; i--) {
    if (classified[i]?.kind !== 'tender') continue;
    const r = amountAt(i);
    if (r) above.push({ cents: Math.abs(r.cents), i });
  }
  const tenders = new Set<number>();
  classified.forEach((c, i) => {
    if (c.kind !== 'tender') return;
    const r = amountAt(i);
    if (r) tenders.add(Math.abs(r.cents));
  });
  const cash =
    change === null
      ? undefined
      : (above.find((t) => t.cents - change > 0 && above.some((o) => o.cents === t.cents - change)) ??
        above[0]);
  const paid = cash !== undefined && change !== null && cash.cents >= change ? cash.cents - change : null;
  const paidSure =
    paid !== null && cash !== undefined && surelyRead(classified, cash.i) && surelyRead(classified, changeAt);
  return { paid, tenders, paidSure };
}

/**
 * Whether the amount of row `i` was read with every digit sure: its own digits, or, when the amount
 * sits on a line beside its label, the digits of both neighbours it may have come from. Text read
 * exactly reports no digit probability and is sure.
 */
function surelyRead(classified: ClassifiedRow[], i: number): boolean {
  const c = classified[i];
  if (!c) return false;
  const rows = c.money.length > 0 ? [c] : [classified[i - 1], classified[i + 1]];
  return rows.every((r) => (r?.row.digitConfidence ?? 1) >= CLEAR_DIGITS);
}

interface Candidate {
  i: number;
  kind: RowKind;
  cents: number;
  alt: number | null;
  shortCents: boolean;
  score: number;
  why: string[];
  /** What speaks against it being the amount charged. */
  doubts: string[];
}

/**
 * "Total Item(s): 8", "Total Qty 3" with the count word garbled by OCR ("Total tem(6) : 1",
 * "Total ty 3"): on a receipt that prints cents, a bare number of one or two digits on a total row
 * is a count of items, not an amount.
 */
function isGarbledCount(c: ClassifiedRow, decimalReceipt: boolean, tenders: Set<number>): boolean {
  const last = c.money.at(-1);
  return (
    decimalReceipt &&
    last !== undefined &&
    // "TOTAL 12 50": a decimal point read as a space, not a count.
    spacedDecimal(c, true) === null &&
    !last.hasDecimals &&
    !last.currency &&
    /^\d{1,2}$/.test(last.raw) &&
    // "NET TOTAL 25." : the point is printed, the cents after it were lost.
    c.row.upper[last.end] !== '.' &&
    // "Total 59.J0" paid by "Card 59.00": a garbled amount, not a count.
    !tenders.has(last.cents)
  );
}

/**
 * "Total: 106.10 6.37" under a GST summary: the table's column totals (amount before tax, then the
 * tax), not the bill's total. A bill total row prints one amount, or its parts followed by their
 * sum ("Total 78.30 4.70 83.00"), so its last amount is never the smaller one.
 */
function isColumnTotals(c: ClassifiedRow): boolean {
  const last = c.money.at(-1);
  if (!last?.hasDecimals) return false;
  return c.money.slice(0, -1).some((m) => m.hasDecimals && m.cents > last.cents);
}

/**
 * "TOTAL 521.00" on a slip that prints "$" elsewhere: the sign read as a 5. The amount without
 * that 5 is tried as another reading, taken only when the bill's other lines back it (subtotal plus
 * tax, cash minus change), as a lost decimal point is.
 */
function dollarReadAsFive(c: ClassifiedRow, cents: number): number | null {
  const last = c.money.at(-1);
  if (!last || last.currency || last.cents !== cents || !/^5\d{1,4}[.,]\d{2}$/.test(last.raw)) return null;
  return numberToCents(last.raw.slice(1))?.cents ?? null;
}

/** Every labelled total row with an amount, scored by its label alone. */
function totalCandidates(
  classified: ClassifiedRow[],
  amountAt: (i: number) => Reading | null,
  decimalReceipt: boolean,
  tenders: Set<number>,
): Candidate[] {
  const candidates: Candidate[] = [];
  const dollarReceipt = classified.some((c) => c.money.some((m) => m.raw.includes('$')));
  classified.forEach((c, i) => {
    if (!TOTAL_KINDS.includes(c.kind) || isGarbledCount(c, decimalReceipt, tenders) || isColumnTotals(c))
      return;
    const r = amountAt(i);
    if (!r) return;
    // "Payable", "amount due" and "grand total" name the final figure more surely than "total incl. GST".
    const final = c.kind === 'grand' && FINAL_WORDS.test(c.label) ? 0.5 : 0;
    candidates.push({
      i,
      kind: c.kind,
      cents: r.cents,
      alt: r.alt ?? (dollarReceipt ? dollarReadAsFive(c, r.cents) : null),
      shortCents: r.shortCents,
      score: (BASE[c.kind] ?? 2) + final,
      why: [c.kind],
      doubts: [],
    });
  });
  // "Total: $5.99 per month" heads a subscription invoice that then prints what was paid and the
  // balance ("Paid: $6.32 / Total Due: $0.00"): a price per period is the plan's rate, the
  // invoice's own total line says what this payment came to.
  const rate = (i: number) => PRICE_PER_PERIOD.test(classified[i]!.row.upper);
  return candidates.some((c) => !rate(c.i)) ? candidates.filter((c) => !rate(c.i)) : candidates;
}

interface EvidenceContext {
  paid: number | null;
  tenders: Set<number>;
  /** The largest amount handed over printed with cents (0 when none): not a slip or card number. */
  largestTender: number;
  /** Subtotal plus any combination of tax, service, rounding and tip. */
  sums: Set<number>;
  /** The last rounding line: its amount and row. */
  rounding: { cents: number; i: number } | null;
  /** Every amount printed with cents on the receipt. */
  printed: Set<number>;
  /** Returned goods, refunds and discounts taken off the bill: row index and amount (positive). */
  deductions: Array<{ i: number; cents: number }>;
  /** Tax, service and tip lines with an amount: row index and amount. */
  additions: Array<{ i: number; cents: number }>;
  /** Each row's compact label, by row index. */
  labels: string[];
  rows: number;
}

/**
 * Adds to each candidate's score what backs its amount: cash minus change, subtotal plus tax, a
 * rounding line, group totals, repeats; a misread decimal point is tried as the alternative.
 */
function scoreByEvidence(candidates: Candidate[], ctx: EvidenceContext): void {
  const evidenceFor = (v: number, self: Candidate): { score: number; why: string[]; doubts: string[] } => {
    let score = 0;
    // What agrees with the amount, and what speaks against it: only agreements are evidence for it.
    const why: string[] = [];
    const doubts: string[] = [];
    if (ctx.paid !== null && v === ctx.paid) {
      score += 3;
      why.push('equals cash minus change');
    }
    if (ctx.paid === null && ctx.tenders.has(v)) {
      score += 1;
      why.push('equals the amount paid');
    }
    if (ctx.sums.has(v)) {
      score += 1.5;
      why.push('equals subtotal plus tax');
    }
    // The rounding line sits between the total before rounding and the total after it. Its place
    // is surer than its sign: "Rounding Adjustment: (0.02)" is printed on a total rounded up.
    if (ctx.rounding !== null && ctx.rounding.cents !== 0) {
      const { cents: adjustment, i: at } = ctx.rounding;
      const step = Math.abs(adjustment);
      const unrounded = candidates.some((o) => o.i < at && Math.abs(o.cents - v) === step);
      if (self.i > at && (unrounded || ctx.printed.has(v - adjustment))) {
        score += 2;
        why.push('is the total after rounding');
      }
      if (self.i < at && candidates.some((o) => o.i > at && Math.abs(v - o.cents) === step)) score -= 2;
    } else {
      // No rounding line read (OCR lost it, or its label): of two totals a few cents apart, the
      // lower-printed one on a 5-cent step is the cash total rounded ("Total: 102.39 / Total 102.40").
      const off = (o: Candidate) => o.cents !== v && Math.abs(o.cents - v) < 5;
      if (v % 5 === 0 && candidates.some((o) => o.i < self.i && off(o) && o.cents % 5 !== 0)) {
        score += 2;
        why.push('is the total rounded to 5 cents');
      }
      if (v % 5 !== 0 && candidates.some((o) => o.i > self.i && off(o) && o.cents % 5 === 0)) score -= 2;
    }
    // "Total 127.20 / Refund -27.20 / Balance 100.00", "Item Total 151.95 / Discount 15.00 / Total
    // 136.95": a total printed after returned goods or a discount were taken off an earlier total
    // is the net amount; the earlier one is the gross.
    const net = candidates.some((o) => o.i < self.i && takesOff(o.cents, o.i, self.i, v, ctx.deductions));
    if (net) {
      score += 2;
      why.push('is the total after returns or discounts');
    }
    if (candidates.some((o) => o.i > self.i && takesOff(v, self.i, o.i, o.cents, ctx.deductions))) score -= 2;
    // "Item Total 24.00 / Promo -10.00 / Coupon -5.00 / Total 9.00": a total that names the items
    // (or merchandise), with a deduction under it and another total below, is the subtotal before
    // the deduction, whether or not the amounts read add up.
    if (
      ITEMS_TOTAL.test(ctx.labels[self.i] ?? '') &&
      ctx.deductions.some((r) => r.i > self.i && candidates.some((o) => o.i > r.i && o.cents < v))
    ) {
      score -= 2;
      doubts.push('names the items before a deduction');
    }
    // "Amount 83.51 / Tip 14.20 / Total 97.71", "Nett Total 100.00 / Service 10.00 / GST 6.60 /
    // Grand Total 116.60": a total that adds the tip, service or tax lines printed between it and an
    // earlier total is the amount charged; the earlier one is the bill before them.
    if (candidates.some((o) => o.i < self.i && addsUp(o, self.i, v, ctx.additions))) {
      score += 2;
      why.push('is the total after tax, service or tip');
    }
    if (candidates.some((o) => o.i > self.i && addsUp(self, o.i, o.cents, ctx.additions))) score -= 2;
    // Receipts with several tax groups print a total per group and then their sum.
    const others = [...new Set(candidates.filter((o) => o.cents !== v && o.cents > 0).map((o) => o.cents))];
    if (others.length >= 2 && others.reduce((a, b) => a + b, 0) === v) {
      score += 1.5;
      why.push('is the sum of the group totals');
    }
    const dup = candidates.filter((o) => o !== self && o.cents === v).length;
    score += 0.4 * Math.min(dup, 3);
    if (v <= 0) score -= 2;
    return { score, why, doubts };
  };
  // "Total 3100 / Cash 50.00": a total whose point OCR lost is a hundred times the cash handed
  // over; no bill is ten times what paid it, so the reading in cents is the total.
  const maxTender = ctx.largestTender;
  for (const c of candidates) {
    if (c.alt !== null && maxTender > 0 && c.cents > 10 * maxTender && c.alt > 0 && c.alt <= maxTender) {
      // The whole reading is ruled out, however a subtotal that lost its point too agrees with it.
      c.cents = c.alt;
      c.alt = null;
      c.why.push('fits the amount tendered');
    }
  }
  for (const c of candidates) {
    let ev = evidenceFor(c.cents, c);
    if (c.alt !== null) {
      const altEv = evidenceFor(c.alt, c);
      if (altEv.score > ev.score) {
        c.cents = c.alt;
        ev = altEv;
      }
    }
    c.score += ev.score + (0.3 * c.i) / Math.max(1, ctx.rows);
    c.why.push(...ev.why);
    c.doubts.push(...ev.doubts);
  }
  // The largest labelled total wins ties: pre-discount or pre-tax "totals" are smaller.
  const maxValue = Math.max(...candidates.map((c) => c.cents));
  for (const c of candidates) if (c.cents === maxValue) c.score += 0.4;
}

const ADDED_KINDS: RowKind[] = ['tax', 'service', 'tip'];

/**
 * Whether the lines added on top of the bill (tax, service, tip) printed between the total `from`
 * and row `until` make up the difference to `target`: some of them, at most four, summed.
 */
function addsUp(
  from: Candidate,
  until: number,
  target: number,
  additions: Array<{ i: number; cents: number }>,
): boolean {
  const gap = target - from.cents;
  const between = additions.filter((a) => a.i > from.i && a.i < until).slice(0, 4);
  if (gap <= 0 || between.length === 0) return false;
  for (let mask = 1; mask < 1 << between.length; mask++) {
    const sum = between.reduce((acc, a, k) => (mask & (1 << k) ? acc + a.cents : acc), 0);
    if (sum === gap) return true;
  }
  return false;
}

const RETURNED = /RETURN|REFUND|EXCHANGE|VOID|CREDITNOTE/;
/** "Item Total", "Items total", "Merchandise total": the sum of the goods, before anything comes off. */
const ITEMS_TOTAL = /^(?:ITEMS?|MERCHANDISE|MERCH|GOODS|PRODUCTS?)T[O0]TA[L1I]$/;

/**
 * Rows that take money off the bill ("Refund -27.20", "Return Total 20.00-", "Discount 15.00"), and
 * any other unlabelled-kind row printed as a negative amount ("Staff 50% off -15.00").
 */
function deductionRows(classified: ClassifiedRow[]): Array<{ i: number; cents: number }> {
  const out: Array<{ i: number; cents: number }> = [];
  classified.forEach((c, i) => {
    const last = c.money.at(-1);
    if (
      last?.hasDecimals &&
      last.cents !== 0 &&
      (RETURNED.test(c.label) || c.kind === 'discount' || (c.kind === 'other' && last.negative)) &&
      c.kind !== 'change'
    )
      out.push({ i, cents: Math.abs(last.cents) });
  });
  return out;
}

/**
 * Whether deductions printed between row `from` (a total of `gross`) and row `until` take it down
 * to `net`: one of them, or several ("Promo -10.00 / Coupon -5.00"), at most four, summed.
 */
function takesOff(
  gross: number,
  from: number,
  until: number,
  net: number,
  deductions: Array<{ i: number; cents: number }>,
): boolean {
  const gap = gross - net;
  const between = deductions.filter((r) => r.i > from && r.i < until).slice(0, 4);
  if (gap <= 0) return false;
  for (let mask = 1; mask < 1 << between.length; mask++) {
    const sum = between.reduce((acc, r, k) => (mask & (1 << k) ? acc + r.cents : acc), 0);
    if (sum === gap) return true;
  }
  return false;
}

/**
 * "TAX 2 RATE 2.000%", "MwSt B 19%", "VAT 1 20.00%": a till names the tax group after the tax word
 * by a letter or a number and prints the group's rate; the group's number is no tax amount, which
 * stands after the rate or on the next row. The bare number right after the tax word, on a row
 * that prints a rate.
 */
const TAX_GROUP = /\b(?:TAX|VAT|MWST|GST|TVA|IVA|MOMS|MVA|BTW|UST)\s?(?:GROUP\s?|GRP\s?)?$/;
function taxGroupMark(c: ClassifiedRow): MoneyToken | undefined {
  if (!/%/.test(c.row.upper)) return undefined;
  return c.money.find(
    (m) =>
      !m.hasDecimals &&
      !m.currency &&
      m.raw.length <= 2 &&
      TAX_GROUP.test(c.row.upper.slice(0, m.start).trimEnd()) &&
      /^\s*(?:RATE\b|[A-Z]?\s*\d{1,2}(?:[.,]\d+)?\s?%)/.test(c.row.upper.slice(m.end)),
  );
}

/** The labelled parts of the bill: subtotal, rounding, service, tip, discount and tax. */
function readParts(
  classified: ClassifiedRow[],
  amountAt: (i: number) => Reading | null,
  amountAtWithout: (i: number, m: MoneyToken) => Reading | null,
) {
  const firstOf = (kind: RowKind): (Reading & { i: number }) | null => {
    for (let i = 0; i < classified.length; i++) {
      if (classified[i]?.kind === kind) {
        const r = amountAt(i);
        if (r) return { ...r, i };
      }
    }
    return null;
  };
  const lastRounding = (): (Reading & { i: number }) | null => {
    for (let i = classified.length - 1; i >= 0; i--) {
      if (classified[i]?.kind === 'rounding') {
        const r = amountAt(i);
        if (r) return { ...r, i };
      }
    }
    return null;
  };
  // The same tax is often printed twice (body and GST summary): the first tax line counts.
  let tax: number | null = null;
  for (let i = 0; i < classified.length && tax === null; i++) {
    const c = classified[i];
    if (c?.kind !== 'tax' || /SUMMARY|INCL|INCLUSIVE|REG|ID|NO$|TAXABLE/.test(c.label)) continue;
    // "GST 000292065280": a registration number, not an amount.
    const last = c.money.at(-1);
    if (last && !last.hasDecimals && last.raw.replace(/\D/g, '').length >= 5) continue;
    const group = taxGroupMark(c);
    const r = group ? amountAtWithout(i, group) : amountAt(i);
    if (r && r.cents >= 0) tax = r.cents;
  }
  return {
    subtotal: firstOf('subtotal'),
    rounding: lastRounding(),
    service: firstOf('service'),
    tip: firstOf('tip'),
    discount: firstOf('discount'),
    tax,
  };
}

/**
 * Whether the receipt shows a rounded total that cash minus change can stand for: the total row is
 * below the rounding line (so it is the rounded amount, and a few cents off what was paid is a
 * misread digit), another total row or the paid amount is printed below the rounding line
 * ("Rounding -0.01 / RM 60.30"). "Total 12.37 / Rounding -0.02" with the rounded 12.35 printed
 * nowhere keeps the total as printed.
 */
function roundedShown(
  classified: ClassifiedRow[],
  totalAt: number,
  roundingAt: number | null,
  paid: number | null,
): boolean {
  if (roundingAt === null) return false;
  if (totalAt > roundingAt) return true;
  // "Total Incl GST 12.32 / Rounding -0.02 / Total 12.80 / Cash 20.00 / Change 7.70": a total row
  // under the rounding line is the rounded amount, however OCR misread it.
  const below = classified.slice(roundingAt + 1);
  return below.some(
    (c) => c.money.some((m) => m.cents === paid) || (TOTAL_KINDS.includes(c.kind) && c.money.length > 0),
  );
}

/** What lines other than the chosen total give for it: subtotal plus tax, other totals, each rounded. */
function agreeingAmounts(
  candidates: Candidate[],
  best: Candidate,
  sums: Set<number>,
  rounding: number,
): Set<number> {
  const out = new Set(sums);
  for (const o of candidates) {
    if (o === best || o.cents === best.cents) continue;
    out.add(o.cents);
    if (rounding !== 0) {
      out.add(o.cents + rounding);
      out.add(o.cents - rounding);
    }
  }
  return out;
}

/** The digit confidence of the rows whose digits were read most clearly, when OCR reported one. */
function clearestDigits(rows: Array<ClassifiedRow | undefined>): { digitConfidence?: number } {
  const read = rows.flatMap((c) => (c?.row.digitConfidence === undefined ? [] : [c.row.digitConfidence]));
  return read.length > 0 ? { digitConfidence: Math.max(...read) } : {};
}

/** The bill's summary lines: the amounts a sole total line could be taken for. */
const BILL_KINDS: RowKind[] = [
  'subtotal',
  'tax',
  'service',
  'tip',
  'discount',
  'rounding',
  'total',
  'grand',
  'rounded-total',
];

/** Cash is paid rounded to the smallest coin in use (5 sen, 5 cents, 5 Rappen): at most 2 off the bill. */
export const CASH_ROUNDING = 2;

/**
 * Whether no summary line names an amount with cents other than `cents`, and the cash and change
 * read, if both were, do not say another amount was paid ("CASH 20.00 / CHANGE 3.50" under "TOTAL
 * 18.50": had they agreed with the total, they would have been a check of it).
 */
function soleAmount(classified: ClassifiedRow[], cents: number): boolean {
  const amounts = (kind: RowKind) =>
    classified
      .filter((c) => c.kind === kind)
      .flatMap((c) => c.money.filter((m) => m.cents > 0).map((m) => m.cents));
  const tendered = amounts('tender');
  const change = amounts('change');
  const paidOther =
    tendered.length > 0 &&
    change.length > 0 &&
    !tendered.some((t) => change.some((g) => Math.abs(t - g - cents) <= CASH_ROUNDING));
  return (
    !paidOther &&
    !classified.some(
      (c) =>
        BILL_KINDS.includes(c.kind) &&
        c.money.some((m) => m.hasDecimals && m.cents !== 0 && m.cents !== cents),
    )
  );
}

/**
 * Cash minus change, read surely, names another amount than the total: more than cash rounding
 * off it, with or without the printed rounding line. A tendered amount or a change read wrong
 * ends up here too, so it is a doubt, not a verdict.
 */
export function paidDisagrees(total: number, a: Pick<Amounts, 'paid' | 'paidSure' | 'rounding'>): boolean {
  if (a.paid === null || !a.paidSure) return false;
  const paid = a.paid;
  return [total, total + (a.rounding ?? 0)].every((t) => Math.abs(t - paid) > CASH_ROUNDING);
}

/** Whether `cents` is printed on more total lines than any other amount. */
function outnumbers(candidates: Candidate[], cents: number): boolean {
  const counts = new Map<number, number>();
  for (const c of candidates) counts.set(c.cents, (counts.get(c.cents) ?? 0) + 1);
  const own = counts.get(cents) ?? 0;
  return [...counts].every(([v, n]) => v === cents || n < own);
}

/** The subtotal plus the last amount of every row printed between it and the total row, if any. */
function partsBetween(
  classified: ClassifiedRow[],
  subtotal: { cents: number; i: number },
  total: Candidate,
): number | null {
  const between = classified.slice(subtotal.i + 1, total.i).flatMap((r) => {
    const last = r.money.at(-1);
    return last?.hasDecimals ? [last.cents] : [];
  });
  return between.length > 0 ? between.reduce((a, b) => a + b, subtotal.cents) : null;
}

/** The subtotal plus every combination of the parts added on top of it (tax, service, rounding, tip). */
function partSums(subtotal: number | null, parts: Array<number | null | undefined>): Set<number> {
  const sums = new Set<number>();
  if (subtotal === null) return sums;
  for (let mask = 0; mask < 1 << parts.length; mask++) {
    let s = subtotal;
    parts.forEach((p, k) => {
      if (mask & (1 << k)) s += p ?? 0;
    });
    sums.add(s);
  }
  return sums;
}

/**
 * "Praha hl.n.  09.08. 09:07", "Köln Hbf  03.11. an 12:09": a timetable's day and month with its
 * closing dot, before a time, is a date, not an amount.
 */
function dayBeforeTime(c: ClassifiedRow, m: MoneyToken): boolean {
  return /^\.\s+(?:\p{L}{2,3}\s+)?\d{1,2}:\d{2}\b/u.test(c.row.upper.slice(m.end));
}

/**
 * An amount above zero that is no timetable date: a price a slip could total to. It has cents,
 * or, in text read exactly (a text layer, an e-mail), its currency beside it ("90 CZK", "€45"):
 * OCR loses decimal points, so on a scan a whole "$5" may be 5.00 or 500.
 */
function isPrice(c: ClassifiedRow, m: MoneyToken, exact: boolean): boolean {
  const priced = m.hasDecimals || (exact && (m.currency !== null || codeBeside(c.row.upper, m)));
  return priced && m.cents > 0 && !dayBeforeTime(c, m);
}

/**
 * The total of a slip without a labelled total row: the subtotal (plus tax unless it is included)
 * when cash minus change is more than tax and service could add to it, else cash minus change,
 * else the largest amount in the lower part of the receipt.
 */
function unlabelledTotal(
  classified: ClassifiedRow[],
  parts: { subtotal: number | null; tax: number | null; paid: number | null; sums: Set<number> },
  notes: string[],
  exact: boolean,
): { cents: number; confidence: number; source: TotalEvidence['source'] } | null {
  const { subtotal, tax, paid, sums } = parts;
  // Tax and service add at most about a quarter to a subtotal ("SUB-TOTAL 45.28 / CASH 48.00 /
  // CHANGE 0.00" paid the tax too); beyond that cash minus change has a misread amount ("CASH 100.000").
  if (subtotal !== null && subtotal > 0 && paid !== null && !sums.has(paid) && paid > 1.25 * subtotal) {
    const included = taxIncluded(classified);
    notes.push(
      `No total line found; the total is the subtotal${included || tax === null ? '' : ' plus tax'}, not the amount tendered minus the change (${formatCents(paid)}).`,
    );
    return { cents: subtotal + (included ? 0 : (tax ?? 0)), confidence: 0.5, source: 'paid' };
  }
  if (paid !== null && paid > 0) {
    notes.push('No total line found; the total is the amount tendered minus the change.');
    return { cents: paid, confidence: 0.5, source: 'paid' };
  }
  // An e-ticket or booking prints its one price beside the journey, at the top ("TOULOUSE /
  // MONTPELLIER  35.00 EUR"), or on its own row over the VAT it includes ("Cena 90 CZK" over "DPH
  // 12 % 9,64 CZK"): a document whose only price, marked with its currency, is that.
  const isPart = (c: ClassifiedRow) => c.kind !== 'other' && c.kind !== 'tender';
  const priced = classified.flatMap((c) =>
    c.money
      .filter((m) => isPrice(c, m, exact))
      .map((m) => ({
        cents: m.cents,
        part: isPart(c),
        marked: m.currency !== null || codeBeside(c.row.upper, m),
      })),
  );
  const prices = priced.filter((m) => !m.part);
  const only = prices[0];
  // "Preis: 25 € pro Person": a price for one of several is no document's one price.
  const perUnit = classified.some((c) => c.money.length > 0 && PRICE_PER_UNIT.test(c.row.upper));
  if (
    only &&
    !perUnit &&
    prices.every((m) => m.cents === only.cents) &&
    prices.some((m) => m.marked) &&
    // A tax line is part of the price; a fee or a discount alone is a part of a price the reader
    // could not read.
    classified.every((c) => !isPart(c) || c.kind === 'tax' || !c.money.some((m) => isPrice(c, m, exact))) &&
    priced.every((m) => !m.part || m.cents < only.cents)
  ) {
    notes.push('No total line found; the total is the only price printed.');
    return { cents: only.cents, confidence: 0.4, source: 'largest' };
  }
  const tail = classified.slice(Math.floor(classified.length / 3));
  const amounts = tail
    // "Tarif : 12,00 € par personne": a price for one of several is not what the whole came to.
    .filter((c) => !isPart(c) && !PRICE_PER_UNIT.test(c.row.upper))
    // Several whole amounts, even with their currency, are charges the reader cannot add up
    // ("Price: 340 CZK", "Seat reservation: 50 CZK"): only amounts with cents compete here.
    .flatMap((c) => c.money.filter((m) => isPrice(c, m, false)));
  if (amounts.length === 0) return null;
  notes.push('No total line found; the total is the largest amount in the lower part of the receipt.');
  return { cents: Math.max(...amounts.map((m) => m.cents)), confidence: 0.3, source: 'largest' };
}

/** `exact`: the rows were read from a text layer or an e-mail body, not by OCR. */
export function readAmounts(rows: Row[], currency: string | null = null, exact = false): Amounts {
  const classified = dropConversionTotals(
    netBeforeTax(
      balanceAsChange(
        dollarSigns(fivesReadAsS(productsNamedWithSummaryWords(rows.map(classifyRow)), currency)),
      ),
    ),
  );
  const all = classified.flatMap((c) => c.money);
  const { decimalReceipt, centsRows } = printsCents(classified, exact);
  const amountAt = (i: number) => rowAmount(classified, i, decimalReceipt, centsRows);
  const printed = new Set(all.filter((m) => m.hasDecimals).map((m) => m.cents));
  const notes: string[] = [];

  const amountAtWithout = (i: number, drop: MoneyToken) => {
    const c = classified[i];
    if (!c) return null;
    const rows = classified.slice();
    rows[i] = { ...c, money: c.money.filter((m) => m !== drop) };
    return rowAmount(rows, i, decimalReceipt, centsRows);
  };
  const { subtotal, rounding, service, tip, discount, tax } = readParts(
    classified,
    amountAt,
    amountAtWithout,
  );

  const { paid, tenders, paidSure } = readPayment(classified, amountAt);

  const candidates = totalCandidates(classified, amountAt, decimalReceipt, tenders);

  const sums = partSums(subtotal?.cents ?? null, [tax, service?.cents, rounding?.cents, tip?.cents]);
  const deductions = deductionRows(classified);
  const additions = classified.flatMap((c, i) => {
    const last = c.money.at(-1);
    return ADDED_KINDS.includes(c.kind) && last?.hasDecimals && last.cents > 0
      ? [{ i, cents: last.cents }]
      : [];
  });
  if (subtotal) {
    // A bill can add several taxes or fees under its subtotal ("State Tax / City Tax", "VAT / Service
    // Tax"), and the first tax line may be another figure ("Gst 0" counting guests).
    const under = additions.filter((a) => a.i > subtotal.i).slice(0, 4);
    for (const v of partSums(subtotal.cents, [...under.map((a) => a.cents), rounding?.cents])) sums.add(v);
  }
  scoreByEvidence(candidates, {
    paid,
    tenders,
    largestTender: Math.max(
      0,
      ...classified.flatMap((c) => {
        const last = c.money.at(-1);
        return c.kind === 'tender' && last?.hasDecimals ? [Math.abs(last.cents)] : [];
      }),
    ),
    sums,
    rounding: rounding ? { cents: rounding.cents, i: rounding.i } : null,
    printed,
    deductions,
    additions,
    labels: classified.map((c) => c.label),
    rows: classified.length,
  });
  candidates.sort((a, b) => b.score - a.score || b.i - a.i);

  let total: number | null = null;
  let totalConfidence = 0;
  const best = candidates[0];
  const evidence: TotalEvidence = {
    source: 'none',
    kind: best?.kind ?? null,
    checks: best ? best.why.slice(1) : [],
    repeats: best ? candidates.filter((o) => o !== best && o.cents === best.cents).length : 0,
    contested: best ? candidates.some((o) => o.cents !== best.cents && o.score > best.score - 1.5) : false,
    // A total printed twice is read twice: the clearer reading settles its digits.
    rowConfidence: best
      ? Math.max(
          ...candidates
            .filter((o) => o.cents === best.cents)
            .map((o) => classified[o.i]?.row.confidence ?? 0),
        )
      : 0,
    ...clearestDigits(
      best ? candidates.filter((o) => o.cents === best.cents).map((o) => classified[o.i]) : [],
    ),
    repaired: false,
    rounded: rounding !== null && rounding.cents !== 0,
    superseded: false,
    exact: false,
    outnumbers: best ? outnumbers(candidates, best.cents) : false,
    // A subtotal that does not lead to the total, even an empty bill's 0.00 or one printed on the
    // line under its label, names another amount.
    sole:
      best !== undefined &&
      soleAmount(classified, best.cents) &&
      (subtotal === null || subtotal.cents === best.cents || sums.has(best.cents)),
    belowDeduction:
      best !== undefined &&
      subtotal !== null &&
      subtotal.cents > best.cents &&
      deductions.some((d) => d.i > subtotal.i && d.i < best.i),
    row: best?.i ?? null,
  };
  // Whatever their labels ("Munci Fee", "ST 6", "Round off"), amounts printed between the subtotal
  // and the total that add up to the difference are the parts of the total: a check for confidence,
  // read after the choice so that it does not move it.
  if (best && subtotal && !sums.has(best.cents) && partsBetween(classified, subtotal, best) === best.cents) {
    evidence.checks.push('equals subtotal plus the lines under it');
    sums.add(best.cents);
  }
  const printedBest = best?.cents;
  if (best) {
    // Paid by card or exact cash, without a change line: the tender that is the total with the
    // printed rounding applied ("Total 41.52 / Rounding Adj -0.02 / VISA 41.50") is the amount paid.
    const step = Math.abs(rounding?.cents ?? 0);
    const settled =
      paid ?? (step > 0 ? ([...tenders].find((t) => Math.abs(t - best.cents) === step) ?? null) : null);
    best.cents = repairTotal(
      best,
      {
        paid: settled,
        tenders,
        sums,
        agreeing: agreeingAmounts(candidates, best, sums, rounding?.cents ?? 0),
        rounded: roundedShown(classified, best.i, rounding?.i ?? null, settled),
        decimalReceipt,
        ocr: !exact,
        billAmounts: billAmounts(classified),
      },
      notes,
    );
  }
  if (best) {
    total = best.cents;
    totalConfidence = Math.min(0.97, 0.5 + 0.1 * best.score);
    evidence.source = 'label';
    evidence.repaired = best.cents !== printedBest;
    // A total repaired to what was paid is the rounded amount already.
    evidence.superseded =
      best.doubts.length > 0 ||
      (!evidence.repaired && rounding !== null && rounding.cents !== 0 && best.i < rounding.i);
  } else {
    const fallback = unlabelledTotal(
      classified,
      { subtotal: subtotal?.cents ?? null, tax, paid, sums },
      notes,
      exact,
    );
    if (fallback) {
      total = fallback.cents;
      totalConfidence = fallback.confidence;
      evidence.source = fallback.source;
      // The subtotal with every tax, service, tip and rounding line printed adds up to the guess:
      // other rows giving its amount. Some of them only may add up to another figure (a tax
      // summary's taxable amount, the subtotal plus service), and the subtotal alone is no check.
      const full =
        subtotal &&
        [taxIncluded(classified) ? 0 : tax, service?.cents, tip?.cents, rounding?.cents].reduce<number>(
          (sum, part) => sum + (part ?? 0),
          subtotal.cents,
        );
      if (fallback.source === 'largest' && subtotal && full !== subtotal.cents && fallback.cents === full)
        evidence.checks.push('equals subtotal plus tax');
    }
  }
  if (total !== null && paid !== null && total !== paid && best) {
    notes.push(`The total ${formatCents(total)} differs from the amount paid (${formatCents(paid)}).`);
  }

  const summaryKinds: RowKind[] = [
    'subtotal',
    'grand',
    'total',
    'rounded-total',
    'tender',
    'change',
    'tax',
    'rounding',
  ];
  const firstSummary = classified.findIndex(
    (c) => summaryKinds.includes(c.kind) && c.money.some((m) => m.hasDecimals || m.currency),
  );
  return {
    total,
    subtotal: subtotal?.cents ?? null,
    tax,
    tip: tip?.cents ?? null,
    rounding: rounding?.cents ?? null,
    service: service?.cents ?? null,
    discount: discount?.cents ?? null,
    paid,
    paidSure,
    totalConfidence: Math.round(totalConfidence * 100) / 100,
    subtotalSums: sums,
    totalEvidence: evidence,
    evidenceFor: (cents) => {
      if (best && cents === best.cents) return evidence;
      const same = candidates.filter((o) => o.cents === cents);
      const others = [
        ...new Set(candidates.filter((o) => o.cents !== cents && o.cents > 0).map((o) => o.cents)),
      ];
      const groups = others.length >= 2 && others.reduce((a, b) => a + b, 0) === cents;
      const checks = [
        paid !== null && cents === paid ? 'equals cash minus change' : null,
        paid === null && tenders.has(cents) ? 'equals the amount paid' : null,
        sums.has(cents) ? 'equals subtotal plus tax' : null,
        groups ? 'is the sum of the group totals' : null,
      ].filter((c): c is string => c !== null);
      return {
        ...evidence,
        source: 'label',
        kind: same[0]?.kind ?? null,
        checks,
        repeats: Math.max(0, same.length - 1),
        // Total lines naming other amounts are rivals, unless they are the parts it sums.
        contested: others.length > 0 && !groups,
        rowConfidence: Math.max(
          0,
          ...classified.filter((c) => c.money.some((m) => m.cents === cents)).map((c) => c.row.confidence),
        ),
        ...clearestDigits(classified.filter((c) => c.money.some((m) => m.cents === cents))),
        superseded: false,
        outnumbers: outnumbers(candidates, cents),
        sole: soleAmount(classified, cents),
        belowDeduction: false,
      };
    },
    printsCents: decimalReceipt,
    totalShortCents: decimalReceipt && Boolean(best?.shortCents) && total === best?.cents && !sums.has(total),
    notes,
    firstSummaryRow: firstSummary >= 0 ? firstSummary : null,
    classified,
  };
}
