/** An RGB image in memory, 3 bytes per pixel, row-major. */
export interface Raster {
  data: Uint8Array;
  width: number;
  height: number;
}

/** A quadrilateral text region given by three corners: top-left, top-right, bottom-left. */
export interface Quad {
  x0: number;
  y0: number;
  /** Unit vector along the text (reading direction) times the width. */
  ux: number;
  uy: number;
  /** Unit vector down the text times the height. */
  vx: number;
  vy: number;
}

export function quadWidth(q: Quad): number {
  return Math.hypot(q.ux, q.uy);
}

export function quadHeight(q: Quad): number {
  return Math.hypot(q.vx, q.vy);
}

/** Axis-aligned bounds of a quad. */
export function quadBounds(q: Quad): { x: number; y: number; width: number; height: number } {
  const xs = [q.x0, q.x0 + q.ux, q.x0 + q.vx, q.x0 + q.ux + q.vx];
  const ys = [q.y0, q.y0 + q.uy, q.y0 + q.vy, q.y0 + q.uy + q.vy];
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** Per-channel mean and standard deviation, in B,G,R order. */
export interface Normalization {
  mean: readonly [number, number, number];
  std: readonly [number, number, number];
}

/** Recognizer and direction classifier: (v/255 - 0.5) / 0.5. */
export const REC_NORM: Normalization = { mean: [0.5, 0.5, 0.5], std: [0.5, 0.5, 0.5] };
/** Detector: ImageNet statistics applied to B,G,R in PaddleOCR's channel order. */
export const DET_NORM: Normalization = { mean: [0.485, 0.456, 0.406], std: [0.229, 0.224, 0.225] };

/**
 * Samples the quad of `src` into a `width`×`height` tensor slot (planar B,G,R as PaddleOCR's cv2
 * pipeline expects), normalised per channel as (v/255 - mean) / std. Bilinear, with 2×2 supersampling when the
 * quad is much larger than the target so thin strokes are averaged rather than skipped.
 */
export function sampleQuad(
  src: Raster,
  q: Quad,
  out: Float32Array,
  outOffset: number,
  planeStride: number,
  rowStride: number,
  width: number,
  height: number,
  norm: Normalization = REC_NORM,
): void {
  const [mb, mg, mr] = norm.mean;
  const [sb, sg, sr] = norm.std;
  const { data, width: sw, height: sh } = src;
  const scale = Math.max(quadWidth(q) / width, quadHeight(q) / height);
  const ss = scale > 2 ? 2 : 1;
  const inv = 1 / (ss * ss);
  // A sample's position is (x0 + s·u) + t·v: the first part varies only along a row, the second
  // only down a column, so both are worked out once per axis (same arithmetic, same results).
  const cols = width * ss;
  const rows = height * ss;
  const colX = new Float64Array(cols);
  const colY = new Float64Array(cols);
  for (let i = 0; i < width; i++) {
    for (let si = 0; si < ss; si++) {
      const s = (i + (si + 0.5) / ss) / width;
      colX[i * ss + si] = q.x0 + s * q.ux;
      colY[i * ss + si] = q.y0 + s * q.uy;
    }
  }
  const rowX = new Float64Array(rows);
  const rowY = new Float64Array(rows);
  for (let j = 0; j < height; j++) {
    for (let sj = 0; sj < ss; sj++) {
      const t = (j + (sj + 0.5) / ss) / height;
      rowX[j * ss + sj] = t * q.vx;
      rowY[j * ss + sj] = t * q.vy;
    }
  }
  const maxX = sw - 1;
  const maxY = sh - 1;
  if (ss === 1 && q.uy === 0 && q.vx === 0) {
    sampleAxisAligned(src, colX, colY, rowY, out, outOffset, planeStride, rowStride, norm);
    return;
  }
  for (let j = 0; j < height; j++) {
    const o0 = outOffset + j * rowStride;
    for (let i = 0; i < width; i++) {
      let b = 0;
      let g = 0;
      let r = 0;
      for (let sj = 0; sj < ss; sj++) {
        const rx = rowX[j * ss + sj]!;
        const ry = rowY[j * ss + sj]!;
        for (let si = 0; si < ss; si++) {
          let x = colX[i * ss + si]! + rx - 0.5;
          let y = colY[i * ss + si]! + ry - 0.5;
          x = x < 0 ? 0 : x > maxX ? maxX : x;
          y = y < 0 ? 0 : y > maxY ? maxY : y;
          // Non-negative after clamping, so truncation is the floor.
          const xi = x | 0;
          const yi = y | 0;
          const fx = x - xi;
          const fy = y - yi;
          const dx = xi < maxX ? 3 : 0;
          const p00 = (yi * sw + xi) * 3;
          const p10 = yi < maxY ? p00 + sw * 3 : p00;
          const gx = 1 - fx;
          const gy = 1 - fy;
          const w00 = gx * gy;
          const w01 = fx * gy;
          const w10 = gx * fy;
          const w11 = fx * fy;
          r += data[p00]! * w00 + data[p00 + dx]! * w01 + data[p10]! * w10 + data[p10 + dx]! * w11;
          g +=
            data[p00 + 1]! * w00 +
            data[p00 + dx + 1]! * w01 +
            data[p10 + 1]! * w10 +
            data[p10 + dx + 1]! * w11;
          b +=
            data[p00 + 2]! * w00 +
            data[p00 + dx + 2]! * w01 +
            data[p10 + 2]! * w10 +
            data[p10 + dx + 2]! * w11;
        }
      }
      const o = o0 + i;
      out[o] = ((b * inv) / 255 - mb) / sb;
      out[o + planeStride] = ((g * inv) / 255 - mg) / sg;
      out[o + 2 * planeStride] = ((r * inv) / 255 - mr) / sr;
    }
  }
}

/**
 * sampleQuad for an upright region without supersampling (the detector's whole-page input): each
 * column's x and each row's y are clamped and split into index and fraction once, not per pixel.
 */
function sampleAxisAligned(
  src: Raster,
  colX: Float64Array,
  colY: Float64Array,
  rowY: Float64Array,
  out: Float32Array,
  outOffset: number,
  planeStride: number,
  rowStride: number,
  norm: Normalization,
): void {
  const [mb, mg, mr] = norm.mean;
  const [sb, sg, sr] = norm.std;
  const { data, width: sw, height: sh } = src;
  const width = colX.length;
  const height = rowY.length;
  const maxX = sw - 1;
  const maxY = sh - 1;
  const colOffset = new Int32Array(width);
  const colStep = new Int32Array(width);
  const colFraction = new Float64Array(width);
  for (let i = 0; i < width; i++) {
    // rowX is ±0 here, so x is the same in every row.
    let x = colX[i]! - 0.5;
    x = x < 0 ? 0 : x > maxX ? maxX : x;
    const xi = x | 0;
    colOffset[i] = xi * 3;
    colStep[i] = xi < maxX ? 3 : 0;
    colFraction[i] = x - xi;
  }
  for (let j = 0; j < height; j++) {
    // Along an upright region's rows y is the same in every column: colY[0] + rowY[j].
    let y = colY[0]! + rowY[j]! - 0.5;
    y = y < 0 ? 0 : y > maxY ? maxY : y;
    const yi = y | 0;
    const fy = y - yi;
    const gy = 1 - fy;
    const rowOffset = yi * sw * 3;
    const down = yi < maxY ? sw * 3 : 0;
    const o0 = outOffset + j * rowStride;
    for (let i = 0; i < width; i++) {
      const fx = colFraction[i]!;
      const dx = colStep[i]!;
      const p00 = rowOffset + colOffset[i]!;
      const p10 = p00 + down;
      const gx = 1 - fx;
      const w00 = gx * gy;
      const w01 = fx * gy;
      const w10 = gx * fy;
      const w11 = fx * fy;
      const r = data[p00]! * w00 + data[p00 + dx]! * w01 + data[p10]! * w10 + data[p10 + dx]! * w11;
      const g =
        data[p00 + 1]! * w00 + data[p00 + dx + 1]! * w01 + data[p10 + 1]! * w10 + data[p10 + dx + 1]! * w11;
      const b =
        data[p00 + 2]! * w00 + data[p00 + dx + 2]! * w01 + data[p10 + 2]! * w10 + data[p10 + dx + 2]! * w11;
      const o = o0 + i;
      out[o] = (b / 255 - mb) / sb;
      out[o + planeStride] = (g / 255 - mg) / sg;
      out[o + 2 * planeStride] = (r / 255 - mr) / sr;
    }
  }
}

/** Rotates an RGB raster by 90° clockwise × `turns`. */
export function rotateRaster(src: Raster, turns: number): Raster {
  const t = ((turns % 4) + 4) % 4;
  if (t === 0) return src;
  const { data, width: w, height: h } = src;
  const nw = t === 2 ? w : h;
  const nh = t === 2 ? h : w;
  const out = new Uint8Array(data.length);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let nx: number;
      let ny: number;
      if (t === 1) {
        nx = h - 1 - y;
        ny = x;
      } else if (t === 2) {
        nx = w - 1 - x;
        ny = h - 1 - y;
      } else {
        nx = y;
        ny = w - 1 - x;
      }
      const s = (y * w + x) * 3;
      const d = (ny * nw + nx) * 3;
      out[d] = data[s]!;
      out[d + 1] = data[s + 1]!;
      out[d + 2] = data[s + 2]!;
    }
  }
  return { data: out, width: nw, height: nh };
}
