import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { detectKind } from '../src/detect-kind';
import { isHeif } from '../src/image/heif';
import { prepareImage } from '../src/image/prepare';
import { closeExtractor, configureExtractor, extractReceipt } from '../src/index';

configureExtractor({ ocrThreads: 1 });
afterAll(closeExtractor);

// Made with libheif's heif-enc (Debian libheif-examples 1.15) from the CAFE_RECEIPT rendering
// (test/support/synthetic-image.ts, 640×568): its pixels stored turned 90° anticlockwise with
// EXIF orientation 6, as a phone writes a photo held sideways; HEVC-coded, no irot box.
const HEIC = new URL('./fixtures/cafe-receipt-exif6.heic', import.meta.url);

describe('HEIC/HEIF photos', () => {
  it('are recognised from their bytes as HEIF', async () => {
    const bytes = new Uint8Array(await readFile(HEIC));
    expect(isHeif(bytes)).toBe(true);
    expect(await detectKind(bytes)).toBe('heif');
  });

  it('are decoded upright: the EXIF orientation is honoured', async () => {
    const raster = await prepareImage(new Uint8Array(await readFile(HEIC)));
    expect({ width: raster.width, height: raster.height }).toEqual({ width: 640, height: 568 });
  });

  it('are read like any photo: total, date and merchant', async () => {
    const receipt = await extractReceipt(new Uint8Array(await readFile(HEIC)));
    expect(receipt.total_price).toBe(18.36);
    expect(receipt.date).toBe('2025-03-14');
    expect(receipt.company).toBe('BLUE FERN CAFE');
  });

  it('that are truncated fail as a corrupt file, not a crash', async () => {
    const bytes = new Uint8Array(await readFile(HEIC)).subarray(0, 4000);
    await expect(extractReceipt(bytes)).rejects.toMatchObject({ code: 'CORRUPT_FILE' });
  });
});
