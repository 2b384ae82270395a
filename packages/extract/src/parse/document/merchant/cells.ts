import { normalizeText, type Row } from '../../text';

/** A segment of a row with its place on the page: the seller reader works on the page's layout. */
export interface Cell {
  text: string;
  x: number;
  right: number;
  y: number;
  height: number;
  page: number;
  row: Row;
}

export function cellsOf(rows: Row[]): Cell[] {
  return rows.flatMap((row) =>
    row.segments.map((s) => ({
      text: normalizeText(s.text),
      x: s.x,
      right: s.x + s.width,
      y: s.y,
      height: s.height,
      page: s.page,
      row,
    })),
  );
}

/** The column-mates above a cell, nearest first, within a few rows. */
export function above(cells: Cell[], cell: Cell, rows = 4): Cell[] {
  return cells
    .filter(
      (c) =>
        c.page === cell.page &&
        c.y < cell.y - 1 &&
        cell.y - c.y < rows * 1.6 * Math.max(cell.height, c.height) &&
        Math.abs(c.x - cell.x) < Math.max(12, 0.5 * (cell.right - cell.x)),
    )
    .sort((a, b) => b.y - a.y);
}

/**
 * Till slips and consumer-receipt prints (NFC-e, "documento commerciale") centre their header:
 * the name, its tax number and its street share a centre, not a left edge.
 */
function centredUnder(c: Cell, cell: Cell): boolean {
  return Math.abs(c.x + c.right - (cell.x + cell.right)) / 2 < 12;
}

/**
 * The lines of a left-aligned (or centred) block under a cell, each close under the one before (up to four),
 * for reading an address block from its first line.
 */
export function blockUnder(cells: Cell[], cell: Cell): Cell[] {
  const out: Cell[] = [];
  let last = cell;
  for (let k = 0; k < 4; k++) {
    const next = cells
      .filter(
        (c) =>
          c.page === last.page &&
          c.y > last.y &&
          c.y - last.y < 2.6 * Math.max(last.height, cell.height) &&
          (Math.abs(c.x - cell.x) < 12 || centredUnder(c, cell)),
      )
      .sort((a, b) => a.y - b.y)[0];
    if (!next) break;
    out.push(next);
    last = next;
  }
  return out;
}

const byPosition = new WeakMap<Cell[], Cell[]>();

/**
 * The cells of a page whose top lies in [y0, y1], from an index built once per cell list: rules
 * that look at a cell's neighbours stay linear on long documents.
 */
export function cellsBetween(cells: Cell[], page: number, y0: number, y1: number): Cell[] {
  let sorted = byPosition.get(cells);
  if (!sorted) {
    sorted = [...cells].sort((a, b) => a.page - b.page || a.y - b.y);
    byPosition.set(cells, sorted);
  }
  const key = (c: Cell) => c.page - page || c.y - y0;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (key(sorted[mid]!) < 0) lo = mid + 1;
    else hi = mid;
  }
  const out: Cell[] = [];
  for (let i = lo; i < sorted.length && sorted[i]!.page === page && sorted[i]!.y <= y1; i++)
    out.push(sorted[i]!);
  return out;
}
