import { BUSINESS_NOUNS } from '../lexicon/business-nouns';
import { compactOf, type Row } from '../text';
import { domainsOf, spellFromDomain } from './domain';
import { afterAmounts, anchored, footerName, nameFromEmail, preferFullerRepeat } from './fallbacks';
import { scoreHeaderLine } from './header';
import { extendLegalName } from './legal-name';
import {
  clearWords,
  joinBaselineSplits,
  nameLike,
  namePart,
  onlyLegalWords,
  sameType,
  shortWord,
  similarity,
  wrapsInto,
} from './lines';
import { nameOf, nearTradeWordIn, repairBrackets } from './ocr-repair';

const ARTICLE = /^(&|AND|OF|THE|EL|LA|LE|LES|LOS|DE|DEL|DI|DA)$/i;

/**
 * Under a complete name (two words or more, not ending in "EL", "&", "OF"...), a line without a
 * trade or legal word is the branch or place ("PACIFIC PLACE", "Everett, WA"), not more of the
 * name. Lines set together in large type are one logo ("THE BLUE" / "HERON") all the same.
 */
function continuesName(name: string, next: string, logoType = false): boolean {
  const nouns = next.toUpperCase().split(/[^A-Z]+/);
  if (logoType || nouns.some((w) => BUSINESS_NOUNS.has(w))) return true;
  if (nearTradeWordIn(next) || LEGAL_FORM.test(next.toUpperCase())) return true;
  const words = name.trim().split(/\s+/);
  return words.length < 2 || ARTICLE.test(words.at(-1) ?? '');
}

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
 * The seller's name from the receipt header. Absorbs: addresses, phone and registration lines,
 * URLs and document titles above or below the name, registration numbers glued to the name
 * ("(123456-X)"), and e-mail receipts whose body names no store (the sender is used instead).
 */
export interface MerchantChoice {
  name: string;
  confidence: number;
  note: string | null;
}

export interface MerchantContext {
  /**
   * True where receipts are known by the registered company name (Malaysia and Singapore print
   * "... SDN BHD" / "... PTE LTD" as the seller). Elsewhere a "plc" or "Inc." line names the
   * operator, and the brand printed largest at the top is the store's name.
   */
  registeredNames: boolean;
}

