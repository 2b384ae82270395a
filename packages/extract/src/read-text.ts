import sharp, { type Metadata } from 'sharp';
import { detectKind, type InputKind } from './detect-kind';
import { readEmail } from './email/read-email';
import { ExtractError, LIMITS } from './errors';
import { ocrInPool } from './ocr/pool';
import { joinPages } from './pdf/join-pages';
import { readPdfInPool } from './pdf/pool';
import type { TextDocument } from './text-document';

/** Refuses empty and oversized inputs before any decoding. */
export function checkSize(input: Uint8Array): void {
  if (input.byteLength === 0) throw new ExtractError('EMPTY_FILE');
  if (input.byteLength > LIMITS.maxInputBytes) throw new ExtractError('FILE_TOO_LARGE');
}

/** Rejects with TIMEOUT as soon as the signal aborts, whatever the work is doing. */
export function withSignal<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  if (signal.aborted) return Promise.reject(new ExtractError('TIMEOUT'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new ExtractError('TIMEOUT'));
    signal.addEventListener('abort', onAbort, { once: true });
    work().then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

/** Reads an image (in an OCR thread), after checking its header against the pixel limit. */
async function readImage(input: Uint8Array, signal: AbortSignal): Promise<TextDocument> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ExtractError('CORRUPT_FILE', { cause: error });
  }
  if (!meta.width || !meta.height) throw new ExtractError('CORRUPT_FILE');
  if (meta.width * meta.height > LIMITS.maxPixels) throw new ExtractError('TOO_MANY_PIXELS');
  return ocrInPool({ image: input, page: 0 }, signal);
}

/**
 * Reads a PDF: the text layer where there is one, rendered pages through OCR where there is not.
 * pdf.js runs in the PDF thread (pdf/pool.ts), OCR in the OCR pool.
 */
async function readPdf(input: Uint8Array, signal: AbortSignal): Promise<TextDocument> {
  const pdfPages = await readPdfInPool(input, signal);
  const pages = await Promise.all(
    pdfPages.map(async (page, index) => {
      if (page.lines) return { lines: page.lines, width: page.width, height: page.height };
      if (!page.raster) return { lines: [], width: page.width, height: page.height };
      const doc = await ocrInPool({ raster: page.raster, page: index }, signal);
      return { lines: doc.lines, width: doc.pageWidth, height: doc.pageHeight };
    }),
  );
  const scanned = pdfPages.every((p) => p.lines === null);
  const doc = joinPages(scanned ? 'ocr' : 'pdf-text', pages);
  return scanned ? { ...doc, scannedPdf: true } : doc;
}

/**
 * The text of a non-e-mail input (image or PDF) with positions, the parser's input. E-mails hold
 * several documents; see `readEmail`.
 */
export async function readDocument(
  input: Uint8Array,
  kind: InputKind,
  signal: AbortSignal,
): Promise<TextDocument> {
  switch (kind) {
    case 'pdf':
      return readPdf(input, signal);
    case 'email':
      throw new ExtractError('UNSUPPORTED_TYPE');
    default:
      return readImage(input, signal);
  }
}

export { detectKind, readEmail };
