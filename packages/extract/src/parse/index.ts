import type { Category, HsaReceipt, Receipt } from '@receiptbox/contracts';
import type { TextDocument } from '../text-document';
import { centsToAmount, formatCents } from './amounts';
import { chooseCategory } from './categories';
import { channelReaders, receiptCurrency } from './channel';
import {
  dateConfidence,
  FUEL_CHECK,
  type ItemsAgreement,
  reviewNote,
  TAX_TABLE_CHECK,
  type TotalClass,
  totalClass,
  totalConfidence,
} from './confidence';
import { type DateEvidence, dateCandidatesIn, repairGstYear } from './dates';
import { columnWordCount } from './document/merchant/titles';
import { fuelAgreement } from './fuel';
import { assessHsa } from './hsa';
import { findPaymentMethod, findReceiptNumber } from './identifiers';
import { itemsEnd, readItems, sumCents } from './items';
import { readPastEnd } from './items-past-end';
import { BILL_ROUNDING_STEP } from './lexicon/currencies';
import { guessLocale, namesMalaysia } from './locale';
import { chooseMerchant } from './merchant';
import { itemsAgreement, lookAlikeItem, reconcileItems } from './reconcile';
import type { ClassifiedRow } from './rows';
import { summarize } from './summary';
import { grossDisagrees, taxTableGross } from './tax-table';
import { type Row, toRows } from './text';
import { itemsBackedTotal, lostDigitNote, restoreLostDigit } from './total-repairs';
import { type Amounts, paidDisagrees, readAmounts, type TotalEvidence } from './totals';

export { DEFAULT_CATEGORIES } from './categories';

export interface ParseOptions {
  categories: Category[];
  hsa: boolean;
  /** Told what the total's and date's confidences were built from (benches fit and check the tables). */
  explain?: (trace: ConfidenceTrace) => void;
}

/** The evidence behind a receipt's total and date confidences. */
export interface ConfidenceTrace {
  totalClass: TotalClass;
  totalEvidence: TotalEvidence;
  items: ItemsAgreement;
  /** A document's labelled charge replaced the total read (its confidence is at least 0.85). */
  charged: boolean;
  dateEvidence: DateEvidence | null;
}

/**
 * "01/03/2024 - 31/03/2024", "01.03.2024 bis 31.03.2024", "1/3/24 to 31/3/24": two dates joined as
 * the period a telecom, utility or subscription line bills.
 */
const BILLED_PERIOD =
  /\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\s*(?:-|–|TO|AL|BIS|AU|A|TOT|T\/M|TILL|—)\s*\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b/;
const HEADER_ROW =
  /QTY|DESCRIPTION|^ITEM|PRICE|AMOUNT|\bAMT\b|\bTEL\b|FAX|GST|\bREG\b|INVOICE|RECEIPT|CASHIER|\bTABLE\b|DATE|TIME/;

/**
 * Reads a receipt from positioned text lines. Deterministic and total: odd text gives nulls and
 * notes, never an exception.
 *
 * @example
 * const receipt = parseReceipt(doc, { categories: DEFAULT_CATEGORIES, hsa: false });
 * receipt.total_price; // 80.9
 */
export function parseReceipt(doc: TextDocument, options: ParseOptions & { hsa: true }): HsaReceipt;
export function parseReceipt(doc: TextDocument, options: ParseOptions & { hsa: false }): Receipt;
export function parseReceipt(doc: TextDocument, options: ParseOptions): Receipt | HsaReceipt;
export function parseReceipt(doc: TextDocument, options: ParseOptions): Receipt | HsaReceipt {
  try {
    return parseUnsafe(doc, options);
  } catch (err) {
    const base = emptyReceipt(`The parser could not read this text (${(err as Error).message}).`);
    return options.hsa
      ? { ...base, hsa_amount: 0, hsa_notes: '', parsing_notes: base.parsingNotes, line_items: [] }
      : base;
  }
}

/** A row of words with no amount and no date: an item's name printed over its price. */
function nameAbove(row: Row | undefined, classified: ClassifiedRow | undefined): boolean {
  return (
    row !== undefined &&
    classified?.kind === 'other' &&
    classified.money.length === 0 &&
    /\p{L}{3}/u.test(row.text) &&
    !HEADER_ROW.test(row.upper) &&
    dateCandidatesIn(row).length === 0
  );
}

