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
