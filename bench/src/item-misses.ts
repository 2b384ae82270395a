/**
 * Line-item misses of the TUNING photos, matched by price as the bench scores them:
 *   npx tsx bench/src/item-misses.ts /work/wt/ocr-cache
 * Prints, per tuning receipt with a miss, the predicted items no label matched (false) and the
 * labelled prices no prediction matched (missed). Check receipts are never printed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { devSetDir } from './lib/dev-set';
import { cachedFiles, loadCached, parseCached } from './lib/ocr-cache';
import { splitOf } from './lib/score';

const dir = process.argv[2] ?? '/work/wt/ocr-cache';
const labels = join(devSetDir(), 'wildreceipt');
const files = cachedFiles(dir, /^wd/);
const split = splitOf(files);
const cents = (p: string) => {
  let d = p.normalize('NFKC').replace(/[^0-9.,]/g, '');
  if (d.includes(',') && d.includes('.')) d = d.replaceAll(',', '');
  else if (d.includes(',')) d = /^\d{1,3}(,\d{3})+$/.test(d) ? d.replaceAll(',', '') : d.replace(',', '.');
  return Math.round(Number(d) * 100) * (p.trim().startsWith('-') ? -1 : 1);
};
let fp = 0;
let fn = 0;
for (const file of files) {
  if (split.get(file) !== 'tuning') continue;
  const labelPath = join(labels, file.replace(/\.jpg$/, '.json'));
  if (!existsSync(labelPath)) continue;
  const label = JSON.parse(readFileSync(labelPath, 'utf8')) as { items?: { name: string; price?: string }[] };
  if (!label.items) continue;
  const gold = label.items.filter((i) => i.price).map((i) => ({ name: i.name, cents: cents(i.price!) }));
  const r = parseCached(loadCached(dir, file).doc);
  const wrong: string[] = [];
  for (const it of r.line_items) {
    const c = Math.round(it.price * 100);
    const k = gold.findIndex((g) => g.cents === c);
    if (k >= 0) gold.splice(k, 1);
    else wrong.push(`${it.name} ${c}`);
  }
  fp += wrong.length;
  fn += gold.length;
  if (wrong.length || gold.length)
    console.log(
      `${file} total=${r.total_price}\n  false: ${wrong.join(' | ')}\n  missed: ${gold.map((g) => `${g.name} ${g.cents}`).join(' | ')}`,
    );
}
console.log(`false=${fp} missed=${fn}`);
