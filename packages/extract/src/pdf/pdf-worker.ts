import { type ExtractErrorCode, isExtractError } from '../errors';
import type { Raster } from '../ocr/raster';
import type { TextLine } from '../text-document';
import { openPdf } from './read-pdf';
import { checkDecodedStreams } from './stream-budget';

export type PdfTask = { pdf: Uint8Array };

/** A page as text-layer lines, or as an image for OCR (null when nothing could be drawn). */
export type PdfTaskPage = { width: number; height: number } & (
  | { lines: TextLine[] }
  | { lines: null; raster: Raster | null }
);

/** Errors cross the thread boundary as data: structured cloning would drop the error's class and code. */
export type PdfTaskResult =
  | { ok: true; pages: PdfTaskPage[] }
  | { ok: false; code: ExtractErrorCode; message: string };

/**
 * One PDF in a pool thread: the decoded-size check, then pdf.js (text layer of every page, pages
 * without one rendered). The caller's time budget ends the task by stopping the thread, so this
 * never watches a clock itself.
 */
export default async function readPdfTask(task: PdfTask): Promise<PdfTaskResult> {
  const never = new AbortController().signal;
  try {
    checkDecodedStreams(task.pdf);
    const pdf = await openPdf(task.pdf, never);
    try {
      const pages: PdfTaskPage[] = [];
      for (const page of pdf.pages) {
        if (page.lines) {
          pages.push({ lines: page.lines, width: page.width, height: page.height });
          continue;
        }
        const raster = await pdf.pageImage(page.index);
        pages.push({ lines: null, raster, width: page.width, height: page.height });
      }
      // Rasters are copied back (a few MB a page): cheap next to the OCR that follows.
      return { ok: true, pages };
    } finally {
      await pdf.close();
    }
  } catch (error) {
    if (isExtractError(error)) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}
