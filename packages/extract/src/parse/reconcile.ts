import { formatCents } from './amounts';
import type { ItemsAgreement } from './confidence';
import { type HeldRow, itemsEnd, type ParsedItem } from './items';
import { lookAlikes } from './lexicon/look-alikes';
import type { ClassifiedRow, RowKind } from './rows';

/**
 * Checks the line items against the printed subtotal and total: items (+ tax, service, tip,
 * rounding) should add up to them. When they do not, and leaving out one or two items makes them add
 * up exactly, those rows were not purchases (a points balance, a reprinted amount) and are dropped;
 * when taking one percentage row off instead of adding it does, it is a discount missing its minus;
 * when adding back one row held out for a word in its label does, that row is a product.
 */
export interface PrintedAmounts {
  subtotal: number | null;
  total: number | null;
  tax: number | null;
  service: number | null;
  tip: number | null;
  rounding: number | null;
  /** The subtotal plus any combination of the parts printed on top of it, when known. */
  subtotalSums?: Set<number>;
  /** The classified rows, when known: the amount on the row that ends the items is one more sum to check. */
  classified?: ClassifiedRow[];
  firstSummaryRow?: number | null;
  /** The total was read from a labelled row or cash minus change, not guessed as the largest amount. */
  totalRead?: boolean;
}

