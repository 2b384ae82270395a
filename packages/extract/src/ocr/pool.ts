import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { ExtractError } from '../errors';
import type { TextDocument } from '../text-document';
import type { OcrResult, OcrTask } from './worker';

let pool: Piscina<OcrTask, OcrResult> | undefined;

/** Threads: EXTRACT_OCR_THREADS, else one per core (each runs ONNX Runtime with one thread). */
function poolSize(): number {
  const fromEnv = Number(process.env.EXTRACT_OCR_THREADS);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : availableParallelism();
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

/** Runs OCR on an encoded image or a raster in a pool thread. Aborting the signal ends that thread. */
export async function ocrInPool(task: OcrTask, signal: AbortSignal): Promise<TextDocument> {
  let result: OcrResult;
  try {
    // The caller's bytes may share a buffer with other data, so images move as a copy.
    const owned: OcrTask = 'image' in task ? { page: task.page, image: task.image.slice() } : task;
    const transfer = 'image' in owned ? owned.image.buffer : owned.raster.data.buffer;
    result = await ocrPool().run(owned, { signal, transferList: [transfer as ArrayBuffer] });
  } catch (error) {
    if (signal.aborted) throw new ExtractError('TIMEOUT', { cause: error });
    throw error;
  }
  if (!result.ok) throw new ExtractError(result.code, { cause: result.message });
  return result.doc;
}

/** Stops the OCR threads so a CLI or test run can exit. The next extraction starts a new pool. */
export async function closeOcrPool(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.destroy();
}
