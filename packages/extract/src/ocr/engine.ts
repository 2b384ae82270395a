import { readFile } from 'node:fs/promises';
import * as ort from 'onnxruntime-node';
import type { TextDocument, TextLine } from '../text-document';
import {
  ctcConfidence,
  ctcEmissions,
  inkColumns,
  lowestDigitProbability,
  measureGaps,
  spacedText,
  stepCandidates,
} from './ctc';
import { boxesFromProbabilityMap, type DetectedBox } from './detect-boxes';
import { receiptLexicon } from './lexicon';
import { type LineSteps, lexiconDecode, type StepCandidates } from './lexicon-decode';
import { loadCharset, MODEL_PATHS } from './models';
import { fuseOnnxModel } from './onnx/fuse';
import { quantizePointwiseConvs } from './onnx/quantize';
import {
  DET_NORM,
  type Quad,
  quadBounds,
  quadHeight,
  quadWidth,
  type Raster,
  rotateRaster,
  sampleQuad,
} from './raster';

export interface OcrEngineOptions {
  /** Long side of the image fed to the detector, rounded to a multiple of 32. */
  detectionMaxSide?: number;
  /** Lines whose recognizer confidence is below this are dropped as noise. */
  minConfidence?: number;
  /**
   * Keeps each line's per-timestep character probabilities (sparse, see {@link StepCandidates}) on
   * the lines it returns, so a decoder can be tuned on saved OCR output (bench/src/ocr-dump.ts).
   */
  keepSteps?: boolean;
  /**
   * Reads doubtful words again against the receipt lexicon (lexicon-decode.ts); on by default.
   * Off, lines keep the greedy reading: ocr-dump saves that, and dev-score decodes it again.
   */
  lexicon?: boolean;
  /** The recognizer's widest 1×1 convolutions with int8 weights (onnx/quantize.ts); off by default, see there. */
  int8?: boolean;
}

export type { StepCandidates };

// The PP-OCRv4 recognizer's input height is fixed at 48 in the exported model.
const REC_HEIGHT = 48;
// Measured on the dev receipts: lines one at a time at their own width cost ~35% less CPU than
// PaddleOCR's batches of 6 padded to at least 320 px, and read the same text.
const REC_MIN_RATIO = 1;
const REC_MAX_RATIO = 48;
const REC_BATCH = 1;
const CLS_WIDTH = 192;
/** On the dev receipts 1280 found as much text as 1600 (more merchant names) at 10% less CPU; 960 lost dates. */
const DETECTION_MAX_SIDE = 1280;
const CLS_SAMPLES = 12;

/**
 * PP-OCRv4 text detection and recognition on ONNX Runtime with our own glue (no OpenCV), so one
 * engine costs the model weights plus one image's tensors. One engine per worker thread: sessions
 * run with one intra-op thread, and parallelism comes from the pool.
 */
export class OcrEngine {
  private constructor(
    private readonly det: ort.InferenceSession,
    private readonly rec: ort.InferenceSession,
    private readonly cls: ort.InferenceSession,
    private readonly charset: string[],
    private readonly options: Required<OcrEngineOptions>,
  ) {}