export interface Reconciled {
  items: ParsedItem[];
  /** The items add up to the subtotal or total (after any drop). */
  balanced: boolean;
  /**
   * They add up only after an item lost a leading digit taken for a currency sign: the same
   * damage on the total row ("27.00" read as "7.00") fits the items the same way, so their sum
   * was fitted to the total read and does not confirm it.
   */
  fitted?: boolean;
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
const letterCount = (name: string) => name.replace(/[^\p{L}]/gu, '').length;

/**
 * "FLAT WHITE 3.20" over "FLAT WH 3.20": OCR read one printed line twice. Two neighbouring rows of
 * one amount, one name the start of the other, are one way to balance, not two; the copy with the
 * shorter name goes.
 */
function twiceRead(items: ParsedItem[], [a, b]: [ParsedItem, ParsedItem]): ParsedItem | undefined {
  const compact = (it: ParsedItem) => it.name.replace(/[^\p{L}\p{N}]/gu, '');
  const [short, long] = letterCount(a.name) <= letterCount(b.name) ? [a, b] : [b, a];
  const neighbours = Math.abs(items.indexOf(a) - items.indexOf(b)) === 1;
  const sameLine = compact(short).length >= 3 && compact(long).startsWith(compact(short));
  return a.cents === b.cents && neighbours && sameLine ? short : undefined;
}

/**
 * The items add up to a subtotal above the total and not to the total itself: a coupon or voucher
 * was taken off after them ("Sub-Total 25.60 / Coupon Discount 21.70 / Grand Total 3.90"). The
 * items then confirm the amount before the deduction, not the total.
 */
export function deductedAfterItems(items: ParsedItem[], printed: PrintedAmounts): boolean {
  const { subtotal, total } = printed;
  if (items.length === 0 || subtotal === null || total === null || total >= subtotal) return false;
  const s = sum(items);
  return s === subtotal && !itemTargets({ ...printed, subtotal: null }).has(s);
}

/**
 * What the line items say about the total, as evidence independent of the total row. They confirm
 * it only when they reach it: their sum plus printed parts (tax, service, tip, rounding) is the
 * total, or their sum is the subtotal and the subtotal plus printed parts is the total. Items that
 * add up to the subtotal but not on to the total confirm the subtotal only: a misread total, or a
 * wrong row taken for it, would "balance" as well. Nor do they confirm it with an item that carries
 * the whole amount on the only row printing it: that is the total's own row read twice (an amount
 * printed apart from its label, taken as an item too). Called on items that balance
 * (reconcileItems); `guessed` when no total line was read (the largest amount in the foot).
 */
export function itemsAgreement(
  items: ParsedItem[],
  printed: PrintedAmounts,
  options: { guessed: boolean } = { guessed: false },
): ItemsAgreement {
  if (readTwice(items, printed)) return 'none';
  if (options.guessed) return confirmsGuess(items, printed) ? 'balanced' : 'none';
  if (deductedAfterItems(items, printed)) return 'deducted';
  const s = sum(items);
  if (itemTargets({ ...printed, subtotal: null }).has(s)) return 'balanced';
  const viaSubtotal =
    printed.total !== null && s === printed.subtotal && printed.subtotalSums?.has(printed.total);
  return viaSubtotal ? 'balanced' : 'subtotal';
}

/** An item carries the whole total, and no other row prints that amount. */
function readTwice(items: ParsedItem[], printed: PrintedAmounts): boolean {
  const { total, classified } = printed;
  if (total === null || !classified) return false;
  const carrying = items.filter((it) => it.cents === total).length;
  const printedOn = classified.filter((c) => c.money.some((m) => m.cents === total)).length;
  return carrying > 0 && printedOn <= carrying;
}

/**
 * With no total line the total is a guess (the largest amount in the foot), which the items confirm
 * only when they take in the tax printed on top of them: items that reach it without the printed
 * tax give a subtotal.
 */
function confirmsGuess(items: ParsedItem[], printed: PrintedAmounts): boolean {
  return printed.total !== null && sum(items) + (printed.tax ?? 0) === printed.total;
}

const CLOSING: RowKind[] = ['subtotal', 'total', 'grand', 'rounded-total'];

/**
 * The amount printed on the subtotal or total row right under the items. Used only to confirm a
 * repair: its label may be misspelt ("Sbtotal"), so the totals reader may not have taken it.
 */
function closingAmount(a: PrintedAmounts): number | null {
  if (!a.classified) return null;
  const row =
    a.classified[itemsEnd({ classified: a.classified, firstSummaryRow: a.firstSummaryRow ?? null })];
  const last = row && CLOSING.includes(row.kind) ? row.money.at(-1) : undefined;
  return last && last.cents > 0 ? last.cents : null;
}

/**
 * "Toudl 14.75" over "VISA 14.75": a total row whose label OCR garbled past every reading, taken
 * as an item. A purchase costing the whole total (or subtotal) leaves nothing for the other
 * purchases beside it; only a discount or return could make room, so with none printed such a row
 * is the total itself. Not when the total is a guess (the largest amount may be an item).
 */
function summaryAmongItems(items: ParsedItem[], printed: PrintedAmounts): ParsedItem[] {
  if (!printed.totalRead || items.some((it) => it.cents < 0)) return [];
  const sums = [printed.total, printed.subtotal].filter((c): c is number => c !== null && c > 0);
  const whole = items.filter((it) => sums.includes(it.cents));
  const others = items.filter((it) => it.cents > 0 && !whole.includes(it));
  return others.length > 0 ? whole : [];
}

/** Digits OCR reads a currency sign as: £ as 2, $ as 5 or 8, € as 6. */
const SIGN_AS_DIGIT = /^[2568]\d{3,}$/;

export function reconcileItems(
  items: ParsedItem[],
  printed: PrintedAmounts,
  held: HeldRow[] = [],
): Reconciled {
  const targets = itemTargets(printed);
  if (items.length === 0 || targets.size === 0) return { items, balanced: false, note: null };
  // "Veroton yht. | Alv 24 % | Verollinen yht.": each line prints its net amount, its tax and its
  // gross. When the net amounts add up to the printed amount before tax, and the grosses do not,
  // the lines are priced as the bill sums them, before the tax it adds on.
  const nets = items.map((it) => it.net);
  if (
    printed.subtotal !== null &&
    printed.tax !== null &&
    nets.every((n) => n !== undefined) &&
    sum(items) !== printed.subtotal &&
    nets.reduce((a, n) => a + (n ?? 0), 0) === printed.subtotal
  )
    return reconcileItems(
      items.map(({ net, ...it }) => ({ ...it, cents: net ?? it.cents })),
      printed,
      held,
    );
  const total = sum(items);
  if (targets.has(total)) return { items, balanced: true, note: null };
  const summaries = summaryAmongItems(items, printed);
  if (summaries.length > 0) {
    const rest = reconcileItems(
      items.filter((it) => !summaries.includes(it)),
      printed,
      held,
    );
    const left = `Left out ${summaries.map((it) => `"${it.name}" (${formatCents(it.cents)})`).join(', ')}: beside other purchases, a row of the whole ${summaries.length === 1 ? 'amount is a total' : 'amounts is a total'} whose label was not read.`;
    return { ...rest, note: rest.note ? `${left} ${rest.note}` : left };
  }
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
  // "£3.45" read as "23.45": the currency sign became the first digit. Trusted when dropping that
  // digit from exactly one item makes the items add up.
  const closing = closingAmount(printed);
  const balances = (t: number) => targets.has(t) || t === closing;
  // "Item Total 151.95" over "Discount 15.00" and "Total 136.95": items that add up to the row
  // that ends them are whole, though no printed subtotal or total equals their sum.
  if (total === closing) return { items, balanced: true, note: null };
  const signRead = items.filter(
    (it) =>
      SIGN_AS_DIGIT.test(String(it.cents)) && balances(total - it.cents + Number(String(it.cents).slice(1))),
  );
  if (signRead.length === 1) {
    const fix = signRead[0] as ParsedItem;
    const cents = Number(String(fix.cents).slice(1));
    return {
      items: items.map((it) => (it === fix ? { ...it, cents } : it)),
      balanced: true,
      fitted: true,
      note: `"${fix.name}" reads ${formatCents(fix.cents)}; read as ${formatCents(cents)} (a currency sign taken for a digit), the items add up.`,
    };
  }
  // "20% DD FOOD 9.37", "SENIOR 10% 2.00": a percentage discount printed without its minus sign,
  // trusted when taking it off (not adding it) makes the items add up.
  const percentOff = items.filter(
    (it) => it.cents > 0 && /\d\s?%/.test(it.name) && balances(total - 2 * it.cents),
  );
  if (percentOff.length === 1) {
    const fix = percentOff[0] as ParsedItem;
    return {
      items: items.map((it) => (it === fix ? { ...it, cents: -fix.cents } : it)),
      balanced: true,
      note: `"${fix.name}" (${formatCents(fix.cents)}) is taken off: the items add up only with it as a discount.`,
    };
  }
  // "DISC BRAKE PADS 24.00", "PROMO PACK 3.00", "COUPON BOOK 5.00": a product named with a discount
  // word, printed without a minus sign, trusted as a purchase when only adding it makes the items add up.
  const worded = items.filter((it) => it.negatedByWord && balances(total - 2 * it.cents));
  if (worded.length === 1) {
    const fix = worded[0] as ParsedItem;
    const { negatedByWord: _, ...kept } = fix;
    return {
      items: items.map((it) => (it === fix ? { ...kept, cents: -fix.cents } : it)),
      balanced: true,
      note: `"${fix.name}" (${formatCents(-fix.cents)}) is added: the items add up only with it as a purchase, not a discount.`,
    };
  }
  // A last row that repeats the sum of all the rows above it is a subtotal whose label OCR lost.
  // Repeating a single item, it may be a second one of the same; only the sums can tell.
  const last = items.at(-1);
  const above = items.slice(0, -1);
  const repeatsAbove =
    last !== undefined &&
    (above.length >= 2 || (above.length === 1 && balances(last.cents))) &&
    last.cents > 0 &&
    sum(above) === last.cents;
  const asSubtotal = (lastRow: ParsedItem): Reconciled => ({
    items: above,
    balanced: balances(lastRow.cents),
    note: `Left out "${lastRow.name}" (${formatCents(lastRow.cents)}): it repeats the sum of the items above it, so it is a subtotal.`,
  });
  if (last && repeatsAbove && balances(last.cents)) return asSubtotal(last);
  // "Card savings 0.50" printed as information under a price that already has it taken off: the
  // items add up only without such rows. Tried before an unconfirmed subtotal: in "3.99 / savings
  // -1.00 / 2.99" the last item repeats the sum above it by coincidence, and only leaving out the
  // savings row makes the items add up.
  const purchases = items.filter((it) => it.cents >= 0);
  if (purchases.length > 0 && purchases.length < items.length && balances(sum(purchases))) {
    const dropped = items.filter((it) => it.cents < 0);
    return {
      items: purchases,
      balanced: true,
      note: `Left out ${dropped.map((it) => `"${it.name}"`).join(', ')}: the items add up without ${dropped.length === 1 ? 'it' : 'them'}, so ${dropped.length === 1 ? 'it is a saving already taken off a price' : 'they are savings already taken off the prices'}.`,
    };
  }
  if (last && repeatsAbove) return asSubtotal(last);
  // Only a single way to balance is trusted; two different ways means the sums prove nothing.
  // Discount rows are explicit; only purchases are suspected.
  const singles = items.filter((it) => it.cents > 0 && targets.has(total - it.cents));
  const copy = singles.length === 2 ? twiceRead(items, singles as [ParsedItem, ParsedItem]) : undefined;
  if ((singles.length === 1 || copy) && items.length >= 2) {
    const drop = copy ?? (singles[0] as ParsedItem);
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
  return heldBack(items, printed, held, targets) ?? { items, balanced: false, note: null };
}

/**
 * "BIRTHDAY CARD 3.00", "TABLE WATER 2.50": a row left out for a payment, summary or column word
 * in its label is a product when adding it back, and only it, makes the items add up. An amount
 * that is itself a sum the items may reach, or one the totals reader took for a part of the bill,
 * is a summary row however the sums fall.
 */
function heldBack(
  items: ParsedItem[],
  printed: PrintedAmounts,
  held: HeldRow[],
  targets: Set<number>,
): Reconciled | null {
  const parts = [
    printed.subtotal,
    printed.total,
    printed.tax,
    printed.service,
    printed.tip,
    printed.rounding,
  ];
  const total = sum(items);
  const fits = held.filter(
    (h) => !targets.has(h.item.cents) && !parts.includes(h.item.cents) && targets.has(total + h.item.cents),
  );
  const back = fits[0];
  if (!back || items.length === 0 || fits.some((h) => h.item.cents !== back.item.cents)) return null;
  return {
    items: [...items.slice(0, back.at), back.item, ...items.slice(back.at)],
    balanced: true,
    note: `Kept "${back.item.name}" (${formatCents(back.item.cents)}): the items add up only with it, so its label names a product.`,
  };
}

/**
 * "FISH HEAD $29.30" among items that miss a subtotal of 87.30 by exactly 1.00: one item price
 * read with a look-alike digit (9 for 8). Trusted only against a total that another row backs
 * (subtotal plus tax, cash minus change, the amount paid: `totalBacked`), so the sums it is fitted
 * to were not misread themselves, and only when exactly one digit of one item makes the items add
 * up. The fitted items then confirm nothing about the total (`fitted`).
 */
export function lookAlikeItem(
  items: ParsedItem[],
  printed: PrintedAmounts,
  totalBacked: boolean,
): Reconciled | null {
  if (!totalBacked || items.length < 2) return null;
  const targets = itemTargets({ ...printed, subtotal: null });
  const total = sum(items);
  const fixes = items.flatMap((it) =>
    it.cents > 0
      ? lookAlikes(it.cents)
          .filter((c) => targets.has(total - it.cents + c))
          .map((cents) => ({ it, cents }))
      : [],
  );
  const fix = fixes.length === 1 ? fixes[0] : undefined;
  if (!fix) return null;
  return {
    items: items.map((it) => (it === fix.it ? { ...it, cents: fix.cents } : it)),
    balanced: true,
    fitted: true,
    note: `"${fix.it.name}" reads ${formatCents(fix.it.cents)}; read as ${formatCents(fix.cents)} (one digit taken for its look-alike), the items add up to the total.`,
  };
}
