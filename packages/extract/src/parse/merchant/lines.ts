import { DOCUMENT_TITLE } from '../lexicon/document-words';
import { compactOf, makeRow, type Row } from '../text';
import { cleanName, fixLetterDigits } from './ocr-repair';
import {
  ADDRESS,
  CONTACT,
  GENERIC_WORDS,
  isTitle,
  NOISE,
  REGISTRATION,
  REGISTRATION_ONLY,
  TITLE,
  TOWN_REGION,
} from './patterns';

const STORE_WORD =
  /^(STORE|SHOP|REG|REGISTER|TERMINAL|TERM|UNIT|STATION|BRANCH|OUTLET|LANE|TILL|POS|TRAN|TRANS)\b/;

/** The till a name line ends with ("... REG 3", "... REGISTER #2"), printed by fast-food POS systems. */
const REGISTER_TAIL = /\s+(?:REG|REGISTER)\s*#?\s*\d{1,2}$/i;

/** The name without a store number or till after it ("SPEEDWAY 0006661", "BEST BUY #478", "... REG 3"). */
export function withoutStoreNumber(name: string): string {
  if (STORE_WORD.test(name.toUpperCase())) return name;
  if (/[A-Za-z]{4,}/.test(name) && REGISTER_TAIL.test(name)) return name.replace(REGISTER_TAIL, '');
  if (!/[A-Za-z]{4,}.*\s#?\s?\d{3,}$/.test(name)) return name;
  return name.replace(/\s+#?\s?\d{3,}$/, '');
}

/** Tests on single lines and pairs of lines: name-like, same block, same type. */

export function nameLike(name: string, minLetters = 0.6): boolean {
  const upper = name.toUpperCase();
  const compact = upper.replace(/[^A-Z0-9]/g, '');
  // A store number after the name ("SPEEDWAY 0006661") does not make it a number line; after a
  // word such as STORE or TERMINAL it is the whole line.
  const letters = letterRatio(withoutStoreNumber(name));
  if (compact.length < 2 || letters < minLetters) return false;
  const words = upper.replace(/[^A-Z ]/g, '').trim();
  // Titles in the languages of the dev set ("FACTURA SIMPLIFICADA", "RECHNUNG").
  return !(TITLE.test(words) || isTitle(compact) || DOCUMENT_TITLE.test(words));
}

/** True when `above` reads as the first half of a name continued on `below`. */
export function wrapsInto(above: Row, below: Row): boolean {
  // A line in lower case over one with capitals is a note or signature on the slip, not the name's start.
  const noteOverName = lowerCaseOnly(above.text) && /[A-Z]/.test(below.text);
  return !noteOverName && namePart(above, 0.85) && sameBlock(above, below);
}

/** Letters, all of them small: how a hand or a stamp writes, not how a till prints a name. */
export function lowerCaseOnly(text: string): boolean {
  return !/[A-Z]/.test(text) && /[a-z]{2}/.test(text);
}

/** Two lines set in about the same size, one right under the other. */
export function sameBlock(above: Row, below: Row): boolean {
  const ratio = above.height / below.height;
  return (
    above.page === below.page &&
    below.y - above.y < 1.7 * Math.max(below.height, above.height) &&
    ratio > 0.65 &&
    ratio < 1.55
  );
}

/** A line that can be part of a name: no digits, address, contact or noise words. */
export function namePart(row: Row, minLetters: number, text = row.text): boolean {
  const name = fixLetterDigits(cleanName(text));
  const upper = name.toUpperCase();
  if (!nameLike(name, minLetters) || /\d/.test(name)) return false;
  return !(
    ADDRESS.test(upper) ||
    TOWN_REGION.test(name) ||
    CONTACT.test(upper) ||
    NOISE.test(upper) ||
    /[-,]/.test(name)
  );
}

export function registrationLine(row: Row | undefined): boolean {
  if (!row) return false;
  // The label as printed or misread: "Company Reg. No. :", "(Co. No.:", "COMPANY N0", "Company ro:".
  const code = compactOf(row.upper).replace(/^(COMPANY|CO|ROC|REGISTRATION|REG|NO|N0|RO)+/, '');
  if (REGISTRATION_ONLY.test(code)) return true;
  // A company number with one or two digits read as their look-alike letters on worn print
  // ("8Z2737-X"); the rest, four digits at least, read as digits.
  const m = /^(\d[\dODQILZSBG]{4,})([A-Z]{1,2})$/.exec(code);
  const run = m?.[1] ?? '';
  const slips = run.replace(/\d/g, '').length;
  return slips >= 1 && slips <= 2 && run.length - slips >= 4;
}

/** A line made only of legal-form and trade words ("RESTAURANT SDN BHD") is the end of a wrapped name. */
export function onlyLegalWords(name: string): boolean {
  const words = name.toUpperCase().replace(/[.,]/g, ' ').split(/\s+/).filter(Boolean);
  return words.length > 0 && words.every((w) => GENERIC_WORDS.has(w));
}

/** Share of matching letters (Dice coefficient on letter pairs), spaces and case ignored. */
export function similarity(a: string, b: string): number {
  const pairs = (s: string) => {
    const t = s.toUpperCase().replace(/[^A-Z0-9]/g, '');
    return Array.from({ length: Math.max(0, t.length - 1) }, (_, i) => t.slice(i, i + 2));
  };
  const pa = pairs(a);
  const pb = pairs(b);
  if (pa.length === 0 || pb.length === 0) return 0;
  const rest = [...pb];
  let common = 0;
  for (const p of pa) {
    const k = rest.indexOf(p);
    if (k >= 0) {
      common += 1;
      rest.splice(k, 1);
    }
  }
  return (2 * common) / (pa.length + pb.length);
}

export function shortWord(text: string): boolean {
  const words = text.trim().split(/\s+/);
  // A letter OCR read as its look-alike digit ("F1SH HOUSE") leaves the words words.
  const read = fixLetterDigits(text);
  return words.length <= 3 && !/\d/.test(read) && nameLike(read) && !ADDRESS.test(read.toUpperCase());
}

/** A line clear enough to be joined to a name: OCR fragments of a logo ("ts") are not. */
export function clearWords(row: Row): boolean {
  return shortWord(row.text) && row.confidence >= 0.7 && row.text.replace(/[^A-Za-z]/g, '').length >= 3;
}

export function letterRatio(s: string): number {
  const letters = s.replace(/[^A-Za-z]/g, '').length;
  return s.length === 0 ? 0 : letters / s.replace(/\s/g, '').length;
}

/**
 * A header row without the boxes that are not the name beside it: print showing through thin paper
 * from the back, or a smudge, read poorly (letters in no language) beside a clearly read box; a
 * document title set in its own box ("TAX INVOICE/RECEIPT").
 */
export function withoutPoorBoxes(row: Row): Row {
  // A title OCR split over boxes ("SIMPLIFIED" / "TAX INVOICE") stays whole, a title.
  if (row.segments.length < 2 || titleBox(row.text)) return row;
  const untitled = row.segments.filter((s) => !titleBox(s.text));
  const clear = untitled.some((s) => s.confidence >= 0.85)
    ? untitled.filter((s) => s.confidence >= 0.7)
    : untitled;
  return clear.length === row.segments.length || clear.length === 0 ? row : makeRow(clear, row.index);
}

/**
 * A header row without the boxes that hold only a phone, tax or company number printed beside the
 * name ("Blue Heron Diner" with "(503) 555-0142" at the right edge, "MAJU SDN BHD" with "GST ID:
 * 0012..."): the number is the shop's, the name is still a name. A row of numbers alone stays as it is.
 */
/** The labels of a phone, tax or company number ("Tel:", "GST ID No.", "Co. Reg. No."). */
const CONTACT_LABEL =
  /\b(?:TEL(?:EPHONE)?|PHONE|FAX|H\/P|HP|MOBILE|GST|SST|REG(?:ISTRATION)?|COMPANY|CO|N[O0]|ID|ROC|BRN|TIN|VAT|ABN|NUMBER)\b/g;

/** A box that is only a phone number, its groups set apart ("(503) 555-0142", "03-7781 2233"). */
const PHONE_BOX = /^\+?\(?\d{2,4}\)?[\s.-]?\d{3,4}[\s.-]\d{3,4}$/;

export function withoutContactBoxes(row: Row): Row {
  if (row.segments.length < 2) return row;
  // Only the number and its label: a box that also holds words is part of a name OCR cut in two.
  const contact = (text: string) => {
    const upper = text.toUpperCase();
    if (PHONE_BOX.test(text.trim())) return true;
    // A company number stays: the name's own reader drops it, and it marks the line as the legal name.
    const numbered = /\d/.test(text) && CONTACT.test(upper) && !REGISTRATION.test(upper);
    return numbered && !/[A-Z]{3,}/.test(upper.replace(CONTACT_LABEL, ' '));
  };
  const rest = row.segments.filter((s) => !contact(s.text));
  if (rest.length === row.segments.length || rest.length === 0) return row;
  const kept = makeRow(rest, row.index);
  const named =
    nameLike(kept.text) &&
    /[A-Za-z]{3,}/.test(kept.text) &&
    !onlyLegalWords(kept.text) &&
    !/\d/.test(kept.text) &&
    !CONTACT.test(kept.upper) &&
    !NOISE.test(kept.upper);
  return named ? kept : row;
}

function titleBox(text: string): boolean {
  // "(ABB)": the abbreviated tax invoice of Thai tills.
  const compact = compactOf(text).replace(/ABB/g, '');
  return compact.length > 0 && (isTitle(compact) || /^(TAXINVOICE|INVOICE|RECEIPT)+$/.test(compact));
}
