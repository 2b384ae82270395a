/**
 * Does total confidence discriminate? On the TUNING receipts whose total is read right (saved OCR
 * output, as dev-score.ts reads it), each total row the label's amount is printed on is damaged the
 * way OCR damages it, one at a time, and the receipt is parsed again:
 *
 *   lost-row    the row is not read at all
 *   lost-label  its words are not read, its amount is
 *   misread     the units digit of its last amount is read as a look-alike (8 for 0, 7 for 1, ...),
 *               as surely as the digits were read (the line keeps its digit confidence): the worst case
 *   cents       the same for its last cents digit: a few cents off, as a rounding step or a tolerance
 *               for cash rounding might explain
 *   tens        the same for the digit before the units: ten off
 *   lost-point  its decimal point is not read ("24.00" as "2400")
 *   lost-lead   the leading digit of its last amount is not read ("124.50" as "24.50"), when it has
 *               two integer digits or more
 *   …-all       the same damage to every print of the total at once, when it is printed more than
 *               once: two prints in one font are misread alike
 *
 *   npx tsx bench/src/confidence-stress.ts /work/wt/ocr-cache      # DETAILS=1 lists each case
 *
 * A wrong total that still reaches the review threshold is evidence counted that does not depend
 * on the total row (an agreement with a subtotal, items that balance either way, the same row read
 * twice). Check receipts are never read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StepCandidates } from '../../packages/extract/src/ocr/lexicon-decode';
import { DEFAULT_CATEGORIES } from '../../packages/extract/src/parse/categories';
import { REVIEW_THRESHOLD } from '../../packages/extract/src/parse/confidence';
import { type ConfidenceTrace, parseReceipt } from '../../packages/extract/src/parse/index';
import { classifyRow } from '../../packages/extract/src/parse/rows';
import { toRows } from '../../packages/extract/src/parse/text';
import type { TextDocument, TextLine } from '../../packages/extract/src/text-document';
import { devSetDir } from './lib/dev-set';
import { loadCached } from './lib/ocr-cache';
import { DIGIT_MISREAD } from './lib/ocr-noise';
import { splitOf } from './lib/score';

const dir = process.argv[2] ?? '/work/wt/ocr-cache';
const TOTAL_KINDS = new Set(['total', 'grand', 'rounded-total']);

/** The label's total in cents, read as the scorer reads it ("RM 9.00", "$1,234.50", "12,50 €"). */
function labelCents(value: unknown): number | null {
  let t = String(value ?? '').replace(/[^0-9.,]/g, '');
  if (t.includes(',') && t.includes('.')) t = t.replace(/,/g, '');
  else if (t.includes(',')) t = /^\d{1,3}(,\d{3})+$/.test(t) ? t.replace(/,/g, '') : t.replace(',', '.');
  const n = Number(t);
  return t && Number.isFinite(n) ? Math.round(n * 100) : null;
}

function damaged(doc: TextDocument, segments: Set<TextLine>): Array<[string, TextDocument]> {
  const unread = (l: TextLine) => ({ ...l, text: l.text.replace(/[A-Za-z:]+/g, '').trim() });
  const misread = (l: TextLine) => ({
    ...l,
    text: l.text.replace(
      /(\d)([.,]\d\d)(?!.*\d[.,]\d\d)/,
      (_m, d: string, rest: string) => (DIGIT_MISREAD[d] ?? d) + rest,
    ),
  });
  const centsMisread = (l: TextLine) => ({
    ...l,
    text: l.text.replace(
      /(\d[.,]\d)(\d)(?!.*\d[.,]\d\d)/,
      (_m, head: string, d: string) => head + (DIGIT_MISREAD[d] ?? d),
    ),
  });
  // "124.50" read as "24.50": a faint or clipped leading digit is dropped, the rest read surely.
  const leadLost = (l: TextLine) => ({
    ...l,
    text: l.text.replace(/(?<![\d.,])\d(\d+[.,]\d\d)(?!.*\d[.,]\d\d)/, (_m, rest: string) => rest),
  });
  const tensMisread = (l: TextLine) => ({
    ...l,
    text: l.text.replace(
      /(\d)(\d[.,]\d\d)(?!.*\d[.,]\d\d)/,
      (_m, d: string, rest: string) => (DIGIT_MISREAD[d] ?? d) + rest,
    ),
  });
  const pointLost = (l: TextLine) => ({
    ...l,
    text: l.text.replace(/(\d)[.,](\d\d)(?!.*\d[.,]\d\d)/, (_m, a: string, b: string) => a + b),
  });
  return [
    ['lost-row', { ...doc, lines: doc.lines.filter((l) => !segments.has(l)) }],
    [
      'lost-label',
      { ...doc, lines: doc.lines.map((l) => (segments.has(l) ? unread(l) : l)).filter((l) => l.text) },
    ],
    ['misread', { ...doc, lines: doc.lines.map((l) => (segments.has(l) ? misread(l) : l)) }],
    ['cents', { ...doc, lines: doc.lines.map((l) => (segments.has(l) ? centsMisread(l) : l)) }],
    ['tens', { ...doc, lines: doc.lines.map((l) => (segments.has(l) ? tensMisread(l) : l)) }],
    ['lost-point', { ...doc, lines: doc.lines.map((l) => (segments.has(l) ? pointLost(l) : l)) }],
    ['lost-lead', { ...doc, lines: doc.lines.map((l) => (segments.has(l) ? leadLost(l) : l)) }],
  ];
}

