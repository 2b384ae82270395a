import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ImageKind } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { ExtractError, LIMITS } from '../errors';
import { OCR_LONG_SIDE } from '../image/prepare';
import type { Raster } from '../ocr/raster';
import { area, type Box, type PdfJsImage, type PlacedImage, pageContent, union } from './page-content';
import { canRender, renderRegion } from './render-page';

/** Pixels per point for images whose size is unknown: a 300 dpi scan. */
const SCAN_DENSITY = 300 / 72;
/** Never render a scan below 144 dpi: text over or beside the pictures stays legible. */
const MIN_SCALE = 2;
/** Vector-only pages at 216 dpi: 10 pt print comes out ~30 px tall, what the detector reads best. */
const VECTOR_SCALE = 3;
/** Margin kept around the painted region, in points, so edge glyphs are not cut. */
const MARGIN = 4;

/**
 * A page without a usable text layer as an image for OCR, long side at most {@link OCR_LONG_SIDE}.
 * A page that is one upright picture with nothing painted outside it (the usual scan) gives that
 * picture's own pixels, scaled by sharp: no resampling through the page geometry, and no drawing.
 * Anything else (strips or tiles, stencil masks, images pdf.js decodes only for drawing, a scan
 * with a stamp or a few words beside it, vector-only pages) is rendered, cropped to what the page
 * paints, at the scan's own resolution where that is known. Null when nothing can be drawn (no canvas and no picture).
 */
export async function scannedPage(
  page: PDFPageProxy,
  textBoxes: Box[],
  signal: AbortSignal,
): Promise<Raster | null> {
  const content = await pageContent(page);
  const base = page.getViewport({ scale: 1 });
  const pageBox: Box = { x0: 0, y0: 0, x1: base.width, y1: base.height };
  let painted = content.painted;
  for (const box of textBoxes) painted = painted ? union(painted, box) : box;
  const onPage = painted && intersect(painted, pageBox);

  const only = content.images.length === 1 && !content.unplaced ? content.images[0]! : null;
  if (only && !only.mask && only.upright && onPage && contains(grow(only.box, MARGIN), onPage)) {
    const raster = await embeddedImage(page, only, signal);
    if (raster) return raster;
  }
  const pictures = content.images.filter((i) => !i.mask).sort((a, b) => area(b.box) - area(a.box));
  // Without a canvas, or when pdf.js cannot draw the page, the largest picture is the best left.
  const largestPicture = () => (pictures[0] ? embeddedImage(page, pictures[0], signal) : null);
  if (!canRender()) return largestPicture();
  const region =
    content.unplaced || !onPage || area(onPage) < 1
      ? pageBox
      : (intersect(grow(onPage, MARGIN), pageBox) ?? pageBox);
  const longSide = Math.max(region.x1 - region.x0, region.y1 - region.y0);
  const main = pictures[0] ?? [...content.images].sort((a, b) => area(b.box) - area(a.box))[0];
  // Follow the scan's own resolution: more would only add pixels the OCR shrinks again.
  const wanted = main ? Math.max(main.density ?? SCAN_DENSITY, MIN_SCALE) : VECTOR_SCALE;
  const scale = Math.min(wanted, OCR_LONG_SIDE / longSide);
  try {
    return await renderRegion(page, region, scale, signal);
  } catch (error) {
    if (error instanceof ExtractError) throw error;
    return largestPicture();
  }
}

function grow(b: Box, by: number): Box {
  return { x0: b.x0 - by, y0: b.y0 - by, x1: b.x1 + by, y1: b.y1 + by };
}

function contains(outer: Box, inner: Box): boolean {
  return inner.x0 >= outer.x0 && inner.y0 >= outer.y0 && inner.x1 <= outer.x1 && inner.y1 <= outer.y1;
}

function intersect(a: Box, b: Box): Box | null {
  const box = {
    x0: Math.max(a.x0, b.x0),
    y0: Math.max(a.y0, b.y0),
    x1: Math.min(a.x1, b.x1),
    y1: Math.min(a.y1, b.y1),
  };
  return box.x1 > box.x0 && box.y1 > box.y0 ? box : null;
}

/** The decoded pixels pdf.js holds for an image, waiting no longer than the signal allows. */
async function decoded(
  page: PDFPageProxy,
  image: PlacedImage,
  signal: AbortSignal,
): Promise<PdfJsImage | null> {
  const source = image.source;
  if (!source) return null;
  if ('inline' in source) return source.inline;
  // Images shared between pages live in the document's pool, named "g_…" (as pdf.js's own canvas code picks).
  const pool = source.objId.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise<PdfJsImage | null>((resolve, reject) => {
    const onAbort = () => reject(new ExtractError('TIMEOUT'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    pool.get(source.objId, (data: PdfJsImage | null) => {
      signal.removeEventListener('abort', onAbort);
      resolve(data);
    });
  });
}

/** An embedded picture as RGB, long side at most {@link OCR_LONG_SIDE}; null when pdf.js kept no pixels. */
async function embeddedImage(
  page: PDFPageProxy,
  image: PlacedImage,
  signal: AbortSignal,
): Promise<Raster | null> {
  const img = await decoded(page, image, signal);
  if (!img?.data || !img.width || !img.height) return null;
  const { width, height, data } = img;
  if (width * height > LIMITS.maxPixels) throw new ExtractError('TOO_MANY_PIXELS');
  let channels: 1 | 3 | 4;
  let pixels: Uint8Array;
  if (img.kind === ImageKind.GRAYSCALE_1BPP) {
    // Packed bits, rows padded to whole bytes; 1 is white.
    channels = 1;
    pixels = new Uint8Array(width * height);
    const stride = (width + 7) >> 3;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        pixels[y * width + x] = (data[y * stride + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
  } else {
    channels = img.kind === ImageKind.RGBA_32BPP ? 4 : 3;
    if (data.byteLength !== width * height * channels) return null;
    pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  }
  const out = await sharp(pixels, { raw: { width, height, channels } })
    .resize({ width: OCR_LONG_SIDE, height: OCR_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    // Transparent parts (a soft mask) show the white page beneath, as in a rendering.
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(out.data.buffer, out.data.byteOffset, out.data.byteLength),
    width: out.info.width,
    height: out.info.height,
  };
}
