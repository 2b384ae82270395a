import { BUYER_LABEL, SELLER_LABEL } from '../../lexicon/legal-forms';
import { normalizeText } from '../../text';
import { fold } from '../fold';
import { above, type Cell } from './cells';

/**
 * The cell is in the buyer's block: under or beside "Bill to", "Pour", "Kunde", "Klant" and their
 * kind, before any seller label does the same for the seller's block.
 */
export function inBuyerBlock(cells: Cell[], cell: Cell): boolean {
  if (BUYER_LABEL.test(fold(cell.text))) return true;
  // A label on the same row just left of the cell ("Bill to: Name"); a label at the far side of
  // the page heads the buyer's column there, beside the seller's block ("Klant:" … "Visser").
  const left = cell.row.segments.filter((s) => s.x + s.width <= cell.x + 1).at(-1);
  if (
    left &&
    BUYER_LABEL.test(fold(normalizeText(left.text))) &&
    fold(left.text).length < 30 &&
    cell.x - (left.x + left.width) < Math.max(40, 4 * cell.height)
  )
    return true;
  for (const c of above(cells, cell)) {
    const text = fold(c.text);
    if (BUYER_LABEL.test(text) && text.length < 40) return true;
    if (SELLER_LABEL.test(text) && text.length < 40) return false;
  }
  return false;
}
