import { countryNames } from '../../lexicon/country-names';
import { DATE_LABEL_ONLY } from '../../lexicon/date-labels';
import {
  BUYER_LABEL,
  BUYER_NUMBER,
  REGISTRATION_NUMBER,
  SALUTATION,
  SELLER_LABEL,
} from '../../lexicon/legal-forms';
import { PAYMENT_PLATFORMS } from '../../lexicon/mail-domains';
import { fold } from '../fold';
import { inBuyerBlock } from './buyer-block';
import { type Candidate, type SellerContext, sameCompany } from './candidate';
import { blockUnder, type Cell } from './cells';
import { legalNameIn } from './legal-names';
import { ADDRESS_LIKE, CONTACT_LIKE } from './line-shapes';
import { isTitleOrColumnHeader, onlyColumnWords } from './titles';

/**
 * A person written with initials ("R. de Wit", "J.P. van Dam", "K. Lindner"): a freelancer's block
 * puts the owner under the business's name, over the street and the registration number, and the
 * business is the seller.
 */
const INITIALLED_PERSON =
  /^\p{Lu}\.(?:\s?\p{Lu}\.)*\s(?:(?:van|von|de|der|den|du|da|di|le|la|ter|ten|zu|vom)\s)*\p{Lu}[\p{Ll}'-]+$/u;

/**
 * Small words a name keeps in lower case ("Bakkerij de Ster", "Apotheke am Markt", "Pan y Vino",
 * "Bar do Zé e dos Amigos", "Casa de los Abuelos", "Trattoria della Nonna", "Café aux Délices").
 */
const NAME_PARTICLES =
  /^(?:de|des|du|la|le|les|au|aux|van|von|der|den|het|zu|zum|zur|am|im|an|und|and|of|the|et|y|e|di|da|do|dos|das|del|della|delle|dei|degli|el|los|las|al|och|og|en|&)$/;

/**
 * Two or more lower-case words besides a name's particles, after a capital: a sentence of the page,
 * not a name. A brand set all in lower case ("fish and chips by the bay") starts lower-case.
 */
function isSentence(text: string): boolean {
  const words = text.split(/\s+/);
  if (/^\p{Ll}/u.test(words[0] ?? '')) return false;
  return words.filter((w) => /^\p{Ll}/u.test(w) && !NAME_PARTICLES.test(w)).length >= 2;
}

/**
 * A name on a registration line ("Kvarnens Bageri · Org.nr 556677-8899 · Bankgiro …") or alone
 * over one in its column (a footer's columns, a seller block): a business writes its registered
 * number beside its own name, so that name is the seller even without a legal form.
 */
function registeredNames(cells: Cell[]): Array<{ name: string; cell: Cell }> {
  const out: Array<{ name: string; cell: Cell }> = [];
  const nameLike = (text: string) => {
    const t = text.replace(/\s+/g, ' ').trim();
    const letters = t.replace(/[^\p{L}]/gu, '').length;
    return (
      letters >= 3 &&
      letters / Math.max(1, t.replace(/\s/g, '').length) >= 0.7 &&
      t.split(' ').length <= 5 &&
      !/:|\d{2}/.test(t) &&
      !isTitleOrColumnHeader(t) &&
      // "Totaal" over the footer's "KvK … BTW-id …" that follows the sums: a sum's label.
      !onlyColumnWords(t) &&
      !ADDRESS_LIKE.test(t) &&
      !CONTACT_LIKE.test(fold(t)) &&
      !BUYER_LABEL.test(fold(t)) &&
      !SELLER_LABEL.test(fold(t)) &&
      !SALUTATION.test(fold(t)) &&
      !INITIALLED_PERSON.test(t) &&
      // "Datum" over the booking note and the footer's "Steuernummer: …"; "Leistungsdatum ist
      // gleich dem Rechnungsdatum" over "UID: ATU…": a label or a sentence, not a name.
      !DATE_LABEL_ONLY.test(fold(t)) &&
      // The address block's last line ("Türkiye", "Portugal") over the seller's tax number.
      !isCountryName(t) &&
      !isSentence(t)
    );
  };
  // The buyer's own number ("Customer VAT ID", "USt-IdNr. des Kunden", "N° TVA client").
  const registration = (text: string) => {
    const folded = fold(text);
    return REGISTRATION_NUMBER.test(folded) && !BUYER_NUMBER.test(folded);
  };
  for (const cell of cells) {
    const parts = cell.text.split(/\s*[|•·]\s*|\s{2,}|\s[-–]\s/).filter(Boolean);
    if (parts.length >= 2 && parts.some((p) => registration(p))) {
      const name = parts.find((p) => !registration(p) && nameLike(p));
      if (name && parts.indexOf(name) === 0) out.push({ name: name.trim(), cell });
      continue;
    }
    if (!nameLike(cell.text)) continue;
    const block = blockUnder(cells, cell).slice(0, 3);
    if (block.some((c) => registration(c.text)))
      out.push({ name: cell.text.replace(/\s+/g, ' ').trim(), cell });
  }
  return out;
}

function isCountryName(text: string): boolean {
  const letters = text
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
  return countryNames().has(letters);
}

/** A name beside or over its registration number, outside the buyer's block. */
export function registeredNameCandidates(ctx: SellerContext, known: readonly Candidate[]): Candidate[] {
  const { cells, inTop } = ctx;
  const candidates: Candidate[] = [];
  for (const { name, cell } of registeredNames(cells)) {
    if (inBuyerBlock(cells, cell) || PAYMENT_PLATFORMS.test(name) || legalNameIn(cell.text)) continue;
    if ([...known, ...candidates].some((c) => sameCompany(c.name, name))) continue;
    candidates.push({
      name,
      score: 2.1 + (inTop(cell) ? 0.5 : 0),
      why: 'the name beside its registration number',
      evidence: 'legal',
      top: inTop(cell),
    });
  }
  return candidates;
}
