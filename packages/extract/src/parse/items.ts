import { fold } from './document/fold';
import { pumpRow } from './fuel';
import { garbledSummaryLabel, garbledTotal, pointlessLineTotal, spacedPrice } from './item-misreads';
import { cleanName, weak } from './item-names';
import { DEPARTMENT_HEADINGS } from './lexicon/department-headings';
import { DISCOUNT_WORD } from './lexicon/total-labels';
import { readQuantity } from './quantity';
import type { ClassifiedRow, RowKind } from './rows';
import type { Amounts } from './totals';

/**
 * Line items between the header and the first subtotal/total row. Absorbs: "qty x unit", "qty @
 * unit", "QTY 2", "2 PCS", weight ("0.52 kg @ 3.99/kg") and fuel volume ("8.123 GAL @ 3.499/GAL")
 * forms, on the item's row or the row below its name; column layouts (name, qty, unit price,
 * amount); names on one row and their numbers on the next; names that wrap onto a second row; SKU
 * codes and tax flags around names; zero-priced modifier rows ("Hot $0.00"); and discount or void
 * rows, kept as negative lines.
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
  /** Printed without a minus sign; a discount or void word in its label made it negative. */
  negatedByWord?: true;
  /**
   * "1600,00 | 384,00 | 1984,00": the line's amount before tax, when the row prints it and its tax
   * beside the gross line total it ends on (net plus tax is the gross).
   */
  net?: number;
}

/** Words that open a header, column-title or summary row rather than an item. */
const NOT_ITEM =
  /^(QTY|ITEM|ITEMS|DESCRIPTION|DESC|PRICE|AMOUNT|AMT|TOTAL|UNIT|CODE|NO|S\/PRICE|DATE|TIME|TABLE|CASHIER|SERVER|INVOICE|RECEIPT|BILL|TEL|FAX|GST|TAX|PAX|POINTS?|SALE|GUEST|ORDER|TRANS|TERMINAL|STORE|CHECK)\b/;
/**
 * Loyalty, savings, payment, service-charge and summary rows print amounts that are not purchases;
 * nor do the price-per-kilo rows under a weighed item ("PRECIO KILO 6.30") or the tax base of a
 * VAT breakdown ("Base imponible 34.95").
 */
const NOT_PURCHASE =
  /^BASE\s+[A-Z0-9]*(?:BLE|BILE|HT|IMP)\b|\b(PRECIO ?(?:KILO|KG)|PRIX ?(?:AU|DU) ?KG|PRICE ?PER ?(?:KG|KILO|LB)|POINTS?|PTS|REWARDS?|LOYALTY|YOU SAVED|SAVED|SAVINGS|REG ?PRICE|BALANCE|CHANGE|TENDERED|CASH|VISA|MASTERCARD|AMEX|DEBIT|CREDIT|AUTH|APPROVAL|SUB ?TOTAL|TOTAL|TAX|VAT|(?:GROSS|NETT?) ?(?:AMOUNT|AMT|SALES|TOTAL)|(?:SERV(?:ICE)?|SRV|SVR|SVC)\.? ?(?:CHARGE|CHG|CHRG)|GRATUITY)\b/;
/**
 * "TAXABLE 1 12.34", "TAXABLE2 $86.46", "NON-TAXABLE 3.49", "TAX EXEMPT 5.00": grocery and hardware
 * registers print the sum of the items taxed at each rate (and of the untaxed ones) before the
 * tax, the base the tax is worked out on; no shop sells a product by that name.
 */
const TAXED_SUM = /^(?:NON[\s-]?)?TAXABLE(?:\d|\b)|^(?:TAX[\s-]?EXEMPT|NON[\s-]?TAX|TXBL)(?:\d|\b)/;
/**
 * "***TO GO*** 19.50", "TAKE-OUT TOTAL 7.45", "EAT IN 12.00": a fast-food till prints the order's
 * type with the amount of the whole order. A product named after it has more words ("TO GO CUP 0.25",
 * "TAKEAWAY BOX 0.20").
 */
const ORDER_TYPE =
  /^(?:TO ?GO|TAKE[\s-]?(?:OUT|AWAY)|EAT[\s-]?IN|DINE[\s-]?IN|CARRY[\s-]?OUT|DRIVE[\s-]?THR(?:U|OUGH))(?:\s+(?:SUB ?)?TOTAL)?$/;
/**
 * Shipping and postage rows of an order mail, in its languages ("Porto und Versand", "Versandkosten",
 * "Frais de port", "Spese di spedizione", "Verzendkosten", "Envío", "Frete", "Wysyłka", "Levering",
 * "Toimitus", "Kargo"): a charge for sending the order, not
 * something bought. The English words also name goods for sending things ("SHIPPING TAPE",
 * "POSTAGE STAMPS" at an office-supply or post-office till), which are bought.
 */
const SENDING_GOODS =
  /\s+(?:TAPE|BOX(?:ES)?|LABELS?|SUPPL(?:Y|IES)|BAGS?|ENVELOPES?|MAILERS?|TUBES?|CARTONS?|SCALES?|STAMPS?|CONTAINERS?)\b/;
const SHIPPING_ROW = new RegExp(
  String.raw`^(?:(?:SHIPPING|POSTAGE)(?!${SENDING_GOODS.source})|DELIVERY (?:FEE|CHARGE|COST)S?|VERSAND|VERSANDKOSTEN|PORTO|LIEFERKOSTEN|LIEFERGEB(?:Ü|UE?)HR|FRAIS D[E']\s?(?:PORT|LIVRAISON|ENVOI|EXPEDITION)|SPESE DI (?:SPEDIZIONE|CONSEGNA)|GASTOS DE ENV[IÍ]O|VERZENDKOSTEN|BEZORGKOSTEN|VERZENDING|FRAKT|KOSZT DOSTAWY|DOPRAVA|SPEDIZIONE|ENV[IÍ]O|FRETE|PORTES|DOSTAWA|WYSY[ŁL]KA|TOIMITUS\w*|FRAGT|LEVERING|KARGO|POSTIPAKETTI|POSTPAKET\w*)\b`,
);
/**
 * "Postipaketti (Kiinteä hinta)", "Flat Rate (Best Way)", "Frakt (Fast pris)": osCommerce and Zen
 * Cart mails print the shipping module's title with its way of pricing in brackets. Whatever the
 * carrier's name, a row ending in that note is the order's shipping charge.
 */
const SHIPPING_NOTE =
  /\((?:KIINTEÄ HINTA|KIINTEA HINTA|FAST PRIS|FASTPRIS|FAST FRAGT|BEST WAY|FLAT RATE|FIXED (?:PRICE|RATE)|FESTPREIS|PAUSCHALE?|PAR ARTICLE|PER ITEM)\)$/;
/** Address, phone and web lines above the items are never item names. */
const NOT_NAME =
  /\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}|WWW\.|HTTP|\.COM\b|@|\b[A-Z]{3,}\s*:\s*[A-Z0-9]|ITEMS\b|\$/;
/** Street, ZIP and postcode lines (tested on the whole row: name cleaning drops the numbers). */
const ADDRESS =
  /\b[A-Z]{2},?\s?\d{5}(?:-\d{4})?\b|^\d{5}\s+[A-Z]|\b(?:STREET|AVENUE|BLVD|BOULEVARD|JALAN|LORONG|SUITE)\b/;
