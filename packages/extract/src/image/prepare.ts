import sharp from 'sharp';
import type { Raster } from '../ocr/raster';

/** Long side the OCR works at: receipts' small print stays legible, and memory stays bounded. */
export const OCR_LONG_SIDE = 2000;
/**
 * Small images (low-resolution scans, thumbnails) are enlarged to this long side: the detector
 * misses text only a few pixels high, and sharp's Lanczos upscaling reads better than bilinear.
 */
export const OCR_MIN_LONG_SIDE = Number(process.env.TMP_MIN_SIDE ?? 1280);
/** Decompression-bomb guard: more pixels than a 50-megapixel photo are refused before decoding. */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Decodes an image for OCR: EXIF orientation applied, alpha flattened on white, scaled so the long
 * side is between {@link OCR_MIN_LONG_SIDE} and {@link OCR_LONG_SIDE}, as 8-bit RGB.
 */
export async function prepareImage(input: Uint8Array, options: { longSide?: number } = {}): Promise<Raster> {
  const maxSide = options.longSide ?? OCR_LONG_SIDE;
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const { width = 0, height = 0 } = await image.metadata();
  const current = Math.max(width, height);
  const longSide = current < OCR_MIN_LONG_SIDE ? Math.min(OCR_MIN_LONG_SIDE, current * 4) : maxSide;
  const { data, info } = await image
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: current >= OCR_MIN_LONG_SIDE })
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
