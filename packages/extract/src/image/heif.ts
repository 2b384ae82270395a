import exifReader from 'exif-reader';
import decodeHeic from 'heic-decode';
import sharp from 'sharp';

/** ISO BMFF brands of HEIF still images (iPhones write `heic`; `mif1` is the generic one). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** True for a HEIF/HEIC file: an `ftyp` box whose major or a compatible brand is a HEIF brand. */
export function isHeif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const size = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset).getUint32(0));
  if (HEIF_BRANDS.has(ascii(bytes, 8, 12))) return true;
  for (let at = 16; at + 4 <= size; at += 4) if (HEIF_BRANDS.has(ascii(bytes, at, at + 4))) return true;
  return false;
}

/**
 * Decodes a HEIC/HEIF photo to RGBA and turns it upright. iPhone photos are HEVC-coded, which the
 * libvips inside sharp's prebuilt binaries cannot decode (it ships libheif with AV1 only), so
 * libheif compiled to WebAssembly does it (heic-decode). libheif applies the container's own
 * rotation and mirror (`irot`/`imir`); a file without them may still carry an EXIF orientation
 * (heif-enc copies it from a phone JPEG), which is applied here.
 *
 * @throws when the bytes are not a decodable HEIF image.
 */
export async function decodeHeif(
  bytes: Uint8Array,
  maxPixels: number,
): Promise<{ data: Uint8Array; width: number; height: number }> {
  // The container states the size; a decompression bomb is refused before any pixel is decoded.
  const meta = await sharp(bytes).metadata();
  if ((meta.width ?? 0) * (meta.height ?? 0) > maxPixels) throw new Error('Input image exceeds pixel limit');
  const image = await decodeHeic({ buffer: bytes });
  let pixels = sharp(new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
  const orientation = hasContainerTransform(bytes) ? 1 : exifOrientation(meta.exif);
  const turn = ORIENTATION_TURN[orientation] ?? { angle: 0 };
  if (turn.angle) {
    const turned = await pixels.rotate(turn.angle).raw().toBuffer({ resolveWithObject: true });
    pixels = sharp(turned.data, {
      raw: { width: turned.info.width, height: turned.info.height, channels: 4 },
    });
  }
  if (turn.mirror === 'flop') pixels = pixels.flop();
  if (turn.mirror === 'flip') pixels = pixels.flip();
  const { data, info } = await pixels.raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}

/** EXIF orientation → clockwise turn, then mirror, that shows the picture upright (CIPA DC-008). */
const ORIENTATION_TURN: Record<number, { angle: number; mirror?: 'flip' | 'flop' }> = {
  2: { angle: 0, mirror: 'flop' },
  3: { angle: 180 },
  4: { angle: 0, mirror: 'flip' },
  5: { angle: 90, mirror: 'flop' },
  6: { angle: 90 },
  7: { angle: 90, mirror: 'flip' },
  8: { angle: 270 },
};

function exifOrientation(exif: Buffer | undefined): number {
  if (!exif) return 1;
  try {
    return exifReader(exif).Image?.Orientation ?? 1;
  } catch {
    return 1;
  }
}

/** An `irot` or `imir` property in the meta box: libheif has already turned the picture. */
function hasContainerTransform(bytes: Uint8Array): boolean {
  const head = ascii(bytes, 0, Math.min(bytes.length, 64 * 1024));
  return head.includes('irot') || head.includes('imir');
}
