import { compactOf, type Row } from '../text';
import { domainsOf, nameFromBareAddress, spellFromDomain } from './domain';
import { afterAmounts, anchored, footerName, nameFromEmail, preferFullerRepeat } from './fallbacks';
import { scoreHeaderLine } from './header';
import { extendLegalName } from './legal-name';
import {
  clearWords,
  nameLike,
  onlyLegalWords,
  withoutContactBoxes,
  withoutPoorBoxes,
  wrapsInto,
} from './lines';
import {
  type ChosenLine,
  joinLogoLines,
  takeFullerLine,
  takeWholeWord,
  withoutBranchAfterForm,
} from './logo';
import { fixLetterDigits, nameOf, repairBrackets } from './ocr-repair';
import { ADDRESS, CONTACT, LEGAL_FORM, NOISE, STRONG_LEGAL } from './patterns';

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

/**
 * The steps that make the best header line into the whole name, and the fallbacks. All are on in
 * the product; bench/src/merchant-cv.ts switches one off at a time to count, per fold of the
 * tuning receipts, the receipts each one wins and loses.
 */
export const MERCHANT_STEPS = {
  /** The tallest name-like header line is the logo (where brands head receipts). */
  logo: true,
  fullerLine: true,
  wholeWord: true,
  /** A legal name wrapped from the line above ("LIAN CHI PU TIAN VEGETARIAN" / "RESTAURANT SDN BHD"). */
  legalWrap: true,
  legalName: true,
  logoLines: true,
  fullerRepeat: true,
  footerName: true,
  domainSpelling: true,
  repairBrackets: true,
  /** Where names are registered, a branch printed after the legal form on the name's line is cut. */
  branchAfterForm: true,
};

export function chooseMerchant(
  allRows: Row[],
  hints?: { emailFrom?: string; emailFromName?: string },
  context: MerchantContext = { registeredNames: true },
): MerchantChoice | null {
  const headerLimit = Math.max(4, Math.min(12, Math.ceil(allRows.length * 0.35)));
  const rows = allRows.map((r, i) => (i < headerLimit ? withoutContactBoxes(withoutPoorBoxes(r)) : r));
  const header = rows.slice(0, headerLimit);
  const heights = header.map((r) => r.height).sort((a, b) => a - b);
  const medianHeight = heights[Math.floor(heights.length / 2)] ?? 1;
  const allHeights = rows.map((r) => r.height).sort((a, b) => a - b);
  const bodyHeight = allHeights[Math.floor(allHeights.length / 2)] ?? 1;
  // The logo: the tallest name-like header line, clearly taller than the body text.
  const logo =
    context.registeredNames || !MERCHANT_STEPS.logo
      ? null
      : header
          .filter(
            (r) =>
              r.confidence >= 0.8 &&
              nameLike(r.text) &&
              !/\d/.test(fixLetterDigits(r.text)) &&
              !ADDRESS.test(r.upper) &&
              !CONTACT.test(r.upper) &&
              !NOISE.test(r.upper),
          )
          .reduce<Row | null>((a, r) => (a && a.height >= r.height ? a : r), null);
  let best: ChosenLine | null = null;
  header.forEach((row, i) => {
    const name = nameOf(row.text);
    if (!nameLike(name)) return;
    const score = scoreHeaderLine(row, { index: i, next: rows[i + 1], name, medianHeight, logo, context });
    if (!best || score > best.score) best = { row, score, name, i };
  });
  const chosen = best as ChosenLine | null;
  if (chosen && MERCHANT_STEPS.fullerLine) takeFullerLine(rows, chosen, context);
  if (chosen && MERCHANT_STEPS.wholeWord) takeWholeWord(rows, chosen, medianHeight);
  // Legal names wrap: "LIAN CHI PU TIAN VEGETARIAN" above "RESTAURANT SDN BHD".
  const weakLegal =
    chosen && !STRONG_LEGAL.test(chosen.name.toUpperCase()) && LEGAL_FORM.test(chosen.name.toUpperCase());
  let top = chosen?.i ?? 0;
  if (chosen && MERCHANT_STEPS.legalWrap && (onlyLegalWords(chosen.name) || weakLegal)) {
    const prev = rows[chosen.i - 1];
    // A line above that the name already spells out is the logo, not the name's first half.
    const repeated = !!prev && compactOf(chosen.name).includes(compactOf(nameOf(prev.text)));
    if (
      prev &&
      !repeated &&
      (onlyLegalWords(chosen.name) || clearWords(prev)) &&
      wrapsInto(prev, chosen.row)
    ) {
      chosen.name = `${nameOf(prev.text)} ${chosen.name}`;
      top -= 1;
    }
  }
  if (chosen && context.registeredNames && MERCHANT_STEPS.legalName) extendLegalName(rows, chosen, top);
  if (chosen && MERCHANT_STEPS.logoLines && !LEGAL_FORM.test(chosen.name.toUpperCase()))
    joinLogoLines(rows, chosen, logo, bodyHeight);
  if (chosen && MERCHANT_STEPS.fullerRepeat) preferFullerRepeat(rows.slice(headerLimit), chosen);
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
    !MERCHANT_STEPS.footerName || strongHeader || (context.registeredNames && !headerWeak)
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
  // The best line is the shop's web or mail address: the name is the domain it spells.
  const fromAddress = nameFromBareAddress(chosen.row.text);
  if (fromAddress) return { name: fromAddress, confidence: Math.min(0.6, confidence), note: null };
  const bracketed = MERCHANT_STEPS.repairBrackets ? repairBrackets(chosen.name) : chosen.name;
  const repaired =
    context.registeredNames && MERCHANT_STEPS.branchAfterForm ? withoutBranchAfterForm(bracketed) : bracketed;
  const name = MERCHANT_STEPS.domainSpelling ? spellFromDomain(repaired, domainsOf(rows)) : repaired;
  return { name, confidence: Math.round(confidence * 100) / 100, note: null };
}
