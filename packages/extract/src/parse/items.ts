import type { MoneyToken } from './amounts';
import { readQuantity } from './quantity';
import type { ClassifiedRow, RowKind } from './rows';
import type { Amounts } from './totals';

/**
 * Line items between the header and the first subtotal/total row. Absorbs: "qty x unit", "qty @
 * unit", "QTY 2", "2 PCS" and weight ("0.52 kg @ 3.99/kg") forms, on the item's row or the row
 * below its name; column layouts (name, qty, unit price, amount); names on one row and their numbers
 * on the next; names that wrap onto a second row; SKU codes and tax flags around names; zero-priced
 * modifier rows ("Hot $0.00"); and discount or void rows, kept as negative lines.
 */
export interface ParsedItem {
  name: string;
  quantity: number;
  /** Line total in cents. */
  cents: number;
  /** Code printed after the amount (tax class, or F/H for FSA/HSA-eligible on some receipts). */
  flag: string | null;
  /** Quantity times the printed unit price, when it differs from the printed line total (one is misread). */
  alt?: number;
}

/** Words that open a header, column-title or summary row rather than an item. */
const NOT_ITEM =
  /^(QTY|ITEM|ITEMS|DESCRIPTION|DESC|PRICE|AMOUNT|AMT|TOTAL|UNIT|CODE|NO|S\/PRICE|DATE|TIME|TABLE|CASHIER|SERVER|INVOICE|RECEIPT|BILL|TEL|FAX|GST|TAX|PAX|POINTS?|SALE|GUEST|ORDER|TRANS|TERMINAL|STORE|CHECK)\b/;
/** Loyalty, savings and payment rows print amounts that are not purchases. */
const NOT_PURCHASE =
  /\b(POINTS?|PTS|REWARDS?|LOYALTY|YOU SAVED|SAVED|SAVINGS|REG ?PRICE|BALANCE|CHANGE|TENDERED|CASH|VISA|MASTERCARD|AMEX|DEBIT|CREDIT|AUTH|APPROVAL|SUB ?TOTAL|TOTAL|TAX|VAT)\b/;
/** Address, phone and web lines above the items are never item names. */
const NOT_NAME =
  /\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}|WWW\.|HTTP|\.COM\b|@|\b[A-Z]{3,}\s*:\s*[A-Z0-9]|ITEMS\b|\$/;
/** Street, ZIP and postcode lines (tested on the whole row: name cleaning drops the numbers). */
const ADDRESS =
  /\b[A-Z]{2},?\s?\d{5}(?:-\d{4})?\b|^\d{5}\s+[A-Z]|\b(?:STREET|AVENUE|BLVD|BOULEVARD|JALAN|LORONG|SUITE)\b/;
const VOID = /\b(VOID|VOIDED|CANCEL(LED)?|REFUND|RETURN(ED)?)\b/;
/** What may follow the line total on its row: a tax class or eligibility flag ("9.99 T", "6.00F", "4.00-F"). */
const AFTER_PRICE = /^\s*[.,:]?\s*(?:[A-Z]{0,3}\d?|\*|#)?\s*$/;
/** "170.C", "5.OC": a line total whose cents OCR read as letters. */
const GARBLED_TOTAL = /(?<=\s)(\d{1,5})[.,]([0-9OCDQ]{1,2})\s*(?:[A-Z]{0,3}\d?)?\s*$/;

/** "2.50  2.509": a one-digit tax code column glued to the line total. */
const GLUED_CODE = /(?<=\s)(\d{1,5})[.,](\d{2})\d\s*$/;

function garbledTotal(upper: string, priced: boolean): MoneyToken | undefined {
  const glued = priced ? GLUED_CODE.exec(upper) : null;
  if (glued?.[1] && glued[2]) {
    const end = glued.index + glued[1].length + 3;
    const cents = Number(glued[1]) * 100 + Number(glued[2]);
    return {
      cents,
      start: glued.index,
      end,
      raw: upper.slice(glued.index, end),
      currency: null,
      hasDecimals: true,
      negative: false,
    };
  }
  const m = GARBLED_TOTAL.exec(upper);
  if (!m?.[1] || !m[2] || !/[OCDQ]/.test(m[2])) return undefined;
  const cents = Number(m[1]) * 100 + Number(m[2].replace(/[OCDQ]/g, '0').padEnd(2, '0'));
  const end = m.index + m[1].length + 1 + m[2].length;
  return {
    cents,
    start: m.index,
    end,
    raw: upper.slice(m.index, end),
    currency: null,
    hasDecimals: true,
    negative: false,
  };
}

interface BodyRow {
  /** noise: a row with too few letters to be a name ("247G(12)"), which a name may sit beyond. */
  type: 'name' | 'amount' | 'quantity' | 'noise' | 'break';
  name: string;
  quantity: number;
  /** The quantity was printed ("2 x", "QTY 2"), not assumed. */
  explicit: boolean;
  /** Unit price in cents when printed with the quantity. */
  unit: number | null;
  cents: number;
  flag: string | null;
  alt?: number;
  /** Printed as "qty x unit price" (such a row follows its name). */
  timesForm: boolean;
  x: number;
  y: number;
  height: number;
}

/** Line totals print cents; "8.5" is more likely part of a name ("PAPER 8.5X11"). */
const TWO_DECIMALS = /[.,]\s?\d{2}\)?-?$/;

