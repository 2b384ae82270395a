/**
 * How much OCR noise the parser absorbs: the TUNING receipts of the OCR cache (check receipts are
 * never opened), each noise class of lib/ocr-noise.ts applied alone with several seeds, and per
 * class the drop in total/date/merchant accuracy against the clean tuning score.
 *
 *   npx tsx bench/src/noise-score.ts /work/wt/ocr-cache
 *   RATE=0.3 SEEDS=8 CLASSES=o-zero,lost-point npx tsx bench/src/noise-score.ts
 *   DETAILS=1 CLASSES=o-zero ...        lists the tuning receipts a class breaks, with the lines it changed
 *   SHOW=d013.jpg CLASSES=o-zero SEED=2  prints that receipt's noisy lines and its parse
 */
import { join } from 'node:path';
import type { TextDocument } from '../../packages/extract/src/text-document';
import { devSetDir } from './lib/dev-set';
import { type CachedReceipt, cachedFiles, loadCached, parseCached, predictionOf } from './lib/ocr-cache';
import { NOISE_CLASSES, perturb, rngOf, seedOf } from './lib/ocr-noise';
import { type FieldName, fieldsRight, labelledFiles, type ScorerRow, scoreRows, splitOf } from './lib/score';

const dir = process.argv[2] ?? '/work/wt/ocr-cache';
const rate = Number(process.env.RATE ?? 0.2);
const seeds = process.env.SEED
  ? [Number(process.env.SEED)]
  : Array.from({ length: Number(process.env.SEEDS ?? 5) }, (_, i) => i + 1);
const classes = process.env.CLASSES ? process.env.CLASSES.split(',') : NOISE_CLASSES;
const details = !!process.env.DETAILS;
const show = process.env.SHOW;
const FIELDS: FieldName[] = ['total', 'date', 'merchant'];

interface LabelledSet {
  name: 'scans' | 'photos';
  labels: string;
  receipts: CachedReceipt[];
}

const cached = new Set(cachedFiles(dir));
const sets: LabelledSet[] = (
  [
    ['scans', devSetDir()],
    ['photos', join(devSetDir(), 'wildreceipt')],
  ] as const
).map(([name, labels]) => {
  const split = splitOf(labelledFiles(labels));
  const tuning = [...split].filter(([file, s]) => s === 'tuning' && cached.has(file)).map(([file]) => file);
  return { name, labels, receipts: tuning.map((file) => loadCached(dir, file)) };
});

type Verdicts = Map<string, { right: Record<FieldName, boolean>; row: ScorerRow }>;

/** Parses the documents and asks the scorer; only the given (tuning) receipts are kept. */
async function verdicts(set: LabelledSet, docs: Map<string, TextDocument>): Promise<Verdicts> {
  const predictions = [...docs].map(([file, doc]) => predictionOf(file, parseCached(doc)));
  const rows = await scoreRows(set.labels, predictions);
  const out: Verdicts = new Map();
  for (const row of rows) if (docs.has(row.file)) out.set(row.file, { right: fieldsRight(row), row });
  return out;
}

function accuracy(v: Verdicts, field: FieldName): number {
  return [...v.values()].filter((r) => r.right[field]).length / Math.max(1, v.size);
}

const RELEVANT: Record<FieldName, (text: string, i: number, gold: string) => boolean> = {
  total: (t, _i, gold) =>
    /T[O0]TA|AM[O0]UNT|DUE|JUMLAH|NET|BAL|CASH|CHANGE|PAY|ROUND|SUB/i.test(t) ||
    (gold !== '' && t.replace(/[^\d]/g, '').includes(gold.replace(/[^\d]/g, ''))),
  date: (t) => /\d\s*[/.-]\s*\d|DATE|TARIKH|(?:19|20)\d\d|[A-Z]{3}/i.test(t) && /\d/.test(t),
  merchant: (_t, i) => i < 8,
};

