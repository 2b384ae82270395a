import { BUYER_LABEL, PRINCIPAL_PHRASE, SELLER_LABEL } from '../../lexicon/legal-forms';
import { PAYMENT_PLATFORMS } from '../../lexicon/mail-domains';
import { fold, originalSlice } from '../fold';
import type { Candidate, SellerContext } from './candidate';
import type { Cell } from './cells';
import { legalNameIn } from './legal-names';
import { isTitleOrColumnHeader } from './titles';

/**
 * Sellers a label or a phrase names: "Sold by" / "Billed by" / "De :" blocks, the payee of payment
 * instructions ("Make checks payable to", "Remit to", a bank transfer's beneficiary or account
 * holder), the shop a "Thank you for shopping at" line thanks for, and the seller a reseller or
 * payment platform says it acts for.
 */

/** Phrases of payment instructions before the payee's name, upper-case without accents. */
const PAYEE_PHRASE =
  /\b(?:(?:MAKE )?(?:CHECKS|CHEQUES) PAYABLE TO|PAYABLE TO|T\.\s?N\.\s?V\.?\s*:?|TEN NAME VAN\s*:?|KONTOINHABER(?:IN)?\s*:|TITULAIRE DU COMPTE\s*:|TITULAR DE LA CUENTA\s*:|BETALNINGSMOTTAGARE\s*:|(?:BENEFICIARY|PAYEE)(?: NAME)?\s*:|BEGUNSTIGTER\s*:|BEGUNSTIGDE\s*:|BENEFICIAIRE\s*:|BENEFICIARIO\s*:|MOTTAGARE\s*:)\s*/;
/**
 * "Account name:" names the payee in bank details, but the customer on a bill's account summary:
 * it counts when bank words stand beside it (a sort code, an IBAN, an account number).
 */
const ACCOUNT_NAME = /\b(?:ACCOUNT NAME|ACCOUNT HOLDER|NAME OF ACCOUNT)\s*:\s*/;
const BANK_WORDS =
  /\b(?:BANK|IBAN|BIC|SWIFT|SORT CODE|ACCOUNT (?:NO|NUMBER)|BSB|ROUTING|BANKVERBINDUNG|BANKGEGEVENS|RIB)\b/;
/**
 * Thanks that name the shop: the words up to the end of the sentence are its name. "Thanks for
 * choosing Heroku," / "Merci d'avoir choisi …" / "Gracias por elegir …" name it without a
 * preposition, as SaaS, hotel and airline documents sign off.
 */
const THANKS_PHRASE =
  /\b(?:THANK YOU|THANKS) FOR (?:SHOPPING|ORDERING|DINING|STAYING|CHOOSING|VISITING|FLYING|TRAVELL?ING|BOOKING|YOUR (?:ORDER|PURCHASE|VISIT|BOOKING)) (?:AT|WITH|FROM) ([^.!,]{2,40}?)(?=[.!,]|$)|\bDANKE? FUR (?:IHREN|DEINEN) (?:EINKAUF|BESUCH|AUFTRAG) (?:BEI|IM|IN DER) ([^.!,]{2,40}?)(?=[.!,]|$)|\b(?:THANK YOU|THANKS) FOR CHOOSING ([^.!,]{2,40}?)(?=[.!,]|$)|\bMERCI D'AVOIR CHOISI ([^.!,]{2,40}?)(?=[.!,]|$)|\bGRACIAS POR (?:ELEGIR|ESCOGER) ([^.!,]{2,40}?)(?=[.!,]|$)/;
/** A pronoun or a generic word where the thanks name no one ("with us", "bei uns"). */
const PRONOUN = /^(?:US|UNS|THE STORE|OUR STORE|OUR SHOP|HERE)$|^(?:OUR|YOUR|NOTRE|VOTRE|NUESTR[OA]S?)\b/;