function emptyReceipt(note: string): Receipt {
  return {
    date: null,
    receipt_number: null,
    company: null,
    summary: 'Receipt',
    line_items: [],
    total_price: null,
    subtotal: null,
    tax: null,
    tip: null,
    currency: null,
    payment_method: null,
    category: null,
    parsingNotes: note,
    confidence: {
      date: 0,
      receipt_number: 0,
      company: 0,
      line_items: 0,
      total_price: 0,
      payment_method: 0,
      category: 0,
    },
  };
}

function parseUnsafe(doc: TextDocument, options: ParseOptions): Receipt | HsaReceipt {
  const rows = toRows(doc);
  const notes: string[] = [];
  const locale = guessLocale(rows, doc.hints);
  // E-mails and PDFs name their merchant and date in their own places (see channel.ts).
  const readers = channelReaders(doc);
  // The amounts and date of this order only, not of other orders listed under it.
  const own = readers.ownRows(rows);
  const amounts = readAmounts(own, locale.currency, doc.source !== 'ocr');
  notes.push(...amounts.notes);

  const date = readers.date(own, locale.order);
  let dateIso = date?.iso ?? null;
  let dateSure = date ? (date.evidence ? dateConfidence(date.evidence) : date.confidence) : 0;
  if (date?.note) notes.push(date.note);
  const gstYear =
    dateIso && locale.currency === 'MYR' && rows.some((r) => /\bGST\b/.test(r.upper)) && namesMalaysia(rows)
      ? repairGstYear(dateIso)
      : null;
  if (gstYear) {
    dateIso = gstYear.iso;
    dateSure = Math.min(dateSure, 0.5);
    notes.push(gstYear.note);
  }
  if (!dateIso && doc.hints?.emailDate) {
    // The sender's calendar date: the hint is written in the sender's local time.
    const d = /^\d{4}-\d{2}-\d{2}/.exec(doc.hints.emailDate);
    if (d) {
      dateIso = d[0];
      dateSure = 0.5;
      notes.push('No date on the receipt; the e-mail date is used.');
    }
  }
  if (!dateIso) notes.push('No date found.');

  const merchant = readers.merchant(rows, (hints, only = rows) =>
    chooseMerchant(only, hints, { registeredNames: locale.registeredNames }),
  );
  if (merchant?.note) notes.push(merchant.note);
  if (!merchant) notes.push('No merchant name found in the header.');

  const summaryStart = itemsEnd(amounts);
  let headerEnd = 0;
  for (let i = 0; i < summaryStart; i++) {
    const r = rows[i];
    if (!r) continue;
    const money = amounts.classified[i]?.money.some((m) => m.hasDecimals) ?? false;
    // An item table's column headings in a language the slip words lack ("Nimike Määrä á hinta
    // Veroton yht. Alv 24 % Verollinen yht."): three column words over the first item head it too;
    // one or two ("Product photography, 2 hours") may be the first item's name over its price.
    const header = HEADER_ROW.test(r.upper) || columnWordCount(r.text) >= 3;
    // "Cuota mensual 01/03/2024 - 31/03/2024 12,40 €": a priced line naming the period it bills
    // is a bill's first item, not a dated heading.
    const period = money && BILLED_PERIOD.test(r.upper);
    if ((header && !money) || (dateCandidatesIn(r).length > 0 && !period)) headerEnd = i + 1;
    // The first priced row that is not a heading is an item: a date, phone or "GST" row further
    // down sits among the items and does not move their start. So is a bare price under its
    // name ("Geometry Dash" over "$4.99", a mail's item card read one cell per line).
    else if (
      money &&
      !header &&
      (/[A-Z]{2}/.test(r.upper) || nameAbove(rows[i - 1], amounts.classified[i - 1]))
    )
      break;
  }
  if (headerEnd >= summaryStart) headerEnd = 0;
  const { items: read, held } = readItems(amounts, headerEnd);

  let total = amounts.total;
  let totalRepaired = amounts.totalEvidence.repaired;
  // Confidence above 0.5 means a labelled total row was read (see readAmounts).
  const charged = readers.charged(
    amounts.classified,
    amounts.total !== null && amounts.totalConfidence > 0.5,
    amounts.total,
  );
  if (charged) {
    // A labelled charge outranks the guesses readAmounts falls back on.
    const guess = notes.findIndex((n) => n.startsWith('No total line found'));
    if (guess >= 0) notes.splice(guess, 1);
    if (charged.cents !== total || guess >= 0) notes.push(charged.note);
    total = charged.cents;
  }
  if (total !== null && amounts.totalShortCents && amounts.tax !== null && read.length > 0) {
    const whole = restoreLostDigit(total, [
      sumCents(read) + amounts.tax + (amounts.service ?? 0) + (amounts.rounding ?? 0),
    ]);
    if (whole !== null) {
      notes.push(lostDigitNote(total, whole, 'the items plus tax give'));
      total = whole;
      totalRepaired = true;
    }
  }
  if (
    total !== null &&
    !charged &&
    !totalRepaired &&
    doc.source === 'ocr' &&
    amounts.totalEvidence.source === 'label' &&
    amounts.totalEvidence.checks.length === 0 &&
    read.length > 0
  ) {
    const backed = itemsBackedTotal(total, sumCents(read), amounts);
    if (backed !== null) {
      notes.push(
        `The total reads ${formatCents(total)}; the items and ${amounts.paid === backed ? 'cash minus change' : 'the subtotal plus tax'} both give ${formatCents(backed)}, which is used.`,
      );
      total = backed;
      totalRepaired = true;
    }
  }
  const totalLine = !charged && amounts.totalEvidence.source === 'label' ? labelledTotalNote(amounts) : null;
  if (totalLine) notes.push(totalLine);
  // Cash minus change, a labelled total or a charge: an amount read, not the largest one guessed.
  const totalRead = amounts.totalEvidence.source !== 'largest' || charged !== null;
  const first = reconcileItems(read, { ...amounts, total, totalRead }, held);
  const checked = first.balanced
    ? first
    : (readPastEnd(amounts, headerEnd, { ...amounts, total, totalRead }, read) ??
      // Only OCR reads one digit for another; a text layer's or a mail's prices that miss the sum
      // by a look-alike step miss it by something unprinted (a promo code's discount).
      (doc.source === 'ocr'
        ? lookAlikeItem(
            read,
            { ...amounts, total },
            total === amounts.total && amounts.totalEvidence.checks.length > 0,
          )
        : null) ??
      first);
  const items = checked.items;
  if (checked.note) notes.push(checked.note);
  if (total !== null && items.length > 0) {
    const itemSum = sumCents(items);
    const matchesSubtotal = amounts.subtotal !== null && itemSum === amounts.subtotal;
    const extras = (amounts.tax ?? 0) + (amounts.service ?? 0) + (amounts.rounding ?? 0) + (amounts.tip ?? 0);
    const matches = [
      itemSum,
      itemSum + extras,
      itemSum + (amounts.rounding ?? 0),
      itemSum + (amounts.tax ?? 0),
    ].includes(total);
    if (!matches && !matchesSubtotal)
      notes.push(
        `Line items add up to ${formatCents(itemSum)}${extras ? ` (${formatCents(itemSum + extras)} with tax and adjustments)` : ''}, not the total ${formatCents(total)}.`,
      );
  }
  if (amounts.subtotal !== null && total !== null && amounts.tax !== null) {
    const expected =
      amounts.subtotal + amounts.tax + (amounts.service ?? 0) + (amounts.rounding ?? 0) + (amounts.tip ?? 0);
    if (
      expected !== total &&
      amounts.subtotal + amounts.tax !== total &&
      amounts.subtotal !== total &&
      !amounts.subtotalSums.has(total)
    )
      notes.push(
        `Subtotal ${formatCents(amounts.subtotal)} plus tax ${formatCents(amounts.tax)} does not give the total ${formatCents(total)}.`,
      );
  }
  const agreement: ItemsAgreement = checked.fitted
    ? 'none'
    : checked.balanced
      ? itemsAgreement(
          items,
          { ...amounts, total },
          { guessed: amounts.totalEvidence.source === 'largest' && !charged },
        )
      : notes.some((n) => n.startsWith('Line items add up'))
        ? 'contradicts'
        : 'none';
  // Evidence about the amount reported: a charged amount other than the total read is judged on its own.
  const measured =
    charged && charged.cents !== amounts.total ? amounts.evidenceFor(charged.cents) : amounts.totalEvidence;
  const roundingStep = locale.currency ? BILL_ROUNDING_STEP[locale.currency] : undefined;
  const fuel = total === null ? 'none' : fuelAgreement(rows, total);
  const gross = total === null ? null : taxTableGross(amounts.classified);
  const grossAgrees = gross !== null && total !== null && gross.cents === total;
  const totalEvidence = {
    ...measured,
    checks: [
      ...measured.checks,
      ...(fuel === 'agrees' ? [FUEL_CHECK] : []),
      ...(grossAgrees ? [TAX_TABLE_CHECK] : []),
    ],
    // A pump's volume and price that multiply to another amount name a rival total.
    sole: measured.sole && fuel !== 'disagrees',
    repaired: totalRepaired,
    exact: doc.source !== 'ocr',
    offRoundingStep: total !== null && roundingStep !== undefined && total % roundingStep !== 0,
    paidDisagrees: total !== null && paidDisagrees(total, amounts),
    grossDisagrees: total !== null && grossDisagrees(gross, total, amounts.rounding),
  };
  const totalSure =
    total === null
      ? 0
      : charged
        ? Math.max(totalConfidence(totalEvidence, agreement), 0.85)
        : totalConfidence(totalEvidence, agreement);
  options.explain?.({
    totalClass: totalClass(totalEvidence, agreement),
    totalEvidence,
    items: agreement,
    charged: charged !== null,
    dateEvidence: date?.evidence ?? null,
  });
  if (total === null) notes.push('No total found.');
  const marked =
    doc.source === 'ocr'
      ? null
      : receiptCurrency(amounts.classified, total, locale.currency, doc.hints?.emailFrom);
  const currency = marked?.code ?? locale.currency;
  notes.push(`Currency ${currency ?? 'unknown'}: ${marked?.reason ?? locale.currencyReason}.`);

  const receiptNumber = findReceiptNumber(rows);
  const payment = findPaymentMethod(rows);
  const category = chooseCategory(options.categories, {
    merchant: merchant?.name ?? null,
    items: items.map((i) => i.name),
    text: rows.map((r) => r.text).join(' '),
  });
  if (category) notes.push(category.reason);

  const company = merchant?.name ?? null;
  const summary = summarize({ merchant: company, date: dateIso, items, total, currency });

  // First, so the spreadsheet's Notes column starts with it.
  const review = reviewNote({ total_price: totalSure, date: dateIso ? dateSure : 0 });
  if (review) notes.unshift(review);

  const lineItems = items.map((i) => ({ name: i.name, quantity: i.quantity, price: centsToAmount(i.cents) }));
  const receipt: Receipt = {
    date: dateIso,
    receipt_number: receiptNumber?.value ?? null,
    company,
    summary,
    line_items: lineItems,
    total_price: total === null ? null : centsToAmount(total),
    subtotal: amounts.subtotal === null ? null : centsToAmount(amounts.subtotal),
    tax: amounts.tax === null ? null : centsToAmount(amounts.tax),
    tip: amounts.tip === null ? null : centsToAmount(amounts.tip),
    currency,
    payment_method: payment?.value ?? null,
    category: category?.name ?? null,
    parsingNotes: notes.join(' '),
    confidence: {
      date: dateIso ? dateSure : 0,
      receipt_number: receiptNumber?.confidence ?? 0,
      company: merchant?.confidence ?? 0,
      line_items:
        items.length === 0
          ? 0
          : checked.balanced
            ? 0.9
            : notes.some((n) => n.startsWith('Line items add up'))
              ? 0.4
              : 0.75,
      total_price: totalSure,
      payment_method: payment?.confidence ?? 0,
      category: category?.confidence ?? 0,
    },
  };
  if (!options.hsa) return receipt;
  const hsa = assessHsa(items, rows, amounts.tax, centsToAmount);
  return {
    ...receipt,
    line_items: hsa.items,
    hsa_amount: centsToAmount(hsa.hsaCents),
    hsa_notes: hsa.notes,
    parsing_notes: receipt.parsingNotes,
  };
}

const CODE = '(?:USD|EUR|GBP|CHF|SEK|NOK|DKK|PLN|CAD|AUD|NZD|SGD|HKD|MYR|RM|INR|JPY|CZK|HUF)';

/** Where a labelled total was read: 'Total from the "Gesamtsumme" line.' */
function labelledTotalNote(amounts: Amounts): string | null {
  const at = amounts.totalEvidence.row;
  const row = at === null || at === undefined ? null : amounts.classified[at];
  if (!row) return null;
  const label = row.row.text
    // A glyph the PDF's font maps to no character ("Total \u0000EUR\u0000") is not text to quote.
    .replace(/[\p{Cc}\p{Co}\uFFFD]/gu, ' ')
    .replace(
      new RegExp(
        `[-−]?\\s*(?:\\b${CODE}\\s?)?[$€£¥₹]?\\s?\\d[\\d.,'\\u00a0\\u202f ]*(?:\\s?(?:[$€£¥₹]|${CODE}\\b|kr\\b|zł))?`,
        'gu',
      ),
      ' ',
    )
    .replace(/[\s:=*]+$|^[\s:=*]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return /\p{L}{2}/u.test(label) && label.length <= 50 ? `Total from the "${label}" line.` : null;
}
