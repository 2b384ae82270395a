import { BUSINESS_NOUNS } from '../lexicon/business-nouns';
import { compactOf, type Row } from '../text';
import { clearWords, nameLike, namePart, sameBlock, shortWord, similarity, wrapsInto } from './lines';
import { fixTradeWords, nameOf, nearTradeWordIn } from './ocr-repair';
import {
  ADDRESS,
  CONTACT,
  GENERIC_WORDS,
  HAS_OPERATOR_FORM,
  LEGAL_FORM,
  NOISE,
  STRONG_LEGAL,
} from './patterns';

/**
 * The chosen header line made into the whole name: a logo read in part, a name set over two
 * lines, a line that spells the name out; and where a name stops (its branch is not part of it).
 */

export interface ChosenLine {
  row: Row;
  score: number;
  name: string;
  i: number;
}

const ARTICLE = /^(&|AND|OF|THE|EL|LA|LE|LES|LOS|DE|DEL|DI|DA)$/i;

/**
 * Under a complete name (two words or more, not ending in "EL", "&", "OF"...), a line without a
 * business noun, trade or legal word is the branch or place ("PACIFIC PLACE", "Everett, WA"), not
 * more of the name. Lines set together in large type are one logo ("THE BLUE" / "HERON") all the same.
 * A one-word name goes on to the next line only in the same letter case ("SAFFRON" / "MOON"):
 * under a name in capitals, a line in mixed case is the owner or a slogan ("Jane Doe").
 * `nextAsPrinted`: `next` is the line as printed (not upper-cased), so its letter case counts.
 */
export function continuesName(name: string, next: string, logoType = false, nextAsPrinted = false): boolean {
  // A trade word OCR split with a space ("Rest aurant") is still one.
  const repaired = fixTradeWords(next);
  const nouns = repaired.toUpperCase().split(/[^A-Z]+/);
  if (logoType || nouns.some((w) => BUSINESS_NOUNS.has(w))) return true;
  if (nearTradeWordIn(repaired) || LEGAL_FORM.test(repaired.toUpperCase())) return true;
  const words = name.trim().split(/\s+/);
  const caseBreak = nextAsPrinted && allCaps(name) && !allCaps(next);
  return (words.length < 2 && !caseBreak && !gluedWords(name)) || ARTICLE.test(words.at(-1) ?? '');
}

/**
 * One "word" that is a whole name whose spaces OCR lost ("PizzaHut", "BLUEHERONGRILL"): a capital
 * inside it after a small letter ("McDonald" aside), or a dozen capitals. It is complete; the line
 * under it is its branch, not the rest of a name.
 */
