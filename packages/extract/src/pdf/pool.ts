import { Piscina } from 'piscina';
import { ExtractError } from '../errors';
import type { PdfTask, PdfTaskPage, PdfTaskResult } from './pdf-worker';

let pool: Piscina<PdfTask, PdfTaskResult> | undefined;

/**
 * One thread reads PDFs (pdf.js is plain JavaScript: on the main thread a hostile file stalled
 * every request). Its heap is capped, and an idle thread exits after 5 s, giving its memory back.
 */
function pdfPool(): Piscina<PdfTask, PdfTaskResult> {
  pool ??= new Piscina<PdfTask, PdfTaskResult>({
    filename: new URL('./pdf-worker-entry.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 5_000,
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  return pool;
}

/**
 * Reads a PDF's pages in the PDF thread. When the signal aborts, piscina stops the thread at once
 * (pdf.js holds no native resources that would mind) and the promise rejects with TIMEOUT.
 */
export async function readPdfInPool(input: Uint8Array, signal: AbortSignal): Promise<PdfTaskPage[]> {
  if (signal.aborted) throw new ExtractError('TIMEOUT');
  let result: PdfTaskResult;
  try {
    result = await pdfPool().run({ pdf: new Uint8Array(input) }, { signal });
  } catch (error) {
    if (signal.aborted) throw new ExtractError('TIMEOUT', { cause: error });
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
      throw new ExtractError('CORRUPT_FILE', {
        message: 'The PDF needs more memory to read than a receipt could.',
        cause: error,
      });
    }
    throw error;
  }
  if (!result.ok) throw new ExtractError(result.code, { message: result.message });
  return result.pages;
}

/** Stops the PDF thread so a CLI or test run can exit; the next PDF starts a new one. */
export async function closePdfPool(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.close({ force: true });
}
