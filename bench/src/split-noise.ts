/**
 * How far apart the tuning and the check split fall by chance alone. The issues ask the check
 * split to score within 0.02 (images) or 0.03 (e-mail, PDF) of the tuning split as the sign that
 * rules generalize; with 30 check photos or 9 check PDFs one receipt moves a check score by 0.033
 * or 0.111, so this bench says how often a parser that is equally good on both splits would pass.
 *
 * Per set and field it takes the scorer's verdicts on every receipt and re-deals them at random
 * into a tuning and a check split of the real sizes (a permutation test), and prints:
 *
 *   gap      the real split's tuning minus check accuracy
 *   p        the share of random splits whose gap is at least as large (one-sided): a small p says
 *            the check receipts are harder than chance would make them
 *   pass     the share of random splits that are within the tolerance: the chance that a parser
 *            with no generalization gap at all meets the criterion
 *   95%      the middle 95% of the random gaps
 *
 *   npx tsx bench/src/split-noise.ts /work/wt/ocr-cache           # images from the OCR cache
 *   SETS=sroie,wildreceipt,email,pdf RESAMPLES=20000 npx tsx bench/src/split-noise.ts <dir>
 *
 * Only counts are used: which check receipts missed is never printed.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { devSetDir } from './lib/dev-set';
import { cachedFiles, loadCached, parseCached, predictionOf } from './lib/ocr-cache';
import { rngOf, seedOf } from './lib/ocr-noise';
import { runExtractCli } from './lib/run-cli';
import {
  type FieldName,
  fieldsRight,
  type Prediction,
  type ScorerRow,
  scoreRows,
  splitOf,
} from './lib/score';

const dir = process.argv[2] ?? '/work/wt/ocr-cache';
const resamples = Number(process.env.RESAMPLES ?? 10000);
const wanted = (process.env.SETS ?? 'sroie,wildreceipt,email,pdf').split(',').map((s) => s.trim());
const FIELDS: FieldName[] = ['total', 'date', 'merchant'];

interface LabelledSet {
  key: string;
  labels: string;
  tolerance: number;
  predictions: () => Promise<Prediction[]>;
}

function fromCache(set: 'scans' | 'photos'): () => Promise<Prediction[]> {
  return async () =>
    cachedFiles(dir)
      .map((file) => ({ file, cached: loadCached(dir, file) }))
      .filter(({ cached }) => cached.set === set)
      .map(({ file, cached }) => predictionOf(file, parseCached(cached.doc)));
}

function fromCli(folder: string): () => Promise<Prediction[]> {
  return async () => {
    const files = (await readdir(folder)).filter((f) => /\.(pdf|eml)$/i.test(f)).sort();
    const run = await runExtractCli(
      files.map((f) => path.join(folder, f)),
      ['--concurrency', '2'],
    );
    return run.lines.map((l) => ({ ...l, file: path.basename(String(l.file)) }) as Prediction);
  };
}

const SETS: LabelledSet[] = [
  { key: 'sroie', labels: devSetDir(), tolerance: 0.02, predictions: fromCache('scans') },
  {
    key: 'wildreceipt',
    labels: path.join(devSetDir(), 'wildreceipt'),
    tolerance: 0.02,
    predictions: fromCache('photos'),
  },
  {
    key: 'email',
    labels: path.join(devSetDir(), 'email'),
    tolerance: 0.03,
    predictions: fromCli(path.join(devSetDir(), 'email')),
  },
  {
    key: 'pdf',
    labels: path.join(devSetDir(), 'pdf'),
    tolerance: 0.03,
    predictions: fromCli(path.join(devSetDir(), 'pdf')),
  },
];

const accuracy = (rights: boolean[]) => rights.filter(Boolean).length / Math.max(1, rights.length);
// Compared on a grid of 1e-9 so that a gap of exactly the tolerance counts as within it.
const within = (gap: number, tolerance: number) => Math.abs(gap) <= tolerance + 1e-9;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(q * sorted.length)))] ?? 0;
}

function shuffled<T>(items: readonly T[], rng: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function report(key: string, rows: ScorerRow[], tolerance: number): string[] {
  const split = splitOf(rows.map((r) => r.file));
  const lines = [`## ${key}: ${rows.length} receipts, tolerance ${tolerance}`];
  for (const field of FIELDS) {
    const rights = rows.map((r) => ({ right: fieldsRight(r)[field], split: split.get(r.file) }));
    const tuning = rights.filter((r) => r.split === 'tuning').map((r) => r.right);
    const check = rights.filter((r) => r.split === 'check').map((r) => r.right);
    const gap = accuracy(tuning) - accuracy(check);
    const rng = rngOf(seedOf(key, field));
    const all = rights.map((r) => r.right);
    const gaps: number[] = [];
    for (let i = 0; i < resamples; i++) {
      const dealt = shuffled(all, rng);
      gaps.push(accuracy(dealt.slice(check.length)) - accuracy(dealt.slice(0, check.length)));
    }
    gaps.sort((a, b) => a - b);
    const p = gaps.filter((g) => g >= gap - 1e-9).length / gaps.length;
    const pass = gaps.filter((g) => within(g, tolerance)).length / gaps.length;
    lines.push(
      `  ${field.padEnd(8)} tuning ${accuracy(tuning).toFixed(3)} (n=${tuning.length}) check ${accuracy(check).toFixed(3)} (n=${check.length})` +
        ` gap ${gap >= 0 ? '+' : ''}${gap.toFixed(3)} p=${p.toFixed(3)} pass=${pass.toFixed(2)}` +
        ` 95% [${quantile(gaps, 0.025).toFixed(3)}, ${quantile(gaps, 0.975).toFixed(3)}]`,
    );
  }
  return lines;
}

for (const set of SETS.filter((s) => wanted.includes(s.key))) {
  const rows = await scoreRows(set.labels, await set.predictions());
  console.log(report(set.key, rows, set.tolerance).join('\n'));
}
