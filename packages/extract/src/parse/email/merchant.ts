import type { TextDocument } from '../../text-document';
import { dateCandidatesIn } from '../dates';
import { fold, originalSlice } from '../document/fold';
import { isTitleOrColumnHeader } from '../document/merchant/titles';
import { BUSINESS_NOUNS } from '../lexicon/business-nouns';
import { TITLE_FROM } from '../lexicon/document-words';
import { LEGAL_FORM, REGISTRATION_NUMBER } from '../lexicon/legal-forms';
import { PAYMENT_PLATFORMS, SUBJECT_GENERIC_WORDS, SUBJECT_PLAN_WORDS } from '../lexicon/mail-domains';
import { CUSTOMER_BLOCK_LABEL, GREETED_NAME, MAIL_FRAME_LINE } from '../lexicon/mail-frame';
import { MULTILINGUAL_MONTHS } from '../lexicon/months';
import { CHARGED_LABEL } from '../lexicon/total-labels';
import type { MerchantChoice } from '../merchant';
import { classifyLabel } from '../rows';
import { compactOf, type Row } from '../text';
import { brandOfDomain, cleanDisplayName, isDeliveryService, isPersonalDomain } from './sender';

/** "Sold by", "Merchant", "Payee" and their translations, with the name after them. */
const SELLER_LINE =
  /^(?:SOLD BY|MERCHANT|PAYEE|PAID TO|PAYMENT TO|SELLER|SELLER DETAILS|VENDOR|VERKAUFT VON|VERKAUFER|HANDLER|ZAHLUNGSEMPFANGER|ZAHLUNG AN|VENDU PAR|VENDEUR|MARCHAND|BENEFICIAIRE|PAIEMENT A|VENDIDO POR|VENDEDOR|COMERCIO|PAGO A|VERKOCHT DOOR|VERKOPER|BETAALD AAN|SALJARE|SALD AV|BETALNINGSMOTTAGARE|SPRZEDAWCA|ODBIORCA|PLATNOSC DLA|ZAPLACONO DLA)(?![A-Z])\s*:?\s*(.{2,60})?$/;
/**
 * "You sent a payment of €65.78 EUR to B2C Distribution International BV" ("Amount paid to date"
 * names no payee, so a bare "paid … to" does not count), as the processors write it in each
 * language: "Sie haben eine Zahlung über 12,00 € EUR an … gesendet", "Vous avez envoyé un paiement
 * de 20,00 € EUR à …", "Has enviado un pago de … a …", "Je hebt een betaling van … naar …
 * verzonden", "Du har skickat en betalning på … till …". Provenance: PayPal's payment mails as
 * public mail parsers match them (German and French patterns), and its other locales' wording.
 */
const PAID_TO_SENTENCES = [
  /\b(?:SENT A PAYMENT OF|PAYMENT OF|YOU PAID|YOU SENT)\b.*?\bTO\s+(.{2,60}?)\.?$/,
  /\bZAHLUNG (?:UBER|VON|IN HOHE VON)\b.*?\bAN\s+(.{2,60}?)\s+(?:GESENDET|GESCHICKT|GELEISTET)\b/,
  /\b(?:ENVOYE UN PAIEMENT|EFFECTUE UN PAIEMENT) DE\b.*?\d.*?\bA\s+(.{2,60}?)\.?$/,
  /\b(?:ENVIADO|REALIZADO|HECHO) UN PAGO DE\b.*?\d.*?\bA\s+(.{2,60}?)\.?$/,
  /\bBETALING VAN\b.*?\d.*?\bNAAR\s+(.{2,60}?)\s+(?:VERZONDEN|GESTUURD|OVERGEMAAKT)\b/,
  /\bSKICKAT EN BETALNING PA\b.*?\d.*?\bTILL\s+(.{2,60}?)\.?$/,
];
const paidTo = (folded: string) =>
  PAID_TO_SENTENCES.map((re) => re.exec(folded)).find((m) => m !== null) ?? null;
/**
 * "Your purchase at Zalando", "Ihr Einkauf bei Thalia", "Votre achat chez Darty": a payment
 * service's mail names the shop after these words, in its body or its subject; a donation receipt
 * names the charity ("Receipt for your donation to Anxiety UK", "Ihre Spende an …").
 */
