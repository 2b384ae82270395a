/**
 * Upper-case without accents, as the lexicons are written: "Łączna" → "LACZNA", "prélevé" →
 * "PRELEVE", "Fälligkeit" → "FALLIGKEIT". Letters that do not decompose (Ł, Ø, ß) are spelled out.
 */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[Łł]/g, 'L')
    .replace(/[Øø]/g, 'O')
    .replace(/ß/g, 'SS')
    .toUpperCase();
}

/**
 * `fold(text)` with, for each folded position, the position in `text` it came from (one more entry
 * for the end), since folding changes lengths: "ß" becomes "SS", a combining accent disappears.
 */
export function foldWithOffsets(text: string): { folded: string; from: number[] } {
  let folded = '';
  const from: number[] = [];
  let at = 0;
  for (const ch of text) {
    const f = fold(ch);
    for (let k = 0; k < f.length; k++) from.push(at);
    folded += f;
    at += ch.length;
  }
  from.push(text.length);
  return { folded, from };
}

/** The part of `text` that folds to `fold(text).slice(start, end)`. */
export function originalSlice(text: string, start: number, end?: number): string {
  const { folded, from } = foldWithOffsets(text);
  const to = Math.min(end ?? folded.length, folded.length);
  return text.slice(from[Math.min(start, folded.length)], from[to]);
}
