import { compactOf, type Row } from '../text';
import { lowerCaseOnly, registrationLine, withoutStoreNumber } from './lines';
import { letterDigitName } from './ocr-repair';
import {
  ADDRESS,
  ADDRESS_COMPACT,
  CONTACT,
  FORMER_NAME,
  LEGAL_COMPACT,
  LEGAL_FORM,
  NOISE,
  OPERATOR_FORM,
  REGISTRATION,
  STRONG_LEGAL,
  TOWN_REGION,
} from './patterns';

/**
 * How much each sign moves a header line's score as the store's name. Fitted by leave-one-fold-out
 * on the tuning split (bench/src/merchant-cv.ts, REFIT=1): each weight sits in the middle of the
 * range where every fold scores its best, not at the edge that maximises the whole split, so a
 * receipt unlike the dev ones does not tip it. Change them only with that bench's folds in hand.
 */
export const HEADER_WEIGHTS = {
  /** Every line further down the header costs this much: names come first. */
  perLineDown: 0.15,
  /** The registration number on the line under it ("(123456-X)", "Company Reg. No. : 123456-X"). */
  registrationBelow: 0.25,
  /** A line wholly in brackets is a branch or a former name, not the name. */
  bracketed: -1,
  legalOrTradeWord: 1.5,
  strongLegalForm: 0.75,
  address: -2,
  contact: -2.5,
  noise: -2.5,
  /** Digits outside a strong legal form ("#12" store numbers excepted). */
  digits: -0.7,
  taller: 0.5,
  muchTaller: 0.75,
  /** The tallest name-like header line where brands, not registered names, head receipts. */
  logo: 1,
  tooShort: -0.4,
  /** Read under 0.7: print showing through thin paper from the back, or a smudge; names print clearly. */
  poorlyRead: -0.5,
  thanks: -0.5,
  /** Running text: thanks, policies and invitations printed above the name ("Goods sold are not returnable"). */
  runningText: -1.5,
  /**
   * "... FKA OLD NAME" where brands name stores: the operating company and its former name. Where
   * registered names name them, it is the seller's name (the former name is cut off, ocr-repair.ts).
   */
  formerName: -2.5,
  /**
   * A line with no capital letter where names are registered: POS printers set the name in
   * capitals or title case; lower case at the top is a signature or a note written on the slip.
   */
  lowerCase: -1.25,
} as const;

export interface HeaderLineContext {
  index: number;
  next: Row | undefined;
  /** The line's text as a name (ocr-repair.ts). */
  name: string;
  medianHeight: number;
  logo: Row | null;
  context: { registeredNames: boolean };
}

/** Three or more words that join a sentence ("BANK OF THE WEST" has two), thanks or a request. */
export function runningText(upper: string): boolean {
  const glue =
    upper.match(/\b(THE|AND|OR|IN|OF|FOR|YOU|YOUR|WITH|TO|IS|ARE|WE|OUR|BY|AT|ON|PLEASE|NOT)\b/g) ?? [];
  return (
    glue.length >= 3 ||
    /^(PLEASE|GOODS SOLD|THANK)\b/.test(upper) ||
    /\bPLEASE\b/.test(upper) ||
    slogan(upper)
  );
}

/**
 * A chain's slogan printed over its name ("QUALITY YOU CAN TRUST", "Always Low Prices"): three words
 * or more that speak to the customer or promise for all time. A name of that many words rarely does.
 */
function slogan(upper: string): boolean {
  const words = upper.split(/[^\p{L}'’]+/u).filter(Boolean);
  return words.length >= 3 && words.some((w) => SLOGAN_WORDS.has(w));
}
const SLOGAN_WORDS = new Set([
  'YOU',
  "YOU'LL",
  "YOU'RE",
  'WE',
  "WE'RE",
  'OUR',
  'ALWAYS',
  'EVERYDAY',
  'FOREVER',
]);

/** How strongly one header line reads as the store's name; the best line wins. */
export function scoreHeaderLine(row: Row, h: HeaderLineContext): number {
  const w = HEADER_WEIGHTS;
  const upper = h.name.toUpperCase();
  const compact = upper.replace(/[^A-Z0-9]/g, '');
  let score = 1 - h.index * w.perLineDown;
  // Legal names carry their registration number, on the same line or the next.
  const registered = REGISTRATION.test(row.upper);
  if (registrationLine(h.next)) score += w.registrationBelow;
  if (/^\(.*\)$/.test(row.text.trim())) score += w.bracketed;
  // Outside Malaysia an "Inc." line names the operator, unless the store's street address follows.
  const overStreet = !!h.next && /^\d{1,5}\s?[A-Z]{2,}/.test(h.next.upper) && !/\d/.test(upper);
  const legal = h.context.registeredNames || overStreet ? upper : upper.replace(OPERATOR_FORM, ' ');
  const legalCompact = h.context.registeredNames ? compact : compactOf(legal);
  if (LEGAL_FORM.test(legal) || LEGAL_COMPACT.test(legalCompact)) score += w.legalOrTradeWord;
  if (STRONG_LEGAL.test(legal) || /SDNBHD|BERHAD|ENTERPRISE|TRADING/.test(legalCompact))
    score += w.strongLegalForm;
  const townLine = TOWN_REGION.test(h.name.trim());
  // A registered name carries its branch in brackets ("BOOK SHOP (TAMAN MAJU) SDN BHD"): a place
  // there does not make the line an address.
  const place = STRONG_LEGAL.test(upper) ? upper.replace(/\([^)]*\)/g, ' ') : upper;
  const placeCompact = place.replace(/[^A-Z0-9]/g, '');
  if ((ADDRESS.test(place) || ADDRESS_COMPACT.test(placeCompact) || townLine) && !registered)
    score += w.address;
  if (CONTACT.test(upper)) score += w.contact;
  if (NOISE.test(upper)) score += w.noise;
  const digits = compact.replace(/#\d+/g, '');
  const unnumbered = withoutStoreNumber(upper)
    .replace(/#\s*\d+/g, '')
    .replace(/[A-Z0-9]+/g, (w) => (letterDigitName(w) ? w.replace(/\d/, 'I') : w));
  if (/\d/.test(unnumbered) && !STRONG_LEGAL.test(upper)) score += w.digits;
  if (row.height > h.medianHeight * 1.25) score += w.taller;
  if (row.height > h.medianHeight * 1.5) score += w.muchTaller;
  if (row === h.logo && row.height > h.medianHeight * 1.4) score += w.logo;
  if (digits.length < 4) score += w.tooShort;
  if (row.confidence < 0.7) score += w.poorlyRead;
  if (/^THANK/.test(compact)) score += w.thanks;
  if (runningText(upper)) score += w.runningText;
  if (h.context.registeredNames && lowerCaseOnly(h.name)) score += w.lowerCase;
  if (FORMER_NAME.test(row.upper) && !h.context.registeredNames) score += w.formerName;
  return score;
}
