import type { ExtractErrorCode } from '../errors';
import { MAX_INPUT_PIXELS, prepareImage } from '../image/prepare';
import type { TextDocument } from '../text-document';
import { OcrEngine } from './engine';
import type { Raster } from './raster';

export type OcrTask = { page: number } & ({ image: Uint8Array } | { raster: Raster });
/** Errors cross the thread boundary as data: structured cloning would drop the error's class and code. */
export type OcrResult =
  | { ok: true; doc: TextDocument }
  | { ok: false; code: ExtractErrorCode; message: string };

let engine: Promise<OcrEngine> | undefined;

/** One OCR job in a pool thread; the models load on the first job and stay for the thread's life. */
export default async function runOcrTask(task: OcrTask): Promise<OcrResult> {
  engine ??= OcrEngine.create();
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
  return { ok: true, doc: await (await engine).read(raster, task.page) };
}