  static async create(options: OcrEngineOptions = {}): Promise<OcrEngine> {
    const sessionOptions: ort.InferenceSession.SessionOptions = {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
      executionMode: 'sequential',
      graphOptimizationLevel: 'all',
      // The arena keeps the largest tensors seen, which the detector's fixed input size
      // (detectionMaxSide) and the recognizer's width cap bound; without it every run maps fresh
      // pages for tens of MB of feature maps, and the detector ran ~40% slower (one thread).
      enableCpuMemArena: true,
      // Shapes change with every image and line: a memory pattern would never be reused.
      enableMemPattern: false,
    };
    // The exported graphs run ~25% faster once their element-wise chains are folded (onnx/fuse.ts).
    const load = async (file: string, rewrite: (model: Uint8Array) => Uint8Array = (m) => m) =>
      ort.InferenceSession.create(
        rewrite(fuseOnnxModel(new Uint8Array(await readFile(file)))),
        sessionOptions,
      );
    const int8 = options.int8 ?? false;
    const [det, rec, cls] = await Promise.all([
      load(MODEL_PATHS.detection),
      load(MODEL_PATHS.recognition, (m) => (int8 ? quantizePointwiseConvs(m) : m)),
      load(MODEL_PATHS.direction),
    ]);
    // Built with the models, so the first page does not wait for the word lists.
    if (options.lexicon ?? true) receiptLexicon();
    return new OcrEngine(det, rec, cls, loadCharset(), {
      detectionMaxSide: options.detectionMaxSide ?? DETECTION_MAX_SIDE,
      minConfidence: options.minConfidence ?? 0.5,
      keepSteps: options.keepSteps ?? false,
      lexicon: options.lexicon ?? true,
      int8,
    });
  }

  async release(): Promise<void> {
    await Promise.all([this.det.release(), this.rec.release(), this.cls.release()]);
  }

  /**
   * Reads the text of one page image. Turns sideways and upside-down pages upright first.
   * `isCancelled` is polled between model runs; when it says yes, the read stops with {@link OcrCancelled}.
   */
  async read(image: Raster, page = 0, isCancelled: () => boolean = () => false): Promise<TextDocument> {
    const checkpoint = () => {
      if (isCancelled()) throw new OcrCancelled();
    };
    let raster = image;
    checkpoint();
    let boxes = await this.detect(raster);
    if (isSideways(boxes)) {
      checkpoint();
      raster = rotateRaster(raster, 1);
      boxes = await this.detect(raster);
    }
    checkpoint();
    if (await this.isUpsideDown(raster, boxes)) {
      checkpoint();
      raster = rotateRaster(raster, 2);
      boxes = await this.detect(raster);
    }
    const texts = await this.recognize(raster, boxes, checkpoint);
    const lines: TextLine[] = [];
    const place = upright(boxes, raster);
    boxes.forEach((box, i) => {
      const t = texts[i]!;
      const text = t.text.trim();
      if (!text || t.confidence < this.options.minConfidence) return;
      const line: TextLine & { steps?: StepCandidates[] } = {
        text,
        ...place(box.quad),
        confidence: t.confidence,
        page,
      };
      if (t.digitConfidence !== undefined) line.digitConfidence = t.digitConfidence;
      if (t.steps) line.steps = t.steps;
      lines.push(line);
    });
    return { source: 'ocr', lines: readingOrder(lines), pageWidth: raster.width, pageHeight: raster.height };
  }

  private async detect(raster: Raster): Promise<DetectedBox[]> {
    const scale = Math.min(1, this.options.detectionMaxSide / Math.max(raster.width, raster.height));
    const w = Math.max(32, Math.round((raster.width * scale) / 32) * 32);
    const h = Math.max(32, Math.round((raster.height * scale) / 32) * 32);
    const input = new Float32Array(3 * w * h);
    sampleQuad(
      raster,
      { x0: 0, y0: 0, ux: raster.width, uy: 0, vx: 0, vy: raster.height },
      input,
      0,
      w * h,
      w,
      w,
      h,
      DET_NORM,
    );
    const out = await this.det.run({
      [this.det.inputNames[0]!]: new ort.Tensor('float32', input, [1, 3, h, w]),
    });
    const prob = out[this.det.outputNames[0]!]!;
    const boxes = boxesFromProbabilityMap(prob.data as Float32Array, w, h);
    prob.dispose();
    const rx = raster.width / w;
    const ry = raster.height / h;
    for (const b of boxes) {
      const q = b.quad;
      q.x0 *= rx;
      q.ux *= rx;
      q.vx *= rx;
      q.y0 *= ry;
      q.uy *= ry;
      q.vy *= ry;
    }
    return boxes;
  }

