import { commonWords, FORM_PAIRS, FORM_WORDS, rarerWords } from '../parse/lexicon/decoder-words';
import { buildLexicon, type Lexicon } from './lexicon-decode';

let lexicon: Lexicon | undefined;

/** The decoder's lexicon (decoder-words.ts), built on first use and kept for the thread's life. */
export function receiptLexicon(): Lexicon {
  lexicon ??= buildLexicon(FORM_WORDS, commonWords(), { known: rarerWords(), pairs: FORM_PAIRS });
  return lexicon;
}
