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
