import { formatCents } from './amounts';
import { lookAlikes } from './lexicon/look-alikes';
import type { ClassifiedRow, RowKind } from './rows';

/**
 * Repairs of a total that OCR misread, each backed by other lines of the receipt: a cash total
 * rounded to what was paid, one misread digit, a zero balance after payment, a lost digit.
 */
export interface RepairContext {
  /** Cash minus change. */
  paid: number | null;
  tenders: Set<number>;
  /** Subtotal plus any combination of tax, service, rounding and tip. */
  sums: Set<number>;
  /**
   * What other lines give for the total: subtotal plus tax ({@link sums}), the other total lines,
   * and each of them with the rounding adjustment applied.
   */
  agreeing: Set<number>;
  /**
   * A rounding line is printed and the receipt shows the rounded amount: below it as the total,
   * or as a printed amount equal to cash minus change.
   */
  rounded: boolean;
  /** The receipt prints cents. */
  decimalReceipt: boolean;
  /** The rows were read by OCR, which loses characters at a box's edge; a text layer does not. */
  ocr: boolean;
  /** Amounts printed on payment and bill rows: tenders (cash back among them), tips, discounts. */
  billAmounts: Set<number>;
}

/** Returns the total the printed one stands for, with a note for each repair. */
export function repairTotal(
  best: { cents: number; shortCents: boolean },
  ctx: RepairContext,
  notes: string[],
): number {
  const { paid, tenders, sums, agreeing, rounded, decimalReceipt, ocr, billAmounts } = ctx;
  let cents = best.cents;
  // Cash payments are rounded (5 sen, 5 cents); when the paid amount is a few cents off the
  // printed total and the receipt shows the rounded amount, the paid amount is the final total.
  if (paid !== null && rounded && Math.abs(cents - paid) <= 5 && cents !== paid) {
    notes.push(`The total ${formatCents(cents)} was rounded to the amount paid, ${formatCents(paid)}.`);
    cents = paid;
  }
  // "TOTAL 2.58" under "SUB-TOTAL 2.50" on a slip paid 10.00 with 7.50 change (or paid "CASH
  // 2.50" exactly), "Amount To Be Paid 28.45" under "Total 25.44 / Rounding 0.01" paid 25.45: the
  // payment and another line agree on an amount one digit away from the printed total, which
  // nothing else backs, so OCR misread a digit.
  const agreed = (paid !== null ? [paid] : [...tenders]).find(
    (v) => v !== cents && agreeing.has(v) && !agreeing.has(cents) && oneDigitApart(cents, v),
  );
  if (agreed !== undefined) {
    notes.push(
      `The total reads ${formatCents(cents)}; ${paid !== null ? 'cash minus change' : 'the amount paid'} and ${sums.has(agreed) ? 'the subtotal' : 'another total line'} both give ${formatCents(agreed)}, which is used.`,
    );
    cents = agreed;
  }
  // "TOTAL 1.50" over "VISA 41.50", "8.00" where cash minus change is 28.00: the total's box lost
  // its leading digits at its edge. What was paid ends in every digit printed, and nothing else
  // backs the printed amount. A tender without a change line counts only if it is no round sum of
  // cash handed over ("CASH 110.00" on a total of 10.00). A payment that another printed row lifts
  // above the total ("TOTAL 1.50 / CASHBACK 20.00 / DEBIT 21.50", a tip of 10.00) is that row's.
  const lost =
    ocr && cents >= 100 && !agreeing.has(cents)
      ? lostLeadingDigits(cents, paid, tenders, billAmounts)
      : undefined;
  if (lost !== undefined) {
    notes.push(
      `The total reads ${formatCents(cents)}; ${paid !== null ? 'cash minus change' : 'the amount paid'} is ${formatCents(lost)}, which ends in the same digits and is used.`,
    );
    cents = lost;
  } else if (ocr && cents >= 100 && paid === null && tenders.size === 0 && !agreeing.has(cents)) {
    // "Subtotal 93.00 / TOTAL 3.00" with no payment printed: the subtotal (with what the bill adds
    // to it) is the one other reading of the amount, and it ends in every digit printed.
    const tail = String(cents);
    const summed = [...sums].filter(
      (v) => v > cents && String(v).endsWith(tail) && !billAmounts.has(v - cents),
    );
    if (summed.length === 1) {
      const [v] = summed as [number];
      notes.push(
        `The total reads ${formatCents(cents)}; the subtotal gives ${formatCents(v)}, which ends in the same digits and is used.`,
      );
      cents = v;
    }
  }
  // "BALANCE 0.00" after payment: the amount tendered is what the receipt came to.
  if (cents <= 0 && tenders.size > 0) {
    const paidAmount = paid ?? Math.max(...tenders);
    if (paidAmount > 0) {
      notes.push(`The balance line shows ${formatCents(cents)}; the amount paid is used as the total.`);
      cents = paidAmount;
    }
  }
  if (best.shortCents && decimalReceipt && !sums.has(cents)) {
    const whole = restoreLostDigit(cents, sums);
    if (whole !== null) {
      notes.push(lostDigitNote(cents, whole, 'subtotal plus tax give'));
      cents = whole;
    } else if (ocr) {
      const backed = lostLastDigit(cents, paid, tenders, agreeing, billAmounts);
      if (backed) {
        notes.push(lostDigitNote(cents, backed.cents, backed.source));
        cents = backed.cents;
      }
    }
  }
  return cents;
}

/**
 * "47.3" printed where the parts make 47.31, "$6.6" where they make 6.86: OCR lost one digit of a
 * total printed with one decimal. Returns the first sum that only adds that digit back (anywhere
 * in the number), or null.
 */
