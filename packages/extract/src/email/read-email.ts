import { type AddressObject, simpleParser } from 'mailparser';
import { ExtractError } from '../errors';
import { isPersonalDomain } from '../parse/email/sender';
import {
  FORWARD_FIELD_LINE,
  FORWARD_MARKER,
  FORWARD_SUBJECT_PREFIX,
  forwardField,
  REPLY_ATTRIBUTION,
} from '../parse/lexicon/forward-headers';
import type { TextDocument } from '../text-document';
import { htmlToRows, imageAltTexts, rowsToLines, textToRows } from './body-lines';
import { dkimDomain, printedLocalTime, senderLocalTime } from './headers';

export interface EmailAttachment {
  fileName: string;
  content: Uint8Array;
}

export interface ReadEmail {
  /** The body as a document, or null when it is only a cover note for attached receipts. */
  body: TextDocument | null;
  attachments: EmailAttachment[];
  hints: NonNullable<TextDocument['hints']>;
}

const MONEY = /(?:[$€£¥]|\b(?:USD|EUR|GBP|CAD|AUD|RM|MYR|SGD|INR)\b)\s?\d|\d[.,]\d{2}\b/;
/** A row that prints an amount with cents ("$6.32", "12,50 €"). */
function pricedRow(cells: string[]): boolean {
  return cells.some((c) => /\d[.,]\d{2}(?!\d)/.test(c));
}

const RECEIPT_WORDS = /\b(total|amount|paid|receipt|invoice|order|subtotal|balance)\b/i;

/**
 * Reads an RFC 5322 message: the HTML body (table rows as rows), else the text body; the original
 * sender, date and subject of a forwarded receipt as hints; and every PDF or image attachment that
 * is not merely a picture inside the HTML.
 */
export async function readEmail(raw: Uint8Array): Promise<ReadEmail> {
  let mail: Awaited<ReturnType<typeof simpleParser>>;
  try {
    mail = await simpleParser(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), {
      skipHtmlToText: true,
      skipTextToHtml: true,
      skipTextLinks: true,
      skipImageLinks: true,
    });
  } catch (error) {
    throw new ExtractError('CORRUPT_FILE', { cause: error });
  }
  const from = firstAddress(mail.from);
  const dateLine = mail.headerLines.find((h) => h.key === 'date')?.line.replace(/^date\s*:\s*/i, '');
  const sentAt = (dateLine && senderLocalTime(dateLine)) ?? mail.date?.toISOString();
  const dkim = dkimDomain(mail.headerLines.filter((h) => h.key === 'dkim-signature').map((h) => h.line));
  const html = typeof mail.html === 'string' && mail.html.trim() ? mail.html : null;
  const alts = html ? imageAltTexts(html) : [];
  const hints: ReadEmail['hints'] = {
    ...(from?.address ? { emailFrom: from.address } : {}),
    ...(from?.name ? { emailFromName: from.name } : {}),
    ...(sentAt ? { emailDate: sentAt } : {}),
    ...(mail.subject ? { subject: mail.subject.replace(FORWARD_SUBJECT_PREFIX, '') } : {}),
    ...(dkim ? { emailDkimDomain: dkim } : {}),
    ...(alts.length ? { imageAlts: alts } : {}),
  };

  let rows = html ? htmlToRows(html) : textToRows(mail.text ?? '');
  // A billing system's HTML alternative can be a stub (the plan's name, a logo) while the plain
  // text carries the invoice: the part that prints amounts is the receipt.
  // An HTML part that prints any amount, whole ones too ("Total $12", "¥1,200"), is the receipt.
  if (html && mail.text && !rows.some((cells) => MONEY.test(cells.join(' ')))) {
    const textRows = textToRows(mail.text);
    if (textRows.some(pricedRow)) rows = textRows;
  }
  // A forward of a forward holds one header block inside another: the innermost is the original.
  for (let depth = 0, forward = findForwardHeader(rows); forward >= 0 && depth < 4; depth++) {
    // The forwarder signed the outer message; the original's signature is gone.
    delete hints.emailDkimDomain;
    hints.forwarded = true;
    // The forwarder's note goes; the original message's header block feeds the hints.
    let i = forward;
    for (; i < rows.length && i < forward + 11; i++) {
      const line = rows[i]!.join(' ');
      const header = FORWARD_FIELD_LINE.exec(line);
      const field = header ? forwardField(header[1]!) : null;
      if (!header || !field) {
        if (i > forward) break;
        continue;
      }
      const value = header[2]!.trim();
      if (field === 'from') {
        const m = /^\s*"?([^"<]*?)"?\s*<([^>]+)>/.exec(value) ?? /^()(\S+@\S+)$/.exec(value);
        // The original sender replaces the forwarder's name and address, even where it gives
        // only one of them ("From: <orders@shop.example>", Outlook's "From: Shop Name").
        delete hints.emailFromName;
        delete hints.emailFrom;
        if (m) {
          if (m[1]) hints.emailFromName = m[1].trim();
          hints.emailFrom = m[2]!.replace(/^mailto:/i, '').trim();
        } else if (value) hints.emailFromName = value;
      } else if (field === 'date') {
        hints.emailDate = senderLocalTime(value) ?? printedLocalTime(value) ?? printedTime(value) ?? value;
      } else if (field === 'subject') {
        hints.subject = value.replace(FORWARD_SUBJECT_PREFIX, '');
      }
    }
    rows = rows.slice(i);
    forward = findForwardHeader(rows);
  }
  // A receipt passed on as a reply ("On … Shop <orders@shop.example> wrote:"): the quoted sender.
  const outer = hints.emailFrom?.split('@')[1];
  if (!hints.forwarded && (!outer || isPersonalDomain(outer))) {
    const at = rows.findIndex((cells) => REPLY_ATTRIBUTION.test(cells.join(' ')));
    const m = at >= 0 ? REPLY_ATTRIBUTION.exec(rows[at]!.join(' ')) : null;
    if (m) {
      const { date, name } = splitAttribution(m[1]!);
      delete hints.emailDkimDomain;
      hints.forwarded = true;
      hints.emailFrom = m[2]!;
      if (name) hints.emailFromName = name;
      else delete hints.emailFromName;
      const when = printedLocalTime(date) ?? printedTime(date);
      if (when) hints.emailDate = when;
      rows = rows.slice(at + 1);
    }
  }

  const attachments: EmailAttachment[] = [];
  for (const a of mail.attachments) {
    const type = a.contentType.toLowerCase();
    const isDocument =
      type === 'application/pdf' || type.startsWith('image/') || type === 'application/octet-stream';
    // Logos and spacers referenced by the HTML are part of the body, not receipts.
    if (!isDocument || (a.related && type.startsWith('image/'))) continue;
    attachments.push({
      fileName: a.filename ?? `attachment-${attachments.length + 1}`,
      content: new Uint8Array(a.content.buffer, a.content.byteOffset, a.content.byteLength),
    });
  }

  const text = rows.map((r) => r.join(' ')).join('\n');
  const bodyIsReceipt = attachments.length === 0 || (MONEY.test(text) && RECEIPT_WORDS.test(text));
  let body: TextDocument | null = null;
  if (bodyIsReceipt) {
    const laid = rowsToLines(rows);
    body = {
      source: typeof mail.html === 'string' && mail.html.trim() ? 'email-html' : 'email-text',
      lines: laid.lines,
      pageWidth: laid.width,
      pageHeight: laid.height,
      hints,
    };
  }
  return { body, attachments, hints };
}

