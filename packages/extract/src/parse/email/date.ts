import type { TextDocument } from '../../text-document';
import type { DateChoice, OrderEvidence } from '../dates';
import { scoreDocumentDates } from '../document/dates';
import { currencyMarks } from '../lexicon/currencies';
import { US_NO_DAYLIGHT_TIME, US_STATE_UTC_OFFSET } from '../lexicon/regions';
import type { Row } from '../text';

const DAY_MS = 86_400_000;
/** A receipt mail goes out within days of the purchase; a labelled (order) date may be any older. */
const UNLABELLED_BEFORE_DAYS = 7;

function dayNumber(iso: string): number {
  return Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS;
}

/**
 * The purchase date of a receipt mail. A receipt is sent when the purchase is made, so body dates
 * after the message (delivery, event and travel dates) or long before it (item release dates) are
 * not purchase dates; a labelled order date ("Order placed", "Date confirmed") is trusted further
 * back (any time before the mail). Without a body date the message's own date is used: the forwarded original's when the
 * mail is a forward, else the Date header, both as the sender's calendar date.
 */
export function chooseEmailDate(
  rows: Row[],
  order: OrderEvidence,
  hints: TextDocument['hints'],
): DateChoice | null {
  const sent =
    hints?.emailDate && /^\d{4}-\d{2}-\d{2}/.test(hints.emailDate) ? hints.emailDate.slice(0, 10) : null;
  const scored = scoreDocumentDates(rows, order).filter((d) => d.kind !== 'other');
  if (!sent) {
    const best = scored[0];
    return best
      ? { iso: best.iso, confidence: 0.6, note: `Date "${best.raw}" from the body; the message has no date.` }
      : null;
  }
  const day = dayNumber(sent);
  const plausible = scored.filter((d) => {
    const gap = day - dayNumber(d.iso);
    const labelled = d.kind === 'purchase' || d.kind === 'date';
    return gap >= -1 && (labelled || gap <= UNLABELLED_BEFORE_DAYS);
  });
  const best = plausible[0];
  if (best) {
    const labelled = best.kind === 'purchase' || best.kind === 'date';
    // An unlabelled body date on the day the mail went out is read twice, by the sender's clock
    // and in the text; a day apart may be a delivery or an order paid before midnight.
    const onSendDay = dayNumber(best.iso) === day;
    return {
      iso: best.iso,
      confidence: labelled ? 0.95 : onSendDay ? 0.9 : 0.85,
      note: `Date "${best.raw}" from the body${labelled ? ` (labelled "${best.label?.toLowerCase()}")` : ''}.`,
    };
  }
  const local = hints?.forwarded ? null : usBuyersDay(hints?.emailDate, rows);
  if (local && local !== sent)
    return {
      iso: local,
      confidence: 0.75,
      note: "No purchase date in the body; the Date header, stamped in UTC, is read on the US address's clock.",
    };
  // Most receipt mails go out on the purchase day, not all (bench/src/email-date-agreement.ts:
  // 14 of 15 with a labelled purchase date), too few to clear review on the header alone.
  return {
    iso: sent,
    confidence: 0.8,
    note: hints?.forwarded
      ? "No purchase date in the body; the forwarded original message's date is used."
      : "No purchase date in the body; the message's Date header (sender's time zone) is used.",
  };
}

/**
 * A US street address's state and ZIP code after its city's comma ("San Francisco, CA 94107"):
 * without the comma, a label and a five-digit number ("Order ID 48213", "PA 10234") are no address.
 */
const US_STATE_ZIP = new RegExp(
  String.raw`,\s*(${Object.keys(US_STATE_UTC_OFFSET).join('|')})\.?,?\s+\d{5}(?:-\d{4})?\b`,
);

/**
 * Whether the mail's amounts are all in dollars: a US company's address in the footer of a euro or
 * pound receipt (a SaaS invoice to a European customer), or a postcode after a country code ("DE
 * 10115 Berlin", read as Delaware), says nothing of the buyer's clock.
 */
function inDollarsOnly(rows: Row[]): boolean {
  const codes = [...currencyMarks(rows.map((r) => r.upper).join('\n')).keys()];
  return codes.length > 0 && codes.every((code) => code === '$' || code === 'USD');
}

/**
 * The calendar day of a US purchase whose mail is stamped in UTC ("Tue, 16 Dec 2025 03:12:00
 * +0000" for a dinner ordered in San Francisco on the 15th): the day on the clock of the state its
 * address names; null when the stamp carries a local offset, no US address is printed or the
 * amounts are not in dollars.
 */
function usBuyersDay(emailDate: string | undefined, rows: Row[]): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?(?:\+00:?00|Z)$/.exec(emailDate ?? '');
  if (!m) return null;
  if (!inDollarsOnly(rows)) return null;
  const state = rows.map((r) => US_STATE_ZIP.exec(r.upper)?.[1]).find((s) => s !== undefined);
  if (!state) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  // Daylight time from the second Sunday of March to the first Sunday of November (the hour of the
  // switch left aside).
  const summer =
    (month > 3 && month < 11) ||
    (month === 3 && day >= nthSunday(year, 3, 2)) ||
    (month === 11 && day < nthSunday(year, 11, 1));
  const offset = US_STATE_UTC_OFFSET[state]! + (summer && !US_NO_DAYLIGHT_TIME.has(state) ? 1 : 0);
  const at = Date.UTC(year, month - 1, day, hour, minute) + offset * 3_600_000;
  return new Date(at).toISOString().slice(0, 10);
}

/** The day of the month of the n-th Sunday of a month (1-12). */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
}
