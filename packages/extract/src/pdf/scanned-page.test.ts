import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeScanPdf,
  type ScanPage,
  tileScan,
  toMaskBits,
  traceAsVectors,
} from '../../test/support/scan-pdf';
import { CAFE_RECEIPT, type ReceiptText, renderReceipt } from '../../test/support/synthetic-image';
import { isExtractError } from '../errors';
import { closeExtractor, configureExtractor, extractReceipt, readText } from '../index';
import type { Raster } from '../ocr/raster';
import { openPdf } from './read-pdf';

configureExtractor({ ocrThreads: 1 });

const CAFE = { company: 'BLUE FERN CAFE', date: '2025-03-14', total_price: 18.36 };

const HARDWARE_RECEIPT: ReceiptText = {
  lines: [
    { left: 'OAK HILL HARDWARE', size: 30, bold: true },
    { left: '88 Mill Road, Dayton' },
    { left: 'Date: 07/22/2025   16:05' },
    { left: '' },
    { left: '1 x Claw Hammer', right: '21.99' },
    { left: '2 x Wood Glue', right: '11.00' },
    { left: 'TOTAL', right: '32.99', bold: true },
  ],
};

let cafeJpeg: Uint8Array;
let hardwareJpeg: Uint8Array;
beforeAll(async () => {
  cafeJpeg = await renderReceipt(CAFE_RECEIPT);
  hardwareJpeg = await renderReceipt(HARDWARE_RECEIPT);
});
afterAll(closeExtractor);

async function stripsPage(image: Uint8Array, rows: number, cols: number, grey = false): Promise<ScanPage> {
  const { elements, pageHeight } = await tileScan(image, { rows, cols, pageWidth: 300, grey });
  return { width: 300, height: pageHeight, elements };
}

/** The raster of page `index` as pdf.js and our code hand it to the OCR. */
async function pageRaster(
  pdf: Uint8Array,
  index: number,
  signal = new AbortController().signal,
): Promise<Raster> {
  const opened = await openPdf(pdf, signal);
  try {
    const raster = await opened.pageImage(index);
    if (!raster) throw new Error('no raster');
    return raster;
  } finally {
    await opened.close();
  }
}

