import type { ExtractErrorCode } from '../errors';
import { MAX_INPUT_PIXELS, prepareImage } from '../image/prepare';
import type { TextDocument } from '../text-document';
import { OcrCancelled, OcrEngine } from './engine';
import type { Raster } from './raster';

/**
 * `cancel` is shared memory the caller sets to 1 when it gives up: the worker stops at its next
 * checkpoint. Terminating the thread instead would abort the process, because onnxruntime-node
 * throws a native error when its environment is torn down mid-run.
 */
export type OcrTask = { page: number; cancel: Int32Array } & ({ image: Uint8Array } | { raster: Raster });
/** Errors cross the thread boundary as data: structured cloning would drop the error's class and code. */
export type OcrResult =
  | { ok: true; doc: TextDocument }
  | { ok: false; code: ExtractErrorCode; message: string };

let engine: Promise<OcrEngine> | undefined;

/** One OCR job in a pool thread; the models load on the first job and stay for the thread's life. */
export default async function runOcrTask(task: OcrTask): Promise<OcrResult> {
  engine ??= OcrEngine.create();
  const { cancel } = task;
  // Pool threads start lazily and load this file from disk, so a long-running host whose pool
  // code predates the cancel flag sends none; Atomics.load(undefined) would then fail every job
  // with "undefined is not an integer typed array". Such a job just cannot be cancelled.
  const isCancelled = isCancelFlag(cancel) ? () => Atomics.load(cancel, 0) === 1 : () => false;
  if (isCancelled()) return { ok: false, code: 'TIMEOUT', message: '' };
  let raster: Raster;
  if ('image' in task) {
    try {
      raster = await prepareImage(task.image);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const code: ExtractErrorCode = /pixel limit/i.test(message) ? 'TOO_MANY_PIXELS' : 'CORRUPT_FILE';
      return { ok: false, code, message };
    }
  } else {
    raster = task.raster;
  }
  if (raster.width * raster.height > MAX_INPUT_PIXELS)
    return { ok: false, code: 'TOO_MANY_PIXELS', message: '' };
  try {
    return { ok: true, doc: await (await engine).read(raster, task.page, isCancelled) };
  } catch (error) {
    if (error instanceof OcrCancelled) return { ok: false, code: 'TIMEOUT', message: '' };
    throw error;
  }
}

function isCancelFlag(value: unknown): value is Int32Array {
  return value instanceof Int32Array && value.length > 0;
}
