import {
  ATTENTION_LINE,
  BUYER_LABEL,
  BUYER_NUMBER,
  NAME_FIELD_LABEL,
  RECEIVABLES_DESK,
  REGISTRATION_NUMBER,
  SELLER_LABEL,
} from '../../lexicon/legal-forms';
import { normalizeText } from '../../text';
import { fold } from '../fold';
import { above, blockUnder, type Cell, cellsBetween } from './cells';
import { STREET_ADDRESS } from './line-shapes';
import { isTitleOrColumnHeader } from './titles';

/**
 * The cell is in the buyer's block: under or beside "Bill to", "Pour", "Kunde", "Klant" and their
 * kind, before any seller label does the same for the seller's block; in the address window under
 * the sender's return line; or over the buyer's own VAT number ("BTW-nummer klant").
 */
export function inBuyerBlock(cells: Cell[], cell: Cell): boolean {
  if (BUYER_LABEL.test(fold(cell.text)) || addressedTo(cell.text)) return true;
  // "De Bakkerij B.V." over "t.a.v. Administratie": the addressee's name.
  if (
    blockUnder(cells, cell)
      .slice(0, 2)
      .some((c) => addressedTo(c.text))
  )
    return true;
  // A label on the same row just left of the cell ("Bill to: Name"), or a form's label column
  // ("Renter     Evan Taylor", "Name     Evan Porter"); a label at the far side of the page heads the buyer's column
  // there, beside the seller's block ("Klant:" … "Visser").
  const before = cell.row.segments.filter((s) => s.x + s.width <= cell.x + 1);
  const left = before.at(-1);
  const leftLabel = left ? fold(normalizeText(left.text)).trim() : '';
  if (
    left &&
    (BUYER_LABEL.test(leftLabel) || NAME_FIELD_LABEL.test(leftLabel)) &&
    fold(left.text).length < 30 &&
    cell.x - (left.x + left.width) < Math.max(before.length === 1 ? 120 : 40, 4 * cell.height)
  )
    return true;
  let below = cell;
  for (const c of above(cells, cell)) {
    const text = fold(c.text);
    // A blank line ends the block: "Customer:" and its name and address, then the seller's
    // block under them ("Pacific Rim Catering" over its street). A heading set apart over its
    // block ("Customer Details", a blank line, "JOHNY SMITH") still labels it.
    if (below.y - c.y > 2.2 * Math.max(below.height, c.height)) {
      if (BUYER_LABEL.test(text) && text.length < 40 && !isTitleOrColumnHeader(c.text)) return true;
      break;
    }
    below = c;
    // "Customer invoice", "Facture client": a title, not the buyer's label.
    if (isTitleOrColumnHeader(c.text)) continue;
    if (BUYER_LABEL.test(text) && text.length < 40) return true;
    if (SELLER_LABEL.test(text) && text.length < 40) return false;
  }
  if (underReturnLine(cells, cell)) return true;
  // The buyer's own VAT number a few lines under the name, in its column: the first number there,
  // for the seller's own ("GSTIN: 33AAB…") under its name comes before the buyer's block.
  const number = cellsBetween(cells, cell.page, cell.y + 1, cell.y + 5 * 2.6 * cell.height).find(
    (c) => Math.abs(c.x - cell.x) < 12 && REGISTRATION_NUMBER.test(fold(c.text)),
  );
  return number !== undefined && BUYER_NUMBER.test(fold(number.text));
}

/** An attention line routing the paper to someone at the addressee, not to the seller's own receivables desk. */
function addressedTo(text: string): boolean {
  const t = fold(text).trim();
  return ATTENTION_LINE.test(t) && !RECEIVABLES_DESK.test(t);
}

/**
 * A letter's address window (DIN 5008 and its kin): the sender's return line in small type
 * ("Lieferant GmbH · Lieferantenstraße 20 · 80333 München") sits right over the recipient's
 * name and address, at their left edge.
 */
function underReturnLine(cells: Cell[], cell: Cell): boolean {
  return cellsBetween(cells, cell.page, cell.y - 6 * 1.4 * cell.height, cell.y - 0.01).some(
    (c) =>
      Math.abs(c.x - cell.x) < 12 &&
      c.height < 0.85 * cell.height &&
      (c.text.match(/\s[·•|–-]\s|,\s/g)?.length ?? 0) >= 2 &&
      STREET_ADDRESS.test(c.text),
  );
}
