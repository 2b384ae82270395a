/**
 * Cross-validation of the merchant reader inside the TUNING split (check receipts are never read):
 *
 *   npx tsx bench/src/merchant-cv.ts /work/wt/ocr-cache            # per fold: accuracy, wins/losses
 *   REFIT=1 npx tsx bench/src/merchant-cv.ts /work/wt/ocr-cache    # + leave-one-fold-out refit
 *
 * Each set's tuning receipts (the split of lib/score.ts) are cut into four folds by their sorted
 * position (the first quarter is fold 1, and so on). Per fold it prints merchant(loose) accuracy,
 * and for each header weight set to 0 and each step of chooseMerchant switched off, how many
 * receipts the weight or step wins (right with it, wrong without) and loses (the reverse). A rule
 * whose wins all sit in one fold, or that wins one and loses one, serves files, not a family.
 *
 * By default each set's tuning receipts are cut into four folds by sorted position; FOLDS_BY=merchant
 * puts all receipts of one merchant in one fold instead (SROIE repeats merchants, and a rule that
 * serves one merchant's receipts looks general across position folds). WHO=1 names the receipts;
 * OFF=a,b switches those weights and steps off together (rules that stand in for each other).
 *
 * REFIT=1 scans each weight over multiples of its value (the others held) and shows the right
 * answers per fold; then, for each fold held out, fits all weights on the other three (each weight
 * set to the middle of its best plateau, not its edge) and scores the held-out fold.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { channelReaders } from '../../packages/extract/src/parse/channel';
import { guessLocale } from '../../packages/extract/src/parse/locale';
import { chooseMerchant, MERCHANT_STEPS } from '../../packages/extract/src/parse/merchant';
import { HEADER_WEIGHTS } from '../../packages/extract/src/parse/merchant/header';
import { toRows } from '../../packages/extract/src/parse/text';
import { devSetDir } from './lib/dev-set';
import { loadCached } from './lib/ocr-cache';
import { merchantKey, merchantMatchesLoose, splitOf } from './lib/score';

const FOLDS = 4;
const cacheDir = process.argv[2] ?? '/work/wt/ocr-cache';
/** FOLDS_BY=merchant keeps each merchant's receipts in one fold (SROIE repeats merchants). */
const byMerchant = process.env.FOLDS_BY === 'merchant';

interface Case {
  file: string;
  set: 'scans' | 'photos';
  fold: number;
  predict: () => string | null;
  gold: string;
}

/** The tuning receipts of one labelled folder that have saved OCR output, with their fold. */
function tuningCases(set: Case['set'], labelsDir: string): Case[] {
  const images = readdirSync(labelsDir).filter(
    (f) => /\.(jpe?g|png)$/i.test(f) && existsSync(join(labelsDir, f.replace(/\.[^.]+$/, '.json'))),
  );
  const split = splitOf(images);
  const tuning = images.filter((f) => split.get(f) === 'tuning').sort();
  const cases: Case[] = [];
  tuning.forEach((file, position) => {
    const id = file.replace(/\.[^.]+$/, '');
    if (!existsSync(join(cacheDir, `${id}.json`))) return;
    const label = JSON.parse(readFileSync(join(labelsDir, `${id}.json`), 'utf8')) as { company?: string };
    const { doc } = loadCached(cacheDir, `${id}.jpg`);
    const rows = toRows(doc);
    const { registeredNames } = guessLocale(rows, doc.hints);
    const readers = channelReaders(doc);
    cases.push({
      file,
      set,
      fold: byMerchant ? -1 : Math.floor((position * FOLDS) / tuning.length),
      gold: label.company ?? '',
      predict: () =>
        readers.merchant(rows, (hints) => chooseMerchant(rows, hints, { registeredNames }))?.name ?? null,
    });
  });
  if (byMerchant) {
    // Receipts of one merchant (same name once legal forms are dropped) stay in one fold.
    const names = [...new Set(cases.map((c) => merchantKey(c.gold)))].sort();
    for (const c of cases) c.fold = names.indexOf(merchantKey(c.gold)) % FOLDS;
  }
  return cases;
}

const cases = [
  ...tuningCases('scans', devSetDir()),
  ...tuningCases('photos', join(devSetDir(), 'wildreceipt')),
];
const SETS = ['scans', 'photos'] as const;

function correct(): boolean[] {
  return cases.map((c) => merchantMatchesLoose(c.predict(), c.gold));
}

/** Right answers per set and fold. */
function perFold(ok: boolean[]): Record<Case['set'], number[]> {
  const out = { scans: Array(FOLDS).fill(0), photos: Array(FOLDS).fill(0) };
  cases.forEach((c, k) => {
    if (ok[k]) out[c.set][c.fold] += 1;
  });
  return out;
}
const sizes = perFold(cases.map(() => true));

const weights = HEADER_WEIGHTS as unknown as Record<string, number>;
const current = { ...weights };
const steps = MERCHANT_STEPS as Record<string, boolean>;

const baseline = correct();
const base = perFold(baseline);
console.log(`merchant(loose) per fold of the tuning split (right/n)`);
for (const s of SETS) {
  const cells = base[s].map((r, f) => {
    const n = sizes[s][f] ?? 0;
    return `f${f + 1} ${r}/${n} ${(r / Math.max(1, n)).toFixed(3)}`;
  });
  const all = base[s].reduce((a, b) => a + b, 0) / sizes[s].reduce((a, b) => a + b, 0);
  console.log(`  ${s.padEnd(6)} ${cells.join(' | ')} | all ${all.toFixed(3)}`);
}