const SHOP_PHRASE =
  /\b(?:PURCHASE (?:AT|FROM|WITH)|ORDER (?:AT|FROM|WITH)|(?:BOOKING|RESERVATION|STAY) (?:AT|WITH)|(?:SHOPPING|ORDERING|BOOKING|FLYING|TRAVELLING|TRAVELING|CHOOSING) (?:AT|WITH)|VOYAGE AVEC|VIAJAR CON|VIAJADO CON|GEREIST MIT|GEREDEN MET|GEREISD MET|RESA MED|RESTE MED|PAYMENT TO|BOUGHT FROM|EINKAUF BEI|BESTELLUNG BEI|BUCHUNG BEI|KAUF BEI|ZAHLUNG AN|ACHAT CHEZ|ACHAT AUPRES DE|COMMANDE CHEZ|RESERVATION CHEZ|PAIEMENT A|COMPRA EN|PEDIDO EN|RESERVA EN|PAGO A|AANKOOP BIJ|BESTELLING BIJ|BOEKING BIJ|BETALING AAN|KOP HOS|BESTALLNING HOS|BOKNING HOS|BETALNING TILL|DONATION TO|SPENDE AN|DONATIVO A|DONACION A|DONATIE AAN|GAVA TILL)\s+(.{2,40}?)(?:\s+(?:ON|AM|LE|EL|OP|DEN|FOR|FUR|POUR|POR|VOOR|IS|HAS|WAS|IST|WURDE|EST|A ETE|HA SIDO|ESTA|ZIJN|AR|HAR)\b.*|\s+(?:#|[-–|(]).*|[.!?,]\s.*)?[.!:]?$/;

function shopPhrase(texts: string[]): string | null {
  for (const text of texts) {
    const folded = fold(text);
    // "Receipt from Bluebird Cafe", "Rechnung von …", "Reçu de …": the title names its issuer.
    const title = TITLE_FROM.exec(folded.replace(/^(?:FWD?|FW|WG|TR|RE)\s*:\s*/, ''));
    const m =
      SHOP_PHRASE.exec(folded) ??
      (title
        ? /^(.{2,40}?)(?:\s+#\S*|\s+-\s.*)?[.!:]?$/.exec(
            folded.slice(folded.indexOf(title[0]) + title[0].length),
          )
        : null);
    if (!m?.[1]) continue;
    // Positions in the folded text are not the printed text's ("Weiß" folds to "WEISS").
    const name = originalSlice(text, folded.indexOf(m[1]), folded.indexOf(m[1]) + m[1].length).trim();
    if (
      /\p{L}{2}/u.test(name) &&
      !/@|https?:|\d{3}/.test(name) &&
      name.split(/\s+/).length <= 5 &&
      !namesTheDocument(name)
    )
      return withoutLegalForm(name);
  }
  return null;
}

/**
 * "Your Zippa receipt", "Ihre FrischKorb-Rechnung", "Je Buurtmarkt bestelling": a brand between the
 * possessive and the document word of a subject.
 */
const BRAND_BEFORE_DOCUMENT =
  /^(?:YOUR|IHRE?|DEINE?|VOTRE|TA|TON|TU|SU|JE|UW|DIN|DITT)\s+(.{2,30}?)[\s-]+(?:ORDER|RECEIPT|BOOKING|RESERVATION|INVOICE|PURCHASE|TRIP|RIDE|E-?TICKET|TICKETS?|SUBSCRIPTION|RECHNUNG|BESTELLUNG|BUCHUNG|QUITTUNG|FAHRT|COMMANDE|FACTURE|RESERVATION|RECU|COURSE|PEDIDO|FACTURA|RESERVA|RECIBO|VIAJE|BESTELLING|FACTUUR|BOEKING|BON|RIT|KVITTO|BOKNING|BESTALLNING|FAKTURA|RESA)\b/;
const NOT_A_BRAND =
  /^(?:NEW|RECENT|ONLINE|LATEST|UPCOMING|WEEKLY|MONTHLY|ANNUAL|YEARLY|FIRST|NEXT|LAST|E-?MAIL|DIGITAL|ELECTRONIC|MONDAY|TUESDAY|WEDNESDAY|THURSDAY|FRIDAY|SATURDAY|SUNDAY|MORNING|AFTERNOON|EVENING|NIGHT|NEUE?N?|AKTUELLE?N?|DIGITALE?N?|NOUVELLE?|NUEVO|NUEVA|NIEUWE?|NY|NYA|DITT|DIN)\b/;

const KIND_OR_MONTH = new RegExp(
  `^(?:TAX|VAT|MWST|UST|BTW|TVA|IVA|MOMS|GST|MONATS|JAHRES|${[
    ...'JANUARY FEBRUARY MARCH APRIL MAY JUNE JULY AUGUST SEPTEMBER OCTOBER NOVEMBER DECEMBER'.split(' '),
    // Turkish MART is a shop's word too ("Your Corner Mart order").
    ...Object.keys(MULTILINGUAL_MONTHS).filter((k) => k.length >= 4 && k !== 'MART'),
  ]
    .map(fold)
    .join('|')})$`,
);

function brandBeforeDocument(subject: string): string | null {
  const folded = fold(subject.replace(/^(?:FWD?|FW|WG|TR|RE|VB|RV|DOORST)\s*:\s*/i, ''));
  const m = BRAND_BEFORE_DOCUMENT.exec(folded);
  if (!m?.[1] || NOT_A_BRAND.test(m[1]) || /\d/.test(m[1]) || m[1].split(/\s+/).length > 3) return null;
  // "Your Payment Receipt", "Your Gift Card order", "Your March invoice", "Your Tax Invoice": a
  // word of the document's kind or its month is no brand.
  if (m[1].split(/[\s-]+/).some((w) => SUBJECT_GENERIC_WORDS.test(w) || KIND_OR_MONTH.test(w))) return null;
  const at = fold(subject).indexOf(m[1]);
  const name = at >= 0 ? originalSlice(subject, at, at + m[1].length).trim() : '';
  return /^\p{Lu}/u.test(name) ? name : null;
}

/** "de tu pedido", "de votre commande": the words after a title name the document, not a shop. */
function namesTheDocument(name: string): boolean {
  const words = fold(name).split(/\s+/);
  return (
    /^(?:YOUR|TU|SU|SUS|TUS|VOTRE|VOS|TA|TES|IHRE?|DEINE?|JE|UW|DIN|DITT|DINA|ER|ERT|TWOJE?|PANSKIE)$/.test(
      words[0] ?? '',
    ) ||
    /^(?:ORDER|PURCHASE|BOOKING|RESERVATION|PAYMENT|INVOICE|RECEIPT|PEDIDO|COMPRA|RESERVA|FACTURA|RECIBO|PAGO|COMMANDE|ACHAT|FACTURE|PAIEMENT|RESERVATION|BESTELLUNG|BUCHUNG|RECHNUNG|ZAHLUNG|BESTELLING|BOEKING|FACTUUR|BETALING|BESTALLNING|BOKNING|KVITTO|BETALNING|ZAMOWIENIE)$/.test(
      words.at(-1) ?? '',
    )
  );
}

const COPYRIGHT =
  /(?:(?:©|\(C\)|COPYRIGHT)\s*)+(?:\d{4}(?:\s*[-–]\s*\d{4})?)?\s*,?\s*([^.|]{2,60}?)(?:[.,]?\s*ALL RIGHTS RESERVED|\.\s|$)/i;
const GENERIC_ALT =
  /^(logo|image|img|icon|spacer|pixel|banner|header|photo|picture|facebook|twitter|instagram|youtube|linkedin|app store|google play|download.*|view.*|click.*|\W*)$/i;

/** A seller or payee named after its label, on the same line or alone on the next. */
function sellerLine(rows: Row[]): string | null {
  for (const [i, r] of rows.entries()) {
    const folded = fold(r.text);
    const m = SELLER_LINE.exec(folded) ?? paidTo(folded);
    if (!m) continue;
    // "Merchant name: Bluebird", "Odbiorca płatności:" — the label runs on for a word or two up
    // to its colon, and the name follows the colon or stands alone on the next line.
    const tail = m[1] && !paidTo(folded) ? /^[A-Z]+(?: [A-Z]+)?\s*:\s*/.exec(m[1]) : null;
    const rest = tail ? m[1]?.slice(tail[0].length) : m[1];
    const at = rest ? folded.lastIndexOf(rest) : -1;
    const name = rest ? originalSlice(r.text, at, at + rest.length).trim() : (rows[i + 1]?.text ?? '');
    if (/\p{L}{2}/u.test(name) && !/@|https?:|\d{3}/.test(name) && name.split(/\s+/).length <= 7)
      return withoutLegalForm(name);
  }
  return null;
}

/**
 * A seller's details block: "Verkoper:", "Seller:", "Verkäufer:" alone on a line over the seller's
 * name, its address and its registration number ("KvK nummer", "VAT", "HRB"). A platform selling
 * for a club, organiser or shop prints the seller's legal details so, and that seller is the
 * merchant; an item's "Sold by: …" on its own line is not such a block.
 */
function sellerBlock(rows: Row[]): string | null {
  for (const [i, r] of rows.entries()) {
    const m = SELLER_LINE.exec(fold(r.text).trim());
    if (!m || m[1]) continue;
    const name = rows[i + 1]?.text.trim() ?? '';
    if (!/\p{L}{2}/u.test(name) || /@|https?:|\d{3}|:/.test(name) || name.split(/\s+/).length > 7) continue;
    if (rows.slice(i + 2, i + 7).some((n) => REGISTRATION_NUMBER.test(fold(n.text))))
      return withoutLegalForm(name);
  }
  return null;
}

/** "UPC Polska Sp. z o.o." → "UPC Polska": the name a person writes on a row. */
/**
 * A product picture's alt text: the name of an item the mail prices, printed beside the picture
 * with its price on the same or one of the next lines.
 */
function namesAnItem(alt: string, rows: Row[]): boolean {
  const key = compactOf(alt);
  if (key.length < 3) return false;
  return rows.some(
    (r, i) =>
      compactOf(r.text.replace(/\s[-–]?\s?\D{0,4}\d[\d.,]*[.,]\d{2}\D{0,4}$/, '')) === key &&
      rows.slice(i, i + 4).some((n) => /\d[.,]\d{2}\b/.test(n.text)),
  );
}

function withoutLegalForm(name: string): string {
  const m = LEGAL_FORM.exec(name);
  return (m && m.index > 0 ? name.slice(0, m.index) : name).replace(/[\s,.:;-]+$/, '').trim();
}

/**
 * A brand's service named in the subject ("Your Uber Eats order" from uber.com): the brand and the
 * capitalised word after it, when the body uses the same words.
 */
function serviceInSubject(brand: string, subject: string | undefined, rows: Row[]): string | null {
  if (!subject) return null;
  const at = subject.toUpperCase().indexOf(brand.toUpperCase());
  if (at < 0) return null;
  const next = /^\s+(\p{Lu}[\p{L}]+)/u.exec(subject.slice(at + brand.length))?.[1];
  if (!next || SUBJECT_GENERIC_WORDS.test(next)) return null;
  const phrase = `${brand} ${next}`;
  const key = compactOf(phrase);
  if (rows.some((r) => r.compact.includes(key))) return phrase;
  // "Your Thursday evening order with Uber Eats": the subject ends naming the service it was
  // with, from or at, though the body shows it only as a logo; a plan's tier there ("from Spotify
  // Premium") names the plan, not a service.
  const after = subject.slice(at + phrase.length);
  return /\b(?:WITH|FROM|AT)\s+$/i.test(subject.slice(0, at)) &&
    /^[\s.!]*$/.test(after) &&
    !SUBJECT_PLAN_WORDS.test(next)
    ? phrase
    : null;
}

/**
 * A registered name in the mail's footer ("Lichtwerk Leuchten GmbH · Hauptstraße 5 · Berlin"):
 * the company's legal name, read from the bottom up, without its legal form.
 */
function legalNameLine(rows: Row[]): string | null {
  for (const r of [...rows].reverse()) {
    for (const part of r.text.split(/\s*[|•·]\s*|\s[-–]\s/)) {
      const m = LEGAL_FORM.exec(part);
      if (!m || m.index === 0) continue;
      const name = part
        .slice(0, m.index)
        .replace(/^.*(?:©|\(c\)|\b(?:19|20)\d\d\b)[\s,]*/i, '')
        .trim();
      if (
        /^\p{Lu}/u.test(name) &&
        /\p{L}{2}/u.test(name) &&
        !/\d|@|:/.test(name) &&
        name.split(/\s+/).length <= 5
      )
        return name;
    }
  }
  return null;
}

/**
 * The domain's name as the mail spells it ("northwindsoftware.com" is "Northwind Software" in its
 * footer): the run of words whose letters are exactly the domain's name.
 */
function spelledInBody(name: string, rows: Row[]): string | null {
  const key = compactOf(name);
  if (key.length < 4) return null;
  // A domain spells German umlauts and ß out ("Nord Süd" → nordsued, "Bäckerei" → baeckerei).
  const spelled = (text: string) => compactOf(spelledOut(text));
  for (const r of rows) {
    if (!r.compact.includes(key) && !spelled(r.text).includes(key)) continue;
    const words = r.text.split(/\s+/).filter(Boolean);
    for (const compactWord of [compactOf, spelled]) {
      for (let i = 0; i < words.length; i++) {
        let compact = '';
        for (let j = i; j < words.length && compact.length < key.length; j++) {
          compact += compactWord(words[j]!);
          if (compact !== key) continue;
          const run = words
            .slice(i, j + 1)
            .join(' ')
            .replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, '');
          if (!ADDRESS_WORD.test(run) && compactWord(run) === key) return run;
        }
      }
    }
  }
  return null;
}

function spelledOut(text: string): string {
  return text.replace(
    /[äöüÄÖÜß]/g,
    (c) => ({ ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' })[c] ?? c,
  );
}

/** A word of a web or mail address, not of a name. */
const ADDRESS_WORD = /[@/]|www\.|\.[a-z]{2,6}\b/i;

/**
 * The display name is the mailbox owner's own name: its mailbox is spelled from the name's words
 * ("maria", "maria.lopez", "mlopez", "lopez.m").
 */
function isOwnersName(display: string | undefined, address: string | undefined): boolean {
  if (!display || !address) return false;
  const domain = address.split('@')[1]?.toLowerCase() ?? '';
  // "Wolt <wolt@wolt.com>", "Acme <acme@shopify.com>": the brand's own name, not a person's.
  if (isDeliveryService(domain) || compactOf(domain).includes(compactOf(display))) return false;
  // "Orders - Acme": a department's words are no person's name.
  if (cleanDisplayName(display) !== display.trim()) return false;
  const words = display
    .split(/\s+/)
    .map((w) => compactOf(w).toLowerCase())
    .filter(Boolean);
  // A first name and a family name: one word alone is as often a shop's name ("Nordhafen").
  if (words.length < 2 || words.length > 3 || !/^\p{Lu}/u.test(display.trim())) return false;
  const local = address
    .split('@')[0]!
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  const [first, last] = [words[0]!, words.at(-1)!];
  if (first.length < 3) return false;
  const forms = [first, first + last, first[0] + last, last + first, last + first[0]];
  return forms.includes(local) && !/^(info|sales|shop|store|hello|contact|office|team)$/.test(local);
}

/**
 * The team that signs the mail: "The Lumenbase Team", "Ihr FrischKorb-Team", "L'équipe Panier
 * Frais", "El equipo de Mercado Sol", "Het Buurtmarkt team", "Teamet på Matkassen".
 */
const TEAM_AFTER =
  /^(?:(?:THE|YOUR|IHR|EUER|DEIN|DAS|HET|JE|UW|DITT|ERT)\s+)?(.{2,40}?)[\s-]+(?:TEAM|TEAMET|CREW)\s*[.!]?$/;
const TEAM_BEFORE =
  /^(?:L'EQUIPE(?: DE| D')?|LEQUIPE|TOUTE L'EQUIPE(?: DE)?|EL EQUIPO DE|EQUIPO DE|DAS TEAM VON|DEIN TEAM VON|IHR TEAM VON|HET TEAM VAN|TEAMET (?:PA|HOS|BAKOM)|ZESPOL)\s*(.{2,40}?)\s*[.!]?$/;

function signOffLine(rows: Row[]): string | null {
  for (const r of [...rows].reverse()) {
    const text = r.text.replace(/[’`]/g, "'").replace(/^[\s,–-]+|[\s,]+$/g, '');
    const folded = fold(text);
    const m = TEAM_BEFORE.exec(folded) ?? TEAM_AFTER.exec(folded);
    if (!m?.[1] || /^(?:SUPPORT|CUSTOMER|SERVICE|SALES|BILLING)$/.test(m[1])) continue;
    const at = folded.indexOf(m[1]);
    const name = originalSlice(text, at, at + m[1].length).trim();
    if (/\p{L}{2}/u.test(name) && !/@|https?:|\d/.test(name) && name.split(/\s+/).length <= 4) return name;
  }
  return null;
}

/**
 * The business's address line in the footer ("Fernhill Pottery · 55 Clay Lane, Asheville NC",
 * "Hofkiste | Am Markt 3 | 50667 Köln"): the name before the street.
 */
function addressFooterLine(rows: Row[]): string | null {
  for (const r of [...rows].reverse().slice(0, 8)) {
    const parts = r.text.split(/\s*[|•·]\s*|\s[-–]\s|,\s+/);
    if (parts.length < 2) continue;
    const [name, next] = [parts[0]!.trim(), parts[1]!.trim()];
    const street = /^\d+[a-z]?\s+\p{L}{2}|^\p{L}[\p{L}.\s-]{2,30}\s\d+[a-z]?$/u.test(next);
    if (
      street &&
      /^\p{Lu}/u.test(name) &&
      /\p{L}{2}/u.test(name) &&
      !/\d|@|:/.test(name) &&
      name.split(/\s+/).length <= 5 &&
      !isFrameLine(r)
    )
      return withoutLegalForm(name);
  }
  return null;
}

function copyrightLine(rows: Row[]): string | null {
  for (const r of [...rows].reverse()) {
    const m = COPYRIGHT.exec(r.text);
    const name = m?.[1]?.trim().replace(/[,\s]+$/, '');
    if (name && /\p{L}{2}/u.test(name) && name.split(/\s+/).length <= 6)
      return withoutLegalForm(name) || name;
  }
  return null;
}

/**
 * The company an accounting program's document mail names as the document's issuer, where the
 * sender is one of its people: the subject "<Company> Invoice (Ref INV/2025/00047)" ("Payment
 * Receipt", "Credit Note", "Order", "Quotation", and the document words of other languages before
 * "(Ref"), or the body's sentence "Here is your invoice … amounting in $ 4,312.50 from <Company>."
 * ("amounting to"). Provenance: the invoice, payment-receipt and credit-note mail templates of
 * Odoo's accounting module. The name is the company's as printed, a capital first.
 */
const SUBJECT_ISSUER =
  /^(.{2,60}?)\s+(?:INVOICE|PAYMENT RECEIPT|RECEIPT|CREDIT NOTE|ORDER|QUOTATION|PRO-?FORMA INVOICE|FACTURE|AVOIR|RECHNUNG|GUTSCHRIFT|FACTUUR|FACTURA|FATTURA|FAKTURA|LASKU|KVITTO|KVITTERING|RECU DE PAIEMENT|ZAHLUNGSBELEG|BETALINGSBEWIJS)\s*\(REF\b/;
const AMOUNT_FROM_ISSUER = /\bAMOUNTING (?:IN|TO)\s+\S*\s?\d[\d.,\s]*\S*\s+FROM\s+(.{2,60}?)(?:\.\s|\.?$)/;

function documentIssuer(subject: string | undefined, rows: Row[]): string | null {
  for (const text of [subject ?? '', ...rows.map((r) => r.text)]) {
    const stripped = text.replace(/^(?:FWD?|FW|WG|TR|RE)\s*:\s*/i, '');
    const folded = fold(stripped);
    const m = (text === subject ? SUBJECT_ISSUER.exec(folded) : null) ?? AMOUNT_FROM_ISSUER.exec(folded);
    if (!m?.[1]) continue;
    const at = folded.indexOf(m[1]);
    const name = originalSlice(stripped, at, at + m[1].length).trim();
    if (
      /^\p{Lu}/u.test(name) &&
      /\p{L}{2}/u.test(name) &&
      !/@|https?:|\d{3}/.test(name) &&
      name.split(/\s+/).length <= 6 &&
      !namesTheDocument(name)
    )
      return withoutLegalForm(name) || name;
  }
  return null;
}

/**
 * A mail or internet provider billing its own customer ("Telia <faktura@telia.com>", "Fastmail
 * <billing@fastmail.com>"): the display name is the domain's own name, so the mailbox is the
 * provider's, not one of its customers'.
 */
function providerAsItself(domain: string, display: string | undefined): boolean {
  const name = cleanDisplayName(display);
  const own = compactOf(domain.split('.').at(-2) ?? '');
  return !!name && own.length >= 2 && compactOf(name) === own;
}

/**
 * The merchant of a receipt mail, from the evidence a person uses: the sender (the forwarded
 * original's when the mail is a forward) by display name, known mail domain or the domain's name;
 * for a personal sender, the DKIM signing domain, the logo's alt text, a "Sold by" / "Merchant" /
 * "Payee" line, the footer's copyright line; and only then the body's first lines.
 */
export function chooseEmailMerchant(
  rows: Row[],
  hints: TextDocument['hints'],
  fromBody: (only?: Row[]) => MerchantChoice | null,
): MerchantChoice | null {
  const whose = hints?.forwarded ? "the forwarded message's original sender" : 'the sender';
  const domain = hints?.emailFrom?.split('@')[1]?.toLowerCase();
  // A forward may name its original sender without an address (Outlook's "From: Shop Name").
  const nameOnly = !domain && !!cleanDisplayName(hints?.emailFromName);
  if ((domain && (!isPersonalDomain(domain) || providerAsItself(domain, hints?.emailFromName))) || nameOnly) {
    // A person writing from the company's own mailbox ("Maria Lopez <maria@casa-lopez.com>"):
    // the domain, not the person, names the merchant.
    const display =
      domain && isOwnersName(hints?.emailFromName, hints?.emailFrom)
        ? null
        : cleanDisplayName(hints?.emailFromName);
    // One of the company's people sends its accounting program's document mail: the subject or
    // the amount's sentence names the company, more fully than the domain's stem.
    const issuer = !display && !nameOnly ? documentIssuer(hints?.subject, rows) : null;
    if (issuer && !(domain && brandOfDomain(domain)?.known))
      return {
        name: issuer,
        confidence: 0.85,
        note: `Merchant "${issuer}" from the company the document mail names as its issuer.`,
      };
    // The platform sends the mail; the seller whose legal details it prints sold.
    const seller = sellerBlock(rows);
    if (seller && !(display && compactOf(display) === compactOf(seller)))
      return {
        name: seller,
        confidence: 0.8,
        note: `Merchant "${seller}" from the seller's details block the mail prints.`,
      };
    // A shop platform's or mail service's domain says nothing of the shop; its display name does.
    const brand = !domain || isDeliveryService(domain) ? null : brandOfDomain(domain);
    // A payment processor sends the receipt; the payee it names is the merchant.
    if ((domain && PAYMENT_PLATFORMS.test(domain)) || (display && PAYMENT_PLATFORMS.test(display))) {
      const payee =
        sellerLine(rows) ??
        shopPhrase([...(hints?.subject ? [hints.subject] : []), ...rows.map((r) => r.text)]);
      if (payee)
        return {
          name: payee,
          confidence: 0.75,
          note: `Merchant "${payee}" from the payee the processor names.`,
        };
      // The processor signs with its own name: the shop's name heads the receipt.
      const body = display && PAYMENT_PLATFORMS.test(display) ? fromBody() : null;
      if (body && body.confidence >= 0.5 && !PAYMENT_PLATFORMS.test(body.name)) return body;
    }
    // The known brand of the domain spells the same company more carefully ("Voyages-SNCF.com").
    const sameCompany =
      brand?.known &&
      display &&
      (compactOf(brand.name).startsWith(compactOf(display)) ||
        compactOf(display).startsWith(compactOf(brand.name)));
    let chosen = display && !sameCompany ? display : (brand?.name ?? display);
    // A name read from an unknown domain has lost its spaces and capitals; the mail spells it.
    if (chosen && chosen !== display && !brand?.known) chosen = spelledInBody(chosen, rows) ?? chosen;
    if (chosen) {
      const service = serviceInSubject(chosen, hints?.subject, rows);
      const name = service ?? chosen;
      const source = service
        ? "the service the subject names after the sender's brand"
        : chosen === display
          ? `${whose}'s display name`
          : `${whose}'s mail domain${brand?.known ? ' (a known brand)' : ''}`;
      return {
        name,
        confidence: brand?.known || chosen === display ? 0.9 : 0.75,
        note: `Merchant "${name}" from ${source}.`,
      };
    }
  }
  const dkim = hints?.emailDkimDomain;
  if (dkim && !isPersonalDomain(dkim) && !isDeliveryService(dkim)) {
    const brand = brandOfDomain(dkim);
    if (brand)
      return {
        name: brand.name,
        confidence: 0.7,
        note: `Merchant "${brand.name}" from the DKIM signing domain.`,
      };
  }
  // A small business writing from a webmail address ("Bäckerei Kunz <baeckerei.kunz@gmail.com>"):
  // a display name that says what kind of business it is, or carries a legal form.
  const webmailName = cleanDisplayName(hints?.emailFromName);
  if (
    webmailName &&
    domain &&
    isPersonalDomain(domain) &&
    (LEGAL_FORM.test(hints?.emailFromName ?? '') ||
      fold(webmailName)
        .split(/[^A-Z]+/)
        .some((w) => BUSINESS_NOUNS.has(w)))
  )
    return {
      name: webmailName,
      confidence: 0.7,
      note: `Merchant "${webmailName}" from ${whose}'s display name, a business writing from a webmail address.`,
    };
  // No sender names the shop: the words of the mail do, as a person reads them.
  const subject = hints?.subject ? (shopPhrase([hints.subject]) ?? brandBeforeDocument(hints.subject)) : null;
  if (subject)
    return { name: subject, confidence: 0.7, note: `Merchant "${subject}" from the shop the subject names.` };
  const alt = hints?.imageAlts
    ?.map((a) => a.replace(/\s*\b(logo|icon)\b\s*/gi, ' ').trim())
    .find((a) => a.length >= 2 && a.length <= 40 && !GENERIC_ALT.test(a) && !namesAnItem(a, rows));
  if (alt) {
    // "bazaarly": the alt text's letters, as the mail spells the name.
    const name = spelledInBody(alt, rows) ?? alt;
    return { name, confidence: 0.65, note: `Merchant "${name}" from the logo's alt text.` };
  }
  const seller = sellerLine(rows);
  if (seller) return { name: seller, confidence: 0.65, note: `Merchant "${seller}" from a "Sold by" line.` };
  const phrase = shopPhrase(rows.map((r) => r.text));
  if (phrase)
    return {
      name: phrase,
      confidence: 0.6,
      note: `Merchant "${phrase}" from the shop the mail's text names.`,
    };
  const team = signOffLine(rows);
  if (team)
    return { name: team, confidence: 0.55, note: `Merchant "${team}" from the team signing the mail.` };
  // Greetings, web-view links, order status, section titles, customer fields and priced or
  // numbered rows head a mail but name no one.
  const products = (hints?.imageAlts ?? []).filter((a) => namesAnItem(a, rows)).map(compactOf);
  const body = withNote(fromBody(namingRows(rows, products)));
  if (body && body.confidence >= 0.5) return body;
  const footer = copyrightLine(rows) ?? legalNameLine(rows) ?? addressFooterLine(rows);
  if (footer)
    return { name: footer, confidence: 0.5, note: `Merchant "${footer}" from the footer's company line.` };
  return body;
}

/**
 * The rows that may name the business: not the frame, not the customer's address block (the
 * lines under "Billed to"), not a line starting with the name the greeting addresses, not a
 * product's lines (`products`: the alt texts of its pictures, compacted) down to its price.
 */
function namingRows(rows: Row[], products: string[]): Row[] {
  const greeted = rows
    .map((r) => GREETED_NAME.exec(fold(r.text).replace(/^[^\p{L}]+/u, ''))?.[1])
    .find((n): n is string => !!n && n.length >= 3);
  let blockEnd = -1;
  return rows.filter((r, i) => {
    const folded = fold(r.text).replace(/^[^\p{L}\d]+/u, '');
    if (CUSTOMER_BLOCK_LABEL.test(folded)) blockEnd = i + 5;
    // A product's name and the lines describing it down to its price.
    if (products.includes(compactOf(r.text))) {
      const price = rows.slice(i, i + 5).findIndex((n) => /\d[.,]\d{2}\b/.test(n.text));
      blockEnd = Math.max(blockEnd, i + Math.max(price, 0));
    }
    if (i <= blockEnd) return false;
    if (greeted && folded.startsWith(`${greeted} `)) return false;
    return !isFrameLine(r);
  });
}

/**
 * "Su Casa Cantina", "Din Thai Kitchen", "Je Bakkerij Hoek": a short possessive opening a name set
 * in title case is the name's first word, not a line to the customer ("Su pedido ha sido enviado").
 */
const POSSESSIVE_NAMED = /^(?:Su|Sus|Tu|Tus|Din|Dina|Ditt|Je|Uw|Vos)(?:\s+[\p{Lu}\d][\p{L}\d'&.-]*){2,4}$/u;

function isFrameLine(r: Row): boolean {
  const folded = fold(r.text).replace(/^[^\p{L}\d]+/u, '');
  return (
    (MAIL_FRAME_LINE.test(folded) && !POSSESSIVE_NAMED.test(r.text.trim())) ||
    /\d{4,}|\d[.,]\d{2}\b/.test(folded) ||
    dateCandidatesIn(r).length > 0 ||
    // A plan or item with its quantity ("Pro (Monthly) x 1", "2 × Mug").
    /\s[X×]\s?\d+$|^\d+\s?[X×]\s/.test(folded) ||
    isTitleOrColumnHeader(r.text) ||
    // An amount's label set apart from its amount ("Amount Charged", "Amount billed", "Total").
    (folded.split(/\s+/).length <= 3 &&
      (classifyLabel(compactOf(folded)) !== 'other' ||
        CHARGED_LABEL.test(folded) ||
        AMOUNT_WORD.test(folded)))
  );
}

const AMOUNT_WORD =
  /\b(?:AMOUNT|TOTAL|SUBTOTAL|BILLED|PAID|DUE|BALANCE|BETRAG|SUMME|GESAMT|TOTAAL|BEDRAG|MONTANT|IMPORTE|TOTALT|BELOPP|SUMMA|KWOTA|RAZEM)\b/;

/** The body's name as a person writes it ("Deskflow Inc., 100 Broadway" → "Deskflow"), with its source. */
function withNote(choice: MerchantChoice | null): MerchantChoice | null {
  if (!choice) return null;
  const name = withoutLegalForm(choice.name) || choice.name;
  return {
    ...choice,
    name,
    note: choice.note ?? `Merchant "${name}" from the first lines of the mail's body.`,
  };
}