function changedLines(clean: TextDocument, noisy: TextDocument, field: FieldName, gold: string): string[] {
  const out: string[] = [];
  if (clean.lines.length === noisy.lines.length) {
    clean.lines.forEach((l, i) => {
      const n = noisy.lines[i];
      if (!n || !RELEVANT[field](l.text, i, gold)) return;
      if (n.text !== l.text) out.push(`    ${JSON.stringify(l.text)} → ${JSON.stringify(n.text)}`);
      else if (Math.abs(n.y - l.y) > 0.05 * l.height)
        out.push(
          `    ${JSON.stringify(l.text)} y ${l.y.toFixed(0)}→${n.y.toFixed(0)} (h ${l.height.toFixed(0)})`,
        );
    });
  } else {
    const kept = new Set(noisy.lines.map((l) => l.text));
    clean.lines.forEach((l, i) => {
      if (!kept.has(l.text) && RELEVANT[field](l.text, i, gold))
        out.push(`    split ${JSON.stringify(l.text)}`);
    });
  }
  return out.slice(0, 8);
}

const cleanBy = new Map<string, Verdicts>();
for (const set of sets) {
  cleanBy.set(set.name, await verdicts(set, new Map(set.receipts.map((r) => [r.file, r.doc]))));
}

const pct = (x: number) => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}`.padStart(6);
console.log(
  `OCR noise on tuning receipts: rate=${rate} seeds=${seeds.join(',')} ` +
    sets.map((s) => `${s.name} n=${s.receipts.length}`).join(' '),
);
console.log(
  `${'class'.padEnd(13)}| ${sets.map((s) => `${s.name.padEnd(6)} total   date  merch`).join(' | ')} | broken (receipt·field, any seed)`,
);
console.log(
  `${'clean'.padEnd(13)}| ${sets
    .map((s) => {
      const v = cleanBy.get(s.name) as Verdicts;
      return `${''.padEnd(6)} ${FIELDS.map((f) => accuracy(v, f).toFixed(3).padStart(6)).join('')}`;
    })
    .join(' | ')} |`,
);

for (const noiseClass of classes) {
  const cells: string[] = [];
  const broken = new Set<string>();
  const report: string[] = [];
  for (const set of sets) {
    const clean = cleanBy.get(set.name) as Verdicts;
    const drops: Record<FieldName, number> = { total: 0, date: 0, merchant: 0 };
    for (const seed of seeds) {
      const docs = new Map(
        set.receipts.map((r) => [
          r.file,
          perturb(r.doc, noiseClass, rngOf(seedOf(seed, noiseClass, r.file)), rate),
        ]),
      );
      if (show && docs.has(show)) {
        const doc = docs.get(show) as TextDocument;
        for (const l of doc.lines)
          console.log(`${l.y.toFixed(0).padStart(5)} ${l.x.toFixed(0).padStart(5)} ${l.text}`);
        console.log(JSON.stringify(parseCached(doc), null, 1));
      }
      const noisy = await verdicts(set, docs);
      for (const f of FIELDS) drops[f] += (accuracy(noisy, f) - accuracy(clean, f)) / seeds.length;
      for (const [file, v] of noisy) {
        const before = clean.get(file);
        if (!before) continue;
        for (const f of FIELDS) {
          if (!before.right[f] || v.right[f]) continue;
          broken.add(`${file}·${f}`);
          if (!details) continue;
          const gold = String((before.row.gold as Record<string, unknown> | undefined)?.[f] ?? '');
          const was = (before.row.pred as Record<string, unknown> | undefined)?.[f];
          const now = (v.row.pred as Record<string, unknown> | undefined)?.[f];
          report.push(
            `  ${file} seed=${seed} ${f}: gold=${JSON.stringify(gold)} clean=${JSON.stringify(was)} noisy=${JSON.stringify(now)}`,
          );
          const r = set.receipts.find((x) => x.file === file);
          if (r) report.push(...changedLines(r.doc, docs.get(file) as TextDocument, f, gold));
        }
      }
    }
    cells.push(`${''.padEnd(6)} ${FIELDS.map((f) => pct(drops[f])).join('')}`);
  }
  console.log(`${noiseClass.padEnd(13)}| ${cells.join(' | ')} | ${broken.size}`);
  if (details) console.log(report.join('\n'));
}
