import { readFile } from 'node:fs/promises';
import * as ort from 'onnxruntime-node';
import { afterAll, describe, expect, it } from 'vitest';
import { opCounts, SESSION_OPTIONS } from '../../../test/support/onnx-graph';
import { MODEL_PATHS } from '../models';
import { fuseOnnxModel } from './fuse';
import { concatBytes, decodeMessage } from './protobuf';

/** A deterministic image-like input in the models' normalised range. */
function input(dims: readonly number[]): Float32Array {
  return new Float32Array(dims.reduce((a, b) => a * b, 1)).map(
    (_, i) => Math.sin(i * 0.37) * 1.5 + Math.cos(i * 0.011),
  );
}

const sessions: ort.InferenceSession[] = [];
afterAll(async () => {
  await Promise.all(sessions.map((s) => s.release()));
});

async function run(model: Uint8Array, data: Float32Array, dims: number[]): Promise<Float32Array> {
  const session = await ort.InferenceSession.create(model, SESSION_OPTIONS);
  sessions.push(session);
  const out = await session.run({ [session.inputNames[0]!]: new ort.Tensor('float32', data, dims) });
  return out[session.outputNames[0]!]!.data as Float32Array;
}

describe('fuseOnnxModel', () => {
  it.each([
    ['recognition', [1, 3, 48, 320]],
    ['detection', [1, 3, 320, 256]],
    ['direction', [2, 3, 48, 192]],
  ] as const)(
    '%s model computes what the exported one does, with fewer element-wise ops',
    async (which, dims) => {
      const original = new Uint8Array(await readFile(MODEL_PATHS[which]));
      const fused = fuseOnnxModel(original);
      const before = opCounts(original);
      const after = opCounts(fused);
      // Each hard-swish loses at least two of its four ops; folded scales and shifts lose theirs.
      expect(after.get('Clip') ?? 0).toBe(0);
      const elementWise = (counts: Map<string, number>) =>
        ['Add', 'Mul', 'Div', 'Clip'].reduce((sum, op) => sum + (counts.get(op) ?? 0), 0);
      expect(elementWise(before) - elementWise(after)).toBeGreaterThanOrEqual(2 * before.get('Clip')!);
      expect(after.get('HardSigmoid')! - (before.get('HardSigmoid') ?? 0)).toBe(before.get('Clip'));
      expect(after.get('Conv')).toBe(before.get('Conv'));

      const data = input(dims);
      const expected = await run(original, data, [...dims]);
      const actual = await run(fused, data, [...dims]);
      expect(actual.length).toBe(expected.length);
      let worst = 0;
      for (let i = 0; i < expected.length; i++) worst = Math.max(worst, Math.abs(actual[i]! - expected[i]!));
      expect(worst).toBeLessThan(1e-4);
    },
  );

  it('leaves a model without the patterns byte for byte as it was', async () => {
    const original = new Uint8Array(await readFile(MODEL_PATHS.direction));
    const once = fuseOnnxModel(original);
    expect(Buffer.compare(fuseOnnxModel(once), once)).toBe(0);
  });
});

describe('decodeMessage', () => {
  it('splits a message into fields whose bytes put back together are the message', async () => {
    const model = new Uint8Array(await readFile(MODEL_PATHS.direction));
    const fields = decodeMessage(model);
    expect(fields.some((f) => f.no === 7)).toBe(true);
    expect(Buffer.compare(concatBytes(fields.map((f) => f.encoded)), model)).toBe(0);
    const graph = decodeMessage(fields.find((f) => f.no === 7)!.payload);
    expect(graph.filter((f) => f.no === 1).length).toBeGreaterThan(10);
  });
});
