import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { ExtractError } from '../errors';
import type { TextDocument } from '../text-document';
import type { Raster } from './raster';
import type { OcrResult, OcrTask } from './worker';

let pool: Piscina<OcrTask, OcrResult> | undefined;

let configuredThreads: number | undefined;

/** Sets the OCR thread count for pools started from now on (see `configureExtractor`). */
export function setOcrThreads(threads: number | undefined): void {
  if (threads !== undefined && (!Number.isInteger(threads) || threads < 1)) {
    throw new RangeError('ocrThreads must be a positive integer');
  }
  configuredThreads = threads;
}

/**
 * Threads: as configured (`configureExtractor`; hosts and CLIs read their own settings), else one
 * per core. Each runs ONNX Runtime with one thread and holds its own models (~300 MB).
 */
function poolSize(): number {
  return configuredThreads ?? availableParallelism();
}

function ocrPool(): Piscina<OcrTask, OcrResult> {
  pool ??= new Piscina<OcrTask, OcrResult>({
    filename: new URL('./worker-entry.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: poolSize(),
    // An idle thread gives its ~300 MB of models back after a minute.
    idleTimeout: 60_000,
  });
  return pool;
}

type OcrInput = { page: number } & ({ image: Uint8Array } | { raster: Raster });

/**
 * Runs OCR on an encoded image or a raster in a pool thread. When the signal aborts, the promise
 * rejects with TIMEOUT at once and the thread drops the job at its next checkpoint (between model
 * runs, well under a second), so the pool is not left working for nobody.
 */
export async function ocrInPool(input: OcrInput, signal: AbortSignal): Promise<TextDocument> {
  if (signal.aborted) throw new ExtractError('TIMEOUT');
  const cancel = new Int32Array(new SharedArrayBuffer(4));
  const onAbort = () => Atomics.store(cancel, 0, 1);
  signal.addEventListener('abort', onAbort, { once: true });
  // The caller's bytes may share a buffer with other data, so images move as a copy. Not
  // `image.slice()`: on a Node Buffer that is a view, and the transfer would empty the caller's Buffer.
  const task: OcrTask =
    'image' in input
      ? { page: input.page, cancel, image: new Uint8Array(input.image) }
      : { page: input.page, cancel, raster: input.raster };
  const transfer = 'image' in task ? task.image.buffer : task.raster.data.buffer;
  const running = ocrPool().run(task, { transferList: [transfer as ArrayBuffer] });
  let result: OcrResult;
  let onGiveUp = () => {};
  try {
    result = await new Promise<OcrResult>((resolve, reject) => {
      running.then(resolve, reject);
      onGiveUp = () => reject(new ExtractError('TIMEOUT'));
      signal.addEventListener('abort', onGiveUp, { once: true });
    });
  } finally {
    // One signal covers every page of a file: listeners left behind would pile up page by page.
    signal.removeEventListener('abort', onAbort);
    signal.removeEventListener('abort', onGiveUp);
    // A job given up on still settles in its thread; its outcome no longer matters.
    running.catch(() => {});
  }
  if (!result.ok) throw new ExtractError(result.code, { cause: result.message });
  return result.doc;
}

/**
 * Stops the OCR threads so a CLI or test run can exit; the next extraction starts a new pool.
 * Waits for running jobs (cancelled ones stop at their next checkpoint): terminating a thread in
 * the middle of an ONNX Runtime call aborts the process.
 */
export async function closeOcrPool(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.close();
}
