/**
 * Scoring shared by bench:accuracy (full OCR) and dev-score (saved OCR output): the tuning/check
 * split, per-field accuracy from ../shared/tools/score-receipts.py, line items matched by price,
 * and a reliability table (confidence bucket → accuracy) per field.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sharedDir } from './dev-set';

/** One receipt's prediction in the scorer's shape, plus the parser's field confidences. */
export interface Prediction {
  file: string;
  merchant: string | null;
  date: string | null;
  total: number | null;
  line_items?: { price: number }[];
  confidence?: { date: number; company: number; total_price: number };
  parsingNotes?: string;
  error?: string;
}

export type Split = 'tuning' | 'check';

/**
 * The fixed split every extraction bench uses: a folder's receipt ids sorted, the receipt at
 * 0-based position i is a check receipt when i % 4 === 3. Check receipts' misses are never looked
 * at while rules change; their score says whether the rules generalize.
 */
export function splitOf(ids: readonly string[]): Map<string, Split> {
  const sorted = [...ids].sort();
  return new Map(sorted.map((id, i) => [id, i % 4 === 3 ? 'check' : 'tuning']));
}

/**
 * The receipt files a labelled folder scores, as the scorer lists them: the manifest's items, else
 * every label file beside its image. Reads names only, so a bench can pick its tuning receipts
 * before it opens any receipt.
 */
export function labelledFiles(labelsDir: string): string[] {
  const manifestPath = path.join(labelsDir, 'manifest.json');
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as { items?: Array<{ file: string } | string> })
    : {};
  const items = (manifest.items ?? []).map((e) =>
    typeof e === 'string' ? e.replace(/\.json$/, '.jpg') : e.file,
  );
  if (items.length > 0) return items;
  return readdirSync(labelsDir)
    .filter((n) => n.endsWith('.json') && n !== 'manifest.json')
    .map((n) => n.replace(/\.json$/, '.jpg'));
}

export interface ScorerRow {
  file: string;
  missing?: boolean;
  total_ok?: boolean;
  date_ok?: boolean;
  merchant_ok?: boolean;
  gold?: { total: string; date: string; merchant: string };
  pred?: { total: unknown; date: unknown; merchant: unknown };
}

// The scorer's LEGAL set (score-receipts.py): its loose merchant rule drops these tokens.
const LEGAL = new Set([
  'SDN',
  'BHD',
  'BERHAD',
  'LTD',
  'LIMITED',
  'INC',
  'LLC',
  'PLT',
  'CO',
  'CORP',
  'CORPORATION',
  'COMPANY',
  'M',
  'PTE',
  'GMBH',
  'PLC',
]);
function merchantTokens(s: unknown): string[] {
  const tokens = String(s ?? '')
    .normalize('NFKD')
    .replace(/[^ -~]/g, '')
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .match(/[A-Z0-9]+/g);
  return tokens ?? [];
}
/** A merchant name as the loose rule compares it: letters and digits, legal-form words dropped. */
export function merchantKey(s: unknown): string {
  return merchantTokens(s)
    .filter((t) => !LEGAL.has(t))
    .join('');
}

/** The scorer's merchant(loose) rule, for benches that score one field many times without it. */
export function merchantMatchesLoose(pred: unknown, gold: unknown): boolean {
  const strict = merchantTokens(pred).join('');
  if (strict !== '' && strict === merchantTokens(gold).join('')) return true;
  return merchantKey(pred) !== '' && merchantKey(pred) === merchantKey(gold);
}

export type FieldName = 'total' | 'date' | 'merchant';

interface Field {
  name: FieldName;
  ok: (row: ScorerRow) => boolean;
  confidence: (p: Prediction) => number;
}

const FIELDS: Field[] = [
  { name: 'total', ok: (r) => !!r.total_ok, confidence: (p) => p.confidence?.total_price ?? 0 },
  { name: 'date', ok: (r) => !!r.date_ok, confidence: (p) => p.confidence?.date ?? 0 },
  {
    name: 'merchant',
    ok: (r) =>
      !!r.merchant_ok ||
      (merchantKey(r.pred?.merchant) !== '' &&
        merchantKey(r.pred?.merchant) === merchantKey(r.gold?.merchant)),
    confidence: (p) => p.confidence?.company ?? 0,
  },
];

