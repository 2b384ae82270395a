import {
  type DateCandidate,
  type DateChoice,
  dateCandidatesIn,
  isoOf,
  makeDate,
  type OrderEvidence,
  type Ymd,
} from '../dates';
import {
  DATE_WORD,
  DAY_FIRST_DATE_LABEL,
  ELIDED_INVOICE_DATE_LABEL,
  ENGLISH_DATE_LABEL,
  INVOICE_DATE_LABEL,
  OTHER_DATE_LABEL,
  PURCHASE_DATE_LABEL,
  RANGE_AFTER,
  RANGE_BEFORE,
  STAY_ARRIVAL_LABEL,
  STAY_DEPARTURE_LABEL,
} from '../lexicon/date-labels';
import { MULTILINGUAL_MONTHS } from '../lexicon/months';
import { compactOf, normalizeText, type Row } from '../text';
import { fold } from './fold';

/**
 * Which date of an invoice or a receipt mail is the purchase date. Absorbs: labels before the date,
 * in a column header above it or on the row above ("RECHNUNGSNUMMER  DATUM" over the values),
 * in English, German, Dutch, French, Spanish, Swedish and Polish; due, delivery, service-period
 * and meter-reading dates; date ranges ("du 28.09.2024 au 18.02.2025"); a letter's "Leipzig,
 * 2025-11-27"; browser print stamps repeated at the top of every page; ctime dates of mail
 * systems ("Sat Jan 10 12:44:36 2015").
 */
export interface ScoredDate {
  iso: string;
  raw: string;
  row: Row;
  score: number;
  /** The label that decided, for parsingNotes. */
  label: string | null;
  kind: 'purchase' | 'other' | 'date' | 'letter' | null;
  fixed: boolean;
}

/** A date written with its month's name, so its day/month order is not in doubt. */
function monthNameCandidate(
  row: Row,
  m: RegExpMatchArray,
  d: NonNullable<ReturnType<typeof makeDate>>,
): DateCandidate {
  return { row, raw: m[0], at: m.index ?? 0, fixed: d, dmy: d, mdy: d, kind: 'month-name', evidence: null };
}

const ENGLISH_MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
// "SAT JAN 10 12:44:36 2015": month, day, time, then the year.
const CTIME_RE =
  /(?<![A-Z])([A-Z]{3})[A-Z]*\.?\s+(\d{1,2})(?:ST|ND|RD|TH)?,?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?\s+(?:[A-Z]{2,5}\s+)?((?:19|20)\d{2})(?!\d)/g;

function ctimeCandidates(row: Row): DateCandidate[] {
  const out: DateCandidate[] = [];
  for (const m of row.upper.matchAll(CTIME_RE)) {
    const month = ENGLISH_MONTHS.indexOf(m[1]!) + 1 || MULTILINGUAL_MONTHS[m[1]!] || 0;
    const d = month ? makeDate(Number(m[3]), month, Number(m[2])) : null;
    if (d) out.push(monthNameCandidate(row, m, d));
  }
  return out;
}

// "3 de marzo de 2025", "1er mars 2025", "den 3. März 2025": a day, a joining word, a month name.
const JOINED_RE =
  /(?<![\dA-Z])(\d{1,2})(?:ER|\.)?\s+(?:DE\s+)?([A-ZÀ-Ü]{3,12})\.?\s+(?:DE\s+|DEL\s+)?((?:19|20)\d{2})(?!\d)/g;

function joinedCandidates(row: Row): DateCandidate[] {
  const out: DateCandidate[] = [];
  for (const m of row.upper.matchAll(JOINED_RE)) {
    if (!/\bDE\b|ER\b/.test(m[0])) continue;
    const month = MULTILINGUAL_MONTHS[m[2]!] ?? MULTILINGUAL_MONTHS[fold(m[2]!)] ?? 0;
    const d = month ? makeDate(Number(m[3]), month, Number(m[1])) : null;
    if (d) out.push(monthNameCandidate(row, m, d));
  }
  return out;
}

/** The segment (cell) of a row that holds `raw`, for column-header lookups. */
function segmentOf(row: Row, raw: string): { x: number; right: number; text: string } {
  for (const s of row.segments) {
    const text = normalizeText(s.text).toUpperCase();
    if (text.includes(raw.trim()) || raw.includes(text)) return { x: s.x, right: s.x + s.width, text };
  }
  return { x: row.x, right: row.right, text: row.upper };
}

