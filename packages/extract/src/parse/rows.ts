import { codeBeside, findMoney, type MoneyToken } from './amounts';
import { dateCandidatesIn } from './dates';
import { clippedSummaryWordMended, summaryWordsMended } from './label-lookalikes';
import { japaneseLabelsInEnglish } from './lexicon/japanese-labels';
import { koreanLabelsInEnglish } from './lexicon/korean-labels';
import { LETTER_OF_DIGIT } from './lexicon/look-alikes';
import { CHANGE_COMPACT, FINAL_TOTAL_COMPACT, TENDER_COMPACT } from './lexicon/total-labels';
import { compactOf, type Row } from './text';

/**
 * What a receipt row is about, from its label. Absorbs OCR spellings of TOTAL (T0TAL, TOTA1),
 * dropped spaces (TOTALSALESINCLUSIVEOFGST) and the Malay labels of Malaysian receipts.
 */
export type RowKind =
  | 'count'
  | 'change'
  | 'rounded-total'
  | 'rounding'
  | 'subtotal'
  | 'grand'
  | 'tip'
  | 'service'
  | 'tax'
  | 'total'
  | 'discount'
  | 'tender'
  | 'other';

const T = '[TI][OU0][TL]A[L1I]';
/**
 * The Nordic and Turkish tax words open a tax label alone, before a rate or currency, or in the
 * compounds that name the tax amount ("Momsbelopp", "Moms udgør", "KDV tutarı"); before other
 * words they open a product's name ("MOMS BEST CEREAL": Mom's Best).
 */
const NORDIC_TAX =
  /^MOMS ?(?:$|\d|KR|SEK|DKK|NOK|BELOP+|BELOB|UDG|I ?ALT|TOTAL)|^MVA ?(?:$|\d|KR|NOK|BELOP)|^KDV ?(?:$|\d|TL|TRY|TUTARI)/;
