/**
 * Are the TOTAL table's values (confidence.ts) fit to the evidence or to single receipts? On the
 * TUNING receipts of the saved OCR output (as dev-score.ts reads it), each total's evidence class is
 * taken from the parser, and:
 *
 *   table      per class: receipts, right, the table's value, the Laplace estimate (right+1)/(n+2)
 *   k-fold     each class's value fit on the other folds ((right+1)/(n+2), rounded down to 0.01;
 *              0.5 for a class unseen there), applied to the held-out fold: reach and wrong at the
 *              review threshold, summed over folds, beside the table's own values on the same receipts
 *   bootstrap  receipts resampled with replacement: the table's wrong share at the threshold (95%
 *              interval), the dates' too, and the same fit on each resample judged on the receipts
 *              it left out
 *
 *   npx tsx bench/src/confidence-cv.ts /work/wt/ocr-cache      # FOLDS=5 RESAMPLES=1000
 *
 * Only the values are cross-validated: which evidence makes which class was written by hand from
 * families of receipts. Check receipts are never read.
 */
import { join } from 'node:path';
import { DEFAULT_CATEGORIES } from '../../packages/extract/src/parse/categories';
import { REVIEW_THRESHOLD, type TotalClass } from '../../packages/extract/src/parse/confidence';
import { type ConfidenceTrace, parseReceipt } from '../../packages/extract/src/parse/index';
import { devSetDir } from './lib/dev-set';
import { cachedFiles, loadCached, predictionOf } from './lib/ocr-cache';
import { type Prediction, scoreRows, splitOf } from './lib/score';

const dir = process.argv[2] ?? '/work/wt/ocr-cache';
const FOLDS = Number(process.env.FOLDS ?? 5);
const RESAMPLES = Number(process.env.RESAMPLES ?? 1000);

interface Case {
  set: string;
  klass: TotalClass;
  confidence: number;
  ok: boolean;
  /** The date's confidence and whether it was read right (dates have no classes: only bootstrapped). */
  date: { confidence: number; ok: boolean };
}

async function tuningCases(): Promise<Case[]> {
  const all = cachedFiles(dir);
  const cases: Case[] = [];
  for (const [set, labels, photos] of [
    ['scans', devSetDir(), false],
    ['photos', join(devSetDir(), 'wildreceipt'), true],
  ] as const) {
    const files = all.filter((f) => f.startsWith('wd') === photos);
    const split = splitOf(files);
    const preds: Prediction[] = [];
    const traces = new Map<string, { klass: TotalClass; confidence: number; dateConfidence: number }>();
    for (const file of files) {
      if (split.get(file) !== 'tuning') continue;
      let trace: ConfidenceTrace | null = null;
      const r = parseReceipt(loadCached(dir, file).doc, {
        categories: DEFAULT_CATEGORIES,
        hsa: false,
        explain: (t) => {
          trace = t;
        },
      });
      preds.push(predictionOf(file, r));
      const klass = (trace as ConfidenceTrace | null)?.totalClass ?? 'noTotal';
      traces.set(file, { klass, confidence: r.confidence.total_price, dateConfidence: r.confidence.date });
    }
    for (const row of await scoreRows(labels, preds)) {
      const t = traces.get(row.file);
      if (t)
        cases.push({
          set,
          klass: t.klass,
          confidence: t.confidence,
          ok: !!row.total_ok,
          date: { confidence: t.dateConfidence, ok: !!row.date_ok },
        });
    }
  }
  return cases;
}

/** Laplace estimate of each class's accuracy, rounded down to 0.01, as the table's values are. */
function fit(cases: Case[]): Map<TotalClass, number> {
  const counts = new Map<TotalClass, { n: number; right: number }>();
  for (const c of cases) {
    const s = counts.get(c.klass) ?? { n: 0, right: 0 };
    counts.set(c.klass, s);
    s.n++;
    if (c.ok) s.right++;
  }
  return new Map(
    [...counts].map(([k, s]) => [
      k,
      k === 'noTotal' ? 0 : Math.floor((100 * (s.right + 1)) / (s.n + 2)) / 100,
    ]),
  );
}

