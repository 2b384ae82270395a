/**
 * Measures the value ranges the recognizer's 1×1 convolutions see, for their int8 form
 * (packages/extract/src/ocr/onnx/quantize.ts), and writes them to
 * packages/extract/src/ocr/rec-calibration.ts. Only TUNING receipts are read: every STEP-th
 * tuning image of the scans and of the photos (default 3), each through the engine as it reads a
 * page (detector, float recognizer on every line), recording each convolution's input and output
 * minimum and maximum over all lines.
 * Usage: npx tsx bench/src/ocr-calibrate.ts [STEP=3]
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { prepareImage } from '../../packages/extract/src/image/prepare';
import { OcrEngine } from '../../packages/extract/src/ocr/engine';
import { MODEL_PATHS } from '../../packages/extract/src/ocr/models';
import { fuseOnnxModel } from '../../packages/extract/src/ocr/onnx/fuse';
import { withPointwiseActivations } from '../../packages/extract/src/ocr/onnx/quantize';
import { devSetDir, repoRoot } from './lib/dev-set';
import { labelledFiles, splitOf } from './lib/score';

const step = Number(process.env.STEP ?? 3);
const images = [devSetDir(), path.join(devSetDir(), 'wildreceipt')].flatMap((dir) =>
  [...splitOf(labelledFiles(dir))]
    .filter(([, split]) => split === 'tuning')
    .map(([file]) => path.join(dir, file))
    .filter((_, i) => i % step === 0),
);

const { model, convs } = withPointwiseActivations(
  fuseOnnxModel(new Uint8Array(await readFile(MODEL_PATHS.recognition))),
);
const probe = await ort.InferenceSession.create(model, {
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  graphOptimizationLevel: 'all',
});
const ranges = new Map<string, [number, number]>();
/** Rows of each tensor's feature map (NCHW), as last seen. */
const rows = new Map<string, number>();
// The engine float (calibrated = none) but with its recognizer swapped for the probing session:
// same crops, same widths, and the first output is still the recognizer's.
const engine = await OcrEngine.create({ lexicon: false, recCalibration: null });
// biome-ignore lint/suspicious/noExplicitAny: the private session is swapped for this measurement only
const internals = engine as any;
let lines = 0;
internals.rec = {
  inputNames: probe.inputNames,
  outputNames: probe.outputNames,
  release: () => probe.release(),
  run: async (feeds: ort.InferenceSession.FeedsType) => {
    const out = await probe.run(feeds);
    lines++;
    for (const [name, tensor] of Object.entries(out)) {
      if (name === probe.outputNames[0]) continue;
      const data = tensor.data as Float32Array;
      rows.set(name, tensor.dims[2] ?? 1);
      let lo = Number.POSITIVE_INFINITY;
      let hi = Number.NEGATIVE_INFINITY;
      for (let i = 0; i < data.length; i++) {
        const v = data[i]!;
        if (v < lo) lo = v;
        if (v > hi) hi = v;
      }
      const r = ranges.get(name);
      ranges.set(name, r ? [Math.min(r[0], lo), Math.max(r[1], hi)] : [lo, hi]);
      tensor.dispose();
    }
    return out;
  },
};
for (const [i, file] of images.entries()) {
  await engine.read(await prepareImage(await readFile(file)));
  console.error(`${i + 1}/${images.length}`);
}
await engine.release();

const round = (v: number) => Number(v.toPrecision(5));
// Which convolutions go int8, measured on the recognizer with one thread: each costs a quantize,
// two transposes and its hard-swish in plain NCHW float (ORT fuses that into a float convolution,
// not into QLinearConv), so only wide ones gain. Below 128 → 240 channels (the first stages, at 24
// rows) they came out even or slower; the squeeze-excite and neck convolutions run on one row, cost
// almost nothing in float, and lose their BatchNormalization fusion.
const chosen = convs.filter(
  (c) => c.inChannels >= 128 && c.outChannels >= 240 && (rows.get(c.input) ?? 1) > 1,
);
const entries = chosen.map((c) => {
  const input = ranges.get(c.input)!.map(round);
  const output = ranges.get(c.output)!.map(round);
  return `  '${c.name}': { input: [${input.join(', ')}], output: [${output.join(', ')}] },`;
});
const source = `import type { ConvCalibration } from './onnx/quantize';

/**
 * Value ranges of the PP-OCRv4 recognizer's wide 1×1 convolutions (fused graph, see onnx/fuse.ts),
 * for their int8 form (onnx/quantize.ts): those with ≥ 128 input and ≥ 240 output channels on a
 * map more than one row high; the others stay float, where they are as fast. Written by \`npx tsx bench/src/ocr-calibrate.ts\` (STEP=${step}):
 * minimum and maximum over every line of ${images.length} TUNING dev images (every ${step}th tuning scan and
 * photo, ${lines} lines), float model, one thread. Run it again when the models or fuse.ts change.
 */
export const REC_CALIBRATION: ConvCalibration = {
${entries.join('\n')}
};
`;
await writeFile(path.join(repoRoot, 'packages/extract/src/ocr/rec-calibration.ts'), source);
console.log(`${chosen.length} of ${convs.length} convolutions, ${lines} lines from ${images.length} images`);
