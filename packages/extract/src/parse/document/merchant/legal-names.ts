import { TITLE_FROM } from '../../lexicon/document-words';
import {
  BRAND_OF,
  BUYER_LABEL,
  CORPORATE_DESCRIPTORS,
  LEGAL_FORM,
  LEGAL_LINE,
  SALUTATION,
  SELLER_LABEL,
} from '../../lexicon/legal-forms';
import { PAYMENT_PLATFORMS } from '../../lexicon/mail-domains';
import { compactOf } from '../../text';
import { fold, originalSlice } from '../fold';
import { inBuyerBlock } from './buyer-block';
import type { Candidate, SellerContext } from './candidate';
import { above, type Cell } from './cells';
import type { SellerDomainKey } from './seller-domains';
import { isTitleOrColumnHeader } from './titles';

/**
 * Legal names ("STRATO GmbH", "BOUYGUES TELECOM - Société Anonyme au capital …") in the
 * letterhead, a seller's block or the footer's legal line, outside the buyer's block; and the
 * short form the letterhead uses for one ("NeurIPS").
 */

/** The name in a cell that carries a legal form: "STRATO GmbH • Otto-…" → "STRATO GmbH". */
export function legalNameIn(text: string): { full: string; brand: string } | null {
  const m = LEGAL_FORM.exec(text);
  if (!m || m.index === 0) return null;
  let head = text.slice(0, m.index);
  // "CASTANHA CAJU GRANEL 0,1180 KG 79,90": a weighed item's unit after its quantity, not a
  // Kommanditgesellschaft.
  if (/^\s*KG\b/i.test(m[0].replace(/^[,\s-]+/, '')) && /\d$/.test(head.trimEnd())) return null;
  // "congstar - eine Marke der Telekom Deutschland GmbH": the brand before the phrase.
  const owned = BRAND_OF.exec(head);
  const ownedBrand = owned?.[1]?.trim();
  if (owned && ownedBrand && /\p{L}{2}/u.test(ownedBrand) && ownedBrand.split(/\s+/).length <= 4)
    return { full: `${head.slice(owned.index + owned[0].length).trim()}${m[0]}`.trim(), brand: ownedBrand };
  // "Stationsplein 4, 5611 AB Eindhoven": the letters of a Dutch postcode before the town, not a
  // Swedish "AB" or a "BV", "NV", "AG", "KG".
  if (/\b\d{4}$/.test(head) && /^\s[A-Z]{2}\s+\p{Lu}/u.test(text.slice(m.index))) return null;
  // Whatever precedes the last separator is another field ("Privacy Notice © 1996-2020, Amazon.com").
  head = head.split(/[|•·©]|\s-\s|\(c\)|\b(?:19|20)\d\d\b[,:]?|:\s/i).at(-1) ?? head;
  head = head.replace(/^[\s,.:;-]+/, '');
  // "Verkauft von Hansen Audio GmbH": the label is matched folded, in any case. A label word that
  // is all there is before the legal form is the name ("Lieferant GmbH").
  const label = SELLER_LABEL.exec(fold(head)) ?? TITLE_FROM.exec(fold(head));
  if (label && label[0].trim().length < fold(head).trim().length) head = originalSlice(head, label[0].length);
  head = head.replace(/^[\s,.:;-]+|[\s,]+$/g, '');
  const words = head.split(/\s+/).filter(Boolean);
  // A brand of one letter and a digit ("P4 Sp. z o.o.", "O2 Czech Republic a.s.") is a name too.
  const letterAndDigit = /^\p{Lu}\d$/u.test(head);
  if (
    words.length === 0 ||
    words.length > 7 ||
    (!/\p{L}{2}/u.test(head) && !letterAndDigit) ||
    /^\d/.test(head)
  )
    return null;
  const brand = head.replace(CORPORATE_DESCRIPTORS, '') || head;
  return { full: `${head}${m[0]}`.trim(), brand };
}