const VOID = /\b(VOID|VOIDED|CANCEL(LED)?|REFUND|RETURN(ED)?)\b/;
/**
 * What may follow the line total on its row: a tax class or eligibility flag ("9.99 T", "6.00F",
 * "4.00-F"), or two of them, as grocery registers print a tax class and a department or food-stamp
 * code ("8.75 T C"). A flag may end in a point, comma or star ("RM7.90 SR.", "3.99 N,", "4.20 Z*"):
 * tills print some so, and OCR reads specks after the last letter as punctuation.
 */
const AFTER_PRICE = /^\s*[.,:]?\s*(?:(?:[A-Z]{0,3}\d?|\*|#)[.,:*]?(?:\s+(?:[A-Z]\d?|\*)[.,:*]?)?)?\s*$/;
/**
 * A count opening a row, after any modifier mark: "1 PANNA COTTA", "** 2 BREAD ROLLS", "1×( GAZPACHO",
 * "1 =>SIDE SALAD"; not a rate ("20% OFF").
 */
const RUNG_COUNT = /^[^A-Z0-9]*\d{1,2}\s*[X×]?\s*[^\d\s.,%]/;
/**
 * What may follow a line total besides a tax flag: its currency mark ("12,90 €", "9.50 CHF") and a
 * note in brackets ("€30,00(25% Korting)", "6,50 € (Aktion)").
 */
const PRICE_NOTE =
  /^\s?(?:[€£$¥₹]|EUROS?|EUR|CHF|GBP|USD|ZŁ|KČ|SEK|NOK|DKK|PLN|CZK)?\s*(?:\([^()]{1,30}\))?\s*$/u;
/** Charges a till adds on top of the items: a rate ("SRV CHRG 10%"), a service charge, a tip. */
const ON_TOP = /\d\s?%|(?:SERV(?:ICE)?|SRV|SVR|SVC)\.? ?(?:CHARGE|CHG|CHRG)|GRATUITY|\bTIPS?\b/;
/**
 * "20 h", "3 kpl", "2 pcs", "1,5 kg", "4 Std.": a quantity with its unit, as an invoice's quantity
 * column prints it.
 */
const UNIT_QUANTITY =
  /^\d{1,4}(?:[.,]\d{1,3})?\s?(?:h|hrs?|hours?|kpl|pcs?|pieces?|stk|stck|stück|st|std|pkt|tuntia|units?|ea|(kg|g|l|m|m2|m²))\.?$/iu;
/** "3.00EA", "1.99 /EA", "2.50 EACH": the amount is a price per piece, not a line total. */
const PER_PIECE = /^\s*\/?\s*(?:EA|EACH)\b/;
/**
 * "2 FOR 3.00", "3/$5.00": a multi-buy offer, printed beside or under the item it prices; the
 * amount is the price of the bundle, not what this line charged.
 */
const MULTI_BUY = /(?<![\d.,/])(?:[2-9]|[1-9]\d)\s*(?:FOR|\/)\s*(?:[$€£]\s?)?\d+[.,]\d{2}(?!\d)/;

interface BodyRow {
  /**
   * noise: a row with too few letters to be a name ("247G(12)"), which a name may sit beyond.
   * end: a priced subtotal or total whose label the row classifier could not read.
   */
  type: 'name' | 'amount' | 'quantity' | 'noise' | 'break' | 'end';
  name: string;
  quantity: number;
  /** The quantity was printed ("2 x", "QTY 2"), not assumed. */
  explicit: boolean;
  /**
   * The row opens with a count of its own, maybe after a modifier mark ("1 Panna Cotta", "** 1 MEDIUM
   * WELL", "1 =>SIDE SALAD"): a line the till rang up, not an option or a summary beside the items.
   */
  counted?: boolean;
  /** Unit price in cents when printed with the quantity. */
  unit: number | null;
  cents: number;
  flag: string | null;
  alt?: number;
  negatedByWord?: true;
  net?: number;
  /** Printed as "qty x unit price" (such a row follows its name). */
  timesForm: boolean;
  x: number;
  y: number;
  right: number;
  height: number;
  /**
   * The count was read from a number box of its own between the name and the line total, with no
   * unit price to confirm it: `box` is that box's left and right edge, `name` the name with the number.
   */
  looseCount?: { box: [number, number]; name: string };
  /** Left and right edges of the boxes holding only a small number (a count column's cells). */
  numberBoxes: Array<[number, number]>;
  /** A name row that reads like a street or postcode line ("47500 SUBANG JAYA"). */
  address?: boolean;
  /** A name row ending in a colon ("Amount:", "*Kwota:*"): a caption announcing the amount under it. */
  caption?: boolean;
  /** A name row holding one department word in capitals ("DAIRY"): a heading, when priced items follow. */
  department?: boolean;
  /** Every amount printed on the row, in cents (unit price and discount columns too). */
  printed: number[];
  /** The row prints an amount with cents or a currency sign, whether or not it was read as the price. */
  priced: boolean;
  /** A name row ending in its own box with a bare number ("COCACOLA | 500"): a price without its point, maybe. */
  bare?: { cents: number; name: string; right: number };
  /** A priced row left out for a word in its label, which the sums may yet show is a product. */
  held?: ParsedItem;
  /** The amount of a payment row ("Cash 50.00", "VISA 45.85"), in cents. */
  paid?: number;
}

/**
 * "(UNIT) ROYAL BAKING POWDER 450G", "(EACH) PAN MATE", "(BOX 100S) ALCOHOL SWAB": shop systems
 * print the unit of sale in brackets before the description; an option under a dish ("(NO ICE)")
 * is bracketed on its own.
 */
const UNIT_OF_SALE =
  /^\((?:\d+\s*)?(?:UNIT|EACH|EA|BOX|PCS?|PKT|PACK|BTL|BOTTLE|SET|ROLL|TUBE|CTN|DOZ)\b[^)]*\)\s*(?=[A-Z])/;

/**
 * "* Bathroom Faucet Brushed Nickel One-Handle …": a plain-text mail's list bullet before a long
 * product name, where a till's "+ONION" or "- NO ICE" marks a short option under a dish.
 */
const LIST_BULLET = /^[*•]\s+\S+(?:\s+\S+){3}/;
/** A currency code or word written right after an amount ("9,50 Euro", "12.00 CHF"). */
const CODE_AFTER = /^\s?(?:EUROS?|EUR|USD|GBP|CHF|SEK|NOK|DKK|PLN|CZK|CAD|AUD|ZŁ|KČ)(?!\p{L})/u;
/** A currency code or the Nordic "kr" printed before an amount, as a word of its own. */
const CODE_BEFORE = /(?<=\s)(?:KR|NOK|SEK|DKK|EUR|USD|GBP|CHF|PLN|ZŁ|CZK|KČ)\.?\s?$/u;
/** Line totals print cents; "8.5" is more likely part of a name ("PAPER 8.5X11"). */
const TWO_DECIMALS = /[.,]\s?\d{2}\)?-?$/;

const ITEM_KINDS: RowKind[] = ['other', 'discount', 'tender'];
/** The row classifier reads "CARDS" or "PAID" inside any word as payment; here whole words count. */
const PAYMENT =
  /\b(CASH|TENDER(ED)?|TUNAI|PAID|PAYMENT|RECEIVED|VISA|MASTER ?CARD|CARD|CREDIT|DEBIT|AMEX|EFTPOS|NETS|ALIPAY|WECHAT|GRAB ?PAY|TNG|BOOST|PAYPAL|APPLE ?PAY|GOOGLE ?PAY)\b/;