/** Bank words in the cell or the cells of its column within three lines above or below. */
function bankWordsNear(cells: Cell[], cell: Cell): boolean {
  return cells.some(
    (c) =>
      c.page === cell.page &&
      Math.abs(c.y - cell.y) <= 3.5 * Math.max(c.height, cell.height) &&
      Math.abs(c.x - cell.x) < 60 &&
      BANK_WORDS.test(fold(c.text)),
  );
}

/**
 * The name a label or payment phrase is followed by, without its legal form ("Hansen Audio" of
 * "Hansen Audio GmbH"); null when it is no seller's name: no word, too many words, characters a
 * name does not hold (`notInName`), or a payment platform's own name.
 */
function brandAfterLabel(name: string, notInName: RegExp): string | null {
  const brand = legalNameIn(` ${name}`)?.brand ?? name;
  if (!/\p{L}{2}/u.test(brand) || brand.split(/\s+/).length > 6 || notInName.test(brand)) return null;
  return PAYMENT_PLATFORMS.test(brand) ? null : brand;
}

/** Payment instructions name the payee, the seller: "Make checks payable to X", "t.n.v. X". */
export function payees(ctx: SellerContext): Candidate[] {
  const { cells, inTop } = ctx;
  const candidates: Candidate[] = [];
  for (const cell of cells) {
    const folded = fold(cell.text);
    const m =
      PAYEE_PHRASE.exec(folded) ??
      (ACCOUNT_NAME.test(folded) && bankWordsNear(cells, cell) ? ACCOUNT_NAME.exec(folded) : null);
    if (!m) continue;
    const name = cell.text
      .slice(m.index + m[0].length)
      .split(
        /\s[-–|•·]\s|[,;(]|\.\s|\s(?:IBAN|BIC|SWIFT|BANK|KONTO|ACCOUNT|REK|NL\d{2}|OR|ODER|OU|OF|ELLER|O|BY|PER|PAR|POR|VIA)\b/i,
      )[0]!
      .replace(/[.:\s]+$/, '')
      .trim();
    const brand = brandAfterLabel(name, /\d{3}|@/);
    if (!brand) continue;
    candidates.push({
      name: brand,
      score: 2.4,
      why: 'the payee its payment instructions name',
      evidence: 'seller-label',
      top: inTop(cell),
    });
  }
  return candidates;
}

/** "Thank you for shopping at Green Grocer", "Vielen Dank für Ihren Einkauf bei Kramer". */
export function thankedShops(ctx: SellerContext): Candidate[] {
  const { cells, inTop } = ctx;
  const candidates: Candidate[] = [];
  for (const cell of cells) {
    const folded = fold(cell.text);
    const m = THANKS_PHRASE.exec(folded);
    const named = m?.slice(1).find(Boolean);
    if (!m || !named) continue;
    const name = cell.text.slice(m.index + m[0].length - named.length, m.index + m[0].length).trim();
    // A name begins with a capital: "choosing to shop with us" names no one.
    if (!/^[\p{Lu}\d]/u.test(name) || PRONOUN.test(fold(name)) || name.split(/\s+/).length > 4) continue;
    candidates.push({
      name: legalNameIn(` ${name}`)?.brand ?? name,
      score: 2.2,
      why: 'the name its thanks give',
      evidence: 'thanks',
      top: inTop(cell),
    });
  }
  return candidates;
}

/**
 * A form's company-name field ("Denominazione", "Ragione sociale", "Název", "Nazwa", "Firma",
 * "Company name"), upper-case without accents: the Italian e-invoice print lists the party's fields
 * under its heading, its tax numbers first and its name after "Denominazione". A Mexican electronic
 * invoice's print (CFDI) lists the issuer's "RFC", "Nombre" and "Régimen" under "Emisor", the
 * field's name in a cell of its own and its value in the next.
 */
const COMPANY_NAME_FIELD =
  /^(?:DENOMINAZIONE|RAGIONE SOCIALE|NAZEV(?: FIRMY)?|NAZWA(?: FIRMY)?|FIRMA|COMPANY NAME|NOMBRE|RAZON SOCIAL|DENOMINACION)\s*:?(?:\s+|$)/;

/**
 * The company-name field in the seller's block under its label: the cells below it in its column,
 * up to the buyer's label or ten lines down. A heading centred over its frame ("Emisor" over the
 * issuer's "RFC" and "Nombre" rows, "Receptor" over the buyer's) stands right of its fields: a
 * field to its left counts where it is nearer this heading than the buyer's heading on its line.
 */
function namedFieldUnder(cells: Cell[], label: Cell): string | null {
  const buyerHeads = cells.filter(
    (c) =>
      c !== label &&
      c.page === label.page &&
      Math.abs(c.y - label.y) < 0.5 * label.height &&
      BUYER_LABEL.test(fold(c.text)),
  );
  const inFrame = (c: Cell) =>
    Math.abs(c.x - label.x) < 12 ||
    (c.x < label.x && buyerHeads.length > 0 && buyerHeads.every((b) => Math.abs(b.x - c.x) > label.x - c.x));
  const below = cells
    .filter(
      (c) => c.page === label.page && c.y > label.y && c.y - label.y < 10 * 1.5 * label.height && inFrame(c),
    )
    .sort((a, b) => a.y - b.y);
  for (const c of below) {
    const folded = fold(c.text);
    if (BUYER_LABEL.test(folded)) return null;
    const field = COMPANY_NAME_FIELD.exec(folded);
    if (!field) continue;
    let value = c.text.slice(field[0].length).trim();
    // The field's name alone in its cell: its value is the next cell on its line.
    if (!value)
      value =
        cells
          .filter((v) => v.page === c.page && Math.abs(v.y - c.y) < 0.5 * c.height && v.x > c.right)
          .sort((a, b) => a.x - b.x)[0]?.text ?? '';
    return brandAfterLabel(value, /\d{3}|@|:/);
  }
  return null;
}

/**
 * "Vendedor", "Vendeur", "Verkäufer", "Verkoper" also name the sales clerk who rang up a till
 * ticket ("Vendedor: Jorge Pérez" between "Hora: 10:30" and the customer): among a till's fields
 * (a time, a register, a till number) the label names a person, not the firm.
 */
const CLERK_LABEL = /^(?:VENDEDOR|VENDEUR|VERKAUFER|VERKOPER)\b/;
const TILL_FIELD =
  /\b(?:HORA|HEURE|UHRZEIT|TIJD|TIME|CAJA|CAISSE|KASSE|KASSA|TERMINAL|TURNO)\b|\b\d{1,2}:\d{2}\b/;

function amongTillFields(cells: Cell[], label: Cell): boolean {
  return cells.some(
    (c) =>
      c !== label &&
      c.page === label.page &&
      Math.abs(c.y - label.y) <= 2.5 * Math.max(c.height, label.height) &&
      Math.abs(c.x - label.x) < 60 &&
      TILL_FIELD.test(fold(c.text)),
  );
}

/**
 * "From: Delhi (DEL)  To: Mumbai (BOM)" on a ticket is the journey's origin, not a sender: a place
 * with its airport or station code in brackets, or a "From" with a "To" on its line.
 */
const ROUTE_FROM = /^(?:FROM|VON|DE|DA|VAN|FRAN|Z)\b/;
// A firm's legal form or country in brackets ("Atelier Mirabeau (SAS)", "Harbour Joinery (LTD)")
// has the same three capitals: a sender's name, not a place. (Country codes such as FRA, CAN and
// AUS are also Frankfurt's, Guangzhou's and Austin's airports, so only the USA is left out.)
const PLACE_CODE = /\(\s*(?!(?:SAS|SRL|SPA|LLC|LLP|LTD|INC|PLC|PTY|USA)\s*\))[A-Z]{3}\s*\)\s*$/;
const ROUTE_TO = /^(?:TO|NACH|NAAR|A|VERS|HACIA|TILL|DO)\s*:/;