const TAX_LABEL = new RegExp(
  `GST|SST|VAT|TAX|HST|PST|QST|CUKAI|^TPS|^TVQ|MWST|MEHRWERTSTEUER|UMSATZSTEUER|^UST|^TVA|^IVA|^BTW|^DPH|${NORDIC_TAX.source}|^(?:HERAF|HERAV|VARAV|DERAV) ?(?:MOMS|MVA)|PTU$|^PTU|KDV$|^PDV|PDV$|^AFA|^ALV(?:$|\\d)`,
);
const RULES: Array<[RowKind, RegExp]> = [
  [
    'count',
    new RegExp(
      `${T}(QTY|QUANTITY|QRY|QIY|ITEM|PCS|UNIT|NOOF|DISC|SAVING|POINT)|TOTQTY|TOTITEM|ITEMCOUNT|NOOFITEM|^QTY(?!\\w*ROUND)|ITEMS?SOLD|POINTS|TOTALNO|QTY${T}|^ITEMS?$`,
    ),
  ],
  // "Exchangeable within 14 days" is a returns policy, not change given.
  ['change', new RegExp(`(?<!EX)CHANG[E8]|^CHG|BAKI(?!NG)|KEMBALI|^CHNG|${CHANGE_COMPACT.source}`)],
  [
    'rounded-total',
    new RegExp(`(AFTER|ROUNDED|NETT?)${T}|${T}AFTERROUND|ROUNDED${T}|^NETT?$|NETT?AMOUNT|NETT?AMT$`),
  ],
  // "ROUND STEAK", "GRAND SLAM", "GRANDE LATTE": a dish named with a summary word is no summary row;
  // the word counts only before what such a label goes on with (ROUNDING, ROUND ADJ, GRAND TOTAL).
  [
    'rounding',
    /(?<!G)ROUND(?=$|[IL1]N|NG|ED|ADJ|OFF|UP|DOWN|AMT|AMOUNT|RM|MYR|\d)|RNDG|RNDADJ|PENGGENAPAN|^ADJ/,
  ],
  [
    'subtotal',
    new RegExp(
      `SUBT[O0]T|SUBTTL|SUB${T}|SOUS${T}|${T}(SALES)?(EXCL|EXCLUDING|BEFORE|WO|WITHOUT|EXC)|AMOUNTEXCL|NETSALES|EXCLUDEDGST|EXCLUDINGGST|EXCLGST|EXCLTAX|EXCLUDINGTAX|BEFORETAX|TOTALHT$|^NETTO|ZWISCHENSUMME|ZWISCHENTOTAL|DELSUMMA|V(?:A|Ä)LISUMMA|MELLEMSUM|PODSUMA|SUMACZESCIOWA|MEZISOUCET|BASEIMPONIBLE|^IMPONIBILE|BASEIMP$|^(?:MAL|MALZEME)HIZMETTOPLAM|^SUM(?:EKSKL|EXKL|EXCL)|^VEROTON(?:YHT|SUMMA|$)`,
    ),
  ],
  [
    'grand',
    new RegExp(
      `GRAND(?=$|[TI71][OU0Q]|TTL|TL$|AMOUNT|AMT|SUM|RM|MYR|USD|SGD|EUR|\\d)|${T}WITH(GST|SST|TAX|VAT)|AMOUNTTOBEPAID|TOBEPAID|AMOUNTTOPAY|TOTALTOPAY|${T}.*([IL1]NCL|INKL|INCLUSIVE|INC)|^(A[MN]OUNT|AMT)INCL|${FINAL_TOTAL_COMPACT.source}|AMOUNTDUE|AMTDUE|BALANCEDUE|BALDUE|${T}DUE|P[AO0]YA[B8]LE|${T}AMOUNT|${T}AMT|JUMLAH|${T}SALES|${T}RM|${T}MYR|TOTALTOPAY|TOTALCHARGE|^SUMME|GESAMT|ZUZAHLEN|^(?:PREIS|BETRAG|ENDBETRAG|ENDPREIS)INKL.*(?:PORTO|VERSAND|VERPACKUNG|LIEFERUNG)|TTC$|APAGAR|^TOTAAL|^MONTANT|^IMPORTE`,
    ),
  ],
  ['tip', /^TIPS?|GRATUITY|^TIP/],
  [
    'service',
    /SERVICE|SVCCHG|SVC|SERVCHG|SERVCHRG|SERVCHARGE|SRVCHG|SRVCHARGE|SVRCHG|SVRCHRG|SVRCHARGE|^SC\d/,
  ],
  ['tax', TAX_LABEL],
  ['total', new RegExp(`${T}|^TTL|^TL$|^BAL(ANCE)?$|^AMOUNT$|^AMT$|^DUE$`)],
  ['discount', /DISC|PROMO|SAVING|COUPON|VOUCHER|LESS/],
  [
    'tender',
    new RegExp(
      `CASH(?![IL1]{1,2}E?R)|TENDER|TUNAI|PAID|PAYMENT|RECEIVED|VISA|MASTER|CARD|CREDIT|DEBIT|AMEX|EFTPOS|NETS|ALIPAY|WECHAT|GRAB|TNG|BOOST|PAYPAL|APPLEPAY|GOOGLEPAY|${TENDER_COMPACT.source}`,
    ),
  ],
];

export interface ClassifiedRow {
  row: Row;
  kind: RowKind;
  /** Label text (the row without its amounts), compacted. */
  label: string;
  money: MoneyToken[];
  /**
   * A product or service named with a summary word ("Tax advice service", "Total care
   * conditioner"), read as an item though its label opens like a summary row.
   */
  named?: true;
}

// "GST Payable: 2.36", "Tax payable (6%)": the tax the bill owes, named before PAYABLE; the
// amount payable is labelled by TOTAL or AMOUNT instead.
const TAX_PAYABLE = /^(GST|SST|VAT|TAX|CUKAI)\w*P[AO0]YA[B8]LE/;

// "Total Paid", "Total Tendered": the cash handed over, not the bill.
const TOTAL_PAID = new RegExp(`^${T}(PAID|TENDERED)$`);

