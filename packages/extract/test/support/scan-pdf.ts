/**
 * Test-only PDF writer for scanned layouts that test/support/minimal-pdf cannot express: a page
 * built from several image strips or tiles, a 1-bit stencil mask, a scan under a sparse text
 * overlay, and vector drawing. Coordinates are in points from the page's top-left corner.
 */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { escapeText, PdfObjects } from './minimal-pdf';

export interface PlacedRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type ScanElement =
  /** A JPEG XObject (DCTDecode), drawn into `at`. */
  | {
      kind: 'jpeg';
      jpeg: Uint8Array;
      pixelWidth: number;
      pixelHeight: number;
      grey?: boolean;
      at: PlacedRect;
    }
  /** A 1-bit stencil /ImageMask, painted black where a bit is 0; Flate-compressed. */
  | { kind: 'mask'; bits: Uint8Array; pixelWidth: number; pixelHeight: number; at: PlacedRect }
  | { kind: 'text'; text: string; x: number; y: number; size?: number }
  /** A filled rectangle: a rule, a box, a logo. */
  | { kind: 'rect'; at: PlacedRect; grey?: number }
  /** Many rectangles filled black as one path: text drawn as outlines, no font and no image. */
  | { kind: 'rects'; rects: PlacedRect[] };

export interface ScanPage {
  width: number;
  height: number;
  elements: ScanElement[];
}

export function makeScanPdf(pages: ScanPage[]): Uint8Array {
  const pdf = new PdfObjects();
  const add = pdf.add.bind(pdf);
  const pagesObj = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const page of pages) {
    const ops: string[] = [];
    const xobjects: string[] = [];
    const place = (r: PlacedRect) => `${r.width} 0 0 ${r.height} ${r.x} ${page.height - r.y - r.height} cm`;
    for (const el of page.elements) {
      if (el.kind === 'jpeg') {
        const id = add(
          `<< /Type /XObject /Subtype /Image /Width ${el.pixelWidth} /Height ${el.pixelHeight} /ColorSpace /${el.grey ? 'DeviceGray' : 'DeviceRGB'} /BitsPerComponent 8 /Filter /DCTDecode /Length ${el.jpeg.byteLength} >>\nstream\n`,
          el.jpeg,
          '\nendstream',
        );
        xobjects.push(`/Im${id} ${id} 0 R`);
        ops.push(`q ${place(el.at)} /Im${id} Do Q`);
      } else if (el.kind === 'mask') {
        const data = deflateSync(el.bits);
        const id = add(
          `<< /Type /XObject /Subtype /Image /Width ${el.pixelWidth} /Height ${el.pixelHeight} /ImageMask true /BitsPerComponent 1 /Filter /FlateDecode /Length ${data.byteLength} >>\nstream\n`,
          new Uint8Array(data),
          '\nendstream',
        );
        xobjects.push(`/Im${id} ${id} 0 R`);
        ops.push(`q 0 g ${place(el.at)} /Im${id} Do Q`);
      } else if (el.kind === 'text') {
        const size = el.size ?? 10;
        ops.push(`BT /F1 ${size} Tf ${el.x} ${page.height - el.y - size} Td (${escapeText(el.text)}) Tj ET`);
      } else if (el.kind === 'rects') {
        const path = el.rects.map((r) => `${r.x} ${page.height - r.y - r.height} ${r.width} ${r.height} re`);
        ops.push(`q 0 g ${path.join(' ')} f Q`);
      } else {
        const { x, y, width, height } = el.at;
        ops.push(`q ${el.grey ?? 0} g ${x} ${page.height - y - height} ${width} ${height} re f Q`);
      }
    }
    const content = ops.join('\n');
    const stream = add(
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Resources << /Font << /F1 ${font} 0 R >> /XObject << ${xobjects.join(' ')} >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  return pdf.toBytes(pdf.pageTree(pagesObj, kids));
}

/**
 * Cuts an encoded receipt image into `rows`×`cols` JPEG pieces placed edge to edge over a page of
 * `pageWidth` points, as scanners and "print to PDF" drivers write large scans.
 */
export async function tileScan(
  image: Uint8Array,
  options: { rows: number; cols: number; pageWidth: number; grey?: boolean },
): Promise<{ elements: ScanElement[]; pageHeight: number }> {
  const meta = await sharp(image).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const scale = options.pageWidth / width;
  const elements: ScanElement[] = [];
  for (let r = 0; r < options.rows; r++) {
    const top = Math.round((r * height) / options.rows);
    const bottom = Math.round(((r + 1) * height) / options.rows);
    for (let c = 0; c < options.cols; c++) {
      const left = Math.round((c * width) / options.cols);
      const right = Math.round(((c + 1) * width) / options.cols);
      let piece = sharp(image).extract({ left, top, width: right - left, height: bottom - top });
      if (options.grey) piece = piece.greyscale();
      const jpeg = new Uint8Array(await piece.jpeg({ quality: 90 }).toBuffer());
      elements.push({
        kind: 'jpeg',
        jpeg,
        pixelWidth: right - left,
        pixelHeight: bottom - top,
        grey: options.grey,
        at: {
          x: left * scale,
          y: top * scale,
          width: (right - left) * scale,
          height: (bottom - top) * scale,
        },
      });
    }
  }
  return { elements, pageHeight: height * scale };
}

/** Packs a greyscale image into 1-bit rows (0 = ink) for a stencil /ImageMask (default /Decode: a 0 bit is painted). */
export async function toMaskBits(
  image: Uint8Array,
): Promise<{ bits: Uint8Array; pixelWidth: number; pixelHeight: number }> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  const stride = (info.width + 7) >> 3;
  const bits = new Uint8Array(stride * info.height);
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if (data[y * info.width + x]! >= 128) bits[y * stride + (x >> 3)]! |= 0x80 >> (x & 7);
  return { bits, pixelWidth: info.width, pixelHeight: info.height };
}

/**
 * Traces the dark pixels of an image as one rectangle per horizontal run, scaled to `pageWidth`
 * points: the page shows the receipt with no image and no text layer, as outlined-text PDFs do.
 */
export async function traceAsVectors(
  image: Uint8Array,
  pageWidth: number,
): Promise<{ element: ScanElement; pageHeight: number }> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  const scale = pageWidth / info.width;
  const round = (v: number) => Math.round(v * 1000) / 1000;
  const rects: PlacedRect[] = [];
  for (let y = 0; y < info.height; y++) {
    let start = -1;
    for (let x = 0; x <= info.width; x++) {
      const dark = x < info.width && data[y * info.width + x]! < 128;
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        rects.push({
          x: round(start * scale),
          y: round(y * scale),
          width: round((x - start) * scale),
          height: round(scale),
        });
        start = -1;
      }
    }
  }
  return { element: { kind: 'rects', rects }, pageHeight: info.height * scale };
}