let lastTrace: ConfidenceTrace | null = null;
const parse = (doc: TextDocument) =>
  parseReceipt(doc, {
    categories: DEFAULT_CATEGORIES,
    hsa: false,
    explain: (t) => {
      lastTrace = t;
    },
  });
const files = readdirSync(dir).filter((n) => /^w?d\d+\.json$/.test(n));
for (const [name, labels, prefix] of [
  ['receipts-dev (SROIE scans)', devSetDir(), 'd'],
  ['wildreceipt (photos)', join(devSetDir(), 'wildreceipt'), 'wd'],
] as const) {
  const ids = files.filter((f) => f.startsWith(prefix) && !(prefix === 'd' && f.startsWith('wd')));
  const split = splitOf(ids.map((f) => f.replace(/\.json$/, '.jpg')));
  const stats = new Map<string, { cases: number; wrong: number; sure: number }>();
  for (const file of ids.sort()) {
    const id = file.replace(/\.json$/, '');
    if (split.get(`${id}.jpg`) !== 'tuning') continue;
    const doc = loadCached(dir, `${id}.jpg`).doc;
    for (const line of doc.lines as Array<TextLine & { steps?: StepCandidates[] }>) delete line.steps;
    const gold = labelCents(
      (JSON.parse(readFileSync(join(labels, `${id}.json`), 'utf8')) as { total?: unknown }).total,
    );
    const read = parse(doc).total_price;
    if (gold === null || read === null || Math.round(read * 100) !== gold) continue;
    const totalRows = toRows(doc).filter((row) => {
      const c = classifyRow(row);
      return TOTAL_KINDS.has(c.kind) && c.money.some((m) => m.cents === gold);
    });
    // Each print of the total alone, then, when it is printed more than once, all of them at once.
    const damages: Array<[string, Set<TextLine>]> = totalRows.map((row) => ['', new Set(row.segments)]);
    if (totalRows.length > 1) damages.push(['-all', new Set(totalRows.flatMap((row) => row.segments))]);
    for (const [scope, segments] of damages) {
      for (const [damage, variant] of damaged(doc, segments)) {
        const kind = `${damage}${scope}`;
        const r = parse(variant);
        const s = stats.get(kind) ?? { cases: 0, wrong: 0, sure: 0 };
        stats.set(kind, s);
        s.cases++;
        if (r.total_price !== null && Math.round(r.total_price * 100) === gold) continue;
        s.wrong++;
        if (r.confidence.total_price < REVIEW_THRESHOLD) continue;
        s.sure++;
        if (process.env.DETAILS)
          console.log(
            `  ${kind} ${id}: read ${r.total_price} at ${r.confidence.total_price} (label ${gold / 100}), ${(lastTrace as ConfidenceTrace | null)?.totalClass}`,
          );
      }
    }
  }
  console.log(`## ${name}, tuning receipts read right, one total row damaged at a time`);
  for (const [kind, s] of stats)
    console.log(
      `${kind.padEnd(14)} cases=${s.cases} wrong total=${s.wrong} wrong yet >= ${REVIEW_THRESHOLD}: ${s.sure}`,
    );
}