  /** Asks PaddleOCR's 0°/180° direction classifier about the widest lines. */
  private async isUpsideDown(raster: Raster, boxes: DetectedBox[]): Promise<boolean> {
    const sample = boxes
      .filter((b) => quadWidth(b.quad) > 2 * quadHeight(b.quad))
      .sort((a, b) => quadWidth(b.quad) - quadWidth(a.quad))
      .slice(0, CLS_SAMPLES);
    if (sample.length < 3) return false;
    const plane = REC_HEIGHT * CLS_WIDTH;
    const input = new Float32Array(sample.length * 3 * plane);
    sample.forEach((b, i) => {
      const ratio = quadWidth(b.quad) / quadHeight(b.quad);
      const w = Math.min(CLS_WIDTH, Math.max(1, Math.ceil(REC_HEIGHT * ratio)));
      sampleQuad(raster, b.quad, input, i * 3 * plane, plane, CLS_WIDTH, w, REC_HEIGHT);
    });
    const out = await this.cls.run({
      [this.cls.inputNames[0]!]: new ort.Tensor('float32', input, [sample.length, 3, REC_HEIGHT, CLS_WIDTH]),
    });
    const probs = out[this.cls.outputNames[0]!]!.data as Float32Array;
    let flipped = 0;
    for (let i = 0; i < sample.length; i++) if (probs[i * 2 + 1]! > 0.7) flipped++;
    return flipped > sample.length / 2;
  }

  private async recognize(
    raster: Raster,
    boxes: DetectedBox[],
    checkpoint: () => void,
  ): Promise<{ text: string; confidence: number; digitConfidence?: number; steps?: StepCandidates[] }[]> {
    const results: {
      text: string;
      confidence: number;
      digitConfidence?: number;
      steps?: StepCandidates[];
    }[] = boxes.map(() => ({
      text: '',
      confidence: 0,
    }));
    const ratios = boxes.map((b) =>
      Math.min(REC_MAX_RATIO, quadWidth(b.quad) / Math.max(1, quadHeight(b.quad))),
    );
    const order = boxes.map((_, i) => i).sort((a, b) => ratios[a]! - ratios[b]!);
    for (let start = 0; start < order.length; start += REC_BATCH) {
      checkpoint();
      const batch = order.slice(start, start + REC_BATCH);
      const maxRatio = Math.max(REC_MIN_RATIO, ...batch.map((i) => ratios[i]!));
      const width = Math.ceil(REC_HEIGHT * maxRatio);
      const plane = REC_HEIGHT * width;
      const input = new Float32Array(batch.length * 3 * plane);
      batch.forEach((boxIndex, k) => {
        const w = Math.min(width, Math.max(1, Math.ceil(REC_HEIGHT * ratios[boxIndex]!)));
        sampleQuad(raster, boxes[boxIndex]!.quad, input, k * 3 * plane, plane, width, w, REC_HEIGHT);
      });
      const out = await this.rec.run({
        [this.rec.inputNames[0]!]: new ort.Tensor('float32', input, [batch.length, 3, REC_HEIGHT, width]),
      });
      const tensor = out[this.rec.outputNames[0]!]!;
      const [, steps, classes] = tensor.dims as [number, number, number];
      const data = tensor.data as Float32Array;
      batch.forEach((boxIndex, k) => {
        const offset = k * steps * classes;
        const best = new Float32Array(steps);
        const emissions = ctcEmissions(data, offset, steps, classes, this.charset, best);
        const candidates: StepCandidates[] = [];
        const lineSteps: LineSteps = {
          count: steps,
          best: (t) => Math.round(best[t]! * 1000) / 1000,
          at: (t) => {
            candidates[t] ??= stepCandidates(data, offset + t * classes, classes, this.charset);
            return candidates[t];
          },
        };
        const w = Math.min(width, Math.max(1, Math.ceil(REC_HEIGHT * ratios[boxIndex]!)));
        measureGaps(emissions, inkColumns(input, k * 3 * plane, width, w, REC_HEIGHT), width / steps);
        let text = spacedText(emissions);
        if (this.options.lexicon) text = lexiconDecode(text.trim(), emissions, lineSteps, receiptLexicon());
        results[boxIndex] = { text, confidence: ctcConfidence(emissions) };
        const digits = lowestDigitProbability(emissions);
        if (digits !== undefined) results[boxIndex]!.digitConfidence = digits;
        if (this.options.keepSteps)
          results[boxIndex]!.steps = Array.from({ length: steps }, (_, t) => lineSteps.at(t));
      });
      tensor.dispose();
    }
    return results;
  }
}