/** Every legal name outside the buyer's block, scored by where and how large it stands. */
export function legalNames(ctx: SellerContext, keys: SellerDomainKey[]): Candidate[] {
  const { cells, inTop, pageBottom } = ctx;
  const candidates: Candidate[] = [];
  const height = cells.map((c) => c.height).sort((a, b) => a - b)[Math.floor(cells.length / 2)] ?? 10;
  for (const cell of cells) {
    const named = legalNameIn(cell.text);
    if (!named || inBuyerBlock(cells, cell)) continue;
    // A reseller's or platform's own name ("Paddle.com Market Ltd") names the seller only when the
    // document names no other: below every other evidence, and below the sender of a mail; at the
    // top or under "Invoice from" it still outranks the head of its own street line.
    if (PAYMENT_PLATFORMS.test(named.full)) {
      candidates.push({
        name: named.brand,
        score: inTop(cell) || above(cells, cell, 2).some((c) => TITLE_FROM.test(fold(c.text))) ? 1.3 : 0.9,
        why: `the reseller's legal name "${named.full}", the only seller named`,
        evidence: 'legal',
        top: inTop(cell),
      });
      continue;
    }
    let score = 2;
    if (cell.page === 0 && cell.y < 0.3 * pageBottom) score += 1;
    if (cell.height > 1.3 * height) score += 0.7;
    if (LEGAL_LINE.test(fold(cell.text))) score += 0.5;
    if (cell.page > 0) score -= 0.5;
    const sellerAbove = above(cells, cell, 2).some(
      (c) => SELLER_LABEL.test(fold(c.text)) && c.text.length < 30,
    );
    if (sellerAbove || SELLER_LABEL.test(fold(cell.text))) score += 1;
    // The domain's spelling inside the legal name names the brand ("Enbridge Gas" of "Enbridge
    // Gas Distribution Inc."); that candidate exists already.
    const brandKey = compactOf(named.brand);
    if (keys.some((k) => brandKey.startsWith(k.key))) continue;
    // "Liquor Street" over "(ODVJH Private Limited)": the bracketed legal name under a name is the
    // company operating that brand, and a person files the bill under the brand.
    const brand = /^\(.*\)$/.test(cell.text.trim()) ? nameAbove(cells, cell) : null;
    if (brand) {
      candidates.push({
        name: brand,
        score,
        why: `the brand over its operator "${named.full}"`,
        evidence: 'legal',
        top: inTop(cell),
      });
      continue;
    }
    const first = inTop(cell) && cell.height > 1.3 * height ? firstLineOf(cells, cell, named.full) : null;
    candidates.push({
      name: first ? `${first} ${named.brand}` : named.brand,
      score,
      why: `the legal name "${first ? `${first} ` : ''}${named.full}"`,
      evidence: 'legal',
      top: inTop(cell),
    });
  }
  return candidates;
}

/** The line right above a cell when it is a name's words alone (a brand over its operator). */
function nameAbove(cells: Cell[], cell: Cell): string | null {
  const line = above(cells, cell, 1)[0];
  if (!line || cell.y - line.y > 1.6 * Math.max(cell.height, line.height)) return null;
  const text = line.text.replace(/\s+/g, ' ').trim();
  if (!/^\p{Lu}[\p{L}&'.-]*(?: [\p{L}&'.-]+){0,3}$/u.test(text) || legalNameIn(text)) return null;
  const upper = fold(text);
  if (isTitleOrColumnHeader(text) || BUYER_LABEL.test(upper) || SELLER_LABEL.test(upper)) return null;
  return text;
}

/**
 * A letterhead that sets its name on two lines in large type ("Brennwerk" over "Haustechnik
 * GmbH"): the line right above the legal name, at its left edge and in its type size, when it is
 * a name's words alone. Only when the legal name's cell is the whole name, not a line of fields.
 */
function firstLineOf(cells: Cell[], cell: Cell, full: string): string | null {
  if (fold(cell.text).trim() !== fold(full).trim()) return null;
  const line = above(cells, cell, 1)[0];
  if (
    !line ||
    Math.abs(line.x - cell.x) > 3 ||
    Math.abs(line.height - cell.height) > 0.1 * cell.height ||
    cell.y - line.y > 1.6 * cell.height
  )
    return null;
  const text = line.text.replace(/\s+/g, ' ').trim();
  if (!/^\p{Lu}[\p{L}&'.-]*(?: [\p{L}&'.-]+){0,2}$/u.test(text) || legalNameIn(text)) return null;
  const upper = fold(text);
  if (
    isTitleOrColumnHeader(text) ||
    BUYER_LABEL.test(upper) ||
    SELLER_LABEL.test(upper) ||
    SALUTATION.test(upper)
  )
    return null;
  return text;
}

const NAME_LINKS = new Set([
  'OF',
  'AND',
  'THE',
  'FOR',
  'DE',
  'DES',
  'DU',
  'LA',
  'LE',
  'DER',
  'DIE',
  'FUR',
  'UND',
  'ET',
  'Y',
  'DEL',
  'VAN',
  'VOOR',
  'EN',
  'FOR',
  'OCH',
  '&',
]);

/**
 * A word of the letterhead whose capitals are the initials of a legal name's leading words
 * ("NeurIPS", "BMW" for "Bayerische Motoren Werke"), or null.
 */
function shortFormIn(cells: Cell[], name: string): string | null {
  const initials = fold(name)
    .split(/[\s-]+/)
    .filter((w) => w && !NAME_LINKS.has(w))
    .map((w) => w[0])
    .join('');
  if (initials.length < 3) return null;
  for (const cell of cells)
    for (const word of cell.text.split(/\s+/)) {
      const capitals = word.replace(/[^\p{Lu}]/gu, '');
      if (!/^\p{L}+$/u.test(word) || capitals.length < 3 || capitals.length < initials.length - 1) continue;
      if (initials.startsWith(fold(capitals))) return word;
    }
  return null;
}

/**
 * "NeurIPS" over "Neural Information Processing Systems Foundation, Inc.": the short form the
 * letterhead uses for the legal name is the name a person writes.
 */
export function shortForms(ctx: SellerContext, known: readonly Candidate[]): Candidate[] {
  const top = ctx.cells.filter(ctx.inTop);
  const candidates: Candidate[] = [];
  for (const legal of known.filter((c) => c.evidence === 'legal')) {
    const short = shortFormIn(top, legal.name);
    if (short)
      candidates.push({
        name: short,
        score: legal.score + 0.3,
        why: `the short form its letterhead uses for ${legal.why}`,
        evidence: 'legal',
        top: true,
      });
  }
  return candidates;
}