const ITEM_KINDS: RowKind[] = ['other', 'discount', 'tender'];
/** The row classifier reads "CARDS" or "PAID" inside any word as payment; here whole words count. */
const PAYMENT =
  /\b(CASH|TENDER(ED)?|TUNAI|PAID|PAYMENT|RECEIVED|VISA|MASTER ?CARD|CARD|CREDIT|DEBIT|AMEX|EFTPOS|NETS|ALIPAY|WECHAT|GRAB ?PAY|TNG|BOOST|PAYPAL|APPLE ?PAY|GOOGLE ?PAY)\b/;
/** Discount rows by their label; "CUTTING DISC" is a product. */
const DISCOUNT = /DISCOUNT|COUPON|PROMO|VOUCHER|SAVINGS?\b|^LESS\b|%\s*OFF|^DISC\b|MEMBER DISC/;

/** Removes SKU and barcode numbers, GST codes and tax flags from an item name. */
export function cleanName(raw: string): string {
  return (
    raw
      .replace(/^(SR|ZR|ES|OS|EZ|TX|NT)\s*[:.]\s*/, '')
      .replace(/(^|\s)[A-Z]{0,2}\d{5,}[A-Z]?(?=\s|$)/g, ' ')
      .replace(/^(?:[\d.:*#-]+\s+)+/, '')
      // Item codes glued to the name ("451ESPRESSO"), but not a count of units ("50PK", "2LTR").
      .replace(
        /^(?:\d{3,}(?=[A-Z])|\d{2}(?=[A-Z]{2}))(?!(?:ML|LTR|LITRES?|KG|LBS?|OZ|PK|PCS|PACK|GB|MM|CM|CT|INCH)\b)/,
        '',
      )
      .replace(/^[\s:*#-]+|[\s:*#-]+$/g, '')
      .replace(/\s+(?:T\d?|F|N|H|\*)$/, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const letters = (name: string) => name.replace(/[^A-Z]/gi, '').length;
const weak = (name: string) => letters(name) < 3;

/** Reads one body row into a name-only row, an amount row (maybe with a name), a quantity row or a break. */
function readBodyRow(c: ClassifiedRow): BodyRow {
  const base = { x: c.row.x, y: c.row.y, height: c.row.height };
  const none: BodyRow = {
    ...base,
    type: 'break',
    name: '',
    quantity: 1,
    explicit: false,
    unit: null,
    timesForm: false,
    cents: 0,
    flag: null,
  };
  if (!ITEM_KINDS.includes(c.kind) || (c.kind === 'tender' && PAYMENT.test(c.row.upper))) return none;
  const upper = c.row.upper;
  const qty = readQuantity(c.row.text);
  // The line total is the rightmost amount, at the end of the row (a tax flag may follow); amounts
  // inside a name ("PAPER 8.5X11") or inside the quantity form are not line totals.
  const money = c.money.filter(
    (m) =>
      (TWO_DECIMALS.test(m.raw) || m.currency) &&
      !(qty.span && m.start >= qty.span[0] && m.end <= qty.span[1]),
  );
  const last = money.at(-1);
  const price =
    (last && AFTER_PRICE.test(upper.slice(last.end)) ? last : undefined) ??
    garbledTotal(upper, money.length > 0);
  // Blank out (same length, so positions hold) the quantity form and amounts other than the total.
  const blank = (s: string, from: number, to: number) =>
    `${s.slice(0, from)}${' '.repeat(Math.max(0, to - from))}${s.slice(to)}`;
  let rest = upper;
  if (qty.span) rest = blank(rest, qty.span[0], qty.span[1]);
  for (const m of money) if (m !== price) rest = blank(rest, m.start, m.end);
  if (price) rest = rest.slice(0, price.start);
  let name = rest.replace(/\s+/g, ' ').trim();
  let quantity = qty.quantity ?? 1;
  let explicit = qty.quantity !== null;
  // Column layouts print the unit price just before the line total.
  const before = money.at(-2);
  const columnUnit = price && before && before !== price && !before.negative ? before.cents : null;
  if (!explicit && price) {
    // Column layouts put the quantity (and stock or discount columns) between the name and the
    // amounts: "O.C.WHITE 2.13 10 8 0 2 4.26". The quantity is the column that times the unit price
    // gives the line total, else the first one.
    const run = /(?:\s+\d{1,5}(?:[.,]0)?)+$/.exec(name);
    const numbers = run
      ? run[0]
          .trim()
          .split(/\s+/)
          .map((n) => Number(n.replace(',', '.')))
      : [];
    const fitting = numbers.find(
      (n) => columnUnit !== null && n > 0 && Math.round(n * columnUnit) === price.cents,
    );
    // Unconfirmed by a unit price, a large number ends a name ("PEPSI 500") rather than counts.
    const firstSmall =
      numbers[0] !== undefined && numbers[0] > 0 && numbers[0] <= 99 ? numbers[0] : undefined;
    const leading = /^(\d{1,2})\s+(?=[A-Z])/.exec(name);
    if (run && (fitting ?? firstSmall) !== undefined) {
      quantity = fitting ?? firstSmall ?? 1;
      name = name.slice(0, run.index);
      explicit = true;
    } else if (leading?.[1] && Number(leading[1]) > 0) {
      quantity = Number(leading[1]);
      name = name.slice(leading[0].length);
      explicit = true;
    }
  }
  // A tax or eligibility flag may sit before the amount ("ALLERGY RELIEF F  14.00").
  const nameFlag = /\s([TFNH]|T\d)\s*$/.exec(name)?.[1] ?? null;
  name = cleanName(name);
  if (quantity <= 0 || quantity > 999) quantity = 1;
  const flag = price ? (/^[\s-]*([A-Z]{1,2})\b/.exec(upper.slice(price.end))?.[1] ?? nameFlag) : null;
  if (!price) {
    // "+ONION", "- NO ICE": options printed under a dish.
    if (/^[+\-*>(]/.test(upper)) return none;
    if (qty.quantity !== null && weak(name))
      return { ...none, type: 'quantity', quantity, explicit: true, unit: qty.unit };
    if (weak(name)) return { ...none, type: 'noise' };
    return !NOT_ITEM.test(name) && !NOT_NAME.test(name) && !ADDRESS.test(c.row.upper)
      ? { ...none, type: 'name', name }
      : none;
  }
  if (NOT_ITEM.test(name)) return none;
  let cents = price.cents;
  if (cents > 0 && (DISCOUNT.test(name) || VOID.test(upper))) cents = -cents;
  else if (cents > 0 && NOT_PURCHASE.test(name)) return none;
  const unit = qty.unit ?? columnUnit;
  const alt = unit !== null ? Math.round(unit * quantity) * Math.sign(cents) : undefined;
  return {
    ...base,
    type: 'amount',
    name,
    quantity,
    explicit,
    unit,
    timesForm: qty.unit !== null,
    cents,
    flag,
    ...(alt !== undefined && alt !== cents && alt !== 0 ? { alt } : {}),
  };
}

const END_KINDS: RowKind[] = ['subtotal', 'total', 'grand', 'rounded-total', 'change'];

/**
 * Row index where the items end: the first subtotal, total or change row with an amount. Tax and
 * payment words earlier on (a store address read as "TAX", "Card savings" under an item) do not end them.
 */
export function itemsEnd(amounts: Amounts): number {
  // A total printed without its decimal point ("TOTAL 5 1160") still ends items that had prices.
  let pricesSeen = false;
  const end = amounts.classified.findIndex((c) => {
    const priced = c.money.some((m) => m.hasDecimals || m.currency);
    const ends = END_KINDS.includes(c.kind) && (priced || (pricesSeen && c.money.length > 0));
    pricesSeen ||= priced;
    return ends;
  });
  return end >= 0 ? end : (amounts.firstSummaryRow ?? amounts.classified.length);
}

export function readItems(amounts: Amounts, headerEnd: number): ParsedItem[] {
  const body = amounts.classified.slice(headerEnd, itemsEnd(amounts)).map(readBodyRow);
  // Receipts print the description either above the code-and-amount row or below it; a body
  // that ends on a description, or starts on a nameless amount row, has it below.
  const content = body.filter((r) => r.type === 'name' || r.type === 'amount');
  const first = content[0];
  const nameAfter =
    content.at(-1)?.type === 'name' || (first !== undefined && first.type === 'amount' && weak(first.name));
  const items: Array<ParsedItem & { row: number }> = [];
  const used = new Set<number>();
  body.forEach((r, i) => {
    if (r.type !== 'amount') return;
    let name = r.name;
    if (weak(name)) {
      // A "3 x 1.20  3.60" row follows its name; otherwise the layout decides.
      // The nearest free name row, skipping at most one unreadable row ("247G(12)") between.
      const near = (step: number) => {
        for (let k = i + step; Math.abs(k - i) <= 2; k += step) {
          const t = body[k]?.type;
          if (t === 'name') return used.has(k) ? undefined : k;
          if (t !== 'noise') return undefined;
        }
        return undefined;
      };
      const order = r.timesForm ? [near(-1), near(1)] : nameAfter ? [near(1)] : [near(-1)];
      const j = order.find((k) => k !== undefined);
      const other = j === undefined ? undefined : body[j];
      if (j === undefined || !other) return;
      name = other.name;
      used.add(j);
    }
    // "Hot $0.00" under a dish is a free option, not an item.
    const prev = items.at(-1);
    if (r.cents === 0 && prev && prev.row >= i - 3) return;
    items.push({
      name,
      quantity: r.quantity,
      cents: r.cents,
      flag: r.flag,
      row: i,
      ...(r.alt !== undefined ? { alt: r.alt } : {}),
    });
  });
  attachQuantityRows(body, items);
  attachWrappedNames(body, items, used);
  return items.map(({ row: _row, ...item }) => item);
}

/** "2 @ 4.50" on its own row gives the quantity of the adjacent item whose line total it explains. */
function attachQuantityRows(body: BodyRow[], items: Array<ParsedItem & { row: number }>): void {
  body.forEach((r, i) => {
    if (r.type !== 'quantity' || r.unit === null) return;
    const unit = r.unit;
    const fits = (it: ParsedItem) => Math.abs(Math.round(r.quantity * unit) - it.cents) <= 1;
    const above = items.filter((it) => it.row < i).at(-1);
    const below = items.find((it) => it.row > i);
    const target = above && fits(above) ? above : below && fits(below) ? below : undefined;
    if (target) target.quantity = r.quantity;
  });
}

/**
 * A short name-only row right under an item, starting where the item's name starts, that no amount
 * row took as its own name, continues that name.
 */
function attachWrappedNames(
  body: BodyRow[],
  items: Array<ParsedItem & { row: number }>,
  used: Set<number>,
): void {
  for (const it of items) {
    const r = body[it.row];
    const next = body[it.row + 1];
    if (!r || !next || next.type !== 'name' || used.has(it.row + 1)) continue;
    if (weak(r.name) || next.name.split(' ').length > 3) continue;
    if (next.y - r.y > 1.8 * Math.max(r.height, next.height)) continue;
    if (next.x < r.x - r.height) continue;
    it.name = `${it.name} ${next.name}`;
    used.add(it.row + 1);
  }
}

export function sumCents(items: ParsedItem[]): number {
  return items.reduce((s, it) => s + it.cents, 0);
}
