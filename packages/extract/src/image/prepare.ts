import sharp, { type Sharp } from 'sharp';
import type { Raster } from '../ocr/raster';
import { decodeHeif, isHeif } from './heif';

/**
 * Long side the OCR works at: receipts' small print stays legible and memory stays bounded. On the
 * dev receipts 3000 px read no more text than 2000, and enlarging small images to 1280 px did not
 * help either, so images are only ever scaled down.
 */
export const OCR_LONG_SIDE = 2000;
/** Decompression-bomb guard: more pixels than a 50-megapixel photo are refused before decoding. */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Decodes an image (JPEG, PNG, WEBP, HEIC/HEIF) for OCR: EXIF orientation applied, alpha flattened
 * on white, scaled so the long side is at most {@link OCR_LONG_SIDE}, as 8-bit RGB.
 */
export async function prepareImage(input: Uint8Array, options: { longSide?: number } = {}): Promise<Raster> {
  const longSide = options.longSide ?? OCR_LONG_SIDE;
  let source: Sharp;
  if (isHeif(input)) {
    const heif = await decodeHeif(input, MAX_INPUT_PIXELS);
    source = sharp(heif.data, { raw: { width: heif.width, height: heif.height, channels: 4 } });
  } else {
    source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  }
  const { data, info } = await source
    .flatten({ background: '#ffffff' })
    .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}
