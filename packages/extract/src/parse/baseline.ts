import type { TextLine } from '../text-document';

/** Residual tilts tried, in degrees either side of level: the OCR already straightens the page's median skew. */
const MAX_DEGREES = 6;
const STEP_DEGREES = 0.25;
/** A pair of boxes agrees with a slope when its centres lie within this share of the line height of it. */
const AGREEMENT = 0.2;
/** Boxes closer than this many line heights say little about a slope. */
const MIN_SPAN = 3;
/** A tilt replaces level only when at least six pairs, and half again as many as for level, agree with it. */
const MIN_AGREEING = 6;
const MARGIN = 1.5;
const MAX_SLOPE = Math.tan(((MAX_DEGREES + 1) * Math.PI) / 180);
/** Slopes gathering this share of the best count of row pairs are told apart by the columns' edges. */
const NEAR_TIE = 0.8;
/** Boxes stacked in one column vote on the tilt when at most this many line heights apart. */
const MARGIN_REACH = 10;

/**
 * The slope (dy per dx) of the printed lines on a page, estimated from the boxes themselves: each
 * pair of boxes side by side (a label and its amount) votes for the slopes that put both on one
 * baseline, and the slope most pairs agree on wins. The OCR turns the page by its median skew, but
 * a photo taken at an angle, or a receipt bent or curled, leaves a residual tilt of a few degrees:
 * across a wide receipt that moves a right-aligned price by a line height, onto the next item's row.
 * Level wins unless a tilt clearly gathers more pairs. Pairs one row apart agree on a slope a line
 * height off the true one, and in a two-column list they can be as many; then the columns' edges
 * decide: left-aligned names and right-aligned prices stack straight up and down along the tilt.
 */
export function baselineSlope(lines: TextLine[]): number {
  const rows: Vote[] = [];
  const margins: Vote[] = [];
  for (const a of lines) {
    for (const b of lines) {
      const height = Math.min(a.height, b.height);
      if (a === b || height <= 0 || Math.max(a.height, b.height) > 1.5 * height) continue;
      const tolerance = AGREEMENT * height;
      if (b.x >= a.x + a.width) {
        const dx = b.x + b.width / 2 - (a.x + a.width / 2);
        const dy = b.y + b.height / 2 - (a.y + a.height / 2);
        if (dx >= MIN_SPAN * height && Math.abs(dy) <= dx * MAX_SLOPE)
          rows.push({ along: dx, across: dy, tolerance });
        continue;
      }
      // b under a in one column: a tilt shifts the lower box sideways by -slope per unit down.
      const dy = b.y + b.height / 2 - (a.y + a.height / 2);
      if (dy < 1.5 * height || dy > MARGIN_REACH * height) continue;
      const left = b.x - a.x;
      const right = b.x + b.width - (a.x + a.width);
      const edge = Math.abs(left) < Math.abs(right) ? left : right;
      if (Math.abs(edge) <= dy * MAX_SLOPE) margins.push({ along: -dy, across: edge, tolerance });
    }
  }
  const level = agreeing(rows, 0);
  const candidates: Array<{ slope: number; count: number }> = [];
  for (let degrees = -MAX_DEGREES; degrees <= MAX_DEGREES; degrees += STEP_DEGREES) {
    const slope = Math.tan((degrees * Math.PI) / 180);
    candidates.push({ slope, count: agreeing(rows, slope) });
  }
  const most = Math.max(...candidates.map((c) => c.count));
  if (most < MIN_AGREEING || most < MARGIN * level) return 0;
  let best = { slope: 0, edges: -1 };
  for (const c of candidates) {
    if (c.count < NEAR_TIE * most) continue;
    const edges = agreeing(margins, c.slope);
    if (edges > best.edges || (edges === best.edges && Math.abs(c.slope) < Math.abs(best.slope)))
      best = { slope: c.slope, edges };
  }
  return best.slope;
}

interface Vote {
  along: number;
  across: number;
  tolerance: number;
}

function agreeing(votes: Vote[], slope: number): number {
  let n = 0;
  for (const v of votes) if (Math.abs(v.across - slope * v.along) <= v.tolerance) n++;
  return n;
}