/** Mean absolute difference per channel value between a raster and an image resized to its size. */
async function difference(raster: Raster, image: Uint8Array): Promise<number> {
  const expected = await sharp(image)
    .resize(raster.width, raster.height, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer();
  let sum = 0;
  for (let i = 0; i < expected.length; i++) sum += Math.abs(expected[i]! - raster.data[i]!);
  return sum / expected.length;
}

describe('scanned PDF pages that are not one picture', () => {
  it('puts six horizontal strips back together as the whole receipt, in order', async () => {
    const pdf = makeScanPdf([await stripsPage(cafeJpeg, 6, 1)]);
    const raster = await pageRaster(pdf, 0);
    const meta = await sharp(cafeJpeg).metadata();
    // Rendered at the strips' own resolution: the receipt's size, not one strip's.
    expect(Math.abs(raster.width - meta.width!)).toBeLessThanOrEqual(2);
    expect(Math.abs(raster.height - meta.height!)).toBeLessThanOrEqual(2);
    // White paper is ~245 of 255 on average; strips out of place or flipped differ by tens.
    expect(await difference(raster, cafeJpeg)).toBeLessThan(6);
  });

  it('reads a receipt scanned as six strips', async () => {
    const pdf = makeScanPdf([await stripsPage(cafeJpeg, 6, 1)]);
    expect(await extractReceipt(pdf)).toMatchObject(CAFE);
  });

  it('reads a greyscale receipt scanned as 3×2 tiles under a short text overlay', async () => {
    const page = await stripsPage(cafeJpeg, 3, 2, true);
    // A scanner's page stamp: a text layer too short to be the receipt, so the page is still OCR'd.
    page.elements.push({ kind: 'text', text: 'Scan 1/1', x: 4, y: 2, size: 6 });
    const pdf = makeScanPdf([page]);
    const opened = await openPdf(pdf, new AbortController().signal);
    expect(opened.pages[0]!.lines).toBeNull();
    await opened.close();
    expect(await extractReceipt(pdf)).toMatchObject(CAFE);
  });

  it('reads a black-and-white scan stored as a stencil mask with a vector rule over it', async () => {
    const mask = await toMaskBits(cafeJpeg);
    const height = (300 * mask.pixelHeight) / mask.pixelWidth;
    const pdf = makeScanPdf([
      {
        width: 300,
        height,
        elements: [
          { kind: 'mask', ...mask, at: { x: 0, y: 0, width: 300, height } },
          { kind: 'rect', at: { x: 10, y: height - 8, width: 280, height: 1 } },
        ],
      },
    ]);
    expect(await extractReceipt(pdf)).toMatchObject(CAFE);
  });

  it('reads a page drawn only with vector paths (outlined text, no image, no font)', async () => {
    const { element, pageHeight } = await traceAsVectors(hardwareJpeg, 300);
    const pdf = makeScanPdf([{ width: 300, height: pageHeight, elements: [element] }]);
    expect(await extractReceipt(pdf)).toMatchObject({
      company: 'OAK HILL HARDWARE',
      date: '2025-07-22',
      total_price: 32.99,
    });
  });

  it('reads every page of a mixed scan: strips, a vector-only page and one full-page picture', async () => {
    const { element, pageHeight } = await traceAsVectors(hardwareJpeg, 300);
    const meta = await sharp(cafeJpeg).metadata();
    const pdf = makeScanPdf([
      await stripsPage(cafeJpeg, 4, 1),
      { width: 300, height: pageHeight, elements: [element] },
      {
        width: 300,
        height: (300 * meta.height!) / meta.width!,
        elements: [
          {
            kind: 'jpeg',
            jpeg: cafeJpeg,
            pixelWidth: meta.width!,
            pixelHeight: meta.height!,
            at: { x: 0, y: 0, width: 300, height: (300 * meta.height!) / meta.width! },
          },
        ],
      },
    ]);
    const doc = await readText(pdf);
    expect(doc.source).toBe('ocr');
    const pageText = (page: number) =>
      doc.lines
        .filter((l) => l.page === page)
        .map((l) => l.text)
        .join('\n');
    expect(pageText(0)).toMatch(/BLUE FERN CAFE/);
    expect(pageText(0)).toMatch(/18\.36/);
    expect(pageText(1)).toMatch(/OAK HILL\s+HARDWARE/);
    expect(pageText(1)).toMatch(/32\.99/);
    expect(pageText(2)).toMatch(/18\.36/);
  });

  it('gives a single full-page picture its own pixels, as before', async () => {
    const meta = await sharp(cafeJpeg).metadata();
    const height = (300 * meta.height!) / meta.width!;
    const pdf = makeScanPdf([
      {
        width: 300,
        height,
        elements: [
          {
            kind: 'jpeg',
            jpeg: cafeJpeg,
            pixelWidth: meta.width!,
            pixelHeight: meta.height!,
            at: { x: 0, y: 0, width: 300, height },
          },
        ],
      },
    ]);
    const raster = await pageRaster(pdf, 0);
    expect([raster.width, raster.height]).toEqual([meta.width, meta.height]);
    expect(await difference(raster, cafeJpeg)).toBeLessThan(3);
  });

  it('reads a stamp typed beside a one-picture scan along with the scan', async () => {
    const meta = await sharp(cafeJpeg).metadata();
    const height = (300 * meta.height!) / meta.width!;
    const pdf = makeScanPdf([
      {
        width: 300,
        height: height + 40,
        elements: [
          {
            kind: 'jpeg',
            jpeg: cafeJpeg,
            pixelWidth: meta.width!,
            pixelHeight: meta.height!,
            at: { x: 0, y: 0, width: 300, height },
          },
          // Eight characters: too few for a text layer, so the page is OCR'd, stamp included.
          { kind: 'text', text: 'PAID 4/1', x: 20, y: height + 10, size: 16 },
        ],
      },
    ]);
    const doc = await readText(pdf);
    const text = doc.lines.map((l) => l.text).join('\n');
    expect(text).toMatch(/PAID/);
    expect(text).toMatch(/18\.36/);
  });

  it('stops preparing pages once the time budget is spent', async () => {
    const pdf = makeScanPdf([await stripsPage(cafeJpeg, 6, 1)]);
    const controller = new AbortController();
    const opened = await openPdf(pdf, controller.signal);
    controller.abort();
    const error = await opened.pageImage(0).catch((e: unknown) => e);
    expect(isExtractError(error) && error.code).toBe('TIMEOUT');
    await opened.close();
  });
});
