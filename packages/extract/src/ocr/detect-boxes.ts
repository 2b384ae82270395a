import type { Quad } from './raster';

export interface DetectedBox {
  quad: Quad;
  /** Mean text probability over the region. */
  score: number;
}

export interface BoxOptions {
  /** Probability above which a pixel counts as text (PaddleOCR det_db_thresh). */
  threshold: number;
  /** Minimum mean probability of a region (det_db_box_thresh). */
  boxThreshold: number;
  /** How far to grow the shrunken DB region back to the text's extent (det_db_unclip_ratio). */
  unclipRatio: number;
}

export const DEFAULT_BOX_OPTIONS: BoxOptions = { threshold: 0.3, boxThreshold: 0.6, unclipRatio: 1.5 };

/**
 * Turns a DB text-probability map into oriented text boxes: connected regions above the threshold,
 * each fitted with a rectangle along its principal axis and grown by the unclip distance. This
 * replaces OpenCV's findContours/minAreaRect (a large WebAssembly module) with a few typed arrays.
 * Boxes are returned in map coordinates.
 */
export function boxesFromProbabilityMap(
  prob: Float32Array,
  width: number,
  height: number,
  options: BoxOptions = DEFAULT_BOX_OPTIONS,
): DetectedBox[] {
  const n = width * height;
  const label = new Uint8Array(n);
  for (let i = 0; i < n; i++) if (prob[i]! > options.threshold) label[i] = 1;
  const queue = new Int32Array(n);
  const boxes: DetectedBox[] = [];
  for (let start = 0; start < n; start++) {
    if (label[start] !== 1) continue;
    // Flood fill (8-connected); the queue segment [0, tail) holds the region's pixels.
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    label[start] = 2;
    let sx = 0;
    let sy = 0;
    let sp = 0;
    while (head < tail) {
      const p = queue[head++]!;
      const px = p % width;
      const py = (p - px) / width;
      sx += px;
      sy += py;
      sp += prob[p]!;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = py + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = px + dx;
          if (nx < 0 || nx >= width) continue;
          const q = ny * width + nx;
          if (label[q] === 1) {
            label[q] = 2;
            queue[tail++] = q;
          }
        }
      }
    }
    const count = tail;
    if (count < 6) continue;
    const score = sp / count;
    if (score < options.boxThreshold) continue;
    const cx = sx / count;
    const cy = sy / count;
    let mxx = 0;
    let myy = 0;
    let mxy = 0;
    for (let k = 0; k < count; k++) {
      const p = queue[k]!;
      const dx = (p % width) - cx;
      const dy = Math.floor(p / width) - cy;
      mxx += dx * dx;
      myy += dy * dy;
      mxy += dx * dy;
    }
    let theta = 0.5 * Math.atan2(2 * mxy, mxx - myy);
    // Take the axis nearest to horizontal as the reading direction; sideways pages are turned
    // upright before detection, so a tall box is a short word or a single character.
    if (theta > Math.PI / 4) theta -= Math.PI / 2;
    else if (theta < -Math.PI / 4) theta += Math.PI / 2;
    const ux = Math.cos(theta);
    const uy = Math.sin(theta);
    let minU = Number.POSITIVE_INFINITY;
    let maxU = Number.NEGATIVE_INFINITY;
    let minV = Number.POSITIVE_INFINITY;
    let maxV = Number.NEGATIVE_INFINITY;
    for (let k = 0; k < count; k++) {
      const p = queue[k]!;
      const dx = (p % width) - cx;
      const dy = Math.floor(p / width) - cy;
      const u = dx * ux + dy * uy;
      const v = -dx * uy + dy * ux;
      if (u < minU) minU = u;
      if (u > maxU) maxU = u;
      if (v < minV) minV = v;
      if (v > maxV) maxV = v;
    }
    // Pixel extents are inclusive: a run of k pixels spans k units.
    let w = maxU - minU + 1;
    let h = maxV - minV + 1;
    if (Math.min(w, h) < 3) continue;
    const distance = (w * h * options.unclipRatio) / (2 * (w + h));
    // -0.5 moves from pixel centres to pixel edges.
    minU -= distance + 0.5;
    minV -= distance + 0.5;
    w += 2 * distance;
    h += 2 * distance;
    // +0.5: the centroid in continuous coordinates, where pixel k spans [k, k+1].
    const x0 = cx + 0.5 + minU * ux - minV * uy;
    const y0 = cy + 0.5 + minU * uy + minV * ux;
    boxes.push({ quad: { x0, y0, ux: w * ux, uy: w * uy, vx: -h * uy, vy: h * ux }, score });
  }
  return boxes;
}
