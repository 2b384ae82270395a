/**
 * Legal-form words as OCR misreads them on receipts. Source: the company-law suffixes of the
 * countries in the dev set (Malaysia's "Sdn. Bhd." — Companies Act 2016 s.28 — and "Berhad";
 * "Co." elsewhere), crossed with the recognizer's look-alike glyph pairs measured on the SROIE
 * tuning receipts (D↔O/I/U/L, B↔8/E, S↔5, O↔0): "SON BHD", "SIN BHD", "5dn Bhd", "SUN BHO",
 * "SDN EHD", "Sdn.Rhd", "SLII BHD". A lone "8HD" or "C0." is read back by the OCR's lexicon decoder
 * (src/ocr/lexicon-decode.ts) when the pixels allow the letter; the pair stays here because its
 * misreads are often ones the pixels do not allow ("EHU", "SLII", glued "SDNHHU").
 */

/** "Sdn" read with a look-alike for any one letter, or its D broken into two strokes ("SLII"). */
const SDN = `(?:[S5][DOIUL0][NH]|S[DOI]II|SLII)`;
/** "Bhd" read with a look-alike for the B (R: its lower bowl lost) or the D. */
const BHD = `(?:[B8EHR][HN][DOU0I1])`;

/** A misread "Sdn Bhd" (either word or both), or a well-read one: written back in capitals. */
export const MISREAD_SDN_BHD = new RegExp(
  String.raw`(?<![A-Z0-9])${SDN}(\.?)(\s*)${BHD}(?![A-Z0-9])(\.?)`,
  'gi',
);

/** Reads back the legal-form words of a name that OCR misread. */
export function repairLegalForms(name: string): string {
  return name.replace(
    MISREAD_SDN_BHD,
    (_m, dot1: string, space: string, dot2: string) => `SDN${dot1}${space || ' '}BHD${dot2}`,
  );
}
