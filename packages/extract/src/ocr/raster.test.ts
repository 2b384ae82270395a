import { describe, expect, it } from 'vitest';
import { type Quad, type Raster, REC_NORM, sampleQuad } from './raster';

// Channels that are linear in x and y: bilinear sampling (and averaging samples) reproduces them
// exactly away from the edges, so every output value has a closed form.
const red = (x: number, y: number) => 2 * x + y + 10;
const green = (x: number, y: number) => x + 2 * y + 5;
const blue = (x: number, y: number) => x + y;

function gradient(width: number, height: number): Raster {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 3;
      data[p] = red(x, y);
      data[p + 1] = green(x, y);
      data[p + 2] = blue(x, y);
    }
  }
  return { data, width, height };
}

/** Samples the quad and checks each output against the channels at the output pixel's centre. */
function expectLinearSamples(q: Quad, width: number, height: number): void {
  const out = new Float32Array(3 * width * height);
  const plane = width * height;
  sampleQuad(gradient(64, 48), q, out, 0, plane, width, width, height);
  const norm = (v: number, c: 0 | 1 | 2) => (v / 255 - REC_NORM.mean[c]) / REC_NORM.std[c];
  for (let j = 0; j < height; j++) {
    for (let i = 0; i < width; i++) {
      const s = (i + 0.5) / width;
      const t = (j + 0.5) / height;
      // Pixel k's centre is at k + 0.5 in quad coordinates.
      const x = q.x0 + s * q.ux + t * q.vx - 0.5;
      const y = q.y0 + s * q.uy + t * q.vy - 0.5;
      const o = j * width + i;
      expect(out[o]).toBeCloseTo(norm(blue(x, y), 0), 4);
      expect(out[o + plane]).toBeCloseTo(norm(green(x, y), 1), 4);
      expect(out[o + 2 * plane]).toBeCloseTo(norm(red(x, y), 2), 4);
    }
  }
}

describe('sampleQuad', () => {
  it('samples an axis-aligned region bilinearly into planar B, G, R', () => {
    expectLinearSamples({ x0: 8, y0: 6, ux: 30, uy: 0, vx: 0, vy: 14 }, 16, 8);
  });

  it('follows a tilted region, supersampling when it shrinks the region more than twofold', () => {
    const angle = 0.1;
    const w = 36;
    const h = 15;
    expectLinearSamples(
      {
        x0: 10,
        y0: 8,
        ux: w * Math.cos(angle),
        uy: w * Math.sin(angle),
        vx: -h * Math.sin(angle),
        vy: h * Math.cos(angle),
      },
      12,
      5,
    );
  });

  it('writes into its slot of a larger tensor and nowhere else', () => {
    const out = new Float32Array(3 * 2 * 10 * 8).fill(99);
    const plane = 10 * 8;
    sampleQuad(
      gradient(64, 48),
      { x0: 4, y0: 4, ux: 10, uy: 0, vx: 0, vy: 8 },
      out,
      3 * plane,
      plane,
      10,
      6,
      8,
    );
    for (let k = 0; k < 3 * plane; k++) expect(out[k]).toBe(99);
    for (let c = 0; c < 3; c++) {
      for (let j = 0; j < 8; j++) {
        for (let i = 0; i < 10; i++) {
          const v = out[3 * plane + c * plane + j * 10 + i]!;
          if (i < 6) expect(v).not.toBe(99);
          else expect(v).toBe(99);
        }
      }
    }
  });
});
