import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { OPS, Util } from 'pdfjs-dist/legacy/build/pdf.mjs';

type Matrix = [number, number, number, number, number, number];

/** An axis-aligned box in page points (scale-1 viewport space: top-left origin, page rotation applied). */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface PlacedImage {
  /** pdf.js object id of an image XObject, or the decoded data of an inline image. */
  source: { objId: string } | { inline: PdfJsImage } | null;
  /** Stencil masks are painted in the fill colour; they cannot be read as pictures by themselves. */
  mask: boolean;
  box: Box;
  /** Pixels per point the image was drawn at, when its pixel size is known. */
  density: number | null;
  /** Drawn without rotation or mirroring, so its pixels read the same as the rendered page. */
  upright: boolean;
}

export interface PdfJsImage {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray;
}

export interface PageContent {
  images: PlacedImage[];
  /** Union of everything painted that could be placed: images and vector paths. */
  painted: Box | null;
  /** An image op whose placement is not tracked here (grouped masks, inline image groups). */
  unplaced: boolean;
}

/**
 * Where a page paints its images and paths, from pdf.js's operator list with the transformation
 * matrix followed through save/restore, forms and groups. Nothing is decoded or drawn here.
 */
export async function pageContent(page: PDFPageProxy): Promise<PageContent> {
  const toViewport = page.getViewport({ scale: 1 }).transform as Matrix;
  const ops = await page.getOperatorList();
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const images: PlacedImage[] = [];
  let painted: Box | null = null;
  let unplaced = false;
  const boxOf = (m: Matrix, rect: [number, number, number, number]): Box => {
    const full = Util.transform(toViewport, m) as Matrix;
    const [x0, y0, x1, y1] = rect;
    const xs: number[] = [];
    const ys: number[] = [];
    for (const [x, y] of [
      [x0, y0],
      [x1, y0],
      [x0, y1],
      [x1, y1],
    ] as const) {
      xs.push(full[0] * x + full[2] * y + full[4]);
      ys.push(full[1] * x + full[3] * y + full[5]);
    }
    return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
  };
  const paint = (box: Box) => {
    if (![box.x0, box.y0, box.x1, box.y1].every(Number.isFinite)) return;
    painted = painted ? union(painted, box) : box;
  };
  const place = (
    m: Matrix,
    source: PlacedImage['source'],
    mask: boolean,
    size?: { width: number; height: number },
  ) => {
    const box = boxOf(m, [0, 0, 1, 1]);
    const drawn = (box.x1 - box.x0) * (box.y1 - box.y0);
    const density = size && drawn > 0 ? Math.sqrt((size.width * size.height) / drawn) : null;
    // Image space has its first row at the top of the unit square; upright means it stays on top.
    const [a, b, c, d] = Util.transform(toViewport, m) as Matrix;
    const tilt = 1e-3 * (Math.abs(a) + Math.abs(d));
    const upright = a > 0 && d < 0 && Math.abs(b) <= tilt && Math.abs(c) <= tilt;
    images.push({ source, mask, box, density, upright });
    paint(box);
  };
  for (let i = 0; i < ops.fnArray.length; i++) {
    const op = ops.fnArray[i]!;
    const args = ops.argsArray[i] as unknown[] | null;
    switch (op) {
      case OPS.save:
        stack.push(ctm);
        break;
      case OPS.restore:
      case OPS.paintFormXObjectEnd:
      case OPS.endGroup:
        ctm = stack.pop() ?? ctm;
        break;
      case OPS.transform:
        ctm = Util.transform(ctm, args as Matrix) as Matrix;
        break;
      case OPS.paintFormXObjectBegin: {
        stack.push(ctm);
        const matrix = args?.[0] as Matrix | null;
        if (matrix) ctm = Util.transform(ctm, matrix) as Matrix;
        break;
      }
      case OPS.beginGroup: {
        stack.push(ctm);
        const matrix = (args?.[0] as { matrix?: Matrix | null } | undefined)?.matrix;
        if (matrix) ctm = Util.transform(ctm, matrix) as Matrix;
        break;
      }
      case OPS.constructPath: {
        const minMax = args?.[2] as ArrayLike<number> | null | undefined;
        if (minMax && minMax.length === 4 && minMax[0]! <= minMax[2]!)
          paint(boxOf(ctm, [minMax[0]!, minMax[1]!, minMax[2]!, minMax[3]!]));
        break;
      }
      case OPS.paintImageXObject: {
        const [objId, width, height] = args as [string, number, number];
        place(ctm, { objId }, false, { width, height });
        break;
      }
      case OPS.paintInlineImageXObject: {
        const image = (args as [PdfJsImage])[0];
        place(ctm, { inline: image }, false, image);
        break;
      }
      case OPS.paintImageMaskXObject: {
        const image = (args as [PdfJsImage])[0];
        place(ctm, null, true, image);
        break;
      }
      case OPS.paintSolidColorImageMask:
        place(ctm, null, true);
        break;
      case OPS.paintImageXObjectRepeat:
      case OPS.paintImageMaskXObjectRepeat: {
        // Args: image, then either (scaleX, scaleY, positions) or (scaleX, skewX, skewY, scaleY, positions).
        const a = args as [unknown, ...number[]];
        const positions = a.at(-1) as unknown as ArrayLike<number>;
        const [sx, kx, ky, sy] =
          op === OPS.paintImageXObjectRepeat ? [a[1]!, 0, 0, a[2]!] : [a[1]!, a[2]!, a[3]!, a[4]!];
        for (let p = 0; p + 1 < positions.length; p += 2) {
          const m = Util.transform(ctm, [sx, kx, ky, sy, positions[p]!, positions[p + 1]!]) as Matrix;
          place(m, null, op === OPS.paintImageMaskXObjectRepeat);
        }
        break;
      }
      case OPS.paintImageMaskXObjectGroup:
      case OPS.paintInlineImageXObjectGroup:
        unplaced = true;
        break;
    }
  }
  return { images, painted, unplaced };
}

export function union(a: Box, b: Box): Box {
  return {
    x0: Math.min(a.x0, b.x0),
    y0: Math.min(a.y0, b.y0),
    x1: Math.max(a.x1, b.x1),
    y1: Math.max(a.y1, b.y1),
  };
}

export function area(b: Box): number {
  return Math.max(0, b.x1 - b.x0) * Math.max(0, b.y1 - b.y0);
}
