import { COLUMN_WORDS, DOCUMENT_TITLE } from '../../lexicon/document-words';
import { fold } from '../fold';

/** A document title ("Invoice PAID", "Rechnungsbeleg") or a column header ("Descripción P. Unit Importe"). */
export function isTitleOrColumnHeader(text: string): boolean {
  const folded = plain(text);
  return DOCUMENT_TITLE.test(folded) || (folded.match(COLUMN_WORDS)?.length ?? 0) >= 2;
}

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
  return fold(text)
    .replace(/[^A-Z0-9°#./| ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
