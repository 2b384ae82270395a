import type { TextDocument, TextLine } from '../text-document';
import { baselineSlope } from './baseline';

/** One visual row of the receipt: the lines (OCR boxes or cells) that share a baseline, left to right. */
export interface Row {
  index: number;
  /** Segments joined with single spaces, left to right. */
  text: string;
  /** Upper-cased text. */
  upper: string;
  /** Upper-cased letters and digits only: OCR often drops spaces ("TOTALSALES"), so labels are matched here. */
  compact: string;
  segments: TextLine[];
  x: number;
  y: number;
  right: number;
  height: number;
  page: number;
  confidence: number;
  /** The lowest digit probability of its OCR segments that report one (see TextLine). */
  digitConfidence?: number;
}

/** Upper-case, fold accents and unify look-alike punctuation so rules see one alphabet. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u00b4`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

export function compactOf(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      // Letters that do not decompose are spelled out, so "Łączna kwota" keys as the lexicon's
      // "LACZNA KWOTA" rather than losing its first letter.
      .replace(/[Łł]/g, 'L')
      .replace(/[Øø]/g, 'O')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
  );
}

export function makeRow(segments: TextLine[], index: number): Row {
  const sorted = [...segments].sort((a, b) => a.x - b.x);
  const text = sorted
    .map((s) => normalizeText(s.text))
    .filter(Boolean)
    .join(' ');
  const x = Math.min(...sorted.map((s) => s.x));
  const right = Math.max(...sorted.map((s) => s.x + s.width));
  const y = sorted.reduce((sum, s) => sum + s.y + s.height / 2, 0) / sorted.length;
  const height = sorted.reduce((sum, s) => sum + s.height, 0) / sorted.length;
  const confidence = Math.min(...sorted.map((s) => s.confidence));
  const digits = sorted.flatMap((s) => (s.digitConfidence === undefined ? [] : [s.digitConfidence]));
  return {
    ...(digits.length > 0 ? { digitConfidence: Math.min(...digits) } : {}),
    index,
    text,
    upper: text.toUpperCase(),
    compact: compactOf(text),
    segments: sorted,
    x,
    y,
    right,
    height,
    page: sorted[0]?.page ?? 0,
    confidence,
  };
}

/**
 * Two boxes that cannot share a row: they cover the same stretch of it. OCR sometimes reports one
 * printed line as boxes that overlap a little at their ends ("SUBANG HEALTHCARE SDN" and "BHD"); those
 * stay together when they sit on one baseline and overlap by less than a third of the narrower box.
 */
function overlapping(a: TextLine, b: TextLine, centreOf: (l: TextLine) => number): boolean {
  const overlap = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  if (overlap <= 2) return false;
  const oneBaseline = Math.abs(centreOf(a) - centreOf(b)) < 0.25 * Math.min(a.height, b.height);
  return !oneBaseline || overlap >= Math.min(a.width, b.width) / 3;
}

/**
 * Groups lines into visual rows by vertical overlap, so a label on the left and its right-aligned
 * amount become one row even when the reader reported them as separate boxes. Centres are measured
 * along the page's own baseline slope (see baselineSlope), so on a tilted photo a price stays on
 * its item's row.
 */
export function toRows(doc: TextDocument): Row[] {
  const lines = doc.lines.filter((l) => normalizeText(l.text) !== '');
  const byPage = new Map<number, TextLine[]>();
  for (const line of lines) {
    const list = byPage.get(line.page) ?? [];
    list.push(line);
    byPage.set(line.page, list);
  }
  const rows: Row[] = [];
  for (const page of [...byPage.keys()].sort((a, b) => a - b)) {
    const onPage = byPage.get(page) ?? [];
    // Text layers and e-mail bodies are level by construction; only photos and scans tilt.
    const slope = doc.source === 'ocr' ? baselineSlope(onPage) : 0;
    const centreOf = (l: TextLine) => l.y + l.height / 2 - slope * (l.x + l.width / 2);
    const pageLines = [...onPage].sort((a, b) => centreOf(a) - centreOf(b));
    let current: TextLine[] = [];
    let currentCenter = 0;
    let currentHeight = 0;
    for (const line of pageLines) {
      const center = centreOf(line);
      const tolerance = 0.5 * Math.min(line.height, currentHeight || line.height);
      const clash = current.some((s) => overlapping(s, line, centreOf));
      if (current.length > 0 && Math.abs(center - currentCenter) <= tolerance && !clash) {
        current.push(line);
        currentCenter = current.reduce((sum, s) => sum + centreOf(s), 0) / current.length;
        currentHeight = current.reduce((sum, s) => sum + s.height, 0) / current.length;
      } else {
        if (current.length > 0) rows.push(makeRow(current, rows.length));
        current = [line];
        currentCenter = center;
        currentHeight = line.height;
      }
    }
    if (current.length > 0) rows.push(makeRow(current, rows.length));
  }
  return rows;
}
