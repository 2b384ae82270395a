/**
 * Does the recognizer's digit probability tell a misread amount? On the TUNING photos (saved OCR
 * output, as dev-score.ts reads it), each amount read on a line is compared with the amounts the
 * label names (total and item prices): read right when it is one of them, a look-alike misread when
 * one look-alike digit (8 for 0, 7 for 1, ...) off one of them. Prints, for a few cut-offs, how
 * many of each the line's lowest digit probability (TextLine.digitConfidence) passes.
 *
 *   npx tsx bench/src/digit-confidence.ts /work/wt/ocr-cache
 *
 * A one-digit-off amount may be another item's price by chance: the misread count is an upper
 * bound. Check receipts are never read.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { devSetDir } from './lib/dev-set';
import { cachedFiles, loadCached } from './lib/ocr-cache';
import { splitOf } from './lib/score';

const dir = process.argv[2] ?? '/work/wt/ocr-cache';
const labels = join(devSetDir(), 'wildreceipt');
const LOOK_ALIKE = new Set(
  ['08', '17', '38', '56', '27', '14', '89', '06', '35'].flatMap((p) => [p, `${p[1]}${p[0]}`]),
);

/** "12.50" as "1250"; a label's number as its cents. */
function centsText(v: unknown): string | null {
  const m = /(\d+)[.,](\d\d)/.exec(String(v ?? ''));
  if (m) return `${Number(m[1])}${m[2]}`;
  return typeof v === 'number' ? String(Math.round(v * 100)) : null;
}

const lookAlikeOff = (read: string, gold: string) => {
  if (read.length !== gold.length) return false;
  const differ = [...gold].flatMap((c, i) => (c === read[i] ? [] : [`${c}${read[i]}`]));
  return differ.length === 1 && LOOK_ALIKE.has(differ[0]!);
};

const files = cachedFiles(dir).filter((f) => f.startsWith('wd'));
const split = splitOf(files);
const right: number[] = [];
const misread: number[] = [];
for (const file of files) {
  if (split.get(file) !== 'tuning') continue;
  const label = JSON.parse(readFileSync(join(labels, file.replace(/\.jpg$/, '.json')), 'utf8')) as {
    total?: unknown;
    items?: Array<{ price?: unknown }>;
  };
  const gold = new Set(
    [label.total, ...(label.items ?? []).map((i) => i.price)].flatMap((v) => centsText(v) ?? []),
  );
  for (const line of loadCached(dir, file).doc.lines) {
    if (line.digitConfidence === undefined) continue;
    for (const m of line.text.matchAll(/(\d+)[.,](\d\d)(?!\d)/g)) {
      const read = `${Number(m[1])}${m[2]}`;
      if (gold.has(read)) right.push(line.digitConfidence);
      else if ([...gold].some((g) => lookAlikeOff(read, g))) misread.push(line.digitConfidence);
    }
  }
}
const passed = (xs: number[], t: number) => `${xs.filter((x) => x >= t).length}/${xs.length}`;
for (const t of [0.8, 0.9, 0.95])
  console.log(
    `digit confidence >= ${t}: read right ${passed(right, t)}, a look-alike digit off ${passed(misread, t)}`,
  );
