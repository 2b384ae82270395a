import { commonWords, rarerWords } from '../lexicon/decoder-words';
import { repairLegalForms } from '../lexicon/legal-form-misreads';
import { LETTER_OF_DIGIT } from '../lexicon/look-alikes';
import { TRADE_WORDS } from '../lexicon/trade-words';

/** OCR repairs of a name line: letters read as digits, trade-word slips, legal forms, codes. */

/** Everyday English and Malay words (decoder-words.ts), for telling an OCR slip from a printed letter or digit. */
let everyday: Set<string> | undefined;
const isWord = (w: string) => {
  everyday ??= new Set(commonWords());
  return everyday.has(w);
};

/**
 * Words one letter off a trade word in the other languages the receipts are in: German, French,
 * Dutch and Italian INDUSTRIE, Spanish ELECTRICA, Spanish, Italian and Portuguese MEDICA, French
 * GARDE ("AVANT GARDE"), French, Spanish, Italian and Portuguese LIMITE.
 */
const NEAR_TRADE_WORDS_OF_OTHER_LANGUAGES = new Set(['INDUSTRIE', 'ELECTRICA', 'MEDICA', 'GARDE', 'LIMITE']);
let rarer: Set<string> | undefined;

/**
 * A word as printed, not a trade word with a letter lost or misread: everyday or rarer English
 * ("STATIONER", "CONFECTIONER", "GROCERS"), Malay, or a word of another language ("CLINICA MEDICA").
 */
function wordOfItsOwn(upper: string): boolean {
  rarer ??= new Set(rarerWords());
  return isWord(upper) || rarer.has(upper) || NEAR_TRADE_WORDS_OF_OTHER_LANGUAGES.has(upper);
}

/** "E1MARKET": a capital, a 1, then an everyday word, where "EIMARKET" is no word. */
export function letterDigitName(word: string): boolean {
  const m = /^([A-Z])1([A-Z]{3,})$/.exec(word);
  return !!m && isWord(m[2] ?? '') && !isWord(`${m[1]}I${m[2]}`);
}

/**
 * OCR reads O as 0 and I as 1 inside words ("F00DICI0US", "1DEA"); words with only those digits
 * are fixed. A capital and a 1 before an everyday word ("E1MARKET": a London postcode district,
 * as "A1" or "M1" name roads and brands) stays as printed when the word read with an I is none.
 */
