import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { getDocument, Util } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ExtractError, LIMITS } from '../errors';
import type { Raster } from '../ocr/raster';
import type { TextLine } from '../text-document';
import type { Box } from './page-content';
import { scannedPage } from './scanned-page';

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
const standardFontDataUrl = `${path.join(pdfjsRoot, 'standard_fonts')}/`;
const cMapUrl = `${path.join(pdfjsRoot, 'cmaps')}/`;

/** A page with fewer visible characters than this in its text layer is treated as a scan. */
const MIN_TEXT_CHARS = 10;

export interface PdfPage {
  index: number;
  /** Text-layer lines, or null when the page must be rendered and OCR'd. */
  lines: TextLine[] | null;
  width: number;
  height: number;
}

export interface OpenedPdf {
  pages: PdfPage[];
  /**
   * A page without a text layer as an image for OCR (see {@link scannedPage}). Pages are prepared
   * one at a time whatever the callers' concurrency; rejects with TIMEOUT once the signal aborts.
   */
  pageImage(index: number): Promise<Raster | null>;
  close(): Promise<void>;
}

/** Opens a PDF and reads the text layer of each page; scanned pages are left for OCR. */
export async function openPdf(input: Uint8Array, signal: AbortSignal): Promise<OpenedPdf> {
  const task = getDocument({
    data: input.slice(),
    standardFontDataUrl,
    cMapUrl,
    cMapPacked: true,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    // pdf.js drops a larger image instead of decoding it: a few KB can claim gigapixels.
    maxImageSize: LIMITS.maxPixels,
  });
  const onAbort = () => void task.destroy();
  signal.addEventListener('abort', onAbort, { once: true });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (error) {
    signal.removeEventListener('abort', onAbort);
    if (signal.aborted) throw new ExtractError('TIMEOUT', { cause: error });
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw new ExtractError('ENCRYPTED_PDF', { cause: error });
    throw new ExtractError('CORRUPT_FILE', { cause: error });
  }
  const close = async () => {
    signal.removeEventListener('abort', onAbort);
    await task.destroy();
  };
  try {
    if (doc.numPages > LIMITS.maxPdfPages) throw new ExtractError('TOO_MANY_PAGES');
    const pages: PdfPage[] = [];
    const textBoxes: Box[][] = [];
    for (let i = 0; i < doc.numPages; i++) {
      if (signal.aborted) throw new ExtractError('TIMEOUT');
      const page = await doc.getPage(i + 1);
      const viewport = page.getViewport({ scale: 1 });
      const lines = await textLayerLines(page, i);
      const chars = lines.reduce((n, l) => n + l.text.replace(/\s/g, '').length, 0);
      textBoxes.push(lines.map((l) => ({ x0: l.x, y0: l.y, x1: l.x + l.width, y1: l.y + l.height })));
      pages.push({
        index: i,
        lines: chars >= MIN_TEXT_CHARS ? lines : null,
        width: viewport.width,
        height: viewport.height,
      });
    }
    // One page at a time: a rendered page holds a canvas and two copies of its pixels, and 20 of
    // them at once would need ~0.5 GB. OCR of earlier pages goes on in the pool meanwhile.
    let queue: Promise<unknown> = Promise.resolve();
    return {
      pages,
      close,
      pageImage(index) {
        const job = queue.then(async () => {
          if (signal.aborted) throw new ExtractError('TIMEOUT');
          try {
            const page = await doc.getPage(index + 1);
            try {
              return await scannedPage(page, textBoxes[index] ?? [], signal);
            } finally {
              page.cleanup();
            }
          } catch (error) {
            if (signal.aborted) throw new ExtractError('TIMEOUT', { cause: error });
            if (error instanceof ExtractError) throw error;
            throw new ExtractError('CORRUPT_FILE', { cause: error });
          }
        });
        queue = job.catch(() => {});
        return job;
      },
    };
  } catch (error) {
    await close();
    if (error instanceof ExtractError) throw error;
    throw new ExtractError('CORRUPT_FILE', { cause: error });
  }
}

interface Run {
  text: string;
  x: number;
  right: number;
  baseline: number;
  size: number;
}

/**
 * The text layer as cells: pdf.js items on one baseline are joined while the gap between them is
 * under one em; a wider gap (a column, a right-aligned amount) starts a new cell.
 */
async function textLayerLines(page: PDFPageProxy, pageIndex: number): Promise<TextLine[]> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const runs: Run[] = [];
  for (const item of content.items) {
    if (!('str' in item) || !item.str.trim()) continue;
    const m = Util.transform(viewport.transform, item.transform);
    const size = Math.hypot(m[2]!, m[3]!) || item.height || 10;
    const scaleX = Math.hypot(m[0]!, m[1]!) / (Math.hypot(item.transform[0]!, item.transform[1]!) || 1);
    const width = item.width * (Number.isFinite(scaleX) ? scaleX : 1);
    runs.push({ text: item.str, x: m[4]!, right: m[4]! + width, baseline: m[5]!, size });
  }
  runs.sort((a, b) => a.baseline - b.baseline || a.x - b.x);
  const rows: Run[][] = [];
  for (const run of runs) {
    const row = rows.at(-1);
    if (row && Math.abs(run.baseline - row[0]!.baseline) < 0.4 * Math.max(run.size, row[0]!.size))
      row.push(run);
    else rows.push([run]);
  }
  const lines: TextLine[] = [];
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    let cell: Run | undefined;
    const flush = () => {
      if (!cell) return;
      const text = cell.text.replace(/\s+/g, ' ').trim();
      if (text)
        lines.push({
          text,
          x: cell.x,
          y: cell.baseline - cell.size,
          width: cell.right - cell.x,
          height: cell.size,
          confidence: 1,
          page: pageIndex,
        });
    };
    for (const run of row) {
      const gap = cell ? run.x - cell.right : 0;
      if (cell && gap < run.size) {
        const joiner = gap > 0.15 * run.size && !/\s$/.test(cell.text) && !/^\s/.test(run.text) ? ' ' : '';
        cell = { ...cell, text: cell.text + joiner + run.text, right: Math.max(cell.right, run.right) };
      } else {
        flush();
        cell = { ...run };
      }
    }
    flush();
  }
  return lines;
}
