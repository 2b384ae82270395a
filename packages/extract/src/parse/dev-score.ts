/**
 * Scores the parser on OCR dumps of the dev receipts (a development tool, not part of the library).
 *
 *   npx tsx packages/extract/src/parse/dev-score.ts /tmp/ocr-dump > /tmp/parse-preds.jsonl
 *   python3 /work/shared/tools/score-receipts.py /work/shared/receipts-dev /tmp/parse-preds.jsonl
 *   python3 /work/shared/tools/score-receipts.py /work/shared/receipts-dev/wildreceipt /tmp/parse-preds.jsonl
 *
 * stdout: one prediction per line in the scorer's format; stderr: line-item precision and recall
 * (matched by price) against the WildReceipt labels, and parse times.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TextDocument } from '../text-document';
import { DEFAULT_CATEGORIES } from './categories';
import { parseReceipt } from './index';

const dir = process.argv[2] ?? '/tmp/ocr-dump';
const labels = process.argv[3] ?? '/work/shared/receipts-dev';
const filter = process.argv[4] ? new RegExp(process.argv[4]) : null;

let matched = 0;
let predicted = 0;
let expected = 0;
// Some labels list items without a price; a predicted item there can never match, so precision is
// also given over the receipts whose labelled items all carry a price.
let matchedPriced = 0;
let predictedPriced = 0;
const times: number[] = [];
for (const name of readdirSync(dir).sort()) {
  if (!/^w?d\d+\.json$/.test(name) || (filter && !filter.test(name))) continue;
  const doc = JSON.parse(readFileSync(join(dir, name), 'utf8')) as TextDocument;
  const started = performance.now();
  const r = parseReceipt(doc, { categories: DEFAULT_CATEGORIES, hsa: false });
  times.push(performance.now() - started);
  const file = name.replace(/\.json$/, '.jpg');
  process.stdout.write(
    `${JSON.stringify({ file, merchant: r.company, date: r.date, total: r.total_price, currency: r.currency, receipt_number: r.receipt_number, payment_method: r.payment_method, category: r.category, line_items: r.line_items, confidence: r.confidence, notes: r.parsingNotes })}\n`,
  );
  const labelPath = join(labels, name.startsWith('wd') ? 'wildreceipt' : '', name);
  if (!existsSync(labelPath)) continue;
  const label = JSON.parse(readFileSync(labelPath, 'utf8')) as { items?: Array<{ price?: string }> };
  const gold = (label.items ?? [])
    .map((i) => (i.price ? Math.round(Number(i.price.replace(/[^0-9.]/g, '')) * 100) : Number.NaN))
    .filter((c) => Number.isFinite(c));
  if (!label.items) continue;
  const pred = r.line_items.map((i) => Math.round(i.price * 100));
  const allPriced = label.items.length > 0 && gold.length === label.items.length;
  predicted += pred.length;
  expected += gold.length;
  if (allPriced) predictedPriced += pred.length;
  for (const p of pred) {
    const k = gold.indexOf(p);
    if (k >= 0) {
      matched += 1;
      if (allPriced) matchedPriced += 1;
      gold.splice(k, 1);
    }
  }
}
times.sort((a, b) => a - b);
const pct = (n: number, d: number) => (d === 0 ? 'n/a' : (n / d).toFixed(3));
process.stderr.write(
  `line items (by price, WildReceipt): precision=${pct(matched, predicted)} recall=${pct(matched, expected)}` +
    ` precision-on-fully-priced-labels=${pct(matchedPriced, predictedPriced)}\n` +
    `parse ms: p50=${times[Math.floor(times.length / 2)]?.toFixed(2)} max=${times.at(-1)?.toFixed(2)} n=${times.length}\n`,
);
