import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { getDocument, ImageKind, OPS, Util } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { ExtractError, LIMITS } from '../errors';
import { OCR_LONG_SIDE } from '../image/prepare';
import type { Raster } from '../ocr/raster';
import type { TextDocument, TextLine } from '../text-document';

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
   * The page as an image for OCR, long side at most {@link OCR_LONG_SIDE} pixels: the page's largest
   * embedded image when it has one (a scan), else the page rendered.
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
    for (let i = 0; i < doc.numPages; i++) {
      if (signal.aborted) throw new ExtractError('TIMEOUT');
      const page = await doc.getPage(i + 1);
      const viewport = page.getViewport({ scale: 1 });
      const lines = await textLayerLines(page, i);
      const chars = lines.reduce((n, l) => n + l.text.replace(/\s/g, '').length, 0);
      pages.push({
        index: i,
        lines: chars >= MIN_TEXT_CHARS ? lines : null,
        width: viewport.width,
        height: viewport.height,
      });
    }
    return {
      pages,
      close,
      async pageImage(index) {
        const page = await doc.getPage(index + 1);
        const scan = await largestImage(page);
        if (scan.raster) return scan.raster;
        // Drawing pictures through @napi-rs/canvas can crash the process (see largestImage); a page
        // whose pictures pdf.js could not hand over is left unread rather than risked.
        if (scan.hasImages) return null;
        const base = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: OCR_LONG_SIDE / Math.max(base.width, base.height) });
        const width = Math.ceil(viewport.width);
        const height = Math.ceil(viewport.height);
        const { createCanvas } = await import('@napi-rs/canvas');
        const canvas = createCanvas(width, height);
        const context = canvas.getContext('2d');
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, width, height);
        // pdf.js types the canvas as the DOM's; @napi-rs/canvas is its Node stand-in.
        const renderParams = { canvas, viewport } as unknown as Parameters<PDFPageProxy['render']>[0];
        await page.render(renderParams).promise;
        const rgba = context.getImageData(0, 0, width, height).data;
        const rgb = new Uint8Array(width * height * 3);
        for (let p = 0, q = 0; p < rgba.length; p += 4, q += 3) {
          rgb[q] = rgba[p]!;
          rgb[q + 1] = rgba[p + 1]!;
          rgb[q + 2] = rgba[p + 2]!;
        }
        page.cleanup();
        return { data: rgb, width, height };
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

interface PdfJsImage {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray;
}

/**
 * A scanned page's picture, decoded by pdf.js and scaled with sharp. Drawing images through
 * @napi-rs/canvas crashes the process (double free in 1.0.9), and the embedded image is the better
 * source anyway: no resampling through the page geometry.
 */
const IMAGE_OPS = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
  OPS.paintImageMaskXObjectGroup,
  OPS.paintInlineImageXObjectGroup,
  OPS.paintImageXObjectRepeat,
  OPS.paintImageMaskXObjectRepeat,
  OPS.paintSolidColorImageMask,
]);

async function largestImage(page: PDFPageProxy): Promise<{ raster: Raster | null; hasImages: boolean }> {
  const ops = await page.getOperatorList();
  let best: PdfJsImage | null = null;
  let hasImages = false;
  for (let i = 0; i < ops.fnArray.length; i++) {
    const op = ops.fnArray[i]!;
    if (!IMAGE_OPS.has(op)) continue;
    hasImages = true;
    let image: PdfJsImage | undefined;
    if (op === OPS.paintImageXObject) {
      const name = (ops.argsArray[i] as [string])[0];
      image = await new Promise<PdfJsImage>((resolve) => page.objs.get(name, resolve));
    } else if (op === OPS.paintInlineImageXObject) {
      image = (ops.argsArray[i] as [PdfJsImage])[0];
    }
    if (image?.data && (!best || image.width * image.height > best.width * best.height)) best = image;
  }
  if (!best?.data) return { raster: null, hasImages };
  const { width, height, data } = best;
  if (width * height > LIMITS.maxPixels) throw new ExtractError('TOO_MANY_PIXELS');
  let channels: 1 | 3 | 4;
  let pixels: Uint8Array;
  if (best.kind === ImageKind.GRAYSCALE_1BPP) {
    // Packed bits, rows padded to whole bytes; 1 is white.
    channels = 1;
    pixels = new Uint8Array(width * height);
    const stride = (width + 7) >> 3;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        pixels[y * width + x] = (data[y * stride + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
  } else {
    channels = best.kind === ImageKind.RGBA_32BPP ? 4 : 3;
    pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  }
  const out = await sharp(pixels, { raw: { width, height, channels } })
    .resize({ width: OCR_LONG_SIDE, height: OCR_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    raster: {
      data: new Uint8Array(out.data.buffer, out.data.byteOffset, out.data.byteLength),
      width: out.info.width,
      height: out.info.height,
    },
    hasImages,
  };
}

/** Joins per-page documents into one, pages in order. */
export function joinPages(
  source: TextDocument['source'],
  pages: { lines: TextLine[]; width: number; height: number }[],
): TextDocument {
  return {
    source,
    lines: pages.flatMap((p) => p.lines),
    pageWidth: pages[0]?.width ?? 0,
    pageHeight: pages[0]?.height ?? 0,
  };
}