function judge(cases: Case[], value: (c: Case) => number) {
  const sure = cases.filter((c) => value(c) >= REVIEW_THRESHOLD);
  return { n: cases.length, reach: sure.length, wrong: sure.filter((c) => !c.ok).length };
}

function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

const cases = await tuningCases();
console.log(`## tuning receipts: ${cases.length} (scans and photos), review threshold ${REVIEW_THRESHOLD}`);
const table = new Map<TotalClass, { n: number; right: number; value: number; sets: Set<string> }>();
for (const c of cases) {
  const s = table.get(c.klass) ?? { n: 0, right: 0, value: c.confidence, sets: new Set<string>() };
  table.set(c.klass, s);
  s.n++;
  if (c.ok) s.right++;
  s.sets.add(c.set);
}
console.log('class                     n  right  table  laplace');
for (const [k, s] of [...table].sort((a, b) => b[1].value - a[1].value))
  console.log(
    `${k.padEnd(24)} ${String(s.n).padStart(3)} ${String(s.right).padStart(6)}  ${s.value.toFixed(2)}   ${((s.right + 1) / (s.n + 2)).toFixed(2)}`,
  );

// Folds by position in the sorted tuning list: every FOLDS-th receipt, so each fold mixes sets.
const foldOf = (i: number) => i % FOLDS;
let heldFit = { n: 0, reach: 0, wrong: 0 };
let heldTable = { n: 0, reach: 0, wrong: 0 };
const add = (a: typeof heldFit, b: typeof heldFit) => ({
  n: a.n + b.n,
  reach: a.reach + b.reach,
  wrong: a.wrong + b.wrong,
});
for (let f = 0; f < FOLDS; f++) {
  const train = cases.filter((_, i) => foldOf(i) !== f);
  const test = cases.filter((_, i) => foldOf(i) === f);
  const values = fit(train);
  const a = judge(test, (c) => values.get(c.klass) ?? 0.5);
  const b = judge(test, (c) => c.confidence);
  console.log(
    `fold ${f}: n=${a.n} fit reach=${a.reach} wrong=${a.wrong} | table reach=${b.reach} wrong=${b.wrong}`,
  );
  heldFit = add(heldFit, a);
  heldTable = add(heldTable, b);
}
console.log(
  `${FOLDS}-fold held out: fit reach=${heldFit.reach}/${heldFit.n} (${pct(heldFit.reach, heldFit.n)}) wrong=${heldFit.wrong} (${pct(heldFit.wrong, heldFit.reach)}) | table reach=${heldTable.reach} (${pct(heldTable.reach, heldTable.n)}) wrong=${heldTable.wrong} (${pct(heldTable.wrong, heldTable.reach)})`,
);

const random = rng(13);
const tableWrong: number[] = [];
const dateWrong: number[] = [];
const oobWrong: number[] = [];
const oobReach: number[] = [];
for (let r = 0; r < RESAMPLES; r++) {
  const picked = cases.map(() => Math.floor(random() * cases.length));
  const sample = picked.map((i) => cases[i]!);
  const t = judge(sample, (c) => c.confidence);
  tableWrong.push(t.wrong / Math.max(1, t.reach));
  const dates = sample.filter((c) => c.date.confidence >= REVIEW_THRESHOLD);
  dateWrong.push(dates.filter((c) => !c.date.ok).length / Math.max(1, dates.length));
  const inBag = new Set(picked);
  const out = cases.filter((_, i) => !inBag.has(i));
  const values = fit(sample);
  const o = judge(out, (c) => values.get(c.klass) ?? 0.5);
  oobWrong.push(o.wrong / Math.max(1, o.reach));
  oobReach.push(o.reach / Math.max(1, o.n));
}
const interval = (xs: number[]) =>
  `${(100 * quantile(xs, 0.5)).toFixed(1)}% [${(100 * quantile(xs, 0.025)).toFixed(1)}%, ${(100 * quantile(xs, 0.975)).toFixed(1)}%]`;
console.log(`bootstrap (${RESAMPLES}): table wrong at threshold ${interval(tableWrong)}`);
console.log(`bootstrap (${RESAMPLES}): dates wrong at threshold ${interval(dateWrong)}`);
console.log(
  `bootstrap out-of-bag fit: wrong at threshold ${interval(oobWrong)}, reach ${interval(oobReach)}`,
);