/**
 * The amount a bill asks for when paid late ("Amount Due After 03/25/2025", "Late payment
 * amount", "Bei Zahlung nach dem 25.03.", "Après le 25/03"): not the amount due.
 */
const LATE_AMOUNT =
  /(?:DUE|PAID|PAYABLE|AMOUNT|TOTAL|PAY)AFTER\d|LATE(?:PAYMENT|FEE|CHARGE|AMOUNT)|IFPAIDAFTER|ZAHLUNGNACHDEM|APRESLE\d|DESPUESDEL\d/;

/**
 * What is left to pay later at a hotel or rental ("Due at the property", "Restbetrag vor Ort",
 * "Reste à payer sur place", "Te betalen bij aankomst", "Att betala på plats", "Pendiente de pago
 * en el alojamiento"): a part of the booking's total, not its total.
 */
const PAY_AT_ARRIVAL =
  /ATTHEPROPERTY|ATPROPERTY|ATTHEHOTEL|ONARRIVAL|UPONARRIVAL|WHENYOUARRIVE|PAYATHOTEL|BEIANREISE|BEIANKUNFT|ALARRIVEE|AVOTREARRIVEE|BIJAANKOMST|INDEACCOMMODATIE|VIDANKOMST|ENELALOJAMIENTO|ENELHOTEL|ALLLEGAR/;
/**
 * "On site" is also a till's eat-in mode ("Total sur place", "TVA 10% sur place", "Verzehr vor
 * Ort", "Äta på plats", "Consumo en el establecimiento"): it is a later payment only beside a word
 * of paying or of what remains ("Reste à payer sur place", "Restbetrag vor Ort", "Att betala på
 * plats").
 */
const ON_SITE = /SURPLACE|VORORT|OPLOCATIE|PAPLATS|ENELESTABLECIMIENTO/;
const LEFT_TO_PAY = /PAY|DUE|REST|SOLDE|REGLER|ZAHL|OFFEN|PAGA|PAGO|PENDIENTE|BETAL|KVAR/;

/** A booking's amount paid later, on arrival or on site: a part of its total, never the total. */
export function paidOnArrival(label: string): boolean {
  return PAY_AT_ARRIVAL.test(label) || (ON_SITE.test(label) && LEFT_TO_PAY.test(label));
}

export function classifyLabel(label: string): RowKind {
  if (LATE_AMOUNT.test(label) || paidOnArrival(label)) return 'other';
  if (/INVOICE|RECEIPT/.test(label) && !/T[O0]TA[L1I]/.test(label)) return 'other';
  if (TAX_PAYABLE.test(label) && !new RegExp(`${T}|AMOUNT|AMT`).test(label)) return 'tax';
  // Pay stations print the cash put in as "Accepted total"; "Total Paid", "Total Tendered" name
  // what the customer handed over, which change may follow.
  if (/^ACCEPTED/.test(label) || TOTAL_PAID.test(label)) return 'tender';
  for (const [kind, re] of RULES) if (re.test(label)) return kind;
  return 'other';
}

function stripCodes(label: string): string {
  return label.replace(/^(RM|MYR|USD)+|(RM|MYR|USD)+$/g, '');
}

// "Tota! 41.50", "Tota: R288.40": OCR read the L of TOTAL as a mark or dropped it.
const CLIPPED_TOTAL = /\b([TI][O0]TA)(?![A-Z])/g;

/**
 * "CA5H", "5UBTOTAL", "R0UNDING", "8ALANCE", "G5T", "QUANT1TY": OCR took a letter of a label for
 * its look-alike digit. A lone such digit between letters, or at the start or end of a word of
 * three or more letters, is read back as the letter (same length, so positions hold); numbers
 * stay numbers ("SST6%", "SC10", "2ND"). A 1 is an I or an L: `one` says which to try.
 */
