import { compactOf, type Row } from '../text';
import { nameLike, namePart, onlyLegalWords, sameBlock, similarity } from './lines';
import { nameOf } from './ocr-repair';
import {
  ADDRESS,
  AMOUNT_ROW,
  CONTACT,
  LEGAL_FORM,
  SENTENCE,
  SIGN_OFF_NOISE,
  STREET_NUMBER,
} from './patterns';

/** Where the name comes from when the header has none: the e-mail sender, the foot of the receipt. */

export function nameFromEmail(
  hints: { emailFrom?: string; emailFromName?: string } | undefined,
): string | null {
  if (!hints) return null;
  const display = hints.emailFromName?.replace(/["']/g, '').trim();
  if (display && !/no-?reply|notifications?|receipts?|billing|orders?/i.test(display)) return display;
  const domain = hints.emailFrom?.split('@')[1]?.toLowerCase();
  if (!domain) return display || null;
  const parts = domain
    .split('.')
    .filter((p) => !/^(mail|email|e|em|info|news|noreply|receipts?|orders?)$/.test(p));
  const base = parts.length >= 2 ? parts[parts.length - 2] : parts[0];
  if (!base) return null;
  return base.charAt(0).toUpperCase() + base.slice(1);
}

/**
 * Stores often print their name again at the foot ("Thank you for shopping at" / the name). When
 * that repeat reads the same name with a letter or two more, the header lost them to OCR, and the
 * fuller reading is kept.
 */
export function preferFullerRepeat(footer: Row[], chosen: { row: Row; name: string }): void {
  const length = compactOf(chosen.name).length;
  for (const row of footer) {
    // "Thank you for shopping" / "at Crest Foods": the word before the name is not part of it.
    const name = nameOf(row.text).replace(/^(?:at|with|to)\s+/i, '');
    const extra = compactOf(name).length - length;
    // Extra words around the whole name ("AT MORRISONS") are not letters the header lost.
    if (compactOf(name).includes(compactOf(chosen.name))) continue;
    if (extra < 1 || extra > 3 || /\d/.test(name) || !nameLike(name)) continue;
    if (CONTACT.test(name.toUpperCase()) || similarity(chosen.name, name) < 0.85) continue;
    chosen.name = name;
    return;
  }
}

/** A name at the top is followed within three lines by the store's address or phone. */
export function anchored(rows: Row[], i: number | undefined): boolean {
  if (i === undefined) return false;
  return rows.slice(i + 1, i + 4).some((r) => ADDRESS.test(r.upper) || CONTACT.test(r.upper));
}

/** The rows below the header and below the last amount: where a store signs off. */
export function afterAmounts(rows: Row[], headerLimit: number): Row[] {
  let start = headerLimit;
  rows.forEach((row, i) => {
    if (i >= headerLimit && AMOUNT_ROW.test(row.upper)) start = i + 1;
  });
  return rows.slice(start);
}
/**
 * Photos often miss the header, or open with a promotion, while stores sign off at the foot with
 * their name: "McDonald's Restaurant", or the name over its street address. A line with a trade
 * word qualifies when the header's best line has none; a name over an address only when the header
 * offered nothing that reads as a name, or no address follows it (`headerUnsure`).
 */
export function footerName(footer: Row[], headerUnsure: boolean): { name: string; row: Row } | null {
  for (let k = footer.length - 1; k >= 0; k--) {
    const row = footer[k]!;
    const name = nameOf(row.text)
      .replace(/\s+'/g, "'")
      .replace(/\s*:\s*/g, ' ')
      .trim();
    const upper = name.toUpperCase();
    if (row.confidence < 0.8 || SIGN_OFF_NOISE.test(upper) || SENTENCE.test(upper)) continue;
    if (name.split(/\s+/).length > 5 || !namePart(row, 0.8, name)) continue;
    const next = footer[k + 1];
    const overAddress =
      !!next && sameBlock(row, next) && (ADDRESS.test(next.upper) || STREET_NUMBER.test(next.upper));
    const trade = LEGAL_FORM.test(upper) && !onlyLegalWords(name);
    if (trade || (overAddress && headerUnsure)) return { name, row };
  }
  return null;
}
