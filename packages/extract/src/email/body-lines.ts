import { Parser, parseDocument } from 'htmlparser2';
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

/** An HTML element or text node, as htmlparser2's DOM holds them. */
interface DomNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
}

/** An amount alone in a line: "$10.80", "10,80 €", "EUR 23.50". */
const AMOUNT_ONLY =
  /^[^\p{L}\d]{0,3}(?:[A-Z]{3}\s?)?-?\d[\d.,' ]*[.,]\d{2}(?:\s?[A-Z]{3}|\s?[^\p{L}\d\s]{1,3})?$/u;

/**
 * HTML body to rows of cells: each table row is a row and each of its cells a cell; block elements
 * break rows. Side-by-side columns that each stack several lines (MJML's column `div`s, a row's
 * cells each holding a list) are read across when one column holds the labels and another only
 * their amounts: "Subtotal / Tax / Total" beside "$10.00 / $0.80 / $10.80".
 */
export function htmlToRows(html: string): string[][] {
  const document = parseDocument(html, { decodeEntities: true, lowerCaseTags: true }) as DomNode;
  return rowsOf(document.children ?? []);
}

function rowsOf(nodes: DomNode[]): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
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
  const visit = (node: DomNode) => {
    if (node.type === 'text') {
      cell += node.data ?? '';
      return;
    }
    if (node.type !== 'tag' && node.type !== 'root') return;
    const name = node.name ?? '';
    if (SKIP_TAGS.has(name) || isHidden(node)) return;
    // A mail set as preformatted text (<pre>: a text receipt in an HTML part): its lines are rows
    // and runs of spaces its columns, as in a plain-text body.
    if (name === 'pre') {
      endRow();
      rows.push(...textToRows(preText(node)));
      return;
    }
    const cellTag = name === 'td' || name === 'th';
    if (cellTag) endCell();
    else if (BLOCK_TAGS.has(name)) endRow();
    const across = readAcross(node) ?? labelsOverAmounts(node) ?? wrappedCellsRow(node);
    if (across) {
      endRow();
      rows.push(...across);
    } else for (const child of node.children ?? []) visit(child);
    if (cellTag) endCell();
    else if (BLOCK_TAGS.has(name)) endRow();
  };
  for (const node of nodes) visit(node);
  endRow();
  return rows;
}

/** The text of a <pre> element as written, its <br>s as line breaks and hidden parts left out. */
function preText(node: DomNode): string {
  if (node.type === 'text') return node.data ?? '';
  if (node.type !== 'tag' || isHidden(node) || SKIP_TAGS.has(node.name ?? '')) return '';
  if (node.name === 'br') return '\n';
  return (node.children ?? []).map(preText).join('');
}

/**
 * An element the reader never sees: a preheader ("View as a web page", a summary for the inbox
 * list) or a mobile copy of visible content, hidden by its inline style (display, visibility,
 * opacity, a zero height with its overflow hidden) or attribute.
 */
function isHidden(node: DomNode): boolean {
  const style = node.attribs?.style ?? '';
  return (
    node.attribs?.hidden !== undefined ||
    /(?:^|;)\s*display\s*:\s*none\b/i.test(style) ||
    /(?:^|;)\s*visibility\s*:\s*hidden\b/i.test(style) ||
    /(?:^|;)\s*opacity\s*:\s*0(?:\.0+)?\s*(?:;|$|!)/i.test(style) ||
    // Collapsed to nothing (a preheader's usual dress); a zero font size alone is not hiding:
    // column layouts set it on their wrapper and size the text inside.
    (/(?:^|;)\s*max-height\s*:\s*0(?:px)?\s*(?:;|$|!)/i.test(style) && /overflow\s*:\s*hidden/i.test(style))
  );
}

/** A column of a side-by-side layout: a row's cell, or a div MJML sets inline-block. */
function isColumn(node: DomNode, parent: DomNode): boolean {
  if (parent.name === 'tr') return node.name === 'td' || node.name === 'th';
  const cls = node.attribs?.class ?? '';
  const style = node.attribs?.style ?? '';
  return (
    node.name === 'div' && (/\bcolumn|mj-column/i.test(cls) || /display\s*:\s*inline-block/i.test(style))
  );
}

/**
 * The rows of side-by-side columns read across, or null when the node is no such layout: two or
 * more columns of the same number (two or more) of one-cell lines, one of them amounts only and
 * another with no amount.
 */
function readAcross(node: DomNode): string[][] | null {
  const kids = (node.children ?? []).filter(
    (c) => c.type === 'tag' || (c.type === 'text' && (c.data ?? '').trim() !== ''),
  );
  if (kids.length < 2 || !kids.every((k) => k.type === 'tag' && isColumn(k, node))) return null;
  const columns = kids.map((k) => rowsOf(k.children ?? []));
  const n = columns[0]!.length;
  if (n < 2 || columns.some((c) => c.length !== n || c.some((r) => r.length !== 1))) return null;
  const amounts = columns.map((c) => c.every((r) => AMOUNT_ONLY.test(r[0]!)));
  const labels = columns.map((c) => c.every((r) => !/\d[.,]\d{2}/.test(r[0]!)));
  if (!amounts.some(Boolean) || !labels.some(Boolean)) return null;
  return Array.from({ length: n }, (_, i) => columns.flatMap((c) => c[i]!));
}