export function lettersInLabel(text: string, one: 'I' | 'L'): string {
  const letter = (d: string) => (d === '1' ? one : (LETTER_OF_DIGIT[d] ?? d));
  return text.replace(/[A-Z0-9]+/g, (word) => {
    if (/\d{2}/.test(word)) return word;
    const letters = word.match(/[A-Z]/g)?.length ?? 0;
    // Between two letters ("G5T"), unless the word is a short code such as "B2B".
    if (letters === 2) return word.replace(/(?<=[A-Z])[05861](?=[A-Z])/g, letter);
    if (letters < 3) return word;
    return word.replace(/(?<=[A-Z]|^)[058621](?=[A-Z])|(?<=[A-Z]{3})[058621]$/g, letter);
  });
}

/** The compact label of a stretch of row text, currency codes and OCR's clipped TOTAL mended. */
function labelOf(text: string): string {
  return stripCodes(
    compactOf(koreanLabelsInEnglish(japaneseLabelsInEnglish(text)).replace(CLIPPED_TOTAL, '$1L')),
  );
}

/**
 * "TOTAL 78-10", "CASH: 45-00", "TOTAL $58-73", "Net Total 87-10 M": an amount ending the row (but
 * for a currency code or a stray letter) whose decimal point OCR read as a hyphen. A colon stays a
 * time's ("Brno, AN u hotelu Grand 00:30").
 */
const HYPHEN_POINT = /(?<=^|[\s:A-Z$€£])(\d{1,5})-(\d{2})(?=(?:\s*(?:RM|MYR|EUR|USD|[A-Z]))?\s*$)/;
const MONEY_KINDS: RowKind[] = ['total', 'grand', 'rounded-total', 'subtotal', 'tender', 'change'];
/**
 * "Total 102:40", "RM 30:00" under a total label: the point read as a colon. Only on a total's row,
 * and only as the row's last number, since a payment or change row may print the time beside it.
 */
const COLON_POINT = /(?<=^|[\s$€£A-Z])(\d{1,6}):(\d{2})(?=(?:\s*(?:RM|MYR|EUR|USD|[A-Z]))?\s*$)/;
const TOTAL_LABEL_KINDS: RowKind[] = ['total', 'grand', 'rounded-total', 'subtotal'];

/** The row opens with a total's word ("Hotel Grand 00:30" is a hotel and a time) and prints no amount. */
function colonIsTotalPoint(upper: string, at: number): boolean {
  const opening = /^[^A-Z]*([A-Z]+(?:[\s-]?T[O0]TAL)?)/.exec(upper)?.[1] ?? '';
  return (
    TOTAL_LABEL_KINDS.includes(classifyLabel(labelOf(opening))) &&
    TOTAL_LABEL_KINDS.includes(classifyLabel(labelOf(upper.slice(0, at)))) &&
    findMoney(upper).length === 0
  );
}

/**
 * "TOTAL AMOUNT DUE ON August 3, 2014 $4.11", "Zahlbar bis 3. August 2014": the day and year of a
 * date written with its month's name are no amounts, though each reads as a whole number.
 */
function withoutDateParts(row: Row, money: MoneyToken[]): MoneyToken[] {
  if (!/(?:19|20)\d\d/.test(row.upper) || !money.some((m) => !m.hasDecimals && !m.currency)) return money;
  const spans = dateCandidatesIn(row)
    .filter((c) => c.kind === 'month-name' && /(?:19|20)\d\d/.test(c.raw))
    .map((c) => [c.at, c.at + c.raw.length] as const);
  if (spans.length === 0) return money;
  return money.filter(
    (m) => m.hasDecimals || m.currency !== null || !spans.some(([a, b]) => m.start >= a && m.end <= b),
  );
}