/**
 * "GIFT CARD 100.00 N" above the total: a gift card sold (or loaded) is a purchase; one paid with
 * ("GIFT CARD TEND", "GIFT CARD REDEEMED") is a tender.
 */
const GIFT_CARD_SOLD =
  /^\W*(?:\d{1,2}\s+)?(?:E-?)?GIFT ?CARDS?\b(?!.*\b(?:TEND|TENDER(?:ED)?|PAID|PAYMENT|PAY|REDEEM(?:ED)?|REDEMPTION|BAL|BALANCE|USED|APPLIED)\b)/;
/** "Card savings 0.50", "CardSav .99": a card's saving printed under an item, not a payment. */
const SAVED = /SAV(?:E|ED|INGS?)?\b|REWARDS?|POINTS?|DISC|COUPON|\bOFF\b/;
// "TAX2 $1.73": the number of a tax group may follow the word. The Nordic and Turkish names
// ("Heraf moms 15,00", "MVA 25%", "Toplam KDV") end the label or stand before its rate or amount:
// "MOMS BEST CEREAL 3.99" on a US grocery slip is a product (Mom's Best).
const TAX_WORD =
  /\b(GST|SST|VAT|TAX(ES)?|HST|PST|QST|CUKAI|TPS|TVQ|MWST|MEHRWERTSTEUER|UMSATZSTEUER|UST|TVA|IVA|BTW)(?:\b|(?=\d))|\b(?:MOMS|MVA|KDV|ALV)(?=\s*(?:$|[\d%(:.,]|(?:KR|SEK|DKK|NOK|TL|TRY)\b))/;
/** Discount rows by their label ("DIS20": a discount code and its rate); "CUTTING DISC" is a product. */
const DISCOUNT =
  /DISCOUNT|COUPON|PROMO|VOUCHER|SAVINGS?\b|^LESS\b|%\s*OFF|^DISC\b|^DISC?\s?\d{1,2}\s?%?$|MEMBER DISC/;

/**
 * "1 LIST TOTAL CARE 3.2Z 2.77T": a count, then a product whose name holds a summary word after
 * its first word; a summary row ("1 TOTAL", "2 SUBTOTAL") opens with that word.
 */
function countedProduct(upper: string, name: string): boolean {
  return /^\d{1,2}\s+[A-Z]{2,}\s/.test(upper) && !NOT_PURCHASE.test(name.split(' ')[0] ?? '');
}

/** Reads one body row into a name-only row, an amount row (maybe with a name), a quantity row or a break. */
function readBodyRow(labelled: ClassifiedRow, printsCents: boolean): BodyRow {
  const c = withoutFieldLabel(labelled);
  const base = {
    x: c.row.x,
    y: c.row.y,
    right: c.row.right,
    height: c.row.height,
    printed: c.money.map((m) => m.cents),
    priced: c.money.some((m) => m.hasDecimals || m.currency),
    numberBoxes: c.row.segments
      .filter((s) => /^\d{1,3}(?:[.,]0)?$/.test(s.text.trim()))
      .map((s): [number, number] => [s.x, s.x + s.width]),
  };
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
  // "QTY 2 @ 1.00  2.00" under a name is a quantity form, though its label opens like an item count.
  const quantityForm =
    c.kind === 'count' && /^QTY/.test(c.label) && readQuantity(c.row.text).quantity !== null;
  // The row classifier finds tax codes inside words ("S/STEEL DUSTPAN" holds SST); a tax row names
  // its tax as a word of its own.
  const taxInWord = c.kind === 'tax' && !TAX_WORD.test(c.row.upper.replace(/(?<=\b[A-Z])\.(?=[A-Z]\b)/g, ''));
  if (!ITEM_KINDS.includes(c.kind) && !quantityForm && !taxInWord) return none;
  // "Volume 38,42 l" under "Super E10 71,42": the litres pumped, not a line of their own.
  if (pumpRow(c.row.upper)) return { ...none, type: 'noise' };
  const paymentWord = c.kind === 'tender' && PAYMENT.test(c.row.upper) && !GIFT_CARD_SOLD.test(c.row.upper);
  const upper = c.row.upper;
  const qty = readQuantity(c.row.text);
  const deal = MULTI_BUY.exec(upper);
  const dealSpan: [number, number] | null = deal ? [deal.index, deal.index + deal[0].length] : null;
  const inside = (m: { start: number; end: number }, span: [number, number] | null) =>
    span !== null && m.start >= span[0] && m.end <= span[1];
  // The line total is the rightmost amount, at the end of the row (a tax flag may follow); amounts
  // inside a name ("PAPER 8.5X11"), the quantity form or a multi-buy offer are not line totals.
  const money = c.money.filter(
    (m) => (TWO_DECIMALS.test(m.raw) || m.currency) && !inside(m, qty.span) && !inside(m, dealSpan),
  );
  const last = money.at(-1);
  // "(S) @15.90" or "*CLAM CHOWDER* 3.00EA": an amount after "@" or before "EA" is a unit price,
  // whose line total is printed elsewhere (or not at all, for an option under a dish).
  const unitOnly =
    last !== undefined && (/@\s*$/.test(upper.slice(0, last.start)) || PER_PIECE.test(upper.slice(last.end)));
  const price = unitOnly
    ? undefined
    : ((last && (AFTER_PRICE.test(upper.slice(last.end)) || PRICE_NOTE.test(upper.slice(last.end)))
        ? last
        : undefined) ??
      garbledTotal(upper, money.length > 0) ??
      (qty.unit !== null && qty.quantity !== null && qty.span
        ? pointlessLineTotal(upper, qty.span[1], Math.round(qty.quantity * qty.unit))
        : undefined) ??
      (printsCents && money.length === 0 ? spacedPrice(upper) : undefined));
  // Blank out (same length, so positions hold) the quantity form and amounts other than the total.
  const blank = (s: string, from: number, to: number) =>
    `${s.slice(0, from)}${' '.repeat(Math.max(0, to - from))}${s.slice(to)}`;
  let rest = upper;
  if (qty.span) rest = blank(rest, qty.span[0], qty.span[1]);
  if (dealSpan) rest = blank(rest, dealSpan[0], dealSpan[1]);
  // A unit-price column's amount goes with the code or word written after it ("14,90 Euro"), so
  // the word does not end the name and hide the count column before it.
  // So does the currency mark written before it ("kr 189,00 2 kr 378,00" of a Nordic order mail):
  // left in, it would end the name and hide the count between the two amounts.
  const markBefore = (at: number) => CODE_BEFORE.exec(upper.slice(0, at))?.[0].length ?? 0;
  for (const m of money)
    if (m !== price)
      rest = blank(
        rest,
        m.start - markBefore(m.start),
        m.end + (CODE_AFTER.exec(upper.slice(m.end))?.[0].length ?? 0),
      );
  if (price) rest = rest.slice(0, price.start - (money.length > 1 ? markBefore(price.start) : 0));
  let name = rest.replace(/\s+/g, ' ').trim();
  // "2 Pint Lager @ 4.50  9.00": the "@" of a unit price blanked out above is not part of the name.
  name = name.replace(/\s*@$/, '');
  // "QTY 2 @ 1.00": the word that introduced the quantity is not part of a name.
  if (qty.quantity !== null) name = name.replace(/^(?:QTY|QUANTITY)\b[\s:.]*/, '');
  let quantity = qty.quantity ?? 1;
  let explicit = qty.quantity !== null;
  let looseCount: BodyRow['looseCount'];
  // Column layouts print the unit price just before the line total.
  const before = money.at(-2);
  const columnUnit = price && before && before !== price && !before.negative ? before.cents : null;
  if (!explicit && price) {
    // Column layouts put the quantity (and stock or discount columns) between the name and the
    // amounts: "O.C.WHITE 2.13 10 8 0 2 4.26". The quantity is the column that times the unit price
    // gives the line total, else the first one.
    // "Konsultointi | 20 h | 80,00 | 1600,00", "Potting soil | 1,5 kg | 3.00 | 4.50": a quantity
    // printed with its unit in a box of its own is the quantity column, not the end of the name
    // ("Garden hose 20 m" keeps its size: it is no box of its own).
    const unitBox = c.row.segments.find((s) => UNIT_QUANTITY.test(s.text.trim()));
    const unitRun = unitBox
      ? new RegExp(
          String.raw`\s+${unitBox.text
            .trim()
            .toUpperCase()
            .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
        ).exec(name)
      : null;
    if (unitBox && unitRun && unitRun.index > 0) {
      const n = Number(/^\d{1,4}(?:[.,]\d{1,3})?/.exec(unitBox.text.trim())?.[0].replace(',', '.'));
      // A measure ("1,5 kg") counts only where the unit price times it gives the line total: a
      // pack size column ("500 g") is no quantity.
      const measure = UNIT_QUANTITY.exec(unitBox.text.trim())?.[1] !== undefined;
      if (n > 0 && (!measure || (columnUnit !== null && Math.abs(n * columnUnit - price.cents) <= 1))) {
        quantity = n;
        name = name.slice(0, unitRun.index);
        explicit = true;
      }
    }
    const run = explicit ? null : /(?:\s+\d{1,5}(?:[.,]0)?)+$/.exec(name);
    const tokens = run ? run[0].trim().split(/\s+/) : [];
    const numbers = tokens.map((n) => Number(n.replace(',', '.')));
    const fitting = numbers.find(
      (n) => columnUnit !== null && n > 0 && Math.round(n * columnUnit) === price.cents,
    );
    // Unconfirmed by a unit price, a large number ends a name ("PEPSI 500") rather than counts, and
    // so does a small one in the name's own box on a row with no other column ("DOLE HRT DLGHT 8
    // 2.69"): a count column is a box of its own, or sits before a unit-price column. A leading
    // zero ("080") marks a code or a misread price, not a count.
    const box = c.row.segments.find((s) => {
      const t = s.text.trim();
      return /^[\d\s.,]+$/.test(t) && t.split(/\s+/)[0] === tokens[0];
    });
    const unitColumn = money.some((m) => m !== price);
    const column = unitColumn || box !== undefined;
    const firstSmall =
      column && numbers[0] !== undefined && numbers[0] > 0 && numbers[0] <= 99 && !/^0/.test(tokens[0] ?? '')
        ? numbers[0]
        : undefined;
    // A modifier under a dish marks its row before the count ("** 2 BREAD ROLLS"); a name may open
    // with a quote.
    const leading = /^(?:[*=>]+\s*)?(\d{1,2})\s+(?=[A-Z'"])/.exec(name);
    if (run && (fitting ?? firstSmall) !== undefined) {
      // Unconfirmed by a unit price, the box may be a stray piece of the name; the body decides
      // ({@link dropStrayCounts}).
      if (fitting === undefined && !unitColumn && box)
        looseCount = { box: [box.x, box.x + box.width], name: cleanName(name.replace(UNIT_OF_SALE, '')) };
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
  name = cleanName(name.replace(UNIT_OF_SALE, ''));
  if (quantity <= 0 || quantity > 999) quantity = 1;
  const flag = price ? (/^[\s-]*([A-Z]{1,2})\b/.exec(upper.slice(price.end))?.[1] ?? nameFlag) : null;
  if (!price && paymentWord) return none;
  const lost = !price && printsCents ? lostPointColumns(c) : null;
  if (lost) return { ...none, type: 'amount', explicit: true, timesForm: false, ...lost };
  if (!price) {
    // "+ONION", "- NO ICE": options printed under a dish.
    if (/^[+\-*>(]/.test(upper) && !UNIT_OF_SALE.test(upper) && !LIST_BULLET.test(upper)) return none;
    if (qty.quantity !== null && weak(name))
      return { ...none, type: 'quantity', quantity, explicit: true, unit: qty.unit };
    if (weak(name)) return { ...none, type: 'noise' };
    // "Verpakking: blik", "Size: large": a product's option under its name, which the price under
    // it still belongs to.
    if (OPTION_LINE.test(c.row.text.trim())) return { ...none, type: 'noise' };
    return !NOT_ITEM.test(name) && !NOT_NAME.test(name) && !garbledSummaryLabel(upper)
      ? {
          ...none,
          type: 'name',
          name,
          address: ADDRESS.test(c.row.upper),
          caption: /:[\s*_]*$/.test(c.row.text),
          department: DEPARTMENT_HEADINGS.has(name) && !/\p{Ll}/u.test(c.row.text),
          quantity,
          explicit: qty.quantity !== null || /^\d{1,2}\s+[A-Z]/.test(upper),
          ...bareAmount(c, quantity, qty.unit === null ? null : Math.round(quantity * qty.unit)),
        }
      : none;
  }
  // "ITEM DISCOUNT -1.00" opens like a column title but takes money off.
  if (garbledSummaryLabel(upper.slice(0, price.start)) && !countedProduct(upper, name) && !c.named)
    return { ...none, type: 'end' };
  // A payment, summary or column word in the label makes the row no purchase, unless the sums say
  // otherwise ("BIRTHDAY CARD", "TABLE WATER", "BALANCE BAR"): it is held for the reconciliation.
  const held = (): BodyRow =>
    price.cents > 0 && !price.negative && !weak(name) && !TAX_WORD.test(name) && !ON_TOP.test(name)
      ? { ...none, held: { name, quantity, cents: price.cents, flag } }
      : none;
  if (paymentWord) return { ...held(), ...(SAVED.test(upper) ? {} : { paid: price.cents }) };
  // "Tax advice service", "Total care conditioner": the row classifier read the name as a product's.
  const named = c.named === true;
  if (NOT_ITEM.test(name) && !DISCOUNT.test(name) && !named) return held();
  let cents = price.cents;
  const negatedByWord = cents > 0 && (DISCOUNT.test(name) || VOID.test(upper));
  if (negatedByWord) cents = -cents;
  // Neither a summary, payment nor shipping row: the classifier weighed its words.
  else if (named) cents = price.cents;
  else if (cents > 0 && (SHIPPING_ROW.test(name) || SHIPPING_NOTE.test(name)) && !countedProduct(upper, name))
    return none;
  else if (cents > 0 && NOT_PURCHASE.test(name) && !countedProduct(upper, name)) return held();
  else if (cents > 0 && TAXED_SUM.test(name)) return none;
  else if (cents > 0 && ORDER_TYPE.test(name)) return held();
  // "80,00 | 1600,00 | 384,00 | 1984,00": a net amount and its tax that add up to the line total.
  const earlier = money.filter((m) => m !== price && !m.negative).map((m) => m.cents);
  const net =
    cents > 0
      ? earlier.find((a, k) => earlier.slice(k + 1).some((b) => b > 0 && b < a && a + b === cents))
      : undefined;
  const unit = qty.unit ?? columnUnit;
  const alt = unit !== null ? Math.round(unit * quantity) * Math.sign(cents) : undefined;
  return {
    ...base,
    type: 'amount',
    name,
    quantity,
    explicit,
    // A discount that took nothing off ("Qty: 2 Discount: 0.00") is no line of the order.
    counted:
      (explicit || RUNG_COUNT.test(upper)) &&
      !DISCOUNT.test(name) &&
      !DISCOUNT_WORD.test(fold(name)) &&
      !VOID.test(upper),
    unit,
    timesForm: qty.unit !== null,
    cents,
    flag,
    ...(looseCount ? { looseCount } : {}),
    ...(alt !== undefined && alt !== cents && alt !== 0 ? { alt } : {}),
    ...(negatedByWord ? { negatedByWord } : {}),
    ...(net !== undefined ? { net } : {}),
  };
}

/**
 * SROIE-style column rows ("E8318 | 1 | 8091 | 8091 | SR": code, quantity, unit price, amount, tax
 * code) whose decimal points OCR lost: taken as an item only when quantity times unit price gives
 * the amount, so a code or a phone number never is. The description is the row above or below.
 */
function lostPointColumns(
  c: ClassifiedRow,
): Pick<BodyRow, 'name' | 'quantity' | 'unit' | 'cents' | 'flag'> | null {
  const boxes = c.row.segments.map((s) => s.text.trim().toUpperCase());
  let end = boxes.length;
  const flag = end > 0 && /^[A-Z]{1,2}$/.test(boxes[end - 1] ?? '') ? (boxes[--end] ?? null) : null;
  if (end < 4) return null;
  const [q, u, a] = boxes.slice(end - 3, end) as [string, string, string];
  if (!/^\d{1,2}$/.test(q) || !/^\d{3,6}$/.test(u) || !/^\d{3,6}$/.test(a)) return null;
  const quantity = Number(q);
  if (quantity === 0 || quantity * Number(u) !== Number(a)) return null;
  return {
    name: cleanName(boxes.slice(0, end - 3).join(' ')),
    quantity,
    unit: Number(u),
    cents: Number(a),
    flag,
  };
}

/**
 * The last box of a name row when it is a bare 3-5 digit number, with the name before it. When the
 * row prints a quantity and unit price, the number must be their product (`unitTotal`, in cents).
 */
function bareAmount(
  c: ClassifiedRow,
  quantity: number,
  unitTotal: number | null,
): Partial<Pick<BodyRow, 'bare' | 'quantity'>> {
  const last = c.row.segments.at(-1);
  if (!last || c.row.segments.length < 2 || !/^\d{3,5}$/.test(last.text.trim())) return {};
  if (unitTotal !== null && Number(last.text.trim()) !== unitTotal) return {};
  const name = cleanName(
    c.row.segments
      .slice(0, -1)
      .map((seg) => seg.text.toUpperCase())
      .join(' ')
      .replace(/^\s*\d{1,2}\s+(?=[A-Z])/, '')
      // Quantity and unit-price columns printed without points, before the line total.
      .replace(/(?:\s+\d{1,5})+\s*$/, ''),
  );
  if (weak(name)) return {};
  const count = Number(/^\s*(\d{1,2})\s+[A-Z]/i.exec(c.row.text)?.[1] ?? quantity);
  return {
    quantity: count > 0 ? count : quantity,
    bare: { cents: Number(last.text.trim()), name, right: last.x + last.width },
  };
}

/**
 * "1 COCACOLA   500" among rows priced "28.00": a bare number ending a name row, in the column
 * where the other rows print their line totals, is a line total whose decimal point OCR lost.
 */
function readBarePrices(body: BodyRow[]): void {
  const rights = body
    .filter((r) => r.type === 'amount' && r.cents > 0)
    .map((r) => r.right)
    .sort((a, b) => a - b);
  const column = rights[Math.floor(rights.length / 2)];
  if (column === undefined) return;
  // Above the first priced row such a number is a bill or table number ("RECHNG 16850").
  const first = body.findIndex((r) => r.type === 'amount' && r.cents > 0);
  body.forEach((r, i) => {
    if (i < first || r.type !== 'name' || !r.bare || Math.abs(r.bare.right - column) > 1.5 * r.height) return;
    body[i] = { ...r, type: 'amount', name: r.bare.name, cents: r.bare.cents };
  });
}

/**
 * "Sushi 1.80" over "4x 1.80  7.20": the price on the name row is the unit price of a variant, and
 * the nameless row under it, printing that price or a quantity times a price, holds the line total.
 * So does "2 COFFEE 2.00" over a bare "4.00": a counted row's unit price, its line total printed
 * (or read) a line lower, exactly the count times the unit price.
 */
function nameVariantPrices(body: BodyRow[]): void {
  body.forEach((r, i) => {
    const below = body[i + 1];
    if (r.type !== 'amount' || weak(r.name) || r.cents <= 0) return;
    if (below?.type !== 'amount' || !weak(below.name) || below.cents < r.cents) return;
    const variant = !r.explicit && (below.timesForm || below.printed.slice(0, -1).includes(r.cents));
    // A bare amount that is the sum of the rows above it is their subtotal, whatever it multiplies to.
    const above = body.slice(0, i + 1).reduce((s, row) => s + (row.type === 'amount' ? row.cents : 0), 0);
    const counted =
      r.explicit &&
      r.quantity > 1 &&
      !below.explicit &&
      below.cents === Math.round(r.quantity * r.cents) &&
      below.cents !== above;
    if (variant || counted) body[i] = { ...r, type: 'name' };
  });
}

/**
 * "BREAD 2.99 / DAIRY / WHOLE MILK 4.99": a department word in capitals, with no price of its own,
 * above a named priced item (maybe under its wrapped first line) heads the items rung up in that
 * department; it is neither the tail of the item above nor a name for a nameless amount. Tills that
 * ring a whole department as one line ("GROCERY 4.99") print the word with its price: an item.
 */
function dropDepartmentHeadings(body: BodyRow[]): void {
  const namedPrice = (r: BodyRow | undefined) => r?.type === 'amount' && !weak(r.name) && r.cents > 0;
  body.forEach((r, i) => {
    if (r.type !== 'name' || !r.department || r.priced) return;
    const next = body[i + 1];
    if (namedPrice(next) || (next?.type === 'name' && !next.department && namedPrice(body[i + 2])))
      body[i] = { ...r, type: 'break' };
  });
}

/**
 * "SCOOP LEMON | 11 | 3.50": a count column prints a count on every item row, in the same place.
 * A number box between a name and its line total, unconfirmed by a unit price, that no other named
 * item row prints a number box under is a piece of the name OCR boxed apart ("OPTI-FREE PM 2Z |
 * 22", where the rows above print sizes there), not a count. With no other item row to compare,
 * the box stays a count, and so does one under a "QTY" column title (OCR may miss the other cells).
 */
function dropStrayCounts(body: BodyRow[], titles: Array<[number, number]>): void {
  const items = body.filter((r) => r.type === 'amount' && !weak(r.name));
  body.forEach((r, i) => {
    const loose = r.looseCount;
    if (!loose) return;
    const others = items.filter((o) => o !== r);
    const overlaps = ([left, right]: [number, number]) => left < loose.box[1] && right > loose.box[0];
    if (others.length === 0 || titles.some(overlaps) || others.some((o) => o.numberBoxes.some(overlaps)))
      return;
    const { looseCount: _, ...rest } = r;
    body[i] = { ...rest, name: loose.name, quantity: 1, explicit: false };
  });
}

/**
 * A quantity column title in a box of its own, in English, French, German or Spanish; OCR reads the
 * Q of "Qty" as O or a ("OTY", "aty").
 */
const COUNT_TITLE =
  /^(?:[QOA]['’]?TY|QTY\.|QUANTITY|QTE|QTÉ|QUANTITÉ|QUANTITE|ANZ|ANZAHL|MENGE|CANT|CANTIDAD|QUANTITÀ|QUANTITA|AANTAL|ANTAL|ILOŚĆ|ILOSC|POČET|MNOŽSTVÍ)$/i;
/** "Nr", "Pos.", "#": a column numbering the order's lines, not counting pieces. */
const POSITION_TITLE = /^(?:NR|NO|POS|#)\.?$/i;

/**
 * A table whose title row names its columns ("Nr | Product | Aantal | Prijs"): a number in the box
 * under the count title is the line's count however large (500 flyers), and one under a position
 * title ("Nr", "Pos.") numbers the line, neither counting it nor naming it.
 */
function titledColumns(body: BodyRow[], rows: ClassifiedRow[], above: ClassifiedRow[]): void {
  const edges = (re: RegExp) =>
    above.flatMap((c) =>
      c.row.segments.filter((s) => re.test(s.text.trim())).map((s): [number, number] => [s.x, s.x + s.width]),
    );
  const counts = edges(COUNT_TITLE);
  const positions = edges(POSITION_TITLE);
  if (counts.length === 0) return;
  body.forEach((r, k) => {
    if (r.type !== 'amount') return;
    const under = (titles: Array<[number, number]>) =>
      rows[k]?.row.segments.find((s) => {
        const t = s.text.trim();
        return /^\d{1,4}$/.test(t) && titles.some(([l, rt]) => l < s.x + s.width && rt > s.x);
      });
    const count = under(counts);
    if (!count) return;
    const n = Number(count.text.trim());
    if (n <= 0) return;
    let name = r.name.replace(new RegExp(`\\s${n}$`), '');
    const position = under(positions);
    if (position) name = name.replace(new RegExp(`^${Number(position.text.trim())}\\s`), '');
    body[k] = { ...r, name, quantity: n, explicit: true };
  });
}

/** Left and right edges of the quantity column titles printed above the items. */
function countTitles(rows: ClassifiedRow[]): Array<[number, number]> {
  return rows.flatMap((c) =>
    c.row.segments
      .filter((s) => COUNT_TITLE.test(s.text.trim()))
      .map((s): [number, number] => [s.x, s.x + s.width]),
  );
}

const END_KINDS: RowKind[] = ['subtotal', 'total', 'grand', 'rounded-total', 'change'];

/** "Verpakking: blik", "Colour: sage green": a capitalised option word, a colon, a lower-case choice. */
const OPTION_LINE = /^\p{Lu}\p{Ll}+(?: \p{Ll}+)?:\s+\p{Ll}[\p{Ll} -]*$/u;
/**
 * "Product: Theepot gietijzer" over "Prijs (ex btw): €30,00": an order mail's fields, one a line. The
 * product label names no item and the price label no product: blanked (positions kept), the name
 * row and the price row pair as a name over its price.
 */
const PRODUCT_LABEL = /^(?:PRODUCT|PRODUKT|ARTIKEL|ARTICLE|ARTICOLO|PRODUCTO|PRODUIT|ITEM)\s*:\s*(?=\S)/;
const PRICE_LABEL =
  /^(?:PRICE|PRIJS|PREIS|PRIX|PREZZO|PRECIO|CENA|PRIS(?: I ALT| TOTALT?)?|HINTA|LINE TOTAL)(?:\s*\((?:EX|INCL?|INKL|HT|TTC)[^)]*\))?\s*:\s*/;
function withoutFieldLabel(c: ClassifiedRow): ClassifiedRow {
  const label =
    PRODUCT_LABEL.exec(c.row.upper) ?? (c.money.length > 0 ? PRICE_LABEL.exec(c.row.upper) : null);
  if (!label) return c;
  const blank = (t: string) => ' '.repeat(label[0].length) + t.slice(label[0].length);
  // "Preis (inkl. MwSt.):" names the tax the price includes, not a tax row.
  return { ...c, kind: 'other', row: { ...c.row, text: blank(c.row.text), upper: blank(c.row.upper) } };
}

/**
 * "LUCIE VASE" / "Varenummer: 30283" / "Størrelse: 21 cm  Antal 1" / "Pris i alt: 479 DKK": a shop's
 * product card in a mail, its name on a row of its own and its fields, one a line, under it. The
 * labelled price is the line total of the name above its fields; a count field gives the count.
 */
const CARD_FIELD = /^\p{L}[\p{L}\p{N} ./-]{0,24}:\s*\S/u;
const CARD_COUNT =
  /(?:^|\s)(?:ANTAL|ANTALL|MÄÄRÄ|KPL|QTY|QUANTITY|ANZAHL|MENGE|AANTAL|QUANTITÉ|QUANTITÀ|CANTIDAD|ILOŚĆ)\s*:?\s*(\d{1,3})$/u;
const CARD_PRICE = /^\d{1,3}(?:[.\s]?\d{3})*(?:,-)?\s*(?:DKK|SEK|NOK|KR\.?|EUR|€)$/u;
function productCards(body: BodyRow[], rows: ClassifiedRow[]): void {
  body.forEach((r, i) => {
    const text = rows[i]?.row.upper.trim() ?? '';
    const label = PRICE_LABEL.exec(text);
    if (!label || (r.type === 'amount' && !weak(r.name))) return;
    // "Pris i alt: 479 DKK": a whole-krone price with its code after it is still the price.
    const whole = rows[i]?.money.length === 1 && CARD_PRICE.test(text.slice(label[0].length));
    const cents = r.type === 'amount' ? r.cents : whole ? (rows[i]?.money[0]?.cents ?? 0) : 0;
    if (cents <= 0) return;
    let count: number | undefined;
    let k = i - 1;
    for (; k >= 0 && i - k <= 4; k--) {
      const field = rows[k]?.row.upper.trim() ?? '';
      if (!CARD_FIELD.test(field) || rows[k]?.money.some((m) => m.hasDecimals || m.currency)) break;
      const n = CARD_COUNT.exec(field)?.[1];
      if (n !== undefined && count === undefined) count = Number(n);
    }
    const named = body[k];
    if (k === i - 1 || named?.type !== 'name' || named.caption) return;
    for (let f = k + 1; f < i; f++) body[f] = { ...body[f]!, type: 'noise' };
    body[k] = { ...named, type: 'noise' };
    body[i] = {
      ...r,
      type: 'amount',
      cents,
      name: named.name,
      ...(count !== undefined && count > 0 ? { quantity: count, explicit: true } : {}),
    };
  });
}

/** A row holding only a dash and an amount ("- £8.50"). */
const DASHED_PRICE = /^-\s+[^\d\s-]{0,3}\s?\d[\d.,]*\s*$/u;

/**
 * "2 x Margherita" / "- £8.50" / "- £17.00": a plain-text mail lists a dish's unit price and line
 * total as dashed lines under it. The dash marks a list, not a minus; the last of the run is the
 * line total and the ones above it unit prices. A lone dashed amount stays as printed.
 */
function dashedPriceLists(body: BodyRow[], rows: ClassifiedRow[]): void {
  const dashed = (k: number) =>
    body[k]?.type === 'amount' && DASHED_PRICE.test(rows[k]?.row.text.trim() ?? '');
  for (let i = 0; i < body.length; i++) {
    if (!dashed(i)) continue;
    let end = i;
    while (dashed(end + 1)) end++;
    if (end === i) continue;
    for (let k = i; k < end; k++) body[k] = { ...body[k]!, type: 'noise' };
    const total = body[end]!;
    body[end] = { ...total, cents: Math.abs(total.cents), counted: false };
    i = end;
  }
}

/**
 * Row index where the items end: the first subtotal, total or change row with an amount. Tax and
 * payment words earlier on (a store address read as "TAX", "Card savings" under an item) do not end them.
 */
export function itemsEnd(amounts: Pick<Amounts, 'classified' | 'firstSummaryRow'>): number {
  // A total printed without its decimal point ("TOTAL 5 1160") still ends items that had prices.
  let pricesSeen = false;
  let headlined = false;
  const end = amounts.classified.findIndex((c, i) => {
    const priced = c.money.some((m) => m.hasDecimals || m.currency);
    // "Total:" over "15.46 EUR" (a mail's text flattened to one cell per line): the label ends
    // the items though its amount sits on the line under it.
    const next = amounts.classified[i + 1];
    const overItsAmount =
      pricesSeen &&
      c.money.length === 0 &&
      next !== undefined &&
      next.money.length > 0 &&
      !/\p{L}{4}/u.test(next.row.text);
    // An item count under the items ("Total qty 7", "8 Items") ends them too: a count row with a
    // number, not a column title ("QTY DESCRIPTION"), a quantity form ("QTY 2 @ 1.00") or a loyalty
    // line that may sit among the items.
    const count = c.kind === 'count' && pricesSeen && /\d/.test(c.row.upper) && !/^QTY|POINT/.test(c.label);
    const ends =
      (END_KINDS.includes(c.kind) && (priced || (pricesSeen && c.money.length > 0) || overItsAmount)) ||
      count;
    if (ends && !pricesSeen && headline(amounts.classified, i)) {
      headlined = true;
      return false;
    }
    pricesSeen ||= priced;
    return ends;
  });
  // The first summary row is the headline itself when the total is printed above the dishes.
  if (end < 0 && headlined) return amounts.classified.length;
  return end >= 0 ? end : (amounts.firstSummaryRow ?? amounts.classified.length);
}

/** "1 Mixed Seas €8.50", "2 Pizza Margherita 14,55 €": a line of an order that opens with its count. */
const COUNTED_LINE = /^\d{1,2}\s+\p{L}/u;

/**
 * "Total €16.95" printed as a mail's headline, above the dishes it sums ("1 Mixed Seas €8.50"), as
 * delivery platforms print it: a total before any priced row, followed by lines that open with their
 * count before any other summary row (a repeat of the same total is part of the headline).
 */
function headline(classified: ClassifiedRow[], at: number): boolean {
  const c = classified[at];
  const amount = c?.money.at(-1)?.cents;
  if (!c || (c.kind !== 'total' && c.kind !== 'grand') || amount === undefined) return false;
  for (const next of classified.slice(at + 1)) {
    const priced = next.money.some((m) => m.hasDecimals || m.currency);
    if (END_KINDS.includes(next.kind) && priced) {
      if (next.money.at(-1)?.cents === amount) continue;
      return false;
    }
    if (priced && COUNTED_LINE.test(next.row.text.trim())) return true;
  }
  return false;
}

/** A priced row held back for a word in its label, and where it would stand among the items. */
export interface HeldRow {
  item: ParsedItem;
  /** Index among the items at which it was printed. */
  at: number;
}

export function readItems(amounts: Amounts, headerEnd: number): { items: ParsedItem[]; held: HeldRow[] } {
  const last = itemsEnd(amounts);
  const rows = amounts.classified.slice(headerEnd, last).map((c) => readBodyRow(c, amounts.printsCents));
  // Rows after a subtotal (even one whose label OCR garbled) are summary rows, not purchases.
  const end = rows.findIndex((r, i) => r.type === 'end' && rows.slice(0, i).some((p) => p.type === 'amount'));
  const ended = end >= 0 ? rows.slice(0, end) : rows;
  const body = ended.slice(0, paymentAt(ended));
  // Above the first priced row, a row like "47500 SUBANG JAYA" is the store's address; among the
  // items, "10030 CANADIAN CLUB" is an item code and a name.
  const firstPriced = body.findIndex((r) => r.type === 'amount');
  body.forEach((r, i) => {
    if (r.address && (firstPriced < 0 || i < firstPriced)) body[i] = { ...r, type: 'break' };
  });
  dashedPriceLists(body, amounts.classified.slice(headerEnd, last));
  productCards(body, amounts.classified.slice(headerEnd, last));
  readBarePrices(body);
  nameVariantPrices(body);
  dropDepartmentHeadings(body);
  dropStrayCounts(body, countTitles(amounts.classified.slice(0, last)));
  titledColumns(body, amounts.classified.slice(headerEnd, last), amounts.classified.slice(0, last));
  // Receipts print the description either above the code-and-amount row or below it; a body
  // that ends on a description, or starts on a nameless amount row, has it below.
  const content = body.filter((r) => r.type === 'name' || r.type === 'amount');
  const first = content[0];
  const nameAfter =
    content.at(-1)?.type === 'name' || (first !== undefined && first.type === 'amount' && weak(first.name));
  const items: Array<ParsedItem & { row: number; counted: boolean }> = [];
  const used = new Set<number>();
  body.forEach((r, i) => {
    if (r.type !== 'amount') return;
    let name = r.name;
    let quantity = r.quantity;
    if (weak(name)) {
      // A "3 x 1.20  3.60" row follows its name; otherwise the layout decides.
      // The nearest free name row, skipping at most one unreadable row ("247G(12)") or one
      // quantity row ("APPLES / 2 @ 1.50 / 3.00") between.
      const near = (step: number) => {
        for (let k = i + step; Math.abs(k - i) <= 2; k += step) {
          const t = body[k]?.type;
          if (t === 'name') return used.has(k) ? undefined : k;
          if (t !== 'noise' && t !== 'quantity') return undefined;
        }
        return undefined;
      };
      // "Amount:" over "59.99 EUR", then "Fee:" over "1.00 EUR": a caption's colon points down to
      // its amount, so it names the amount under it and never the one above it.
      const above = near(-1);
      const under = near(1);
      const captionUnder = under !== undefined && body[under]?.caption === true;
      const order =
        above !== undefined && body[above]?.caption
          ? [above]
          : r.timesForm
            ? [above, captionUnder ? undefined : under]
            : nameAfter
              ? [captionUnder ? undefined : under]
              : [above];
      let j = order.find((k) => k !== undefined);
      // "2 x Calzone" / "Extra chilli" / "£9.25 £18.50": a dish's option line sits between the
      // counted dish and the prices printed on the cell's last line.
      const counted = j === undefined ? undefined : body[j - 1];
      if (
        j !== undefined &&
        j === above &&
        body[j]?.explicit === false &&
        counted?.type === 'name' &&
        counted.explicit &&
        !used.has(j - 1)
      ) {
        used.add(j);
        j -= 1;
      }
      const other = j === undefined ? undefined : body[j];
      if (j === undefined || !other) return;
      name = other.name;
      used.add(j);
      // "3 x San Pellegrino" over its prices: the count printed with the name is the line's.
      if (!r.explicit && other.explicit && other.quantity > 1) quantity = other.quantity;
    }
    items.push({
      name,
      quantity,
      cents: r.cents,
      flag: r.flag,
      row: i,
      counted: r.counted === true,
      ...(r.alt !== undefined ? { alt: r.alt } : {}),
      ...(r.negatedByWord ? { negatedByWord: true as const } : {}),
      ...(r.net !== undefined ? { net: r.net } : {}),
    });
  });
  attachQuantityRows(body, items);
  // The body opens right under the header's last row (a date, a column title) when one was found.
  const wrap = { width: wrapWidth(body), afterHeader: headerEnd > 0 };
  attachWrappedNames(body, items, used, wrap, nameAfter);
  if (!nameAfter) attachFirstLines(body, items, used, wrap);
  // A 0.00 row among priced ones is a free option or a part of a set ("Miso Soup 0.00" under a set
  // meal): it adds nothing to the spending a spreadsheet row stands for. When nothing has a price
  // (a $0.00 pre-order), the zero rows are all there is, and they stay. A 0.00 row that prints its
  // own count ("1 Panna Cotta 0.00", "** 1 MEDIUM WELL 0.00", "2 STILL WATER 0.00") was rung up as
  // a line of the order (a comped dish, a side or doneness chosen with a main), and stays as printed.
  const priced = items.some((it) => it.cents !== 0);
  const kept = items.filter((it) => !priced || it.cents !== 0 || it.counted);
  const held = body.flatMap((r, i) =>
    r.held ? [{ item: r.held, at: kept.filter((it) => it.row < i).length }] : [],
  );
  return { items: kept.map(({ row: _row, counted: _counted, ...item }) => item), held };
}

/**
 * "Cash 50.00" under the dishes, then "Food 29.30 / Beverage 16.55 / Payment 45.85": once the
 * bill is paid, a till prints what it took and how the sale splits, never another purchase. A
 * payment row covering every amount above it ends the items; a smaller one ("VISA 5.00" of a
 * split bill, a card's saving under an item) does not.
 */
function paymentAt(rows: BodyRow[]): number {
  let spent = 0;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    if (r.paid !== undefined && spent > 0 && r.paid >= spent) return i;
    if (r.type === 'amount') spent += r.cents;
  }
  return rows.length;
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
  wrap: Wrap,
  nameAfter: boolean,
): void {
  for (const it of items) {
    const r = body[it.row];
    const next = body[it.row + 1];
    // Under "1 CHOLE BHATURE", "1 COCACOLA" opens a new item with its count; a continuation has none.
    if (!r || !next || next.type !== 'name' || (r.explicit && next.explicit) || used.has(it.row + 1))
      continue;
    if (weak(r.name) || next.name.split(' ').length > 3) continue;
    if (next.y - r.y > 1.8 * Math.max(r.height, next.height)) continue;
    if (next.x < r.x - r.height) continue;
    // "BREAD 2.99 / ORGANIC WHOLE MILK / HALF GALLON 4.99": a short name had room for the next
    // row's first word, so that row is the first line of the item below, not this one's tail.
    // Under a counted item ("1 Trout 18.99") a row without a count is its modifier.
    const deferred = !nameAfter && !r.explicit && firstLineOf(body, it.row + 1, wrap);
    if (deferred && !wrapped(r.name, next.name, wrap.width)) continue;
    it.name = `${it.name} ${next.name}`;
    used.add(it.row + 1);
  }
}

interface Wrap {
  /** The till's description width, in characters ({@link wrapWidth}). */
  width: number;
  /** The body starts right under a header row (a date, a column title), not at the store's name. */
  afterHeader: boolean;
}

/** The longest name printed on the body: the width the till wraps descriptions at, in characters. */
function wrapWidth(body: BodyRow[]): number {
  return Math.max(
    0,
    ...body.filter((r) => r.type === 'name' || r.type === 'amount').map((r) => r.name.length),
  );
}

/**
 * Word wrap moves a word to the next line only when it does not fit: a line is the first part of
 * a wrapped name when it plus the next line's first word is wider than the till's width.
 */
function wrapped(first: string, next: string, width: number): boolean {
  return first.length + 1 + (next.split(' ')[0]?.length ?? 0) > width;
}

/**
 * Whether the name-only row at `k` is the first line of a description wrapped onto the priced row
 * right under it ("ORGANIC WHOLE MILK" / "HALF GALLON 4.99"): two words at least (a one-word row is
 * a department heading), no count of its own (that opens an item), the same left edge, the next row
 * close below, and too wide to have taken the priced row's first word.
 */
function firstLineOf(body: BodyRow[], k: number, wrap: Wrap): boolean {
  const first = body[k];
  const r = body[k + 1];
  // "FISH CAKE RM7.90 SR.": a row printing an amount it did not read as its price is an item of its own.
  if (!first || !r || first.type !== 'name' || first.explicit || first.address || first.priced) return false;
  if (r.type !== 'amount' || weak(r.name) || r.explicit || r.cents <= 0) return false;
  if (first.name.split(' ').length < 2) return false;
  // A description wraps onto two lines; a run of unpriced names ("ORANGE CKN / GRILL TERIYAKI CKN")
  // lists what a set holds.
  if (body[k - 1]?.type === 'name') return false;
  // Above the first priced row an unpriced line may be the store's name or a heading, unless it
  // opens the body right under the header's last row.
  const opensBody = k === 0 && wrap.afterHeader;
  if (!opensBody && !body.slice(0, k).some((row) => row.type === 'amount')) return false;
  if (r.y - first.y > 1.8 * Math.max(r.height, first.height)) return false;
  if (Math.abs(first.x - r.x) > r.height) return false;
  return wrapped(first.name, r.name, wrap.width);
}

/** A description's first line, printed on its own above the priced row that ends it, joins that item's name. */
function attachFirstLines(
  body: BodyRow[],
  items: Array<ParsedItem & { row: number }>,
  used: Set<number>,
  wrap: Wrap,
): void {
  for (const it of items) {
    const k = it.row - 1;
    const first = body[k];
    if (!first || used.has(k) || !firstLineOf(body, k, wrap)) continue;
    it.name = `${first.name} ${it.name}`;
    used.add(k);
  }
}

export function sumCents(items: ParsedItem[]): number {
  return items.reduce((s, it) => s + it.cents, 0);
}
