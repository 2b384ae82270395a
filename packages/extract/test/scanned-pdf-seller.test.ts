import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor, configureExtractor, extractReceipt, readText } from '../src/index';
import { makePdf } from './support/minimal-pdf';
import { renderReceipt } from './support/synthetic-image';

configureExtractor({ ocrThreads: 1 });
afterAll(closeExtractor);

describe('a scanned PDF through OCR', () => {
  it('a restaurant slip scanned to PDF: the brand its web address spells, not the operating company on the top line', async () => {
    const jpeg = await renderReceipt({
      lines: [
        { left: 'Kanalhaus Betriebs GmbH', size: 24, bold: true },
        { left: 'Uferweg 4, 20457 Hamburg' },
        { left: 'www.bistro-moewe.de' },
        { left: 'Datum: 14.03.2025   19:42' },
        { left: '' },
        { left: '2x Bistro Moewe Burger', right: '29,80' },
        { left: '1x Apfelschorle', right: '3,90' },
        { left: 'Gesamt', right: '33,70', bold: true },
        { left: 'Karte', right: '33,70' },
      ],
    });
    const { width, height } = await sharp(jpeg).metadata();
    const pdf = makePdf([{ jpeg, pixelWidth: width!, pixelHeight: height! }], {
      width: 306,
      height: Math.round((306 * height!) / width!),
    });
    const doc = await readText(pdf);
    expect(doc).toMatchObject({ source: 'ocr', scannedPdf: true });
    const r = await extractReceipt(pdf);
    expect(r).toMatchObject({ company: 'Bistro Moewe', date: '2025-03-14', total_price: 33.7 });
  });
});