export function classifyRow(row: Row): ClassifiedRow {
  const hyphen = HYPHEN_POINT.exec(row.upper);
  if (hyphen && MONEY_KINDS.includes(classifyLabel(labelOf(row.upper.slice(0, hyphen.index)))))
    return classifyRow({ ...row, upper: row.upper.replace(HYPHEN_POINT, '$1.$2') });
  const colon = COLON_POINT.exec(row.upper);
  if (colon && colonIsTotalPoint(row.upper, colon.index))
    return classifyRow({ ...row, upper: row.upper.replace(COLON_POINT, '$1.$2') });
  const money = withoutDateParts(row, findMoney(row.upper));
  let labelText = row.upper;
  for (const m of [...money].reverse())
    labelText = `${labelText.slice(0, m.start)} ${labelText.slice(m.end)}`;
  // A 1 read for a letter is tried as I ("QUANT1TY"), then as L ("BA1ANCE") if that names nothing.
  const asI = lettersInLabel(labelText, 'I');
  const asL = lettersInLabel(labelText, 'L');
  labelText = classifyLabel(labelOf(asI)) === 'other' && classifyLabel(labelOf(asL)) !== 'other' ? asL : asI;
  // "Tatal Sales", "Cosh Recaived", "Raunding Adj": a summary word with a look-alike letter or two
  // names its row when the label read as printed names nothing.
  if (classifyLabel(labelOf(labelText)) === 'other') {
    const mended = summaryWordsMended(labelText);
    if (classifyLabel(labelOf(mended)) !== 'other') labelText = mended;
  }
  // "OTAL 28.00", "UB-TOTAL 17.90": the box edge cut off the label's first letter.
  const unclipped = clippedSummaryWordMended(labelText);
  if (unclipped !== labelText && classifyLabel(labelOf(unclipped)) !== 'other') labelText = unclipped;
  const label = labelOf(labelText);
  let kind = classifyLabel(label);
  // "FRESH STALLOP" holds HST only across its space: a tax name is within one word.
  if (
    kind === 'tax' &&
    !TAX_LABEL.test(
      labelText
        .toUpperCase()
        .replace(/[^A-Z0-9 ]/g, '')
        .trim(),
    )
  )
    kind = classifyLabel(label.replace(new RegExp(TAX_LABEL.source, 'g'), '-'));
  // "1 LIST TOTAL CARE 2.77", "8 Krug Grande Cuvee 2,040.00": a count, then a product name that
  // holds a summary word; a summary row opens with its label.
  if (
    (kind === 'total' || kind === 'grand') &&
    /^\d{1,2}\s+[A-Z]{2,}/.test(row.upper) &&
    !/^\d{1,2}\s+(T[O0]TAL|GRAND|AMOUNT|BALANCE|SUB)/.test(row.upper)
  )
    kind = 'other';
  // A mail's footnote or terms ("1. 3% savings is earned as Daily Cash … 3% is the total amount of
  // Daily Cash earned", "2. The total price includes 15 days of …"): a total word inside a sentence
  // names no amount of its row when every number there is bare, a note's number or a count. A
  // whole amount with its code ("a total of 58 EUR for 2 tickets") is the sentence's amount.
  if (
    (kind === 'total' || kind === 'grand') &&
    row.upper.trim().split(/\s+/).length >= 12 &&
    money.every((m) => !m.hasDecimals && !m.currency && !codeBeside(row.upper, m))
  )
    kind = 'other';
  // "TAX 0.00 BAL 2.00": the words right before the last amount name it.
  const last = money.at(-1);
  if (last && money.length >= 2) {
    const prev = money.at(-2);
    const near = labelOf(row.upper.slice(prev ? prev.end : 0, last.start));
    const nearKind = near.length >= 3 ? classifyLabel(near) : 'other';
    if (nearKind !== 'other') kind = nearKind;
  }
  // An adjustment is a few cents; a "rounded" row carrying a whole unit or more is the rounded
  // total ("ROUNDUP AMOUNT Rs1,971.00", "Total Amt Rounded 104.00"), while a bare "Adjustment
  // 5.00" is some other charge or credit, neither the rounding nor the total.
  if (kind === 'rounding' && last?.hasDecimals && Math.abs(last.cents) >= 100)
    kind = /ROUND/.test(label) ? 'rounded-total' : 'other';
  return { row, kind, label, money };
}