/** Text of the row above that sits over the date's column (a header such as "Invoice date"). */
function labelAbove(rows: Row[], row: Row, cell: { x: number; right: number }): string {
  const above = rows[row.index - 1];
  if (!above || above.page !== row.page || row.y - above.y > 3.2 * Math.max(row.height, above.height))
    return '';
  if (dateCandidatesIn(above).length > 0 || joinedCandidates(above).length > 0) return '';
  const width = Math.max(cell.right - cell.x, 1);
  const over = above.segments.filter(
    (s) => Math.min(s.x + s.width, cell.right) - Math.max(s.x, cell.x) > -0.1 * width,
  );
  // One cell per line (e-mail bodies): a short label line right above the value.
  if (above.segments.length === 1 && above.text.length <= 40) return fold(above.text);
  return fold(over.map((s) => s.text).join(' '));
}

/**
 * A label begun on the row above and continued on the date's own row: "Rechnungsdatum" over
 * "/Lieferdatum 13 Februar 2025" (the marketplace invoices whose pdftotext text public parser
 * tests quote), "Invoice date" over "& delivery date 13/02/2025". The row's label opens with the
 * joiner; the row above is that label's first part, ending on an invoice-date label. Returns
 * that first part with a space, or nothing.
 */
function continuedLabel(rows: Row[], row: Row, own: string): string {
  if (!/^\s*(?:[/&+]|(?:UND|AND|ET|EN|Y|OCH)\s)/.test(own)) return '';
  const above = rows[row.index - 1];
  if (!above || above.page !== row.page || row.y - above.y > 2.6 * Math.max(row.height, above.height))
    return '';
  const text = fold(above.text).replace(/[\s:]+$/, '');
  return CONTINUED_PURCHASE_LABEL.test(text) ? `${text} ` : '';
}

const CONTINUED_PURCHASE_LABEL = new RegExp(`^(?:${PURCHASE_DATE_LABEL.source})$`);

/**
 * A date over another date in its column on the next row: the first line of a table of dated
 * lines (a hotel folio's nights, a statement's bookings), whose "Date" header names the lines'
 * dates, not the document's.
 */
function headsDateColumn(rows: Row[], c: DateCandidate): boolean {
  const next = rows[c.row.index + 1];
  if (!next || next.page !== c.row.page || next.y - c.row.y > 2.6 * Math.max(c.row.height, next.height))
    return false;
  const cell = segmentOf(c.row, c.raw);
  return dateCandidatesIn(next).some((d) => Math.abs(segmentOf(next, d.raw).x - cell.x) < 12);
}

function readingOf(c: DateCandidate, order: OrderEvidence): Ymd | null {
  return c.fixed ?? (order.order === 'DMY' ? c.dmy : c.mdy) ?? c.dmy ?? c.mdy;
}

interface LabelContext {
  /** The row's words before the date, folded. */
  beforeAll: string;
  /** Only the words since the previous date or amount: the date's own label. */
  before: string;
  after: string;
  /** A label in the row above over the date's column. */
  above: string;
  /** `before` and `above` together, for the label's language. */
  label: string;
}

function labelContext(rows: Row[], c: DateCandidate): LabelContext {
  const at = c.row.upper.indexOf(c.raw);
  const cell = segmentOf(c.row, c.raw);
  const beforeAll = fold(c.row.upper.slice(0, Math.max(0, at)));
  const own = beforeAll
    .split(/\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d[.,]\d{2}\b/)
    .at(-1)!
    .slice(-40);
  const before = continuedLabel(rows, c.row, own) + own;
  const after = fold(c.row.upper.slice(at + c.raw.length, at + c.raw.length + 8));
  const above = labelAbove(rows, c.row, cell);
  return { beforeAll, before, after, above, label: `${before} | ${above}` };
}

/** A word of another date ending right where a purchase label begins ("NEXT ", "NACHSTE" + "S "). */
const OTHER_RIGHT_BEFORE = new RegExp(`(?:${OTHER_DATE_LABEL.source})[A-Z]{0,2}\\s*$`);

/**
 * "12-03-2023   14.05.33" on a Dutch or German till receipt: hours, minutes and seconds written
 * with points right after the date are the sale's time, though they read as 14 May 2033.
 */
function timeAfterDate(c: DateCandidate, row: DateCandidate[]): boolean {
  const time = /^(\d{1,2})\.(\d{2})\.(\d{2})$/.exec(c.raw.trim());
  if (!time || Number(time[1]) > 23 || Number(time[2]) > 59 || Number(time[3]) > 59) return false;
  const start = c.at + c.raw.indexOf(c.raw.trim());
  return row.some(
    (d) =>
      d !== c &&
      d.at + d.raw.length <= start &&
      /^\s*(?:OM|UM|A|KL\.?)?\s*$/.test(c.row.upper.slice(d.at + d.raw.length, start)),
  );
}

