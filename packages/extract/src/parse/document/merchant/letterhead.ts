import { DATE_LABEL_ONLY } from '../../lexicon/date-labels';
import {
  ADDRESSED_TO_READER,
  CONTACT_HEADING,
  OPENING_HOURS,
  TITLE_FROM,
} from '../../lexicon/document-words';
import { BUYER_LABEL, REGISTRATION_NUMBER, SALUTATION, SELLER_LABEL } from '../../lexicon/legal-forms';
import { PAYMENT_PLATFORMS } from '../../lexicon/mail-domains';
import { fold, originalSlice } from '../fold';
import { inBuyerBlock } from './buyer-block';
import type { Candidate } from './candidate';
import { blockUnder, type Cell } from './cells';
import { ADDRESS_LIKE, CONTACT_LIKE, CONTACT_LINE, PRICED } from './line-shapes';
import { isTitleOrColumnHeader, onlyColumnWords } from './titles';

/**
 * The letterhead: the largest name-like line in the top third of the first page that is not a
 * title, a column header, a label, an address, a contact line, a line to the reader ("Thanks for
 * riding, Evan") or in the buyer's block.
 */
export function letterhead(cells: Cell[]): Candidate[] {
  const first = cells.filter((c) => c.page === 0);
  if (first.length === 0) return [];
  const bottom = Math.max(...first.map((c) => c.y + c.height));
  const median = first.map((c) => c.height).sort((a, b) => a - b)[Math.floor(first.length / 2)] ?? 10;
  // The letterhead's zone: the top third, or down to the first priced line on a short page.
  const firstPriced = Math.min(...first.filter((c) => PRICED.test(c.text)).map((c) => c.y), bottom);
  const zone = Math.max(0.35 * bottom, firstPriced);
  const out: Candidate[] = [];
  const headY = Math.min(...first.map((c) => c.y));
  for (const cell of first) {
    if (cell.y > zone) continue;
    // "Receipt from Nimbus Labs": the title's issuer.
    let raw = cell.text.replace(/\s+/g, ' ').trim();
    // "Larkspur Studio, 22 Wharf Road, London": a block written on one line.
    const parts = raw.split(/\s*[,|•·]\s*|\s[-–]\s/);
    const oneLine = parts.length >= 2 && ADDRESS_LIKE.test(parts.slice(1).join(' '));
    if (oneLine) raw = parts[0]!;
    // Cut on the printed text: folding changes lengths ("ß" → "SS", a decomposed accent).
    const text = originalSlice(raw, TITLE_FROM.exec(fold(raw))?.[0].length ?? 0);
    const upper = fold(text);
    const words = text.split(' ');
    const letters = text.replace(/[^\p{L}]/gu, '').length;
    if (letters < 3 || letters / text.replace(/\s/g, '').length < 0.7 || words.length > 6) continue;
    if (
      /:|\d{2}/.test(text) ||
      isTitleOrColumnHeader(text) ||
      isTitleOrColumnHeader(raw) ||
      ADDRESSED_TO_READER.test(upper) ||
      ADDRESS_LIKE.test(text) ||
      CONTACT_LIKE.test(upper) ||
      CONTACT_HEADING.test(upper) ||
      DATE_LABEL_ONLY.test(upper)
    )
      continue;
    if (BUYER_LABEL.test(upper) || SELLER_LABEL.test(upper) || inBuyerBlock(cells, cell)) continue;
    // "Total  €12.40" set large at the top of a ride receipt: the label of an amount; and
    // "Description" heading its column over "Courier run zone 2", which reads as a street.
    if (isAmountLabel(cell) || isColumnHeading(cell)) continue;
    // "OYO … INVOICE", "Lampiris … Factuur": the name at the left of the page's first line, with the
    // document's title at its right, is the brand the document is issued under, which a footer's
    // legal name of the owning company ("Oravel Stays Private Limited") does not replace; a legal
    // name at the top still does.
    if (!oneLine && besideTitleAtHead(first, cell, headY)) {
      out.push({
        name: text,
        score: 2.6,
        why: 'the name beside the title at the head of the page',
        evidence: 'letterhead',
        top: true,
      });
      continue;
    }
    if (oneLine) {
      out.push({
        name: text,
        score: 0.8 + 0.5 * (1 - cell.y / zone),
        why: 'the head of the address line at the top',
        evidence: 'letterhead',
        top: true,
      });
      continue;
    }
    const size = Math.min(2, Math.max(0, 1.5 * (cell.height / median - 1)));
    const position = 0.5 * (1 - cell.y / zone);
    if (size >= 0.29) {
      // A reseller's or platform's name set large heads the page it prints for another's sale:
      // the seller it names in words outranks it.
      out.push({
        name: text,
        score: 1 + size + position - (PAYMENT_PLATFORMS.test(text) ? 1.5 : 0),
        why: 'the letterhead',
        evidence: 'letterhead',
        top: true,
      });
      continue;
    }
    // A block's first line in body type, over its street and town or its registration number
    // ("VAT No", "KvK", "Org.nr", which may stand between the name and the street): the seller's
    // block when it is not the buyer's (top right beside "Klant:", or top left above the window).
    // A salutation ("Herrn", "Mme") heads a private buyer's window, not a seller's block.
    if (SALUTATION.test(upper)) continue;
    const block = blockUnder(first, cell);
    if (
      block.slice(0, 1).some((c) => ADDRESS_LIKE.test(c.text) && !PRICED.test(c.text)) ||
      (block.some((c) => REGISTRATION_NUMBER.test(fold(c.text))) &&
        block.some((c) => ADDRESS_LIKE.test(c.text) && !PRICED.test(c.text))) ||
      // A freelancer's block: the name over its mail address or phone number, not a contact
      // box's heading over the phone number and opening hours.
      (block.slice(0, 2).some((c) => CONTACT_LINE.test(c.text.trim())) &&
        !block.slice(0, 3).some((c) => OPENING_HOURS.test(fold(c.text))))
    )
      out.push({
        name: text,
        score: 0.8 + position,
        why: 'the head of the address block at the top',
        evidence: 'letterhead',
        top: true,
      });
  }
  return out;
}

/** The cell opens the page's first line, and a document title stands right of it on that line. */
function besideTitleAtHead(first: Cell[], cell: Cell, headY: number): boolean {
  const sameLine = (c: Cell) => Math.abs(c.y - cell.y) < 0.5 * cell.height;
  if (cell.y - headY > 0.5 * cell.height || first.some((c) => sameLine(c) && c.x < cell.x)) return false;
  return first.some(
    (c) =>
      c !== cell && sameLine(c) && c.x > cell.x && isTitleOrColumnHeader(c.text) && !onlyColumnWords(c.text),
  );
}

/** A cell of column words only ("Total", "Amount due") on a row that carries an amount. */
function isAmountLabel(cell: Cell): boolean {
  return onlyColumnWords(cell.text) && PRICED.test(cell.row.text) && !PRICED.test(cell.text);
}

/** A cell of column words only ("Description") in a row of column headers ("Qty", "Amount"). */
function isColumnHeading(cell: Cell): boolean {
  return onlyColumnWords(cell.text) && isTitleOrColumnHeader(cell.row.text);
}