/** The summary words that may open the name of a product or service ("Tax return preparation"). */
const OPENING_SUMMARY_WORD = /^(?:TAX|TAXES|SERVICE|SERVICES|TOTAL|CHANGE)$/;
/**
 * The words summary rows go on with ("Total amount due", "Service fee", "Change given", "Tax
 * included"), besides every word that names a summary kind by itself (VAT, PAID, DISCOUNT).
 */
const SUMMARY_VOCABULARY = new Set(
  `AMOUNT AMOUNTS PAYABLE PAY PAYER TODAY NOW FEE FEES CHARGE CHARGES CHARGED INCL INCLUDED INCLUDING INCLUSIVE INCLUS INCLUSE COMPRIS COMPRISE INBEGRIFFEN EXCL EXCLUDED EXCLUDING EXCLUSIVE RATE RATES NET NETT GROSS SUM SALES SALE PRICE PRICES COST COSTS VALUE GIVEN BACK RETURNED ROUNDED ROUNDING BEFORE AFTER ORDER ORDERS BILL BILLED INVOICE THIS CURRENT ITEMS ITEM SPENT SHIPPING HANDLING DELIVERY REFUND REFUNDED OWED OWING DUE PURCHASE PURCHASES ESTIMATED APPLIED COLLECTED WITHHELD AMT INKL INKLUSIVE EXKL EXKLUSIVE ZZGL ENTHALTEN ENTHALTENE MWST BETRAG SUMME RECHNUNG EINKAUF BESTELLUNG FACTURA PEDIDO COMPRA PAGAR PAGADO GENERAL GÉNÉRAL FINAL COMMANDE REGLER RÉGLER PAYÉ PAYE BESTELLING ORDINE CARRELLO GERAL ESTIMADO ESTIMÉ TOTAL TAXES TAX SERVICE CHANGE WORDS ONLY`.split(
    ' ',
  ),
);

/**
 * "Tax advice service 90.00", "Service call-out fee 65.00", "Change of address 15.00", "Total care
 * conditioner 18.00": on a mail or a text layer, a product or service of an invoice's item table may
 * open with a tax, service, total or change word. Such a row is no summary row when its label goes
 * on with a word written in lower case that is no summary vocabulary ("advice", "call-out",
 * "address", "care") and carries no rate, and a summary row proper follows it. Real
 * summary rows ("Tax", "Total tax", "Service charge 10%", "Change given", "Total amount due") and
 * OCR's capitals ("TOTAL ANOUNT", a garbled label) stay what they say.
 */
export function productsNamedWithSummaryWords(classified: ClassifiedRow[]): ClassifiedRow[] {
  const NAMED_KINDS: RowKind[] = ['tax', 'service', 'total', 'change'];
  const SUMMARY: RowKind[] = ['subtotal', 'total', 'grand', 'rounded-total', 'change', 'tax', 'service'];
  const priced = (c: ClassifiedRow) => c.money.some((m) => m.hasDecimals || m.currency);
  const named = (c: ClassifiedRow) => {
    if (!NAMED_KINDS.includes(c.kind) || !priced(c)) return false;
    const first = c.money[0];
    const label = c.row.text.slice(0, first ? first.start : undefined).trim();
    if (/%/.test(label)) return false;
    const words = label.split(/[\s:]+/).filter((w) => w.length > 0);
    if (!OPENING_SUMMARY_WORD.test(words[0]?.toUpperCase() ?? '')) return false;
    return words.slice(1).some((w) => {
      const letters = w.replace(/[^\p{L}-]/gu, '');
      const upper = letters.toUpperCase();
      return (
        letters.replace(/-/g, '').length >= 4 &&
        /\p{Ll}/u.test(letters) &&
        !SUMMARY_VOCABULARY.has(upper) &&
        classifyLabel(compactOf(upper)) === 'other'
      );
    });
  };
  // Only above the first summary row proper, and only when one follows.
  const end = classified.findIndex((c) => SUMMARY.includes(c.kind) && priced(c) && !named(c));
  if (end < 0) return classified;
  return classified.map((c, i) => (i < end && named(c) ? { ...c, kind: 'other', named: true } : c));
}