/** Thrown by {@link OcrEngine.read} when its caller gave up. */
export class OcrCancelled extends Error {
  override readonly name = 'OcrCancelled';
}

/** Below this the page is taken as straight: bounds of a box tilted this little barely grow. */
const MIN_SKEW = (1 * Math.PI) / 180;

/**
 * Where each line sits on the page as if the page were straight. A photo taken a few degrees off
 * puts a label and its amount at the two ends of a row at different heights (7° across a receipt
 * is two or three lines), which breaks rows apart; so when the long text boxes agree on a tilt,
 * their centres are turned back about the page centre and each line keeps its own width and height.
 */
export function upright(
  boxes: DetectedBox[],
  page: { width: number; height: number },
): (q: Quad) => { x: number; y: number; width: number; height: number } {
  const angles = boxes
    .filter((b) => quadWidth(b.quad) > 3 * quadHeight(b.quad))
    .map((b) => Math.atan2(b.quad.uy, b.quad.ux))
    .sort((a, b) => a - b);
  const skew = angles.length >= 3 ? angles[angles.length >> 1]! : 0;
  if (Math.abs(skew) < MIN_SKEW) return quadBounds;
  const cos = Math.cos(skew);
  const sin = Math.sin(skew);
  const px = page.width / 2;
  const py = page.height / 2;
  return (q) => {
    const dx = q.x0 + (q.ux + q.vx) / 2 - px;
    const dy = q.y0 + (q.uy + q.vy) / 2 - py;
    const width = quadWidth(q);
    const height = quadHeight(q);
    return {
      x: px + dx * cos + dy * sin - width / 2,
      y: py - dx * sin + dy * cos - height / 2,
      width,
      height,
    };
  };
}

/** A page is sideways when most sizeable text regions are much taller than wide. */
function isSideways(boxes: DetectedBox[]): boolean {
  let tall = 0;
  let wide = 0;
  for (const b of boxes) {
    const bounds = quadBounds(b.quad);
    if (bounds.height > 2 * bounds.width) tall++;
    else if (bounds.width > 2 * bounds.height) wide++;
  }
  return tall >= 5 && tall > 2 * wide;
}

/** Top to bottom by rows (regions whose vertical centres are within half a line), then left to right. */
export function readingOrder(lines: TextLine[]): TextLine[] {
  if (lines.length === 0) return lines;
  const heights = lines.map((l) => l.height).sort((a, b) => a - b);
  const lineHeight = heights[Math.floor(heights.length / 2)]!;
  const byCentre = [...lines].sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2));
  const rows: TextLine[][] = [];
  let rowCentre = Number.NEGATIVE_INFINITY;
  for (const line of byCentre) {
    const centre = line.y + line.height / 2;
    const row = rows.at(-1);
    if (row && centre - rowCentre < lineHeight / 2) {
      row.push(line);
      rowCentre = row.reduce((s, l) => s + l.y + l.height / 2, 0) / row.length;
    } else {
      rows.push([line]);
      rowCentre = centre;
    }
  }
  return rows.flatMap((row) => row.sort((a, b) => a.x - b.x));
}
