import {
  COLUMN_WORDS,
  COPY_MARKER,
  DOCUMENT_TITLE,
  RIGHTS_RESERVED,
  TICKET_TITLE,
} from '../../lexicon/document-words';
import { fold } from '../fold';

/**
 * A document title ("Invoice PAID", "Rechnungsbeleg", a ticket's "ICE Fahrkarte") or a column header ("Descripción P. Unit
 * Importe"); and a footer's rights notice ("Tous droits réservés") or the print's copy marker
 * ("ORIGINAL", "Customer copy", "Duplicata"), which name no one either.
 */
export function isTitleOrColumnHeader(text: string): boolean {
  const folded = plain(text);
  return (
    DOCUMENT_TITLE.test(folded) ||
    TICKET_TITLE.test(folded) ||
    RIGHTS_RESERVED.test(folded) ||
    COPY_MARKER.test(folded) ||
    DOCUMENT_TITLE.test(folded.replace(NUMBER_TAIL, '')) ||
    (folded.match(COLUMN_WORDS)?.length ?? 0) >= 2
  );
}

/**
 * How many words of the line head an item table's columns ("Nimike Määrä á hinta Veroton yht." has
 * four): three or more make a header row over the items, not an item's name.
 */
export function columnWordCount(text: string): number {
  return plain(text).match(COLUMN_WORDS)?.length ?? 0;
}

/**
 * The document's number after its title ("Rechnung Nr.: RE-2025-118", "Invoice INV-0042",
 * "Factura número 12", "Invoice No. INV/2025/0012 paid"), as `plain` leaves it.
 */
const NUMBER_TAIL =
  /\s+(?:(?:NO|NR|NUMBER|NUMERO|NUMMER|N°|#)\.?\s*)?[#:]?\s*(?:[A-Z]{1,4}[ /#]?)?\d[\d /.]*(?:\s+(?:PAID|BEZAHLT|BETAALD|PAYEE|PAGADA|BETALD))?$/;

/** Only words that head columns or label sums ("Total", "Amount due", "Betrag"). */
export function onlyColumnWords(text: string): boolean {
  const words = plain(text)
    .replace(/\bDUE\b/g, '')
    .split(' ')
    .filter(Boolean);
  return words.length > 0 && words.every((w) => COLUMN_WORD.test(w));
}

const COLUMN_WORD = new RegExp(`^(?:${COLUMN_WORDS.source})$`);

function plain(text: string): string {
  const folded = fold(text)
    .replace(/[^A-Z0-9°#./| ]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/[.:]+$/, '')
    .trim();
  // A title set letter-spaced ("I N V O I C E").
  return /^(?:[A-Z] ){3,}[A-Z]$/.test(folded) ? folded.replace(/ /g, '') : folded;
}