/** Wins and losses of the current setting against `ok` (the rule off), per set and fold. */
function winsLosses(ok: boolean[]): string {
  const parts: string[] = [];
  for (const s of SETS) {
    const cells: string[] = [];
    for (let f = 0; f < FOLDS; f++) {
      let won = 0;
      let lost = 0;
      cases.forEach((c, k) => {
        if (c.set !== s || c.fold !== f || baseline[k] === ok[k]) return;
        if (baseline[k]) won += 1;
        else lost += 1;
      });
      cells.push(won || lost ? `+${won}-${lost}` : '.');
    }
    parts.push(cells.map((c) => c.padStart(5)).join(''));
  }
  // WHO=1 names the tuning receipts behind the counts.
  const who = process.env.WHO
    ? cases.flatMap((c, k) => (baseline[k] === ok[k] ? [] : [`${baseline[k] ? '+' : '-'}${c.file}`]))
    : [];
  return parts.join('  |') + (who.length ? `  ${who.join(' ')}` : '');
}

console.log(`\nwins/losses of each rule per fold (+right only with it, -wrong only with it)`);
console.log(`${''.padEnd(28)}${'scans f1..f4'.padStart(20)}  |${'photos f1..f4'.padStart(20)}`);
for (const name of Object.keys(current)) {
  weights[name] = 0;
  console.log(`  weight ${name.padEnd(19)} ${winsLosses(correct())}`);
  weights[name] = current[name]!;
}
for (const name of Object.keys(steps)) {
  steps[name] = false;
  console.log(`  step   ${name.padEnd(19)} ${winsLosses(correct())}`);
  steps[name] = true;
}
// OFF=a,b,c: those weights at 0 and steps off together (rules that stand in for each other).
const off = process.env.OFF?.split(',').filter(Boolean) ?? [];
if (off.length > 0) {
  for (const name of off) {
    if (name in weights) weights[name] = 0;
    else if (name in steps) steps[name] = false;
    else throw new Error(`no weight or step ${name}`);
  }
  console.log(`  together ${off.join(',')}\n  ${''.padEnd(26)} ${winsLosses(correct())}`);
  Object.assign(weights, current);
  for (const name of Object.keys(steps)) steps[name] = true;
}

if (process.env.REFIT) refit();

function refit(): void {
  const MULTIPLES = [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3];
  const names = Object.keys(current);
  // Right answers per fold (both sets together): the weights are shared by scans and photos.
  const foldScore = (ok: boolean[]) => {
    const out = Array(FOLDS).fill(0) as number[];
    cases.forEach((c, k) => {
      if (ok[k]) out[c.fold]! += 1;
    });
    return out;
  };
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const foldSizes = foldScore(cases.map(() => true));
  console.log(
    `\none weight scanned, the others at their values: right per fold (scans+photos, n=${foldSizes.join('/')})`,
  );
  for (const name of names) {
    const cells: string[] = [];
    for (const m of MULTIPLES) {
      weights[name] = current[name]! * m;
      const score = foldScore(correct());
      cells.push(`${m}:${score.join('/')}=${sum(score)}`);
    }
    weights[name] = current[name]!;
    console.log(`  ${name.padEnd(18)} ${cells.join(' ')}`);
  }
  /**
   * The smoothest good setting on `folds`: each weight in turn (two sweeps) is set to the middle of
   * the longest run of multiples that reach the best score there, not to the edge of it.
   */
  const fit = (folds: number[]) => {
    const score = () => foldScore(correct()).reduce((a, r, f) => (folds.includes(f) ? a + r : a), 0);
    for (let sweep = 0; sweep < 2; sweep++) {
      for (const name of names) {
        const scores = MULTIPLES.map((m) => {
          weights[name] = current[name]! * m;
          return score();
        });
        const best = Math.max(...scores);
        let run: number[] = [];
        let longest: number[] = [];
        scores.forEach((s, k) => {
          run = s === best ? [...run, k] : [];
          if (run.length > longest.length) longest = run;
        });
        weights[name] = current[name]! * MULTIPLES[longest[Math.floor((longest.length - 1) / 2)]!]!;
      }
    }
    const setting = { ...weights };
    Object.assign(weights, current);
    return setting;
  };
  const changes = (setting: Record<string, number>) =>
    names
      .filter((n) => setting[n] !== current[n])
      .map((n) => `${n} ${current[n]}→${+setting[n]!.toFixed(3)}`)
      .join(', ') || '(no change)';
  console.log(
    '\nleave one fold out: the plateau-middle fit on three folds, scored on the fourth (right, scans+photos)',
  );
  const all = [...Array(FOLDS).keys()];
  for (let held = 0; held < FOLDS; held++) {
    const setting = fit(all.filter((f) => f !== held));
    Object.assign(weights, setting);
    const heldOut = foldScore(correct())[held];
    Object.assign(weights, current);
    console.log(
      `  held out f${held + 1}: current ${foldScore(baseline)[held]}/${foldSizes[held]} → refit ${heldOut}/${foldSizes[held]}: ${changes(setting)}`,
    );
  }
  const whole = fit(all);
  Object.assign(weights, whole);
  const after = foldScore(correct());
  Object.assign(weights, current);
  console.log(
    `  fit on all four folds: ${foldScore(baseline).join('/')} → ${after.join('/')}: ${changes(whole)}`,
  );
}