/** Confidence buckets of the reliability table; 0.9 is the "needs review" threshold. */
const BUCKETS = [0, 0.5, 0.7, 0.8, 0.9, 0.95, 1.0001];

export interface SetScore {
  lines: string[];
  /** Per split and field, accuracy (for the summary). */
  accuracy: Record<Split, Record<string, number> & { n: number }>;
}

const scorer = path.join(sharedDir, 'tools', 'score-receipts.py');

/**
 * The scorer's verdict per labelled receipt of a folder; receipts without a prediction come back
 * as `missing`.
 */
export async function scoreRows(labelsDir: string, predictions: Prediction[]): Promise<ScorerRow[]> {
  const work = await mkdtemp(path.join(tmpdir(), 'bench-score-'));
  const predPath = path.join(work, 'predictions.jsonl');
  const jsonPath = path.join(work, 'scored.json');
  await writeFile(predPath, predictions.map((p) => `${JSON.stringify(p)}\n`).join(''));
  const run = spawnSync('python3', [scorer, labelsDir, predPath, '--json', jsonPath], { encoding: 'utf8' });
  try {
    if (run.status !== 0) throw new Error(`scorer failed: ${run.stderr}`);
    return (JSON.parse(await readFile(jsonPath, 'utf8')) as { rows: ScorerRow[] }).rows;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Which of total, date and merchant (loose, as the summary lines count it) a scored row got right. */
export function fieldsRight(row: ScorerRow): Record<FieldName, boolean> {
  return Object.fromEntries(FIELDS.map((f) => [f.name, f.ok(row)])) as Record<FieldName, boolean>;
}

/**
 * Scores one labelled folder. `details` lists the misses of TUNING receipts only (check
 * receipts stay unseen), `showCheckMisses` overrides that for a final audit.
 */
export async function scoreSet(
  name: string,
  labelsDir: string,
  predictions: Prediction[],
  options: { details?: boolean } = {},
): Promise<SetScore> {
  const rows = await scoreRows(labelsDir, predictions);
  const split = splitOf(rows.map((r) => r.file));
  const byFile = new Map(predictions.map((p) => [path.basename(p.file), p]));
  const lines: string[] = [
    `## ${name}: ${rows.length} receipts (${predictions.filter((p) => p.error).length} errors)`,
  ];
  const accuracy = {} as SetScore['accuracy'];
  for (const s of ['tuning', 'check'] as const) {
    const part = rows.filter((r) => split.get(r.file) === s);
    const acc: Record<string, number> & { n: number } = { n: part.length };
    for (const f of FIELDS) acc[f.name] = part.filter((r) => f.ok(r)).length / Math.max(1, part.length);
    acc.merchant_strict = part.filter((r) => r.merchant_ok).length / Math.max(1, part.length);
    const items = itemScore(
      labelsDir,
      part.map((r) => byFile.get(r.file)).filter((p): p is Prediction => !!p),
    );
    if (items) {
      acc.items_recall = items.recall;
      acc.items_precision = items.precision;
    }
    accuracy[s] = acc;
    lines.push(
      `${s.padEnd(6)} n=${String(acc.n).padStart(3)} total=${acc.total!.toFixed(3)} date=${acc.date!.toFixed(3)} ` +
        `merchant(loose)=${acc.merchant!.toFixed(3)} merchant(strict)=${acc.merchant_strict.toFixed(3)}` +
        (items ? ` items recall=${items.recall.toFixed(3)} precision=${items.precision.toFixed(3)}` : ''),
    );
  }
  lines.push(...reliability(rows, byFile, split));
  if (options.details) {
    for (const r of rows) {
      if (split.get(r.file) !== 'tuning') continue;
      const bad = FIELDS.filter((f) => !f.ok(r)).map((f) => f.name);
      if (r.missing) lines.push(`MISSING ${r.file}`);
      else if (bad.length > 0) {
        const c = byFile.get(r.file)?.confidence;
        lines.push(
          `${r.file} wrong=${bad.join(',')} gold=${JSON.stringify(r.gold)} pred=${JSON.stringify(r.pred)} conf=${JSON.stringify(c)}`,
        );
      }
    }
  }
  return { lines, accuracy };
}

/** How many receipts reach the review threshold on a field, and how many of those are wrong. */
function atThreshold(rows: ScorerRow[], byFile: Map<string, Prediction>, f: Field): string {
  const high = rows.filter((r) => f.confidence(byFile.get(r.file) ?? ({} as Prediction)) >= 0.9);
  const wrong = high.filter((r) => !f.ok(r)).length;
  return `${high.length}/${rows.length} (${((100 * high.length) / Math.max(1, rows.length)).toFixed(0)}%), ${wrong} wrong (${((100 * wrong) / Math.max(1, high.length)).toFixed(1)}%)`;
}

/**
 * Confidence bucket → how many receipts and how many right, per field, over the whole folder;
 * then the share at or above the review threshold and its wrong share per split.
 */
function reliability(
  rows: ScorerRow[],
  byFile: Map<string, Prediction>,
  split: Map<string, Split>,
): string[] {
  const out = ['reliability (confidence bucket: n, accuracy)'];
  for (const f of FIELDS) {
    const cells: string[] = [];
    let high = 0;
    let highWrong = 0;
    for (let b = 0; b < BUCKETS.length - 1; b++) {
      const lo = BUCKETS[b]!;
      const hi = BUCKETS[b + 1]!;
      const inBucket = rows.filter((r) => {
        const c = f.confidence(byFile.get(r.file) ?? ({} as Prediction));
        return c >= lo && c < hi;
      });
      const right = inBucket.filter((r) => f.ok(r)).length;
      if (lo >= 0.9) {
        high += inBucket.length;
        highWrong += inBucket.length - right;
      }
      const label = `${lo.toFixed(2)}-${hi > 1 ? '1.00' : hi.toFixed(2)}`;
      cells.push(
        `${label}: ${inBucket.length}${inBucket.length ? ` ${(right / inBucket.length).toFixed(2)}` : ''}`,
      );
    }
    out.push(
      `  ${f.name.padEnd(8)} ${cells.join(' | ')}  → ≥0.90: ${high}/${rows.length} (${((100 * high) / Math.max(1, rows.length)).toFixed(0)}%) of receipts, ${highWrong} wrong (${((100 * highWrong) / Math.max(1, high)).toFixed(1)}%)`,
    );
    const bySplit = (s: Split) =>
      atThreshold(
        rows.filter((r) => split.get(r.file) === s),
        byFile,
        f,
      );
    out.push(`  ${''.padEnd(8)} ≥0.90 tuning: ${bySplit('tuning')} | check: ${bySplit('check')}`);
  }
  return out;
}

/**
 * A label's price in cents, read as score-receipts.py's parse_amount reads amounts: a sign or
 * brackets make it negative, "12,50" is a decimal comma and "1,234.50" a thousands separator.
 */
function priceCents(price: unknown): number {
  const text = String(price).normalize('NFKC').trim();
  const negative = text.startsWith('-') || (text.startsWith('(') && text.endsWith(')'));
  let digits = text.replace(/[^0-9.,]/g, '');
  if (digits.includes(',') && digits.includes('.')) digits = digits.replaceAll(',', '');
  else if (digits.includes(','))
    digits = /^\d{1,3}(,\d{3})+$/.test(digits) ? digits.replaceAll(',', '') : digits.replace(',', '.');
  const cents = Math.round(Number(digits) * 100);
  return negative ? -cents : cents;
}

/** Line items matched by price against labels that list items (WildReceipt); null when none do. */
function itemScore(
  labelsDir: string,
  predictions: Prediction[],
): { recall: number; precision: number } | null {
  let matched = 0;
  let predicted = 0;
  let expected = 0;
  let labelled = false;
  for (const p of predictions) {
    const labelPath = path.join(labelsDir, path.basename(p.file).replace(/\.[^.]+$/, '.json'));
    if (!existsSync(labelPath)) continue;
    const label = JSON.parse(readFileSync(labelPath, 'utf8')) as { items?: { price?: string }[] };
    if (!label.items) continue;
    labelled = true;
    const gold = label.items.filter((i) => i.price).map((i) => priceCents(i.price));
    const pred = (p.line_items ?? []).map((i) => Math.round(i.price * 100));
    predicted += pred.length;
    expected += gold.length;
    for (const c of pred) {
      const k = gold.indexOf(c);
      if (k >= 0) {
        matched++;
        gold.splice(k, 1);
      }
    }
  }
  if (!labelled) return null;
  return { recall: matched / Math.max(1, expected), precision: matched / Math.max(1, predicted) };
}
