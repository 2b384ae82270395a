/**
 * Re-scores the parser on saved OCR output (bench/src/ocr-dump.ts) without running OCR again:
 *
 *   npx tsx bench/src/ocr-dump.ts /work/wt/ocr-cache      # once; many minutes
 *   npx tsx bench/src/dev-score.ts /work/wt/ocr-cache     # DETAILS=1 lists tuning misses
 *
 * Prints the same tuning/check scores and reliability tables as bench:accuracy. The saved lines
 * are read as the engine reads them (lib/ocr-cache.ts; LEXICON=0 scores the greedy text as saved).
 */
import { join } from 'node:path';
import { DEFAULT_CATEGORIES } from '../../packages/extract/src/parse/categories';
import { parseReceipt } from '../../packages/extract/src/parse/index';
import { devSetDir } from './lib/dev-set';
import { cachedReceipts, loadCachedDocument } from './lib/ocr-cache';
import { type Prediction, scoreSet } from './lib/score';

const dir = process.argv[2] ?? '/work/wt/ocr-cache';
const filter = process.argv[3] ? new RegExp(process.argv[3]) : null;

const scans: Prediction[] = [];
const photos: Prediction[] = [];
const times: number[] = [];
for (const name of cachedReceipts(dir, filter)) {
  const doc = loadCachedDocument(dir, name);
  const started = performance.now();
  const r = parseReceipt(doc, { categories: DEFAULT_CATEGORIES, hsa: false });
  times.push(performance.now() - started);
  const p: Prediction = {
    file: name.replace(/\.json$/, '.jpg'),
    merchant: r.company,
    date: r.date,
    total: r.total_price,
    line_items: r.line_items,
    confidence: r.confidence,
    parsingNotes: r.parsingNotes,
  };
  (name.startsWith('wd') ? photos : scans).push(p);
  if (process.env.SHOW === p.file) console.log(JSON.stringify(r, null, 1));
}
const details = !!process.env.DETAILS;
for (const [name, labels, preds] of [
  ['receipts-dev (SROIE scans)', devSetDir(), scans],
  ['wildreceipt (photos)', join(devSetDir(), 'wildreceipt'), photos],
] as const) {
  if (preds.length === 0) continue;
  const scored = await scoreSet(name, labels, preds, { details });
  console.log(scored.lines.join('\n'));
}
times.sort((a, b) => a - b);
console.log(
  `parse ms: p50=${times[Math.floor(times.length / 2)]?.toFixed(2)} max=${times.at(-1)?.toFixed(2)} n=${times.length}`,
);
