import type { TextDocument, TextLine } from '../text-document';

/*
 * Kept apart from read-pdf.ts, which only the PDF thread loads: importing pdf.js's legacy build
 * on the main thread would load all of it there and install its core-js polyfills over the
 * process's globals (its JSON.stringify is ~25 times slower than the built-in one).
 */

/** Joins per-page documents into one, pages in order. */
export function joinPages(
  source: TextDocument['source'],
  pages: { lines: TextLine[]; width: number; height: number }[],
): TextDocument {
  return {
    source,
    lines: pages.flatMap((p) => p.lines),
    pageWidth: pages[0]?.width ?? 0,
    pageHeight: pages[0]?.height ?? 0,
  };
}
