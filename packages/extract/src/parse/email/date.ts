import type { TextDocument } from '../../text-document';
import type { DateChoice, OrderEvidence } from '../dates';
import { scoreDocumentDates } from '../document/dates';
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
    return {
      iso: best.iso,
      confidence: labelled ? 0.95 : 0.85,
      note: `Date "${best.raw}" from the body${labelled ? ` (labelled "${best.label?.toLowerCase()}")` : ''}.`,
    };
  }
  return {
    iso: sent,
    confidence: 0.8,
    note: hints?.forwarded
      ? "No purchase date in the body; the forwarded original message's date is used."
      : "No purchase date in the body; the message's Date header (sender's time zone) is used.",
  };
}