/**
 * A table row whose cells each wrap one line of text in blocks ("<td><div><p>2</p></div></td>
 * <td><div><p>Margherita Slice</p></div></td><td><div><p>$9.00</p></div></td>", as mail builders
 * write every cell), as one row of those lines, or null: the blocks set each cell's text apart,
 * not the row's cells from each other. A cell of several lines (an address, a name over its
 * options) keeps the row's usual reading.
 */
function wrappedCellsRow(node: DomNode): string[][] | null {
  if (node.name !== 'tr') return null;
  const kids = (node.children ?? []).filter(
    (c) => c.type === 'tag' || (c.type === 'text' && (c.data ?? '').trim() !== ''),
  );
  if (kids.length < 2 || !kids.every((k) => k.type === 'tag' && (k.name === 'td' || k.name === 'th')))
    return null;
  const cells: string[] = [];
  let wrapped = false;
  for (const k of kids) {
    if (isHidden(k)) continue;
    const rows = rowsOf(k.children ?? []);
    if (rows.length > 1 || (rows[0]?.length ?? 0) > 1) return null;
    wrapped ||= (k.children ?? []).some((c) => c.type === 'tag' && BLOCK_TAGS.has(c.name ?? ''));
    if (rows[0]?.[0]) cells.push(rows[0][0]);
  }
  return wrapped && cells.length >= 2 ? [cells] : null;
}

/** A cell's text as one line. */
function cellText(node: DomNode): string {
  if (node.type === 'text') return node.data ?? '';
  if (node.type !== 'tag' || isHidden(node) || SKIP_TAGS.has(node.name ?? '')) return '';
  return (node.children ?? []).map((c) => ` ${cellText(c)} `).join('');
}

/** A cell that ends in an amount ("68,500원", "택배 2,500원", "$12.00", "12,00 €"). */
const ENDS_IN_AMOUNT = /\d(?:[\d.,' ]*\d)?\s?(?:[A-Z]{3}|[^\p{L}\d\s]{1,3}|원|円)?$/u;
/** An amount with cents or a currency mark: a price, not a count or a code. */
const MONEY_LIKE = /\d[.,]\d{2}(?!\d)|[€$£¥₩]|\d\s?(?:원|円|[A-Z]{3})$/u;

/**
 * A summary table of two rows, its labels in the first and their amounts in the second
 * ("주문금액 | 배송비 | 총 결제금액" over "66,000원 | 택배 2,500원 | 68,500원", "Subtotal | Shipping |
 * Total" over "$40.00 | $5.00 | $45.00"), read as each label beside its amount, or null. An item
 * table's row under its header names the item, so it never qualifies.
 */
function labelsOverAmounts(node: DomNode): string[][] | null {
  if (node.name !== 'table' && node.name !== 'tbody') return null;
  const tags = (node.children ?? []).filter((c) => c.type === 'tag');
  const trs = tags.length === 1 && tags[0]!.name === 'tbody' ? (tags[0]!.children ?? []) : tags;
  const rows = trs
    .filter((c) => c.type === 'tag')
    .map((tr) =>
      tr.name === 'tr'
        ? (tr.children ?? [])
            .filter((c) => c.type === 'tag' && (c.name === 'td' || c.name === 'th'))
            .map((c) => cellText(c).replace(/\s+/g, ' ').trim())
        : null,
    );
  if (rows.length !== 2 || rows.some((r) => r === null)) return null;
  const [labels, amounts] = rows as [string[], string[]];
  if (labels.length < 2 || labels.length !== amounts.length) return null;
  if (!labels.every((l) => /\p{L}/u.test(l) && !/\d/.test(l))) return null;
  if (!amounts.every((a) => ENDS_IN_AMOUNT.test(a)) || !amounts.some((a) => MONEY_LIKE.test(a))) return null;
  return labels.map((l, i) => [l, amounts[i]!]);
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

/**
 * Where each cell starts, in characters. A run of rows with the same three or more cells is one
 * table (a column-title row over its item rows): its columns start at the same place on every row,
 * as on the page, so a count under "Qty" sits under that title whatever the names' lengths.
 */
function columnStarts(rows: string[][]): number[][] {
  const starts: number[][] = [];
  for (let r = 0; r < rows.length; ) {
    const n = rows[r]!.length;
    let end = r + 1;
    while (n >= 3 && end < rows.length && rows[end]!.length === n) end++;
    const widths = Array.from({ length: n }, (_, k) =>
      Math.max(...rows.slice(r, end).map((cells) => cells[k]!.length)),
    );
    for (let i = r; i < end; i++) {
      let at = 0;
      starts.push(
        rows[i]!.map((text, k) => {
          const x = at;
          at += (end - r > 1 ? widths[k]! : text.length) + CELL_GAP;
          return x;
        }),
      );
    }
    r = end;
  }
  return starts;
}

/** Lays rows out as text lines on a virtual page, one entry per cell. */
export function rowsToLines(rows: string[][]): { lines: TextLine[]; width: number; height: number } {
  const lines: TextLine[] = [];
  let width = 0;
  const starts = columnStarts(rows);
  rows.forEach((cells, r) => {
    let column = 0;
    for (const [k, text] of cells.entries()) {
      column = starts[r]![k]!;
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