export function chooseMerchant(
  allRows: Row[],
  hints?: { emailFrom?: string; emailFromName?: string },
  context: MerchantContext = { registeredNames: true },
): MerchantChoice | null {
  const rows = joinBaselineSplits(allRows, Math.max(4, Math.min(12, Math.ceil(allRows.length * 0.35))) + 2);
  const headerLimit = Math.max(4, Math.min(12, Math.ceil(rows.length * 0.35)));
  const header = rows.slice(0, headerLimit);
  const heights = header.map((r) => r.height).sort((a, b) => a - b);
  const medianHeight = heights[Math.floor(heights.length / 2)] ?? 1;
  const allHeights = rows.map((r) => r.height).sort((a, b) => a - b);
  const bodyHeight = allHeights[Math.floor(allHeights.length / 2)] ?? 1;
  // The logo: the tallest name-like header line, clearly taller than the body text.
  const logo = context.registeredNames
    ? null
    : header
        .filter(
          (r) =>
            r.confidence >= 0.8 &&
            nameLike(r.text) &&
            !/\d/.test(r.text) &&
            !ADDRESS.test(r.upper) &&
            !CONTACT.test(r.upper) &&
            !NOISE.test(r.upper),
        )
        .reduce<Row | null>((a, r) => (a && a.height >= r.height ? a : r), null);
  let best: { row: Row; score: number; name: string; i: number } | null = null;
  header.forEach((row, i) => {
    const name = nameOf(row.text);
    if (!nameLike(name)) return;
    const score = scoreHeaderLine(row, { index: i, next: rows[i + 1], name, medianHeight, logo, context });
    if (!best || score > best.score) best = { row, score, name, i };
  });
  const chosen = best as { row: Row; score: number; name: string; i: number } | null;
  // A logo often shows part of the name ("DINING I"); a nearby line that spells out all its
  // words ("Cee Fine Thai Dining") is the fuller name.
  if (chosen) {
    // A possessive stays whole: "Enrique Palomo" does not spell out "Enrique's".
    const words = (chosen.name.toUpperCase().match(/[A-Z]{3,}(?:'S\b)?/g) ?? []).filter(
      (w) => !GENERIC_WORDS.has(w),
    );
    for (let j = chosen.i + 1; j <= chosen.i + 3 && words.length > 0; j++) {
      const other = rows[j];
      if (!other) break;
      const name = nameOf(other.text);
      const upper = name.toUpperCase();
      const operator = !context.registeredNames && HAS_OPERATOR_FORM.test(upper);
      const fuller =
        !operator &&
        upper.length > chosen.name.length + 3 &&
        words.every((w) => new RegExp(`(?<![A-Z'])${w}(?![A-Z'])`).test(upper));
      // The complete name again with its branch after it ("... PIZZA" / "... PIZZA PERMAS JAYA").
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
        break;
      }
    }
  }
  // A logo read in part ("BEL" of "BABEL"): a word printed just under it that ends or starts with
  // the reading is the whole name.
  if (chosen && chosen.row.height > medianHeight * 1.25 && /^[A-Za-z]{3,}$/.test(chosen.name)) {
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
  // Legal names wrap: "LIAN CHI PU TIAN VEGETARIAN" above "RESTAURANT SDN BHD".
  const weakLegal =
    chosen && !STRONG_LEGAL.test(chosen.name.toUpperCase()) && LEGAL_FORM.test(chosen.name.toUpperCase());
  let top = chosen?.i ?? 0;
  // A legal name under the receipt's first name line, set in the same type, started on that line;
  // a brand above a legal name is set larger or in other letter case.
  const above = chosen ? rows[chosen.i - 1] : undefined;
  const startsAbove =
    chosen &&
    above &&
    context.registeredNames &&
    sameType(above, chosen.row) &&
    // A brand that the legal name repeats ("MAJU" over "MAJU (M) SDN BHD") is not its first half.
    !compactOf(chosen.name).includes(above.compact) &&
    rows.slice(0, chosen.i - 1).every((r) => !namePart(r, 0.6));
  if (chosen && (onlyLegalWords(chosen.name) || weakLegal || startsAbove)) {
    const prev = rows[chosen.i - 1];
    if (prev && (onlyLegalWords(chosen.name) || clearWords(prev)) && wrapsInto(prev, chosen.row)) {
      chosen.name = `${nameOf(prev.text)} ${chosen.name}`;
      top -= 1;
    }
  }
  if (chosen && context.registeredNames) extendLegalName(rows, chosen, top);
  // Logo names span short lines of the same size ("CHO EUN" / "KOREAN RESTAURANT").
  if (chosen && !LEGAL_FORM.test(chosen.name.toUpperCase())) {
    // A logo set in two lines of the same large size is read from its upper line.
    const above = rows[chosen.i - 1];
    if (
      chosen.row === logo &&
      above &&
      clearWords(above) &&
      shortWord(chosen.name) &&
      wrapsInto(above, chosen.row)
    )
      Object.assign(chosen, { row: above, name: nameOf(above.text), i: chosen.i - 1 });
    const next = rows[chosen.i + 1];
    // Under a logo, smaller type continues the name only with a trade word ("Milano" / "Restaurant");
    // other small words there are a slogan ("Where Creativity Happens").
    const slogan =
      next &&
      chosen.row.height > 1.3 * next.height &&
      next.text.trim().split(/\s+/).length >= 3 &&
      !LEGAL_FORM.test(next.upper) &&
      !nearTradeWordIn(next.text);
    // A trade word set much smaller right under the logo still belongs to it.
    const tradeTail =
      !!next &&
      nearTradeWordIn(next.text) &&
      next.page === chosen.row.page &&
      next.y - chosen.row.y < 1.7 * chosen.row.height &&
      chosen.row.height < 2.2 * next.height;
    if (
      next &&
      !slogan &&
      shortWord(chosen.name) &&
      clearWords(next) &&
      (wrapsInto(chosen.row, next) || (tradeTail && namePart(chosen.row, 0.85)))
    ) {
      const below = nameOf(next.text);
      const logoType = Math.min(chosen.row.height, next.height) > bodyHeight * 1.25;
      // The same name printed twice (logo, then text) is kept once, as the clearer reading.
      if (similarity(chosen.name, below) > 0.6) {
        if (next.confidence > chosen.row.confidence) chosen.name = below;
      } else if (continuesName(chosen.name, next.text, logoType)) chosen.name = `${chosen.name} ${below}`;
    } else if (next && chosen.row.height >= next.height && clearWords(next)) {
      // The logo read with a slip, then the same name in plain type right under it ("HIMMOS -
      // GALLERIA" over "MIMMOS GALLERIA"): the plain reading is kept when OCR is surer of it.
      const below = nameOf(next.text);
      const same =
        similarity(chosen.name, below) > 0.75 && compactOf(below).length === compactOf(chosen.name).length;
      if (same && next.confidence > chosen.row.confidence) chosen.name = below;
    }
  }
  if (chosen) preferFullerRepeat(rows.slice(headerLimit), chosen);
  const fromEmail = nameFromEmail(hints);
  if (fromEmail && (!chosen || chosen.score < 0.5)) {
    return {
      name: fromEmail,
      confidence: 0.6,
      note: `Merchant "${fromEmail}" taken from the e-mail sender.`,
    };
  }
  const strongHeader =
    !!chosen &&
    (LEGAL_FORM.test(chosen.name.toUpperCase()) ||
      chosen.row.height > medianHeight * 1.4 ||
      chosen.score >= 2);
  const headerWeak = !chosen || chosen.score < 0.5;
  // Where receipts carry the registered name, a company at the foot is the operator ("owned by").
  const signOff =
    strongHeader || (context.registeredNames && !headerWeak)
      ? null
      : footerName(afterAmounts(rows, headerLimit), headerWeak || !anchored(rows, chosen?.i));
  if (signOff) {
    return {
      name: signOff.name,
      confidence: Math.round(Math.min(0.7, 0.3 + 0.4 * signOff.row.confidence) * 100) / 100,
      note: `Merchant "${signOff.name}" taken from the foot of the receipt: no line at the top names a business.`,
    };
  }
  if (!chosen || chosen.score < -0.5) return null;
  // How sure the row is the name, times how clearly OCR read its letters.
  const confidence = Math.max(
    0.1,
    Math.min(0.95, 0.45 + 0.15 * chosen.score) * (0.4 + 0.6 * chosen.row.confidence ** 2),
  );
  const name = spellFromDomain(repairBrackets(chosen.name), domainsOf(rows));
  return { name, confidence: Math.round(confidence * 100) / 100, note: null };
}