function routeOrigin(cells: Cell[], label: Cell, name: string): boolean {
  if (!ROUTE_FROM.test(fold(label.text))) return false;
  if (PLACE_CODE.test(name)) return true;
  return cells.some(
    (c) =>
      c !== label &&
      c.page === label.page &&
      Math.abs(c.y - label.y) < 0.5 * Math.max(c.height, label.height) &&
      ROUTE_TO.test(fold(c.text)),
  );
}

/** "Sold by" / "De :" / "From" with the name beside or under it. */
export function labelledSellers(ctx: SellerContext): Candidate[] {
  const { cells, inTop } = ctx;
  const candidates: Candidate[] = [];
  for (const cell of cells) {
    const label = SELLER_LABEL.exec(fold(cell.text));
    // "MERCHANT COPY" marks the print, not a label over the seller's name.
    if (!label || isTitleOrColumnHeader(cell.text)) continue;
    if (CLERK_LABEL.test(fold(cell.text)) && amongTillFields(cells, cell)) continue;
    // A gloss in brackets after the label ("Cedente/prestatore (fornitore)") names no one.
    let name = cell.text
      .slice(label[0].length)
      .replace(/^\([^)]*\)\s*/, '')
      .trim();
    if (!name) {
      const under = cells.find(
        (c) =>
          c.page === cell.page &&
          c.y > cell.y &&
          c.y - cell.y < 2.2 * cell.height &&
          Math.abs(c.x - cell.x) < 12,
      );
      name = under?.text ?? '';
    }
    if (routeOrigin(cells, cell, name)) continue;
    // A seller label's name holds no colon: "Datum: 04.03." under "Von:" is the next field.
    const brand = brandAfterLabel(name, /\d{3}|@|:/) ?? namedFieldUnder(cells, cell);
    if (!brand) continue;
    candidates.push({
      name: brand,
      score: 2.6,
      why: `the "${(label[1] ?? label[2] ?? '').toLowerCase()}" block`,
      evidence: 'seller-label',
      top: inTop(cell),
    });
  }
  return candidates;
}

