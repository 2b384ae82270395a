/**
 * Saved OCR output (bench/src/ocr-dump.ts) read back as the engine would hand it to the parser:
 * lines saved with their recognizer steps are read again by the lexicon decoder first, as the
 * engine does at run time (LEXICON=0 keeps the greedy text as saved). Shared by dev-score and
 * noise-score so both parse the same text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lowestDigitProbability } from '../../../packages/extract/src/ocr/ctc';
import { receiptLexicon } from '../../../packages/extract/src/ocr/lexicon';
import {
  emissionsFromSteps,
  lexiconDecodeSaved,
  type StepCandidates,
} from '../../../packages/extract/src/ocr/lexicon-decode';
import { DEFAULT_CATEGORIES } from '../../../packages/extract/src/parse/categories';
import { parseReceipt } from '../../../packages/extract/src/parse/index';
import type { TextDocument } from '../../../packages/extract/src/text-document';
import type { Prediction } from './score';

export interface CachedReceipt {
  /** The image's file name as the labels name it ("d013.jpg"). */
  file: string;
  /** Scan (SROIE) or photo (WildReceipt): the two labelled folders. */
  set: 'scans' | 'photos';
  doc: TextDocument;
}

/** The cache's receipt ids, sorted, without reading any of them. */
export function cachedFiles(dir: string, filter: RegExp | null = null): string[] {
  return readdirSync(dir)
    .sort()
    .filter((name) => /^w?d\d+\.json$/.test(name) && (!filter || filter.test(name)))
    .map((name) => name.replace(/\.json$/, '.jpg'));
}

/** One cached receipt, decoded as the engine would. */
export function loadCached(dir: string, file: string): CachedReceipt {
  const name = file.replace(/\.jpg$/, '.json');
  const doc = JSON.parse(readFileSync(join(dir, name), 'utf8')) as TextDocument;
  if (process.env.LEXICON !== '0') {
    for (const line of doc.lines as Array<TextDocument['lines'][number] & { steps?: StepCandidates[] }>)
      if (line.steps) line.text = lexiconDecodeSaved(line.text, line.steps, receiptLexicon());
  }
  withDigitConfidence(doc);
  return { file, set: file.startsWith('wd') ? 'photos' : 'scans', doc };
}

/**
 * What the engine now sets on each line it reads, for caches saved before it did: the lowest
 * probability among the line's digits, from its saved steps.
 */
export function withDigitConfidence(doc: TextDocument): void {
  for (const line of doc.lines as Array<TextDocument['lines'][number] & { steps?: StepCandidates[] }>) {
    if (line.digitConfidence !== undefined || !line.steps) continue;
    const digits = lowestDigitProbability(emissionsFromSteps(line.steps));
    if (digits !== undefined) line.digitConfidence = digits;
  }
}

export function parseCached(doc: TextDocument) {
  return parseReceipt(doc, { categories: DEFAULT_CATEGORIES, hsa: false });
}

/** A parsed receipt in the scorer's shape. */
export function predictionOf(file: string, r: ReturnType<typeof parseCached>): Prediction {
  return {
    file,
    merchant: r.company,
    date: r.date,
    total: r.total_price,
    line_items: r.line_items,
    confidence: r.confidence,
    parsingNotes: r.parsingNotes,
  };
}
