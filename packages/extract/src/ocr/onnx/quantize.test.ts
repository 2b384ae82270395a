import { readFile } from 'node:fs/promises';
import * as ort from 'onnxruntime-node';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { opCounts, SESSION_OPTIONS } from '../../../test/support/onnx-graph';
import { renderReceipt, tilt } from '../../../test/support/synthetic-image';
import { prepareImage } from '../../image/prepare';
import { OcrEngine } from '../engine';
import { MODEL_PATHS } from '../models';
import { fuseOnnxModel } from './fuse';
import { quantizedConvNames, quantizePointwiseConvs } from './quantize';

const sessions: ort.InferenceSession[] = [];
const engines: OcrEngine[] = [];
afterAll(async () => {
  await Promise.all([...sessions.map((s) => s.release()), ...engines.map((e) => e.release())]);
});

/** One printed line as the recognizer sees it: 48 px high, RGB scaled to [-1, 1], channels first. */
async function lineCrop(text: string): Promise<{ data: Float32Array; dims: number[] }> {
  const width = 14 * text.length + 16;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48"><rect width="100%" height="100%" fill="white"/><text x="8" y="34" font-size="24" font-family="DejaVu Sans Mono">${text}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const plane = info.width * info.height;
  const out = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++)
    for (let c = 0; c < 3; c++) out[c * plane + i] = (data[i * 3 + c]! / 255 - 0.5) / 0.5;
  return { data: out, dims: [1, 3, info.height, info.width] };
}

async function run(model: Uint8Array, crop: { data: Float32Array; dims: number[] }): Promise<Float32Array> {
  const session = await ort.InferenceSession.create(model, SESSION_OPTIONS);
  sessions.push(session);
  const out = await session.run({
    [session.inputNames[0]!]: new ort.Tensor('float32', crop.data, crop.dims),
  });
  return out[session.outputNames[0]!]!.data as Float32Array;
}

describe('quantizePointwiseConvs', () => {
  it('gives the recognizer’s wide 1×1 convolutions int8 weights, and leaves the others float', async () => {
    const fused = fuseOnnxModel(new Uint8Array(await readFile(MODEL_PATHS.recognition)));
    const quantized = quantizePointwiseConvs(fused);
    const names = quantizedConvNames(fused);
    // Stage 4 (480 channels): four convolutions; the earlier stages, the squeeze-excite and the
    // neck stay float.
    expect(names.length).toBe(4);
    const before = opCounts(fused);
    const after = opCounts(quantized);
    expect(after.get('DynamicQuantizeMatMul')).toBe(names.length);
    expect(after.get('Conv')).toBe(before.get('Conv')! - names.length);
    expect(after.get('Transpose')).toBe((before.get('Transpose') ?? 0) + 2 * names.length);
    // A model without such convolutions comes back as it was.
    const direction = fuseOnnxModel(new Uint8Array(await readFile(MODEL_PATHS.direction)));
    expect(quantizedConvNames(direction)).toEqual([]);
    expect(Buffer.compare(quantizePointwiseConvs(direction), direction)).toBe(0);
  });

  it('keeps the recognizer’s output on a printed line within a small distance of the float model', async () => {
    const fused = fuseOnnxModel(new Uint8Array(await readFile(MODEL_PATHS.recognition)));
    const crop = await lineCrop('TOTAL RM 48.90  Ref 0031/77');
    const expected = await run(fused, crop);
    const actual = await run(quantizePointwiseConvs(fused), crop);
    expect(actual.length).toBe(expected.length);
    const classes = 6625;
    const steps = expected.length / classes;
    let worst = 0;
    for (let t = 0; t < steps; t++) {
      const best = (p: Float32Array) => {
        let k = 0;
        for (let c = 1; c < classes; c++) if (p[t * classes + c]! > p[t * classes + k]!) k = c;
        return k;
      };
      // The same character (or blank) wins every timestep where the float model was sure of it.
      if (expected[t * classes + best(expected)]! > 0.9) expect(best(actual)).toBe(best(expected));
      for (let c = 0; c < classes; c++)
        worst = Math.max(worst, Math.abs(actual[t * classes + c]! - expected[t * classes + c]!));
    }
    expect(worst).toBeLessThan(0.25);
  });

  it('reads the lines of a made-up, tilted receipt as the float recognizer does', async () => {
    const receipt = {
      lines: [
        { left: 'KEDAI RUNCIT SRI MAJU', size: 28, bold: true },
        { left: 'No 7, Jalan Mawar 3, Ipoh' },
        { left: 'Tarikh: 21/06/2024  18:05' },
        { left: 'Gula Pasir 1kg', right: '2.85' },
        { left: 'Milo 400g', right: '13.90' },
        { left: 'Roti Gardenia', right: '4.20' },
        { left: 'JUMLAH', right: '20.95', bold: true },
        { left: 'Tunai', right: '50.00' },
      ],
    };
    const image = await tilt(await renderReceipt(receipt), 2);
    const raster = await prepareImage(image);
    const float = await OcrEngine.create({ int8: false });
    const int8 = await OcrEngine.create({ int8: true });
    engines.push(float, int8);
    // Characters compared as read, but not the choices that sit on a knife edge in either model:
    // a space from a blank run near the line's gap threshold, a full-width or ASCII comma.
    const chars = (doc: { lines: { text: string }[] }) =>
      doc.lines.map((l) => l.text.normalize('NFKC').replace(/\s+/g, ''));
    const a = chars(await float.read(raster));
    const b = chars(await int8.read(raster));
    expect(a.length).toBeGreaterThan(6);
    expect(b).toEqual(a);
    expect(b).toContain('JUMLAH');
    expect(b).toContain('20.95');
  });
});
