import { SENDER_BRANDS } from '../lexicon/mail-domains';
import { compactOf } from '../text';

/**
 * A glyph the PDF's font maps to no character: pdf.js hands it over as U+0000, U+FFFD or a
 * private-use code point. Ligatures are the usual case ("fi", "fl", "ff", "ffi", "fy", "st"), so
 * one such glyph stands for one to three letters.
 */
// Built from a string: a control character in a regex literal reads as a mistake.
const GLYPHS = '[\\u0000\\uFFFD\\uE000-\\uF8FF]';
const UNMAPPED = new RegExp(GLYPHS, 'u');
const UNMAPPED_ALL = new RegExp(GLYPHS, 'gu');

export function hasUnmappedGlyph(text: string): boolean {
  return UNMAPPED.test(text);
}

/**
 * A name with unmapped glyphs, its letters filled in from one of `spellings` (the document's own
 * domain names, the mail sender's brand) or a known brand that fits with each glyph standing for
 * one to three letters ("Net\u0000ix" → "Netflix"); else the name with those glyphs left out.
 */
export function repairUnmappedGlyphs(name: string, spellings: string[]): string {
  if (!hasUnmappedGlyph(name)) return name;
  const pattern = new RegExp(
    `^${name
      .split(UNMAPPED_ALL)
      .map((piece) => compactOf(piece))
      .join('([A-Z]{1,3})')}$`,
  );
  for (const spelling of [...spellings, ...Object.values(SENDER_BRANDS)]) {
    const m = pattern.exec(compactOf(spelling));
    if (!m) continue;
    // The printed name keeps its words and capitals; each glyph becomes the letters it stood for.
    let k = 1;
    return name.replace(UNMAPPED_ALL, (_g, at: number) => {
      const letters = m[k++] ?? '';
      return /\p{Ll}/u.test(name.charAt(at - 1)) ? letters.toLowerCase() : letters;
    });
  }
  return name.replace(UNMAPPED_ALL, '').replace(/\s+/g, ' ').trim();
}