/**
 * The name after the first phrase of {@link PRINCIPAL_PHRASE} that is followed by one: "Merchant of
 * Record for this order on behalf of Kranich Audio" names no one after "for", but after "on behalf
 * of". A name begins with a capital.
 */
function actedFor(text: string): string | null {
  const folded = fold(text);
  for (let from = 0; from < folded.length; ) {
    const m = PRINCIPAL_PHRASE.exec(folded.slice(from));
    if (!m?.[1]) return null;
    const start = from + m.index + m[0].trimEnd().length - m[1].length;
    const name = originalSlice(text, start, start + m[1].length).trim();
    if (/^[\p{Lu}\d]/u.test(name)) return name;
    from = start;
  }
  return null;
}

/** "Kranich Audio via Paddle.com": the seller, then the platform that sold for it. */
const VIA_PLATFORM = /^(.{2,60}?)\s+via\s+(\S+)/i;

/**
 * A reseller or payment platform that sells for another names it: "Paddle.com is the Merchant of
 * Record … on behalf of Kranich Audio", "FastSpring is the authorized reseller for …", "Kranich
 * Audio via Paddle.com". The seller it acts for is the merchant; the platform only processed the
 * payment.
 */
export function platformPrincipals(ctx: SellerContext): Candidate[] {
  const { cells, inTop } = ctx;
  const candidates: Candidate[] = [];
  for (const cell of cells) {
    const phrase = actedFor(cell.text);
    const via = phrase ? null : VIA_PLATFORM.exec(cell.text);
    const name = phrase ?? (via && PAYMENT_PLATFORMS.test(via[2]!) ? via[1]!.trim() : null);
    const brand = name ? brandAfterLabel(name, /\d{3}|@|:/) : null;
    if (!brand) continue;
    candidates.push({
      name: brand,
      score: 3,
      why: phrase ? 'the seller its reseller acts for' : 'the seller before "via" and its payment platform',
      evidence: 'seller-label',
      top: inTop(cell),
    });
  }
  return candidates;
}
