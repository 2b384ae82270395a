/**
 * Re-scores the parser on saved OCR output (bench/src/ocr-dump.ts) without running OCR again:
 *
 *   npx tsx bench/src/ocr-dump.ts /work/wt/ocr-cache      # once; many minutes
 *   npx tsx bench/src/dev-score.ts /work/wt/ocr-cache     # DETAILS=1 lists tuning misses
 *
 * Prints the same tuning/check scores and reliability tables as bench:accuracy. Lines saved with
 * their recognizer steps are read again by the OCR's lexicon decoder first, as the engine does
 * at run time (LEXICON=0 scores the greedy text as saved).
 */
import { join } from 'node:path';
import { devSetDir } from './lib/dev-set';
import { cachedFiles, loadCached, parseCached, predictionOf } from './lib/ocr-cache';
import { type Prediction, scoreSet } from './lib/score';

const dir = process.argv[2] ?? '/work/wt/ocr-cache';
const filter = process.argv[3] ? new RegExp(process.argv[3]) : null;

const scans: Prediction[] = [];
const photos: Prediction[] = [];
const times: number[] = [];
for (const file of cachedFiles(dir, filter)) {
  const { set, doc } = loadCached(dir, file);
  const started = performance.now();
  const r = parseCached(doc);
  times.push(performance.now() - started);
  (set === 'photos' ? photos : scans).push(predictionOf(file, r));
  if (process.env.SHOW === file) console.log(JSON.stringify(r, null, 1));
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