export function fixLetterDigits(text: string): string {
  return (
    text
      .replace(/[A-Za-z0-9]+/g, (word) => {
        const letters = word.replace(/[^A-Za-z]/g, '').length;
        if (letters < 2 || !/^[A-Za-z01]+$/.test(word) || !/[01]/.test(word)) return word;
        if (letterDigitName(word)) return word;
        const upper = word === word.toUpperCase();
        return word.replace(/0/g, upper ? 'O' : 'o').replace(/1/g, upper ? 'I' : 'l');
      })
      .replace(/[A-Za-z0-9]+/g, otherLetterDigits)
      .replace(/(?<=[A-Z]-)0\b/g, 'O')
      // The possessive s read as 5 ("DOMINO'5"): no number follows an apostrophe in a name.
      .replace(/(?<=([A-Za-z])['’])5\b/g, (_d, before: string) =>
        before === before.toLowerCase() ? 's' : 'S',
      )
      // A small l between capitals is a capital I ("ENTERPRlSE").
      .replace(/(?<=[A-Z])l(?=[A-Z])/g, 'I')
      // The article "El" with its l read as a capital I, before a capitalised word ("EI Borracho").
      .replace(/^EI(?= [A-Z][a-z])/, 'El')
      .replace(/^.*$/, shortWordDigit)
  );
}

/**
 * A short word of a name set in capitals with one letter read as its look-alike digit ("5RI MAJU",
 * "KIM H0 TRADING", "ROSE PU8"): the only digit of the line, in a word of three characters (two
 * with a zero) among words of letters. Ordinals ("5TH AVENUE") and codes of a letter and a 5 or 8
 * ("Q8", "V8") stay as printed; a 1 stays too ("A1", "M1" name roads and brands).
 */
function shortWordDigit(line: string): string {
  const digits = line.match(/\d/g) ?? [];
  const words = line.split(/\s+/).filter(Boolean);
  if (digits.length !== 1 || words.length < 2 || line !== line.toUpperCase()) return line;
  if (!words.some((w) => /^[A-Z]{3,}$/.test(w))) return line;
  return line.replace(/(?<![A-Z0-9&.'-])([A-Z0-9]{2,3})(?![A-Z0-9&.'-])/g, (word: string) => {
    const d = word.match(/[058]/)?.[0];
    if (!d || /^\d(ST|ND|RD|TH)$/.test(word) || !/^[A-Z]*[058][A-Z]*$/.test(word)) return word;
    if (word.length === 2 && d !== '0') return word;
    return word.replace(d, LETTER_OF_DIGIT[d] ?? d);
  });
}

/**
 * The same with S, B, G and Z read as 5, 8, 6 and 2 ("RE5TAURANT", "5UBANG", "BOOKSTORE5",
 * "CHAN6"): a lone digit between letters, or at the start or end of a word of three or more
 * letters, in that letter's case. Numbers in names stay ("99SPEEDMART", "2GO", "B2B").
 */
function otherLetterDigits(word: string): string {
  if (/\d{2}/.test(word) || (word.match(/[A-Za-z]/g)?.length ?? 0) < 3) return word;
  return word.replace(/(?<=[A-Za-z]|^)[5862](?=[A-Za-z])|(?<=[A-Za-z]{3})[5862]$/g, (d, at: number) => {
    const letter = LETTER_OF_DIGIT[d] ?? d;
    const near = word.slice(Math.max(0, at - 1), at + 2).replace(/[^A-Za-z]/g, '');
    return near !== '' && near === near.toLowerCase() && d !== '8' ? letter.toLowerCase() : letter;
  });
}

export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** A trade word within one edit of `word`, under the length rules of fixTradeWords. */
export function nearTradeWord(word: string): string | undefined {
  const upper = word.toUpperCase();
  return TRADE_WORDS.find((w) => {
    const ok =
      w.length === upper.length ? w.length >= 7 : w.length > upper.length ? w.length >= 8 : w.length >= 9;
    // A singular or plural of a trade word is a word of its own ("SERVICE AREA"), not a slip.
    const plural = w === `${upper}S` || upper === `${w}S`;
    return ok && !plural && (withinOneEdit(upper, w) || twoSlips(upper, w));
  });
}

/**
 * Dot-matrix print loses two letters of a long word at once ("HARLWARI"). Two wrong letters are
 * repaired in words of eight or more, unless both are in the ending: a different ending makes a
 * different word ("INDUSTRIAL" is not "INDUSTRIES").
 */
export function twoSlips(word: string, trade: string): boolean {
  if (word.length !== trade.length || word.length < 8) return false;
  const wrong: number[] = [];
  for (let i = 0; i < word.length; i++) if (word[i] !== trade[i]) wrong.push(i);
  return wrong.length === 2 && wrong[0]! < word.length - 2;
}

/** True when some word of `text` is a trade word or one OCR slip away from one ("Restourant"). */
export function nearTradeWordIn(text: string): boolean {
  return text
    .split(/[^A-Za-z]+/)
    .some((w) => w.length >= 6 && (TRADE_WORDS.includes(w.toUpperCase()) || !!nearTradeWord(w)));
}

const knownWord = (w: string) => {
  const upper = w.toUpperCase();
  return TRADE_WORDS.includes(upper) || (upper.length >= 2 && isWord(upper));
};

/**
 * Two letter runs OCR split with a space are one word again when the joined form is a trade word
 * or an everyday word of six letters or more and the parts are not both words ("S TATIONERY",
 * "H ARDWARE", "ENTE RPRISE"; "GOLD EN" stays two words only if both are words). A long word
 * followed by a lone letter where OCR lost a letter ("Hardwa e") is joined when only the joined
 * form is close to a trade word.
 */
function joins(head: string, tail: string): boolean {
  const joined = (head + tail).toUpperCase();
  if (TRADE_WORDS.includes(joined) || (joined.length >= 6 && isWord(joined)))
    return !(knownWord(head) && knownWord(tail));
  if (head.length < 4 || tail.length !== 1) return false;
  if (TRADE_WORDS.includes(head.toUpperCase()) || nearTradeWord(head)) return false;
  return !!nearTradeWord(joined);
}

export function rejoinSplitWords(text: string): string {
  const parts = text.split(' ');
  const out: string[] = [];
  for (const part of parts) {
    const prev = out.at(-1);
    // Punctuation printed before or after the word stays where it was ("KHE E LECTRICAL., TRADING",
    // "LAVENDER C ONFECTIONERY& BAKERY", "EAGLE.ENTERPRIS E"): only the letters on each side of
    // the space are tested. A slash joins letters into one form ("MARKET S/B" is no "MARKETS").
    const head = prev === undefined ? null : /(?:^|[^A-Za-z/])([A-Za-z]+)$/.exec(prev)?.[1];
    const tail = /^([A-Za-z]+)(?:[^A-Za-z/]|$)/.exec(part)?.[1];
    if (prev !== undefined && head && tail && joins(head, tail)) out[out.length - 1] = prev + part;
    else out.push(part);
  }
  return out.join(' ');
}

/** Repairs one-letter OCR slips in common trade words, keeping the word's case style. */
export function fixTradeWords(text: string): string {
  // Words are also found inside CamelCase runs that OCR glued together ("ENWHardwaeCentre").
  return rejoinSplitWords(text).replace(/[A-Z][a-z]{5,}|[A-Z]{7,}|[a-z]{7,}/g, (word) => {
    const upper = word.toUpperCase();
    if (TRADE_WORDS.includes(upper) || wordOfItsOwn(upper)) return word;
    // A small d or m read as two letters ("Harclware", "Restaurarnt" style slips: cl, rn).
    const merged = upper.replace(/CL/g, 'D').replace(/RN/g, 'M');
    const pairSlip = merged !== upper && !isWord(upper) && (TRADE_WORDS.includes(merged) || isWord(merged));
    // A dropped or extra letter is only repaired in long words, where it cannot be a prefix.
    const match = pairSlip ? merged : nearTradeWord(upper);
    if (!match) return word;
    if (word === upper) return match;
    if (word === word.toLowerCase()) return match.toLowerCase();
    return match.charAt(0) + match.slice(1).toLowerCase();
  });
}

/**
 * The label before a company registration number, as printed: "Co. Reg. No.:", "Company No.",
 * "ROC", "SSM" (the Companies Commission of Malaysia), any of them or none, an O read as 0 or not.
 */
const REGISTRATION_LABEL = String.raw`(?:(?:C[O0](?:MPANY)?|REG(?:ISTRATION)?|ROC|SSM|N[O0])\b\.?\s*:?\s*)*`;

/** Drops registration numbers and other parenthesised codes glued to a name. */
export function cleanName(text: string): string {
  return (
    repairLegalForms(text)
      // Two digits at least: a place in brackets whose first S was read as 5 ("(5UNGAI BESI)") stays.
      // The closing bracket may be cut off at the box's edge ("MAJU SDN BHD (728515-M").
      .replace(
        new RegExp(String.raw`\(\s*${REGISTRATION_LABEL}[A-Z]{0,3}\d(?=[^)]*\d)[\dA-Z\s-]*(?:\)|$)`, 'gi'),
        ' ',
      )
      .replace(
        /\b(?:CO\.?\s*REG(?:\.|ISTRATION)?\s*NO\.?|COMPANY\s*NO\.?|ROC\s*NO\.?)\s*:?\s*[\dA-Z-]+/gi,
        ' ',
      )

      // The tax ID or phone printed on a legal name's line ("MAJU SDN BHD GST ID: 0012...",
      // "MAJU ENTERPRISE TEL: 03-...").
      .replace(
        /(?<=\b(?:BHD|BERHAD|S\/?B|PLT|ENTERPRISES?|TRADING)\.?)[\s,]+\(?(?:GST|SST|TEL|PHONE|FAX|H\/P)\b.*$/i,
        '',
      )
      // A registration number or a code printed after the legal form ("SDN BHD 862725-U", "BHD.L11").
      .replace(/(?<=\b(?:BHD|BERHAD)\.?)[\s.]*[A-Z]{0,2}\d[\dA-Z-]*$/i, '')
      // A former name after the name ("MAJU RETAIL SB (123-X) FKA OLD STORES SB") is not the name.
      .replace(/\s+\b(?:F\.?K\.?A|FORMERLY|DAHULUNYA|DAHULU DIKENALI)\b.*$/i, '')
      // "Owned by" before the operating company names the company, not part of it (its space
      // lost or not: "OWNBY:").
      .replace(/^\s*(?:OWNED|OWN|OPERATED)\s*BY\b\s*:?\s*/i, '')
      // A register or terminal code printed before the name, its space lost or not
      // ("#000002 BAIFU (M) SDN BHD", "#000002BAIFU"), a zero read as O or not ("#00O0O2").
      .replace(/^\s*#\s*(?=(?:[Oo]*\d){2})[\dOo]{3,}(?<=\d)\s*(?=[A-Z])/i, '')
      // A stray "/X" after a word is OCR noise ("SIN DU/S"); "S/B" (Sdn Bhd) is kept.
      .replace(/(?<=[A-Z]{2})\/[A-Z]$/i, '')
      .replace(/[\s,.:;%*-]+$/g, '')
      .replace(/^[\s,.:;*#-]+/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * Capitals drawn as their small letter made larger (C, O, P, S, U, V, W, X, Z, K): recognizers read
 * one of them in a word set in capitals as the small letter ("pERNIAGAAN", "HuAT", "AIk"). Such a
 * word, its other letters capitals, is read in capitals; "McDONALD" and "MacKAY" stay as printed.
 */
export function capitalLookalikes(text: string): string {
  return text.replace(/[A-Za-z]{2,}/g, (word) => {
    const small = word.replace(/[^a-z]/g, '');
    const capitals = word.length - small.length;
    if (small === '' || capitals < 2 || capitals <= small.length) return word;
    if (!/^[copsuvwxzk]+$/.test(small) || /^Ma?c[A-Z]/.test(word)) return word;
    return word.toUpperCase();
  });
}

/**
 * "ISNI PETRO TRADIN", "MAJU KITCHE": the name's last word cut off at the box's edge one letter
 * short of a trade word. Only where what is left is no word itself, everyday or rarer English
 * ("BAKER", "STATIONER", "CONFECTIONER" stay) or of another language ("CLINICA MEDICA"), and one
 * trade word alone begins with it.
 */
export function clippedTradeWordAtEnd(text: string): string {
  return text.replace(/([A-Za-z]{5,})$/, (word: string) => {
    const upper = word.toUpperCase();
    if (TRADE_WORDS.includes(upper) || wordOfItsOwn(upper)) return word;
    const whole = TRADE_WORDS.filter((w) => w.length === upper.length + 1 && w.startsWith(upper));
    if (whole.length !== 1) return word;
    const [trade] = whole as [string];
    return word === upper ? trade : word + trade.slice(-1).toLowerCase();
  });
}

/** A line's text as a name: codes dropped, letters read as digits and trade-word slips repaired. */
export function nameOf(text: string): string {
  return clippedTradeWordAtEnd(fixTradeWords(fixLetterDigits(capitalLookalikes(cleanName(text)))));
}

/** Trade forms a registered name's bracketed branch follows ("MAJU HARDWARE (BUKIT INDAH) SDN BHD"). */
const TRADE_FORM =
  'ENTERPRISES?|TRADING|TRADERS|HARDWARE|RESTAURANT|RESTORAN|MARKETING|SERVICES|INDUSTRIES|HOLDINGS|SUPPLIES';
const STARTS_WITH_FORM = new RegExp(`^(?:${TRADE_FORM})`);

/**
 * Registered names carry a branch or country in brackets ("ENTERPRISE (BUKIT INDAH) SDN BHD",
 * "(M)"), and OCR reads a bracket as a letter of the same shape: "(" as I, C or T glued to the
 * next word, ")" as I or L glued to the last one. Only a bracket left unmatched is repaired, with
 * its partner found at most three words away: well-read names are never touched.
 */
export function repairBrackets(name: string): string {
  const open = (name.match(/\(/g) ?? []).length;
  const close = (name.match(/\)/g) ?? []).length;
  // A bracket after the legal form closes nothing: it is left from a registration number.
  if (close === open + 1 && /\b(?:BHD|BERHAD|S\/B|PLT|LTD)\.?\s*\)$/.test(name))
    return name.replace(/\s*\)$/, '');
  if (close === open + 1) {
    // "ENTERPRISE TBUKIT INDAH)": the nearest word within three before ")" that starts with I, C or T.
    // A word that reads whole with its first letter ("TRADING", "CITY") is not a bracket and a word.
    const glued = name.replace(
      /(^|[\s.])([ICT])([A-Z]{3,})((?:\s+[A-Z]{2,}){0,2}\))/,
      (whole, before: string, letter: string, first: string, rest: string) =>
        knownWord(letter + first) || STARTS_WITH_FORM.test(letter + first)
          ? whole
          : `${before}(${first}${rest}`,
    );
    if (glued !== name) return glued;
    // "HARDWARE ENTERPRISE BUKIT INDAH) SDN BHD": the "(" lost outright, or read as a letter glued
    // to the trade form ("ENTERPRISETBUKIT INDAH)"); the branch starts after the last trade form
    // and ends right before the legal form.
    const word = String.raw`(?!(?:${TRADE_FORM})\b)[A-Z]{2,}`;
    return name.replace(
      new RegExp(
        String.raw`^(.*\b(?:${TRADE_FORM}))(?:\s+|([ICT])(?=[A-Z]{3}))(${word}(?:\s+${word}){0,2}\))(?=\s*(?:SDN|BHD|BERHAD|S\/B|PLT)\b)`,
      ),
      (whole, form: string, letter: string | undefined, branch: string) =>
        letter && knownWord(letter + (branch.split(/[\s)]/)[0] ?? '')) ? whole : `${form} (${branch}`,
    );
  }
  if (open === close + 1) {
    // "(BUKIT INDAHL SDN BHD": the bracket closed with an L or I on the word before the legal form.
    return name.replace(
      /(\([A-Z]{3,}(?:\s+[A-Z]{2,}){0,2}?[A-Z]{2,})[LI](?=\s*(?:SDN|BHD|BERHAD|S\/B|PLT)\b)/,
      '$1)',
    );
  }
  if (open === 0 && close === 0) return bothBracketsLost(name);
  return name;
}

/**
 * "ENTERPRISE IBUKIT INDAHI SDN BHD", "ENTERPRISEIBUKIT INDAH SDN BHD": a branch between the trade
 * form and SDN BHD with both of its brackets read as letters (the first glued to the form or not). Only where the word without the letter is an everyday word and the
 * word with it is none, so "TRADING" or "CITY" after the form stay as they are.
 */
function bothBracketsLost(name: string): string {
  return name.replace(
    new RegExp(
      String.raw`\b(${TRADE_FORM})\s*([ICT])([A-Z]{3,})((?:\s+[A-Z]{3,}){0,2}?)(?=\s+(?:SDN|BHD|BERHAD)\b)`,
    ),
    (whole, form: string, letter: string, first: string, rest: string) => {
      if (!isWord(first) || isWord(letter + first)) return whole;
      const words = rest.trim().split(/\s+/).filter(Boolean);
      const last = words.at(-1);
      // The closing bracket read as an I or L glued to the last word ("INDAHI").
      if (last && /[IL]$/.test(last) && !isWord(last) && isWord(last.slice(0, -1)))
        words[words.length - 1] = last.slice(0, -1);
      return `${form} (${[first, ...words].join(' ')})`;
    },
  );
}
