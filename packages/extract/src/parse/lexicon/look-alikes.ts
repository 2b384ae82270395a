/**
 * The letter a printed digit's shape stands for when OCR read a letter as that digit ("CA5H",
 * "R0UNDING", "APR1L", "8ALANCE", "G5T", "CHAN6", "2ONE"). Callers narrow it to the digits their
 * family allows (a 1 is an I in a month word, an I or an L in a label). Provenance: the
 * confusions seen in the dev set's OCR lines and the noise bench's classes (bench/src/lib/ocr-noise.ts).
 */
export const LETTER_OF_DIGIT: Readonly<Record<string, string>> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '5': 'S',
  '6': 'G',
  '8': 'B',
};

/**
 * Digits a photographed receipt's print is misread as, either way: a stroke lost or added turns 8
 * into 6, 9, 3 or 0, 6 into 5 or 0, 9 into 0, 7 into 1 (the pairs confidence-stress.ts damages totals with).
 */
const LOOK_ALIKE_DIGITS: Record<string, string> = {
  '0': '689',
  '1': '7',
  '3': '8',
  '5': '6',
  '6': '058',
  '7': '1',
  '8': '0369',
  '9': '08',
};

/** Every amount one look-alike digit away from `cents` ("29.30" → "28.30", "20.30", …). */
export function lookAlikes(cents: number): number[] {
  const digits = String(cents);
  const out: number[] = [];
  for (let i = 0; i < digits.length; i++) {
    for (const d of LOOK_ALIKE_DIGITS[digits[i]!] ?? '') {
      if (i === 0 && d === '0') continue;
      out.push(Number(digits.slice(0, i) + d + digits.slice(i + 1)));
    }
  }
  return out;
}