function gluedWords(name: string): boolean {
  const word = name.trim();
  return (/[a-z][A-Z]/.test(word) && !/^Ma?c[A-Z]/.test(word)) || /^[A-Z']{12,}$/.test(word);
}

/** Letters all capitals ("SAFFRON"), as a logo or name line in capitals is set. */
function allCaps(text: string): boolean {
  return /[A-Z]/.test(text) && text === text.toUpperCase();
}

/**
 * A logo often shows part of the name ("DINING I"); a nearby line that spells out all its words
 * ("Cee Fine Thai Dining") is the fuller name, unless it only adds the branch ("... PIZZA" /
 * "... PIZZA PERMAS JAYA").
 */
export function takeFullerLine(rows: Row[], chosen: ChosenLine, context: { registeredNames: boolean }): void {
  // A possessive stays whole: "Enrique Palomo" does not spell out "Enrique's".
  const words = (chosen.name.toUpperCase().match(/[A-Z]{3,}(?:'S\b)?/g) ?? []).filter(
    (w) => !GENERIC_WORDS.has(w),
  );
  for (let j = chosen.i + 1; j <= chosen.i + 3 && words.length > 0; j++) {
    const other = rows[j];
    if (!other) break;
    const name = withoutBranch(nameOf(other.text));
    const upper = name.toUpperCase();
    const operator = !context.registeredNames && HAS_OPERATOR_FORM.test(upper);
    // A registered name is not spelled out by a line without its legal form (an address line
    // that repeats the branch in its brackets is not the fuller name).
    const losesLegalForm =
      context.registeredNames && STRONG_LEGAL.test(chosen.name.toUpperCase()) && !STRONG_LEGAL.test(upper);
    // A logo OCR read poorly ("OLD EBITLL") printed again in plain type ("Old Ebbitt Grill").
    const clearerReading =
      chosen.row.confidence < 0.75 &&
      other.confidence >= chosen.row.confidence + 0.1 &&
      similarity(chosen.name, name) >= 0.6;
    const fuller =
      !operator &&
      !losesLegalForm &&
      upper.length > chosen.name.length + 3 &&
      (clearerReading || words.every((w) => new RegExp(`(?<![A-Z'])${w}(?![A-Z'])`).test(upper)));
    const rest = upper
      .split(/\s+/)
      .filter((w) => !chosen.name.toUpperCase().split(/\s+/).includes(w))
      .join(' ');
    const branch = compactOf(upper).startsWith(compactOf(chosen.name)) && !continuesName(chosen.name, rest);
    if (
      fuller &&
      !branch &&
      nameLike(name) &&
      !ADDRESS.test(upper) &&
      !CONTACT.test(upper) &&
      !NOISE.test(upper)
    ) {
      Object.assign(chosen, { row: other, name, i: j });
      return;
    }
  }
}

/**
 * A company-law suffix with words after it: the branch or mall ("... COFFEE CO. THE GARDENS MALL"),
 * also where OCR lost the space after the suffix's point ("... CO.THE GARDENS MALL"). Another
 * legal word after it is the rest of the form ("CO. LTD"), not a branch.
 */
const SUFFIX_THEN_BRANCH =
  /^(.*?\b(?:SDN\.?\s*BHD|S\/B|BHD|BERHAD|PLT|PTE\.?\s*LTD|LTD|LIMITED|INC|LLC|CO|GMBH|PLC)\b(?:\.?\s+|\.))(?!(?:LTD|LIMITED|INC|BHD|PTE|PLC)\b)[A-Z].*$/i;

/** A name line with what follows its company-law suffix (the branch, a mall) cut off. */
export function withoutBranch(name: string): string {
  return name.match(SUFFIX_THEN_BRANCH)?.[1]?.trim() ?? name;
}

/**
 * A registered name chosen with the branch or mall printed after its legal form on the same line
 * ("MAJU BOOKS SDN BHD MID VALLEY"): the name ends at the form, as where the name is spelled out
 * under a logo. Words after it that hold a trade or legal word ("LIM & CO ENTERPRISE") are more of
 * the name, not a branch.
 */
export function withoutBranchAfterForm(name: string): string {
  const cut = withoutBranch(name);
  const rest = name.slice(cut.length);
  // A bracket opened before the cut and closed after it, or a lone "SDN" after it: the name's lines
  // were read out of order ("... (TAMAN BHD" / "JAYA) SDN"), not a branch.
  const count = (t: string, c: string) => t.split(c).length - 1;
  const splitsBracket = count(cut, '(') > count(cut, ')');
  const legal = LEGAL_FORM.test(rest.toUpperCase()) || /\bSDN\b/i.test(rest) || nearTradeWordIn(rest);
  return cut === name || splitsBracket || legal ? name : cut;
}

/**
 * A large logo read in part ("BEL" of "BABEL"): a word printed just under it that ends or starts
 * with the reading is the whole name.
 */
export function takeWholeWord(rows: Row[], chosen: ChosenLine, medianHeight: number): void {
  if (chosen.row.height <= medianHeight * 1.25 || !/^[A-Za-z]{3,}$/.test(chosen.name)) return;
  const part = chosen.name.toUpperCase();
  const whole = rows
    .slice(chosen.i + 1, chosen.i + 3)
    .flatMap((r) => r.text.split(/[^A-Za-z']+/))
    .find((w) => {
      const upper = w.toUpperCase();
      return w.length >= part.length + 2 && (upper.endsWith(part) || upper.startsWith(part));
    });
  if (whole) chosen.name = whole;
}

/**
 * The upper line of a logo as the name tests see it. A brand built on a street word ("EAT STREET",
 * "PARK AVENUE") set in logo type, with no number, is no address: the word is left out of the tests.
 */
function logoStreetWord(row: Row, bodyHeight: number): Row {
  if (row.height <= bodyHeight * 1.25 || /\d/.test(row.text)) return row;
  const text = row.text.replace(/\s+(STREET|AVENUE|LANE|BOULEVARD)$/i, '');
  return text === row.text ? row : { ...row, text, upper: text.toUpperCase() };
}

/**
 * Logo names span short lines of the same size ("CHO EUN" / "KOREAN RESTAURANT"); a logo misread
 * is followed by the same name in plain type. `logo` is the tallest name-like header line, if any.
 */
export function joinLogoLines(rows: Row[], chosen: ChosenLine, logo: Row | null, bodyHeight: number): void {
  // A logo set in two lines of the same large size is read from its upper line.
  const above = rows[chosen.i - 1];
  const upper = above && logoStreetWord(above, bodyHeight);
  if (
    chosen.row === logo &&
    above &&
    upper &&
    clearWords(upper) &&
    shortWord(chosen.name) &&
    wrapsInto(upper, chosen.row)
  )
    Object.assign(chosen, { row: above, name: nameOf(above.text), i: chosen.i - 1 });
  const next = rows[chosen.i + 1];
  if (!next) return;
  // Under a logo, smaller type continues the name only with a trade word ("Milano" / "Restaurant");
  // other small words there are a slogan ("Where Creativity Happens").
  const slogan =
    chosen.row.height > 1.3 * next.height &&
    next.text.trim().split(/\s+/).length >= 3 &&
    !LEGAL_FORM.test(next.upper) &&
    !nearTradeWordIn(next.text);
  // A trade word set much smaller right under the logo still belongs to it.
  const tradeTail =
    nearTradeWordIn(fixTradeWords(next.text)) &&
    next.page === chosen.row.page &&
    next.y - chosen.row.y < 1.7 * chosen.row.height &&
    chosen.row.height < 2.2 * next.height;
  const below = nameOf(next.text);
  const logoLine = logoStreetWord(chosen.row, bodyHeight);
  if (
    !slogan &&
    shortWord(logoLine === chosen.row ? chosen.name : logoLine.text) &&
    clearWords(next) &&
    (wrapsInto(logoLine, next) || (tradeTail && namePart(logoLine, 0.85)))
  ) {
    const logoType = Math.min(chosen.row.height, next.height) > bodyHeight * 1.25;
    // The same name printed twice (logo, then text) is kept once, as the clearer reading.
    if (similarity(chosen.name, below) > 0.6) {
      if (next.confidence > chosen.row.confidence) chosen.name = below;
    } else if (continuesName(chosen.name, next.text, logoType, true)) {
      const afterArticle = ARTICLE.test(chosen.name.trim().split(/\s+/).at(-1) ?? '');
      chosen.name = `${chosen.name} ${below}`;
      if (afterArticle) chosen.name = stackedWords(rows, chosen.i + 1, chosen.name);
    }
  } else if (chosen.row.height >= next.height && clearWords(next)) {
    // The logo read with a slip, then the same name in plain type right under it ("HIMMOS -
    // GALLERIA" over "MIMMOS GALLERIA"): the plain reading is kept when OCR is surer of it.
    const same =
      similarity(chosen.name, below) > 0.75 && compactOf(below).length === compactOf(chosen.name).length;
    if (same && next.confidence > chosen.row.confidence) chosen.name = below;
  }
}

/**
 * A name broken after its article and set one word to a line in capitals ("GASTROBAR EL" /
 * "TORO" / "NEGRO"): the phrase goes on while each line is one word in the same type. Digits,
 * punctuation or an address end it, so the street under it stays out; without the article a
 * one-word line under the name may be its town ("SAFFRON" / "MOON" / "AMMAN").
 */
function stackedWords(rows: Row[], last: number, name: string): string {
  let joined = name;
  const oneWord = (r: Row) => /^[A-Z][A-Z']{2,11}$/.test(r.text.trim());
  for (let k = last + 1; k <= last + 2; k++) {
    const prev = rows[k - 1];
    const row = rows[k];
    if (!prev || !row || !oneWord(prev) || !oneWord(row)) break;
    if (!clearWords(row) || !namePart(row, 0.85) || !sameBlock(prev, row)) break;
    joined = `${joined} ${nameOf(row.text)}`;
  }
  return joined;
}
