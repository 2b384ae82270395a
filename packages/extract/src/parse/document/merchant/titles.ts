import { COLUMN_WORDS, DOCUMENT_TITLE } from '../../lexicon/document-words';
import { fold } from '../fold';

/** A document title ("Invoice PAID", "Rechnungsbeleg") or a column header ("Descripción P. Unit Importe"). */
export function isTitleOrColumnHeader(text: string): boolean {
  const folded = fold(text)
    .replace(/[^A-Z0-9°#./| ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return DOCUMENT_TITLE.test(folded) || (folded.match(COLUMN_WORDS)?.length ?? 0) >= 2;
}
