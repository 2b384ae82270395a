/**
 * Saved OCR output (bench/src/ocr-dump.ts), read back as the engine would have produced it: lines
 * saved with their recognizer steps are read again by the OCR's lexicon decoder first, as the
 * engine does at run time (LEXICON=0 keeps the greedy text as saved).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { receiptLexicon } from '../../../packages/extract/src/ocr/lexicon';
import { lexiconDecodeSaved, type StepCandidates } from '../../../packages/extract/src/ocr/lexicon-decode';
import type { TextDocument } from '../../../packages/extract/src/text-document';

/** The cached receipts' file names (dNNN.json scans, wdNNN.json photos), sorted. */
export function cachedReceipts(dir: string, filter: RegExp | null = null): string[] {
  return readdirSync(dir)
    .sort()
    .filter((name) => /^w?d\d+\.json$/.test(name) && (!filter || filter.test(name)));
}

/** One cached receipt's text document, with the lexicon decoder applied to its saved steps. */
export function loadCachedDocument(dir: string, name: string): TextDocument {
  const doc = JSON.parse(readFileSync(join(dir, name), 'utf8')) as TextDocument;
  if (process.env.LEXICON !== '0') {
    for (const line of doc.lines as Array<TextDocument['lines'][number] & { steps?: StepCandidates[] }>)
      if (line.steps) line.text = lexiconDecodeSaved(line.text, line.steps, receiptLexicon());
  }
  return doc;
}
