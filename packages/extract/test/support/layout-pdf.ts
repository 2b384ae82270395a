import { makePdf, type PdfOptions, type PdfText } from './minimal-pdf';

/** The euro sign in the test font's WinAnsi encoding. */
export const EUR = '\x80';

/**
 * A `pdftotext -layout` text as an A4 PDF: each run of words (split at two or more spaces) is
 * placed at its column, so the columns of the text stand where they stood on the page.
 */
export function layoutPdf(text: string, options: Pick<PdfOptions, 'extendedLatin'> = {}): Uint8Array {
  const lines = text.replace(/^\n/, '').split('\n');
  const width = Math.max(...lines.map((l) => l.trimEnd().length), 1);
  const charWidth = Math.min(5.2, 540 / width);
  const texts: PdfText[] = [];
  lines.forEach((line, i) => {
    for (const m of line.matchAll(/\S+(?: \S+)*/g))
      texts.push({ text: m[0], x: 30 + (m.index ?? 0) * charWidth, y: 30 + i * 11, size: 9 });
  });
  return makePdf([{ texts }], { width: 595, height: 842, ...options });
}
