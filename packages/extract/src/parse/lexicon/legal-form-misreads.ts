/**
 * Legal-form words as OCR misreads them on receipts. Source: the company-law suffixes of the
 * countries in the dev set (Malaysia's "Sdn. Bhd." — Companies Act 2016 s.28 — and "Berhad";
 * "Co." elsewhere), crossed with the recognizer's look-alike glyph pairs measured on the SROIE
 * tuning receipts (D↔O/I/U/L, B↔8/E, S↔5, O↔0): "SON BHD", "SIN BHD", "5dn Bhd", "SUN BHO",
 * "SDN EHD", "Sdn.Rhd", "SLII BHD"; and the pairs any Latin-script recognizer confuses on worn
 * thermal print (N↔M, H↔II, B↔3, D↔P), also for the "(M)" (Malaysia) before the form. A lone
 * "8HD" or "C0." is read back by the OCR's lexicon decoder (src/ocr/lexicon-decode.ts) when the
 * pixels allow the letter; the pair stays here because its misreads are often ones the pixels do
 * not allow ("EHU", "SLII", glued "SDNHHU").
 */

/**
 * "Sdn" read with a look-alike for any one letter (N as M or H), or its D broken into two strokes
 * ("SLII", its strokes also read as ones: "SL11"; and a small d read as "cl": "Scln").
 */
const SDN = `(?:[S5](?:[DOIUL0]|CL)[NHM]|S[DOIL][I1]{2})`;
/**
 * "Bhd" read with a look-alike for the B (R: its lower bowl lost; 3: its stem), the H (N, or two
 * strokes "II") or the D (P: its bowl closed high; "cl": a small d split). Only after an "Sdn", so
 * "BHP" alone stays.
 */
const BHD = `(?:[B8EHR3](?:[HN]|II)(?:[DOU0I1P]|CL))`;

/** A misread "Sdn Bhd" (either word or both), or a well-read one: written back in capitals. */
export const MISREAD_SDN_BHD = new RegExp(
  String.raw`(?<![A-Z0-9])${SDN}(\.?)(\s*)${BHD}(?![A-Z0-9])(\.?)`,
  'gi',
);

/**
 * "(M)" (for Malaysia) before "Sdn Bhd" or "Bhd", with the M read as a look-alike (N, H, W, "IM",
 * "MI") or one bracket lost or read as I: "MAJU (N) SDN BHD", "MAJU M) SDN BHD", "MAJU IM) SDN
 * BHD". Other letters in brackets there ("(B)" for Brunei, "(S)") are left alone.
 */
const MISREAD_M = /(?<=\s|^)(?:\((?:N|H|W|IM|MI|M)\)?|[(I]?M\))(?=\s*(?:SDN|BHD|BERHAD)\b)/g;

/**
 * "MAJU HOUSESDNBHD", "MAJU HOUSESDN BHD862725-U", "MAJU RAILSLIIBHD", "MAJU HOUSESDN BHU": the
 * form glued to the name (and to the registration number after it) where OCR lost the spaces,
 * its "Bhd" read with any look-alike. "Sdn" well read or with its D broken into strokes ("SLII",
 * "SLN", "Scln"), never with a vowel look-alike: "SON" or "SUN" glued is a word's end ("JOHNSON BHD").
 */
const GLUED_SDN_BHD = new RegExp(
  String.raw`(?<=[A-Z]{3})(?:SDN|S(?:L|CL)N|S[DL]II)(\.?)\s*${BHD}(\.?)(?=\d|[^A-Z0-9]|$)`,
  'gi',
);

/**
 * "MAJU TRADERSS/B", "MAJU RETAILSB(123456-X)": the short form of "Sdn Bhd" glued to the name.
 * The slash marks it; without the slash, only before the company number that follows a legal name.
 */
const GLUED_SB = /(?<=[A-Z]{2})(S\/B|SB(?=\s*\(\s*[A-Z]{0,3}\d{4,}))(?![A-Z0-9])/gi;

/**
 * "S/B" (Sdn Bhd) with its S read as 5 or its B as 8 ("MAJU 5/B", "MAJU S/8"), and "SB" so misread
 * at the end of a name or before its company number ("MAJU 5B (123456-X)"). Digits do not spell
 * words, so a look-alike digit there is the form; but after a word that numbers a place ("STALL 5B",
 * "LOT 5B", "UNIT 5B") a "5B" is that place's number.
 */
const MISREAD_SB_SLASH = /(?<![A-Z0-9])(?:5\s?\/\s?[B8]|S\s?\/\s?8)(?![A-Z0-9])/gi;
const PLACE_NUMBER_WORD =
  /\b(?:STALL|LOT|UNIT|NO|BLOCK|BLK|BLOK|LEVEL|LVL|SHOP|GERAI|KIOSK|TABLE|GATE|ROOM|SUITE|FLOOR|TINGKAT|BAY|PLOT)\.?/;
const MISREAD_SB = new RegExp(
  String.raw`(?<=[A-Z]{3}\s)(?<!${PLACE_NUMBER_WORD.source}\s)(?:5[B8]|S8)(?=\s*(?:\(|$))`,
  'gi',
);
/** A lone "Bhd" (Berhad) after a name with its B read as 8 or its D as 0: "MAJU RAYA 8HD". */
const MISREAD_LONE_BHD = /(?<=[A-Z]{2}\.?\s)(?:8H[DO0]|BH0)(?![A-Z0-9])/gi;

/**
 * "MAJU SDN BH", "Maju Sdn. B", "MAJU BERHA": the form's last letters cut off where the text box
 * ends, at the end of the name only (a box clips its ends, not its middle). "Sdn" alone is kept:
 * an owner's name may end in it. A clipped form is one damage already, so its "Sdn" must be read
 * well (or its D broken into strokes): with a vowel look-alike as well it is a word of the name,
 * "DIM SUM B", "KAFE SUN B" (a "Bar" or "Bakery" clipped).
 */
const CLIPPED_FORM = /(?<![A-Z0-9])(?:([S5]DN|S(?:L|CL)N|S[DL]II)(\.?)(\s*)BH?|BERHA?)\.?\s*$/i;

/** Reads back the legal-form words of a name that OCR misread. */
export function repairLegalForms(name: string): string {
  return name
    .replace(CLIPPED_FORM, (_m, sdn: string | undefined, dot: string, space: string) =>
      sdn === undefined ? 'BERHAD' : `SDN${dot}${space || ' '}BHD`,
    )
    .replace(GLUED_SDN_BHD, (_m, dot1: string, dot2: string, at: number, whole: string) => {
      const after = whole.charAt(at + _m.length);
      return ` SDN${dot1} BHD${dot2}${/\d/.test(after) ? ' ' : ''}`;
    })
    .replace(GLUED_SB, (form: string) => ` ${form.toUpperCase()}`)
    .replace(
      MISREAD_SDN_BHD,
      (_m, dot1: string, space: string, dot2: string) => `SDN${dot1}${space || ' '}BHD${dot2}`,
    )
    .replace(MISREAD_M, '(M)')
    .replace(MISREAD_SB_SLASH, 'S/B')
    .replace(MISREAD_SB, 'SB')
    .replace(MISREAD_LONE_BHD, 'BHD');
}