/**
 * The first row of a forwarded message's header block: after a marker line ("---------- Forwarded
 * message ---------", "Begin forwarded message:"), or, as Outlook writes it without a marker, a
 * "From:" line with an address (or, for a contact's bare name, with a "Subject:" field near) followed
 * closely by "Sent:" or "Date:" (in the client's language). -1 when there is none.
 */
function findForwardHeader(rows: string[][]): number {
  const marker = rows.findIndex((cells) => cells.length === 1 && FORWARD_MARKER.test(cells[0]!));
  if (marker >= 0) return marker + 1;
  const line = (i: number) => rows[i]?.join(' ') ?? '';
  const fieldOf = (i: number) => {
    const m = FORWARD_FIELD_LINE.exec(line(i));
    return m ? forwardField(m[1]!) : null;
  };
  for (let i = 0; i < rows.length; i++) {
    if (fieldOf(i) !== 'from') continue;
    // Outlook prints a contact's name without its address; then a "Subject:" field must follow
    // too (a ticket's "From: London" and "Date:" are no mail header).
    const near = [1, 2, 3, 4].map((k) => fieldOf(i + k));
    if (!line(i).includes('@') && !near.includes('subject')) continue;
    if (near.slice(0, 3).includes('date')) return i;
  }
  return -1;
}

/**
 * The date and the sender's name of a reply attribution ("Mon, Feb 3, 2025 at 4:12 PM Tidewater
 * Cycles", "lun. 3 févr. 2025 à 16:12, Tidewater Cycles"): the name follows the date's last
 * time or year.
 */
function splitAttribution(text: string): { date: string; name: string } {
  const m =
    /^(.*(?:\d{1,2}[:.]\d{2}(?:\s*[AP]\.?M\.?)?|(?:19|20)\d{2}))(?:\s*(?:Uhr|h))?\s*,?\s*(?:(?:schrieb|skrev|schreef)\s+)?(.*)$/i.exec(
      text,
    );
  if (!m) return { date: '', name: text.replace(/["']/g, '').trim() };
  return {
    date: m[1]!.trim(),
    name: m[2]!
      .replace(/["']/g, '')
      .replace(/[,\s]+$/, '')
      .trim(),
  };
}

/**
 * A forwarded header's date as printed ("January 7, 2022 at 10:23:16 AM EST"): its zone name is
 * dropped so Date.parse reads the rest as local time, and the local fields written back (no
 * offset) keep the calendar date the sender saw, whatever the machine's zone.
 */
function printedTime(value: string): string | undefined {
  const bare = value
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+(at|um|à|a las|om|kl\.?)\s+/i, ' ')
    .replace(/\s+(?:[A-Z]{2,5}|GMT[+-]\d{1,2}(?::?\d{2})?|UTC[+-]\d{1,2})\s*$/, '')
    .trim();
  const parsed = Date.parse(bare);
  if (Number.isNaN(parsed)) return undefined;
  const d = new Date(parsed);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:00`;
}

function firstAddress(
  value: AddressObject | AddressObject[] | undefined,
): { address?: string; name?: string } | undefined {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list[0]?.value[0];
}
