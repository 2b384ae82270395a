import { createRequire } from 'node:module';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ExtractError, LIMITS } from '../errors';
import type { Raster } from '../ocr/raster';
import type { Box } from './page-content';

/**
 * The part of @napi-rs/canvas used here. It is pdf.js's optional dependency, not ours: listing it
 * too would install a second copy (see loadCanvas), so its types are not importable from here.
 */
interface CanvasModule {
  createCanvas(
    width: number,
    height: number,
  ): {
    getContext(kind: '2d'): {
      getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
    };
  };
}

let canvasModule: CanvasModule | null | undefined;

/**
 * @napi-rs/canvas exactly as pdf.js loads it. pdf.js draws images through its own scratch canvases
 * and Path2D objects from the copy it resolves; a second copy in the process (another version, or
 * the same version installed at another path) is a different native library, and handing one's
 * objects to the other crashed the process with a double free (1.0.9 beside pdf.js's 0.1.x) or
 * fails with "Value is none of these types". Null when the native package is missing.
 */
function loadCanvas(): CanvasModule | null {
  if (canvasModule === undefined) {
    try {
      const fromPdfJs = createRequire(
        createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.mjs'),
      );
      canvasModule = fromPdfJs('@napi-rs/canvas') as CanvasModule;
    } catch {
      canvasModule = null;
    }
  }
  return canvasModule;
}

export function canRender(): boolean {
  return loadCanvas() !== null;
}

/**
 * Renders `region` of the page (scale-1 viewport points) at `scale` pixels per point onto white, as
 * RGB. The render is cancelled when the signal aborts, so a heavy page does not keep the thread.
 */
export async function renderRegion(
  page: PDFPageProxy,
  region: Box,
  scale: number,
  signal: AbortSignal,
): Promise<Raster> {
  const canvasLib = loadCanvas();
  if (!canvasLib) throw new Error('@napi-rs/canvas is not available');
  const width = Math.max(1, Math.ceil((region.x1 - region.x0) * scale));
  const height = Math.max(1, Math.ceil((region.y1 - region.y0) * scale));
  if (!Number.isFinite(width * height) || width * height > LIMITS.maxPixels)
    throw new ExtractError('TOO_MANY_PIXELS');
  const viewport = page.getViewport({ scale, offsetX: -region.x0 * scale, offsetY: -region.y0 * scale });
  const canvas = canvasLib.createCanvas(width, height);
  // pdf.js types the canvas as the DOM's; @napi-rs/canvas is its Node stand-in.
  const params = { canvas, viewport, background: '#ffffff' } as unknown as Parameters<
    PDFPageProxy['render']
  >[0];
  const task = page.render(params);
  const onAbort = () => task.cancel();
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    await task.promise;
  } catch (error) {
    if (signal.aborted) throw new ExtractError('TIMEOUT', { cause: error });
    throw error;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
  const rgba = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const rgb = new Uint8Array(width * height * 3);
  for (let p = 0, q = 0; p < rgba.length; p += 4, q += 3) {
    rgb[q] = rgba[p]!;
    rgb[q + 1] = rgba[p + 1]!;
    rgb[q + 2] = rgba[p + 2]!;
  }
  return { data: rgb, width, height };
}