/** Every date of the document with a score: higher is more surely the purchase date. */
export function scoreDocumentDates(rows: Row[], order: OrderEvidence): ScoredDate[] {
  const all: DateCandidate[] = [];
  for (const row of rows) {
    // "JAN 10 12:44:36 2015" also reads as 10 Jan 2012 ("JAN 10 12"): the ctime reading wins.
    // Spanish "3 de marzo de 2025" and French "1er mars": the joining words hide them from dates.ts.
    const ctime = [...ctimeCandidates(row), ...joinedCandidates(row)];
    const found = dateCandidatesIn(row).filter((c) => !ctime.some((t) => t.raw.includes(c.raw.trim())));
    all.push(...found.filter((c) => !timeAfterDate(c, found)), ...ctime);
  }
  if (all.length === 0) return [];
  const votes = { DMY: 0, MDY: 0 };
  for (const c of all) if (c.evidence) votes[c.evidence] += 1;
  const dated: OrderEvidence | null =
    votes.DMY !== votes.MDY
      ? { order: votes.DMY > votes.MDY ? 'DMY' : 'MDY', reason: 'another date is unambiguous' }
      : null;
  const contexts = all.map((c) => labelContext(rows, c));
  // The language the dates are labelled in decides the order before an address or a currency does:
  // a German invoice from a US company writes "Rechnungsdatum: 03/04/2025" day-first.
  const labelsDayFirst =
    contexts.some((x) => DAY_FIRST_DATE_LABEL.test(x.label)) &&
    !contexts.some((x) => ENGLISH_DATE_LABEL.test(x.label));
  const orderOf = (x: LabelContext, c: DateCandidate): OrderEvidence =>
    dated ??
    // "Order Date : 12.03.2023" on a US shop's receipt: a date written with points is day-first.
    (/^\s*\d{1,2}\.\d{1,2}\.\d{2,4}\s*$/.test(c.raw)
      ? { order: 'DMY', reason: 'a date written with points is day-first' }
      : null) ??
    (DAY_FIRST_DATE_LABEL.test(x.label) && !ENGLISH_DATE_LABEL.test(x.label)
      ? { order: 'DMY', reason: "the date's label is in a day-first language" }
      : labelsDayFirst
        ? { order: 'DMY', reason: "the document's date labels are in a day-first language" }
        : order);
  // Print stamps ("2/10/26, 11:18 AM Gmail - …") repeat the same line on every page.
  const lineCount = new Map<string, Set<number>>();
  for (const r of rows) {
    const key = compactOf(r.text);
    const pages = lineCount.get(key) ?? new Set<number>();
    pages.add(r.page);
    lineCount.set(key, pages);
  }
  const counts = new Map<string, number>();
  const readings = all.map((c, k) => readingOf(c, orderOf(contexts[k]!, c)));
  for (const d of readings) if (d) counts.set(isoOf(d), (counts.get(isoOf(d)) ?? 0) + 1);
  const total = rows.length || 1;
  const out: ScoredDate[] = [];
  all.forEach((c, k) => {
    const d = readings[k];
    // "01 September - 30 September, 2025": the day after the dash is not a two-digit year; in
    // "20-May-18" (Indian and spreadsheet-made bills), dashed on both sides of the month, it is.
    const raw = c.raw.trim();
    if (!d || (c.kind === 'month-name' && /[-–]\s*\d{2}$/.test(raw) && !/^\d{1,2}-\p{L}+-\d{2}$/u.test(raw)))
      return;
    const { beforeAll, before, after, above } = contexts[k]!;
    let score = 1;
    let label: string | null = null;
    let kind: ScoredDate['kind'] = null;
    const purchaseBefore = PURCHASE_DATE_LABEL.exec(before);
    const otherBefore = OTHER_DATE_LABEL.exec(before);
    // "Rechnungsdatum / Lieferdatum 14.02.2025": one date under both names is the invoice date.
    const bothNames =
      !!purchaseBefore &&
      !!otherBefore &&
      (ELIDED_INVOICE_DATE_LABEL.test(purchaseBefore[0]) ||
        /^[A-Z]*\s*(?:[/&,+]|AND|UND|ET|Y|EN|OCH)\s*[A-Z]*$/.test(
          before.slice(purchaseBefore.index + purchaseBefore[0].length, otherBefore.index),
        ));
    // "Your next invoice date is April 13, 2019", "Prochaine date de facturation", "Nächstes
    // Rechnungsdatum": a word of another date right before the invoice label makes it the next one.
    const qualified = !!purchaseBefore && OTHER_RIGHT_BEFORE.test(before.slice(0, purchaseBefore.index));
    if (
      purchaseBefore &&
      !qualified &&
      (bothNames || !(otherBefore && otherBefore.index > purchaseBefore.index))
    ) {
      score += 3;
      label = purchaseBefore[0];
      kind = 'purchase';
    } else if (otherBefore) {
      score -= 3;
      label = otherBefore[0];
      kind = 'other';
    } else if (PURCHASE_DATE_LABEL.test(above) && !OTHER_DATE_LABEL.test(above)) {
      score += 2.5;
      label = PURCHASE_DATE_LABEL.exec(above)![0];
      kind = 'purchase';
    } else if (OTHER_DATE_LABEL.test(above)) {
      score -= 2.5;
      label = OTHER_DATE_LABEL.exec(above)![0];
      kind = 'other';
    } else if (DATE_WORD.test(before.slice(-14)) || (DATE_WORD.test(above) && !headsDateColumn(rows, c))) {
      score += 1.5;
      label = 'date';
      kind = 'date';
    } else if (/^\s*[A-Z][A-Z .'-]+,\s*$/.test(beforeAll)) {
      // A letter's place and date ("Leipzig, 2025-11-27") dates the document itself.
      score += 2;
      label = 'place and date';
      kind = 'letter';
    }
    const rangeAfter = RANGE_AFTER.test(after);
    const rangeBefore = RANGE_BEFORE.test(beforeAll);
    if (rangeAfter || rangeBefore) {
      score -= 2.5;
      kind = kind === 'purchase' ? kind : 'other';
    }
    if ((lineCount.get(compactOf(c.row.text))?.size ?? 0) >= 2) score -= 3;
    if (c.kind === 'eight-digit' || c.kind === 'lost-separator') score -= 1.5;
    if (c.kind === 'numeric' && !c.fixed) score -= 0.2;
    score += 0.2 * Math.min(3, (counts.get(isoOf(d)) ?? 1) - 1);
    score -= Math.min(1.5, 0.5 * c.row.page);
    score -= (0.6 * c.row.index) / total;
    out.push({ iso: isoOf(d), raw: c.raw.trim(), row: c.row, score, label, kind, fixed: c.fixed !== null });
  });
  datedByDeparture(out);
  return out.sort((a, b) => b.score - a.score || a.row.index - b.row.index);
}

/**
 * A hotel folio that labels no invoice date is dated by the stay's departure, the day the bill is
 * settled: a departure after an arrival, so a flight's departure and arrival are left alone.
 */
function datedByDeparture(out: ScoredDate[]): void {
  if (out.some((d) => d.kind === 'purchase')) return;
  const arrival = out.find((d) => d.label && STAY_ARRIVAL_LABEL.test(d.label));
  const departure = out.find((d) => d.label && STAY_DEPARTURE_LABEL.test(d.label));
  if (!arrival || !departure || departure.iso <= arrival.iso) return;
  departure.score = Math.max(...out.map((d) => d.score)) + 0.5;
  departure.label = 'departure';
  departure.kind = 'date';
}

const DAY_MS = 86_400_000;

/**
 * The purchase/invoice date of a digital document (PDF text layer). A document attached to a mail
 * was issued by the time the mail was sent (`sentAt`, the sender's local time): dates after it
 * (due, delivery and service dates) are passed over while an earlier one remains.
 */
export function chooseDocumentDate(rows: Row[], order: OrderEvidence, sentAt?: string): DateChoice | null {
  const scored = scoreDocumentDates(rows, order);
  const sentDay = sentAt && /^\d{4}-\d{2}-\d{2}/.test(sentAt) ? Date.parse(sentAt.slice(0, 10)) : Number.NaN;
  const issued = Number.isNaN(sentDay) ? scored : scored.filter((d) => Date.parse(d.iso) - sentDay <= DAY_MS);
  let best = issued[0] ?? scored[0];
  if (!best) return null;
  // "Order date" above "Invoice date" on a shop's invoice: the invoice's own date.
  if (best.kind === 'purchase' && !INVOICE_DATE_LABEL.test(best.label ?? '')) {
    const invoiceDate = (issued[0] ? issued : scored).find(
      (d) => d.kind === 'purchase' && INVOICE_DATE_LABEL.test(d.label ?? '') && d.score >= best!.score - 1,
    );
    if (invoiceDate) best = invoiceDate;
  }
  const confidence = Math.max(0.2, Math.min(0.97, 0.5 + 0.1 * best.score - (best.fixed ? 0 : 0.15)));
  const why =
    best.kind === 'purchase' || best.kind === 'date'
      ? `labelled "${best.label?.toLowerCase()}"`
      : best.kind === 'letter'
        ? "the letter's place and date"
        : 'the most likely date on the document';
  return {
    iso: best.iso,
    confidence: Math.round(confidence * 100) / 100,
    note: `Date "${best.raw}" from ${why}.`,
  };
}
