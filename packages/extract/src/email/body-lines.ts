import { Parser } from 'htmlparser2';
import type { TextLine } from '../text-document';

/** Synthetic geometry for text without a page: one row per 20 units, 7 units per character. */
const ROW_HEIGHT = 20;
const CHAR_WIDTH = 7;
/** Columns are kept apart by this many character widths, so cells read as separate columns. */
const CELL_GAP = 4;

const BLOCK_TAGS = new Set([
  'address',
  'article',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'thead',
  'tfoot',
  'tr',
  'ul',
]);
const SKIP_TAGS = new Set(['head', 'script', 'style', 'title', 'template', 'noscript']);

/** HTML body to rows of cells: each table row is a row and each of its cells a cell; block elements break rows. */
export function htmlToRows(html: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let skipDepth = 0;
  const endCell = () => {
    const text = cell.replace(/\s+/g, ' ').trim();
    if (text) row.push(text);
    cell = '';
  };
  const endRow = () => {
    endCell();
    if (row.length) rows.push(row);
    row = [];
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIP_TAGS.has(name)) skipDepth++;
        else if (name === 'td' || name === 'th') endCell();
        else if (BLOCK_TAGS.has(name)) endRow();
      },
      ontext(text) {
        if (skipDepth === 0) cell += text;
      },
      onclosetag(name) {
        if (SKIP_TAGS.has(name)) skipDepth = Math.max(0, skipDepth - 1);
        else if (name === 'td' || name === 'th') endCell();
        else if (BLOCK_TAGS.has(name)) endRow();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  endRow();
  return rows;
}

/**
 * Alt texts of the first images of an HTML body, in order: a logo's alt text names the brand
 * ("Uber", "Lyft logo"). Tracking pixels and spacers carry none and are skipped.
 */
export function imageAltTexts(html: string, limit = 5): string[] {
  const alts: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== 'img' || alts.length >= limit) return;
        const alt = (attributes.alt ?? '').replace(/\s+/g, ' ').trim();
        if (alt) alts.push(alt);
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return alts;
}

/**
 * Plain-text body to rows; runs of two or more spaces or a tab separate columns. Quote markers of
 * a forward written as a reply ("> From: …") are dropped, so the quoted receipt reads as written.
 */
export function textToRows(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/^(?:[ \t]*>)+ ?/, '')
        .replace(/\u00a0/g, ' ')
        .split(/\t| {2,}/)
        .map((c) => c.trim())
        .filter(Boolean),
    )
    .filter((cells) => cells.length > 0);
}

/** Lays rows out as text lines on a virtual page, one entry per cell. */
export function rowsToLines(rows: string[][]): { lines: TextLine[]; width: number; height: number } {
  const lines: TextLine[] = [];
  let width = 0;
  rows.forEach((cells, r) => {
    let column = 0;
    for (const text of cells) {
      lines.push({
        text,
        x: column * CHAR_WIDTH,
        y: r * ROW_HEIGHT,
        width: text.length * CHAR_WIDTH,
        height: ROW_HEIGHT * 0.8,
        confidence: 1,
        page: 0,
      });
      column += text.length + CELL_GAP;
    }
    width = Math.max(width, (column - CELL_GAP) * CHAR_WIDTH);
  });
  return { lines, width, height: rows.length * ROW_HEIGHT };
}
