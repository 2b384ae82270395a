import type { TextDocument } from '../text-document';
import { chooseDate, type DateChoice, type OrderEvidence } from './dates';
import { chooseDocumentDate } from './document/dates';
import { chooseDocumentMerchant, chooseScannedMerchant } from './document/merchant';
import { ownOrderRows } from './document/own-order';
import {
  chargedAmount,
  finalAmount,
  paidAfterCredit,
  periodTotal,
  sectionsPaid,
  settledInFull,
  spacedTotal,
  ticketPrice,
} from './document/total';
import { chooseEmailDate } from './email/date';
import { chooseEmailMerchant } from './email/merchant';
import { currencyCodesNamed, currencyMarks } from './lexicon/currencies';
import type { MerchantChoice } from './merchant';
import type { ClassifiedRow } from './rows';
import type { Row } from './text';

/**
 * Where a document came from decides how its merchant and date are read: a paper slip names its
 * store at the top, a receipt mail in its sender, an invoice in its seller block; a mail's date
 * is bounded by when it was sent. Images keep the slip readers; a scanned PDF keeps them too, but
 * its letterhead's web address or a seller label names its seller first.
 */
export interface ChannelReaders {
  /** The rows that belong to this receipt (a mail or invoice may list other orders under it). */
  ownRows(rows: Row[]): Row[];
  date(rows: Row[], order: OrderEvidence): DateChoice | null;
  /**
   * `fromHeader` is the slip reader (top lines, then the sender in `hints` when they are weak), on
   * `only` of the rows when given.
   */
  merchant(
    rows: Row[],
    fromHeader: (hints: TextDocument['hints'], only?: Row[]) => MerchantChoice | null,
  ): MerchantChoice | null;
  /**
   * The amount charged, when the document says so apart from its total lines; else, when the
   * slip reader found no labelled total (`labelledTotal` false), a final amount in other words;
   * else the slip reader's `total` with the thousands a space set apart from it.
   */
  charged(
    classified: ClassifiedRow[],
    labelledTotal: boolean,
    total: number | null,
  ): { cents: number; note: string } | null;
}

export function channelReaders(doc: TextDocument): ChannelReaders {
  if (doc.source === 'email-html' || doc.source === 'email-text')
    return {
      ownRows: ownOrderRows,
      date: (rows, order) => chooseEmailDate(rows, order, doc.hints),
      // The body's own lines only: the sender was weighed already.
      merchant: (rows, fromHeader) =>
        chooseEmailMerchant(rows, doc.hints, (only) => fromHeader(undefined, only)),
      charged: documentTotal,
    };
  if (doc.source === 'pdf-text')
    return {
      ownRows: ownOrderRows,
      date: (rows, order) => chooseDocumentDate(rows, order, doc.hints?.emailDate),
      merchant: (rows, fromHeader) => chooseDocumentMerchant(rows, () => fromHeader(doc.hints), doc.hints),
      charged: documentTotal,
    };
  if (doc.scannedPdf)
    return {
      ownRows: (rows) => rows,
      date: chooseDate,
      merchant: (rows, fromHeader) => chooseScannedMerchant(rows, () => fromHeader(doc.hints)),
      charged: () => null,
    };
  return {
    ownRows: (rows) => rows,
    date: chooseDate,
    merchant: (_rows, fromHeader) => fromHeader(doc.hints),
    charged: () => null,
  };
}

const TOTAL_KINDS = new Set(['grand', 'total', 'rounded-total']);

function documentTotal(
  classified: ClassifiedRow[],
  labelledTotal: boolean,
  total: number | null,
): { cents: number; note: string } | null {
  return (
    chargedAmount(classified) ??
    settledInFull(classified, total) ??
    paidAfterCredit(classified, total) ??
    sectionsPaid(classified) ??
    (labelledTotal
      ? spacedTotal(classified, total)
      : // No total row: a labelled price outranks the largest or only amount readAmounts guessed.
        (finalAmount(classified) ?? periodTotal(classified) ?? ticketPrice(classified)))
  );
}

/**
 * The currency of one receipt: the mark written with its total ("48.24 ZŁ", "Total PLN 44.59"),
 * else the mark most amounts carry, else a code the document names; null leaves the guess from
 * addresses and tax names to the caller.
 */
export function receiptCurrency(
  classified: ClassifiedRow[],
  total: number | null,
  guess: string | null,
  emailFrom?: string,
): { code: string; reason: string } | null {
  const text = classified.map((c) => c.row.upper).join('\n');
  const found = markedCurrency(classified, total, text);
  // "kr" is the Danish and Norwegian crown as well as the Swedish one; where the text does not say
  // which, a sender at a .dk or .no address does.
  if (found?.code === 'SEK' && !/\bSEK\b/.test(text)) {
    const sender = emailFrom?.toLowerCase().match(/\.(dk|no)$/)?.[1];
    const crown =
      [...currencyCodesNamed(text)].find(([code]) => code === 'DKK' || code === 'NOK')?.[0] ??
      (guess === 'DKK' || guess === 'NOK' ? guess : null) ??
      (sender === 'dk' ? 'DKK' : sender === 'no' ? 'NOK' : null);
    if (crown) return { code: crown, reason: `the amounts carry "kr" and the document points to ${crown}` };
  }
  if (found?.code !== '$') return found;
  // "$" alone: a dollar code the document names, else the country its address points to.
  const dollar = [...currencyCodesNamed(text)].find(([code]) => DOLLARS.has(code))?.[0];
  if (dollar) return { code: dollar, reason: `the amounts carry "$" and the document names ${dollar}` };
  if (guess && DOLLARS.has(guess)) return null;
  return { code: 'USD', reason: 'the amounts carry the "$" sign' };
}

// The currencies written "$": the dollars, and the Mexican peso ("$1,654.00 MXN").
const DOLLARS = new Set(['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN']);

function markedCurrency(
  classified: ClassifiedRow[],
  total: number | null,
  text: string,
): { code: string; reason: string } | null {
  if (total !== null) {
    const rows = classified.filter((c) => c.money.some((m) => Math.abs(m.cents) === total));
    const ranked = [...rows.filter((c) => TOTAL_KINDS.has(c.kind)), ...rows];
    for (const c of ranked) {
      const marks = [...currencyMarks(c.row.upper)];
      if (marks.length === 1) return { code: marks[0]![0], reason: 'the total is written with its currency' };
    }
  }
  const top = [...currencyMarks(text)].sort((a, b) => b[1] - a[1])[0];
  if (top) return { code: top[0], reason: `the amounts carry ${top[0]} marks` };
  const named = [...currencyCodesNamed(text)].sort((a, b) => b[1] - a[1])[0];
  if (named) return { code: named[0], reason: `the document names ${named[0]}` };
  return null;
}