export function restoreLostDigit(printed: number, sums: Iterable<number>): number | null {
  const digits = String(Math.round(Math.abs(printed) / 10));
  for (const v of sums) {
    if (v > printed && v - printed < 10) return v;
    const s = String(v);
    if (
      v > 0 &&
      s.length === digits.length + 1 &&
      [...s].some((_, k) => s.slice(0, k) + s.slice(k + 1) === digits)
    )
      return v;
  }
  return null;
}

/**
 * "TOTAL SALES 41.9" over "TOTAL AMOUNT PAYABLE 41.95" and "MASTER 41.95": on a slip that prints
 * cents the box's edge cut off the total's last digit. What was paid (cash minus change, else the one
 * amount tendered) or another total line gives the amount the printed digits begin. A payment that a
 * printed tip, surcharge or service line lifts above the total ("TOTAL 20.5 / TIP 0.05 / VISA
 * 20.55") is that line's, as in {@link lostLeadingDigits}.
 */
function lostLastDigit(
  cents: number,
  paid: number | null,
  tenders: Set<number>,
  agreeing: Set<number>,
  billAmounts: Set<number>,
): { cents: number; source: string } | null {
  const begins = (v: number) => v > cents && v - cents < 10 && !billAmounts.has(v - cents);
  if (paid !== null) return begins(paid) ? { cents: paid, source: 'cash minus change is' } : null;
  const tendered = tenders.size === 1 ? [...tenders].filter(begins) : [];
  const other = [...agreeing].filter(begins);
  const found = new Set([...tendered, ...other]);
  if (found.size !== 1) return null;
  const [v] = [...found] as [number];
  return { cents: v, source: other.includes(v) ? 'another total line gives' : 'the amount paid is' };
}

function lostLeadingDigits(
  cents: number,
  paid: number | null,
  tenders: Set<number>,
  billAmounts: Set<number>,
): number | undefined {
  // "GIFT CARD 4.50 / CARD BALANCE 24.50": a tender of the printed amount paid it; the larger
  // amount ending in its digits is a card's balance.
  if (tenders.has(cents)) return undefined;
  const tail = String(cents);
  const paidWith = paid !== null ? [paid] : [...tenders].filter((t) => t % 1000 !== 0);
  return paidWith.find((v) => v > cents && String(v).endsWith(tail) && !billAmounts.has(v - cents));
}

/**
 * Amounts on the payment and bill rows that can set what was paid or the items apart from the
 * total: tenders (cash back among them), tips, service, discounts and points redeemed.
 */
export function billAmounts(classified: ClassifiedRow[]): Set<number> {
  const kinds: RowKind[] = ['tender', 'tip', 'service', 'discount', 'count'];
  return new Set(
    classified.flatMap((c) =>
      kinds.includes(c.kind) ? c.money.filter((m) => m.hasDecimals).map((m) => Math.abs(m.cents)) : [],
    ),
  );
}

/** Same number of digits, one of them different: what a single misread digit does. */
function oneDigitApart(a: number, b: number): boolean {
  const x = String(a);
  const y = String(b);
  return x.length === y.length && [...x].filter((ch, k) => ch !== y[k]).length === 1;
}

export function lostDigitNote(printed: number, whole: number, source: string): string {
  return `The total reads ${formatCents(printed).slice(0, -1)}; ${source} ${formatCents(whole)}, which is used.`;
}

/**
 * "TOTAL 39.88" where the items add up to 39.80 and cash minus change is 39.80: OCR read one digit
 * of the total row as its look-alike. The items, with or without the bill's extras, and a reading
 * independent of them and of the total row (cash minus change, or the subtotal plus tax) agree on
 * an amount one look-alike digit from the printed total, and nothing backs the printed one: that
 * amount is the total. A few cents apart is cash rounding, not a misread. Returns it, or null.
 */
export function itemsBackedTotal(
  printed: number,
  itemSum: number,
  amounts: {
    paid: number | null;
    subtotal: number | null;
    subtotalSums: Set<number>;
    tax: number | null;
    service: number | null;
    rounding: number | null;
    tip: number | null;
    classified: ClassifiedRow[];
  },
): number | null {
  const extras = (amounts.tax ?? 0) + (amounts.service ?? 0) + (amounts.rounding ?? 0) + (amounts.tip ?? 0);
  const fromItems = [
    itemSum,
    itemSum + extras,
    itemSum + (amounts.tax ?? 0),
    itemSum + (amounts.rounding ?? 0),
  ];
  if (fromItems.includes(printed) || amounts.subtotalSums.has(printed) || amounts.paid === printed)
    return null;
  const misreads = new Set(lookAlikes(printed));
  const bill = billAmounts(amounts.classified);
  for (const v of fromItems) {
    if (v <= 0 || !misreads.has(v) || Math.abs(v - printed) <= 2) continue;
    if (amounts.paid === v) return v;
    // The subtotal alone stands for the total only on a bill with nothing added to it; and not
    // where the bill shows why the total differs: a row printed between them ("SUBTOTAL 18.60 /
    // POINTS REDEEMED 5.00 / TOTAL 13.60"), or a krone's or krona's cash rounding ("SUBTOTAL
    // 26.58 / TOTAL 26.50", DKK to 0.50, SEK and NOK to 1.00) whose rounding line was not read.
    const summed = amounts.subtotalSums.has(v) && (v !== amounts.subtotal || extras === 0);
    if (summed && !wholeUnitRounding(printed, v) && !bill.has(Math.abs(v - printed))) return v;
  }
  return null;
}

/** A total on a half or whole unit, under ten cents from the sum: cash rounding, not a misread. */
function wholeUnitRounding(printed: number, v: number): boolean {
  return printed % 50 === 0 && Math.abs(v - printed) < 10;
}
