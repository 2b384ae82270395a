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
  for (let j = 0; j < height; j++) {
    for (let i = 0; i < width; i++) {
      let b = 0;
      let g = 0;
      let r = 0;
      for (let sj = 0; sj < ss; sj++) {
        const t = (j + (sj + 0.5) / ss) / height;
        for (let si = 0; si < ss; si++) {
          const s = (i + (si + 0.5) / ss) / width;
          let x = q.x0 + s * q.ux + t * q.vx - 0.5;
          let y = q.y0 + s * q.uy + t * q.vy - 0.5;
          if (x < 0) x = 0;
          else if (x > sw - 1) x = sw - 1;
          if (y < 0) y = 0;
          else if (y > sh - 1) y = sh - 1;
          const xi = Math.floor(x);
          const yi = Math.floor(y);
          const fx = x - xi;
          const fy = y - yi;
          const x1 = xi + 1 < sw ? xi + 1 : xi;
          const y1 = yi + 1 < sh ? yi + 1 : yi;
          const p00 = (yi * sw + xi) * 3;
          const p01 = (yi * sw + x1) * 3;
          const p10 = (y1 * sw + xi) * 3;
          const p11 = (y1 * sw + x1) * 3;
          const w00 = (1 - fx) * (1 - fy);
          const w01 = fx * (1 - fy);
          const w10 = (1 - fx) * fy;
          const w11 = fx * fy;
          r += data[p00]! * w00 + data[p01]! * w01 + data[p10]! * w10 + data[p11]! * w11;
          g += data[p00 + 1]! * w00 + data[p01 + 1]! * w01 + data[p10 + 1]! * w10 + data[p11 + 1]! * w11;
          b += data[p00 + 2]! * w00 + data[p01 + 2]! * w01 + data[p10 + 2]! * w10 + data[p11 + 2]! * w11;
        }
      }
      const o = outOffset + j * rowStride + i;
      out[o] = ((b * inv) / 255 - mb) / sb;
      out[o + planeStride] = ((g * inv) / 255 - mg) / sg;
      out[o + 2 * planeStride] = ((r * inv) / 255 - mr) / sr;
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
