/**
 * Does date reading survive the damage OCR does to a date, and does date confidence tell a wrong
 * date? On the TUNING receipts whose date is read right (saved OCR output, as dev-score.ts reads
 * it), each box that prints the date is damaged one way at a time, the other prints left intact,
 * and the receipt is parsed again:
 *
 *   sep-stroke   one "/" read as a stroke letter or digit (1, 7, l, I, |)
 *   sep-comma    one separator read as a comma
 *   sep-gap      one separator read as a gap
 *   sep-lost     one separator not read
 *   digit-letter one digit read as its look-alike letter (O, I, Z, S, G, B)
 *   digit-digit  one digit read as a look-alike digit (8 for 0, 7 for 1, ...): the date is then
 *                wrong however it is read, and should not reach the review threshold unless
 *                another print backs it
 *   edge-clip    the box's first or last character lost, when it belongs to the date
 *   glued        the gap before or after the date not read ("DATE09/03/2018", "09/03/201821:28")
 *   month-letter one letter of a month word read as a neighbour (L/I, E/F, O/D/0, A/4)
 *
 *   npx tsx bench/src/date-stress.ts /work/wt/ocr-cache     # DETAILS=1 lists each wrong case
 *   SETS=photos KINDS=sep-gap,edge-clip ...                  # one set, some kinds
 *
 * Check receipts are never read.
 */
import { join } from 'node:path';
import { REVIEW_THRESHOLD } from '../../packages/extract/src/parse/confidence';
import { dateCandidatesIn, isoOf } from '../../packages/extract/src/parse/dates';
import { normalizeText, toRows } from '../../packages/extract/src/parse/text';
import type { TextDocument, TextLine } from '../../packages/extract/src/text-document';
import { devSetDir } from './lib/dev-set';
import { cachedFiles, loadCached, parseCached, predictionOf } from './lib/ocr-cache';
import { DIGIT_MISREAD } from './lib/ocr-noise';
import { fieldsRight, labelledFiles, scoreRows, splitOf } from './lib/score';

const dir = process.argv[2] ?? '/work/wt/ocr-cache';
const details = !!process.env.DETAILS;
const kinds = process.env.KINDS ? new Set(process.env.KINDS.split(',')) : null;
const onlySets = process.env.SETS ? process.env.SETS.split(',') : null;
const DIGIT_LETTER: Record<string, string[]> = {
  '0': ['O'],
  '1': ['l', 'I'],
  '2': ['Z'],
  '5': ['S'],
  '6': ['G'],
  '8': ['B'],
};
const LETTER_SWAP: Record<string, string[]> = {
  L: ['I'],
  I: ['L', '1'],
  E: ['F'],
  O: ['D', '0'],
  A: ['4'],
  C: ['G'],
  U: ['V'],
  N: ['H'],
};

type Variant = [kind: string, text: string];

/** The damaged texts of one line whose date runs from s to e. */
function variants(text: string, s: number, e: number): Variant[] {
  const out: Variant[] = [];
  const at = (i: number, to: string, len = 1) => text.slice(0, i) + to + text.slice(i + len);
  for (let i = s; i < e; i++) {
    const ch = text[i] ?? '';
    if (/[/.-]/.test(ch)) {
      if (ch === '/') for (const to of ['1', '7', 'l', 'I', '|']) out.push(['sep-stroke', at(i, to)]);
      out.push(['sep-comma', at(i, ',')], ['sep-gap', at(i, ' ')], ['sep-lost', at(i, '')]);
    }
    for (const to of DIGIT_LETTER[ch] ?? []) out.push(['digit-letter', at(i, to)]);
    if (DIGIT_MISREAD[ch]) out.push(['digit-digit', at(i, DIGIT_MISREAD[ch])]);
    const up = ch.toUpperCase();
    if (/[A-Z]/.test(up) && /[A-Za-z]{2}/.test(text.slice(Math.max(s, i - 2), Math.min(e, i + 3))))
      for (const to of LETTER_SWAP[up] ?? [])
        out.push(['month-letter', at(i, ch === up ? to : to.toLowerCase())]);
  }
  if (s === 0 && text.length > 4) out.push(['edge-clip', text.slice(1)]);
  if (e === text.length && text.length > 4) out.push(['edge-clip', text.slice(0, -1)]);
  if (text[s - 1] === ' ') out.push(['glued', at(s - 1, '')]);
  if (text[e] === ' ') out.push(['glued', at(e, '')]);
  return out;
}

/** Where a line prints the given date, as its own one-line row reads it. */
function dateSpan(doc: TextDocument, line: TextLine, iso: string): [number, number] | null {
  if (normalizeText(line.text).length !== line.text.length) return null;
  const row = toRows({ ...doc, lines: [line] })[0];
  if (!row) return null;
  for (const c of dateCandidatesIn(row)) {
    const readings = [c.fixed, c.dmy, c.mdy].filter((d) => d !== null).map((d) => isoOf(d));
    if (readings.includes(iso)) return [c.at, c.at + c.raw.length];
  }
  return null;
}

const cached = new Set(cachedFiles(dir));
for (const [name, labels] of [
  ['receipts-dev (SROIE scans)', devSetDir()],
  ['wildreceipt (photos)', join(devSetDir(), 'wildreceipt')],
] as const) {
  if (onlySets && !onlySets.some((k) => name.includes(k))) continue;
  const split = splitOf(labelledFiles(labels));
  const tuning = [...split].filter(([f, s]) => s === 'tuning' && cached.has(f)).map(([f]) => f);
  const receipts = tuning.map((f) => loadCached(dir, f));
  const clean = await scoreRows(
    labels,
    receipts.map((r) => predictionOf(r.file, parseCached(r.doc))),
  );
  const right = new Set(clean.filter((row) => fieldsRight(row).date).map((row) => row.file));
  const stats = new Map<string, { cases: number; wrong: number; lost: number; sure: number }>();
  for (const r of receipts) {
    if (!right.has(r.file)) continue;
    const gold = parseCached(r.doc).date;
    if (!gold) continue;
    r.doc.lines.forEach((line, k) => {
      const span = dateSpan(r.doc, line, gold);
      if (!span) return;
      for (const [kind, text] of variants(line.text, span[0], span[1])) {
        if (kinds && !kinds.has(kind)) continue;
        const doc = { ...r.doc, lines: r.doc.lines.map((l, j) => (j === k ? { ...l, text } : l)) };
        const p = parseCached(doc);
        const s = stats.get(kind) ?? { cases: 0, wrong: 0, lost: 0, sure: 0 };
        stats.set(kind, s);
        s.cases++;
        if (p.date === gold) continue;
        s.wrong++;
        if (p.date === null) s.lost++;
        else if (p.confidence.date >= REVIEW_THRESHOLD) s.sure++;
        if (details)
          console.log(
            `  ${kind} ${r.file}: ${JSON.stringify(line.text)} → ${JSON.stringify(text)} read ${p.date} at ${p.confidence.date}`,
          );
      }
    });
  }
  console.log(`## ${name}, tuning receipts read right, one date print damaged at a time`);
  for (const [kind, s] of [...stats].sort(([a], [b]) => a.localeCompare(b)))
    console.log(
      `${kind.padEnd(13)} cases=${String(s.cases).padStart(4)} wrong=${String(s.wrong).padStart(4)} (none ${String(s.lost).padStart(3)}) wrong yet >= ${REVIEW_THRESHOLD}: ${s.sure}`,
    );
}
