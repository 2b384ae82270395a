import type { TextDocument } from '../../text-document';
import { brandOfDomain, cleanDisplayName, isDeliveryService, isPersonalDomain } from '../email/sender';
import { COLUMN_WORDS, DOCUMENT_TITLE, TITLE_FROM } from '../lexicon/document-words';
import {
  BUYER_LABEL,
  CORPORATE_DESCRIPTORS,
  LEGAL_FORM,
  LEGAL_LINE,
  REGISTRATION_NUMBER,
  SALUTATION,
  SELLER_LABEL,
} from '../lexicon/legal-forms';
import { MADE_WITH, PAYMENT_PLATFORMS } from '../lexicon/mail-domains';
import type { MerchantChoice } from '../merchant';
import { compactOf, normalizeText, type Row } from '../text';
import { fold } from './fold';
import { repairUnmappedGlyphs } from './unmapped-glyphs';

/**
 * The seller of an invoice or receipt PDF. Absorbs: the seller's name spelled by its own web or
 * billing-mail domain ("www.ladwp.com" and "Total LADWP Charges", "sales@heartinternet.uk" and
 * "Heart Internet Ltd."), legal names in the letterhead, a "From"/"De"/"Sold by" block or the
 * footer's legal line ("BOUYGUES TELECOM - Société Anonyme au capital …"), the buyer's block beside
 * or under "Bill to"/"Pour"/"Kunde", payment platforms printing their own name on another's sale,
 * and document titles and column headers, which never name the seller.
 */
interface Cell {
  text: string;
  x: number;
  right: number;
  y: number;
  height: number;
  page: number;
  row: Row;
}

/** Which evidence a candidate stands on: scans and mailed documents trust some more than others. */
type Evidence = 'domain' | 'domain-name' | 'legal' | 'seller-label' | 'thanks' | 'letterhead';

interface Candidate {
  name: string;
  score: number;
  why: string;
  evidence: Evidence;
  /** The evidence sits in the top third of the first page (the letterhead's zone). */
  top: boolean;
}

/**
 * Top-level domains a seller's web and mail addresses end in: the generic ones sellers use and the
 * country codes of the markets we read. A bare word.word (no "www.", no "@") must end in one of
 * the longer or unambiguous ones: "Ref.No", "Log.in" and "Art.Nr" are not addresses.
 */
const BARE_TLD =
  'com|net|org|de|fr|ch|ca|us|uk|co\\.uk|com\\.au|eu|io|ai|nl|be|at|se|es|it|pl|dk|fi|pt|ie|lu|cz|au|nz|cc|app|dev|gov|edu|info|biz|tv|me|shop|store|online|studio|tech|cloud|digital|agency|design|site';
const TLD = `${BARE_TLD}|no|is|li|co|in|jp|sg|hk|za|mx|br|ar|gr|hu|ro|sk|si|hr|ee|lv|lt|xyz|email|gmbh|ltd|berlin|hamburg|wien|swiss|paris|london|amsterdam|nyc`;
const URL_DOMAIN = new RegExp(String.raw`(?:https?:\/\/|www\.)((?:[a-z0-9-]+\.)+(?:${TLD}))\b`, 'gi');
const BARE_DOMAIN = new RegExp(String.raw`(?<![@\w.-])((?:[a-z0-9-]+\.)+(?:${BARE_TLD}))(?![\w-])`, 'gi');
/** A word that is a web address, not part of a name. */
const ADDRESS_WORD = new RegExp(String.raw`[@/]|www\.|\.(?:${TLD})\b`, 'i');
const MAIL = new RegExp(String.raw`([a-z0-9._%+-]+)@((?:[a-z0-9-]+\.)+(?:${TLD}))\b`, 'gi');
/** Mailboxes a company bills or answers from; a person's address is the buyer's as often as not. */
const ROLE_MAILBOX =
  /^(billing|invoice|invoices|invoicing|rechnung|rechnungen|factures?|facturation|finance|accounts?|ar|accounting|buchhaltung|sales|support|help|service|customerservice|care|info|kontakt|contact|hello|noreply|no-reply|orders?|shop|store|receipts?|payments?|team|office|mail|admin|kundenservice|bestellung(?:en)?|verkauf|vertrieb|factuur|facturen|facturatie|boekhouding|administratie|klantenservice|ventes?|commandes?|comptabilite|ventas|pedidos|facturacion|administracion|faktura|fakturor|ekonomi|kundtjanst|kundservice|order|bestallning)$/i;
/** Phrases of payment instructions before the payee's name, upper-case without accents. */
const PAYEE_PHRASE =
  /\b(?:(?:MAKE )?(?:CHECKS|CHEQUES) PAYABLE TO|PAYABLE TO|T\.\s?N\.\s?V\.?|TEN NAME VAN|KONTOINHABER(?:IN)?\s*:|TITULAIRE DU COMPTE\s*:|TITULAR DE LA CUENTA\s*:|BETALNINGSMOTTAGARE\s*:|(?:BENEFICIARY|PAYEE)(?: NAME)?\s*:|BEGUNSTIGTER\s*:|BEGUNSTIGDE\s*:|BENEFICIAIRE\s*:|BENEFICIARIO\s*:|MOTTAGARE\s*:)\s*/;
/**
 * "Account name:" names the payee in bank details, but the customer on a bill's account summary:
 * it counts when bank words stand beside it (a sort code, an IBAN, an account number).
 */
const ACCOUNT_NAME = /\b(?:ACCOUNT NAME|ACCOUNT HOLDER|NAME OF ACCOUNT)\s*:\s*/;
const BANK_WORDS =
  /\b(?:BANK|IBAN|BIC|SWIFT|SORT CODE|ACCOUNT (?:NO|NUMBER)|BSB|ROUTING|BANKVERBINDUNG|BANKGEGEVENS|RIB)\b/;
/** Thanks that name the shop: the words up to the end of the sentence are its name. */
const THANKS_PHRASE =
  /\b(?:THANK YOU|THANKS) FOR (?:SHOPPING|ORDERING|DINING|STAYING|CHOOSING|VISITING|YOUR (?:ORDER|PURCHASE|VISIT)) (?:AT|WITH|FROM) ([^.!,]{2,40}?)(?=[.!,]|$)|\bDANKE? FUR (?:IHREN|DEINEN) (?:EINKAUF|BESUCH|AUFTRAG) (?:BEI|IM|IN DER) ([^.!,]{2,40}?)(?=[.!,]|$)/;
/** A pronoun or a generic word where the thanks name no one ("with us", "bei uns"). */
const PRONOUN = /^(?:US|UNS|THE STORE|OUR STORE|OUR SHOP|HERE)$/;
const GOVERNMENT_PREFIX = /^(CITY|TOWN|COUNTY|VILLAGE|BOROUGH|STADT|GEMEINDE|VILLE|COMMUNE)\s+OF\s*$/i;

function cellsOf(rows: Row[]): Cell[] {
  return rows.flatMap((row) =>
    row.segments.map((s) => ({
      text: normalizeText(s.text),
      x: s.x,
      right: s.x + s.width,
      y: s.y,
      height: s.height,
      page: s.page,
      row,
    })),
  );
}

/** Domains the seller writes: its web address and its billing mailboxes, with mention counts. */
function sellerDomains(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (domain: string) => {
    const d = domain.toLowerCase().replace(/^w{2,3}\./, '');
    if (isPersonalDomain(d) || isDeliveryService(d) || PAYMENT_PLATFORMS.test(d)) return;
    counts.set(d, (counts.get(d) ?? 0) + 1);
  };
  // "Powered by www.invoicetool.io": the software's address, not the seller's.
  const withoutMail = text.replace(MADE_WITH, ' ').replace(MAIL, (_m, local: string, domain: string) => {
    if (ROLE_MAILBOX.test(local.replace(/[._-]?\d+$/, ''))) add(domain);
    return ' ';
  });
  const withoutUrls = withoutMail.replace(URL_DOMAIN, (_m, domain: string) => {
    add(domain);
    return ' ';
  });
  for (const m of withoutUrls.matchAll(BARE_DOMAIN)) add(m[1]!);
  return counts;
}

/** Names a domain may spell: "sig-ge.ch" → SIGGE, SIG; "kitchenerutilities.ca" → KITCHENERUTILITIES. */
function domainKeys(domain: string): string[] {
  const labels = domain.split('.');
  const name = labels.length >= 3 && /^(co|com)$/.test(labels.at(-2)!) ? labels.at(-3)! : labels.at(-2)!;
  const keys = [name.replace(/-/g, '').toUpperCase()];
  const first = name.split('-')[0]!.toUpperCase();
  if (first !== keys[0] && first.length >= 3) keys.push(first);
  return keys;
}

/**
 * The words of the text that spell `key` ("LADWP" in "Total LADWP Charges", "Enbridge Gas" in
 * "Enbridge Gas Distribution Inc."), as printed, with a "City of" before a town kept.
 */
function printedAs(cells: Cell[], key: string): { text: string; cell: Cell } | null {
  let fallback: { text: string; cell: Cell } | null = null;
  for (const cell of cells) {
    const words = cell.text.split(/\s+/).filter((w) => !ADDRESS_WORD.test(w));
    for (let i = 0; i < words.length; i++) {
      let compact = '';
      let spelled = '';
      for (let j = i; j < words.length && Math.min(compact.length, spelled.length) < key.length; j++) {
        compact += compactOf(words[j]!);
        spelled += compactOf(transliterated(words[j]!));
        if (compact !== key && spelled !== key) continue;
        let text = words.slice(i, j + 1).join(' ');
        const before = words.slice(Math.max(0, i - 2), i).join(' ');
        if (GOVERNMENT_PREFIX.test(before)) text = `${before} ${text}`;
        // Letter-spaced logos ("R E W E").
        if (words.slice(i, j + 1).every((w) => w.length === 1)) text = text.replace(/\s+/g, '');
        text = text.replace(/^[^\p{L}\d]+|[^\p{L}\d.]+$/gu, '').replace(/[.,:;]+$/, '');
        const result = { text, cell };
        // A name followed by its legal form or set as a heading is the clearest spelling.
        if (
          LEGAL_FORM.test(` ${words.slice(j + 1).join(' ')}`.slice(0, 25)) ||
          GOVERNMENT_PREFIX.test(before)
        )
          return result;
        fallback ??= result;
      }
    }
  }
  return fallback;
}

/** How a domain spells letters it cannot hold: "Süd" is "sued" in hostwerk-sued.de. */
function transliterated(word: string): string {
  return word
    .replace(/[äÄ]/g, 'ae')
    .replace(/[öÖ]/g, 'oe')
    .replace(/[üÜ]/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[åÅ]/g, 'aa')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'oe');
}

/** The column-mates above a cell, nearest first, within a few rows. */
function above(cells: Cell[], cell: Cell, rows = 4): Cell[] {
  return cells
    .filter(
      (c) =>
        c.page === cell.page &&
        c.y < cell.y - 1 &&
        cell.y - c.y < rows * 1.6 * Math.max(cell.height, c.height) &&
        Math.abs(c.x - cell.x) < Math.max(12, 0.5 * (cell.right - cell.x)),
    )
    .sort((a, b) => b.y - a.y);
}

function inBuyerBlock(cells: Cell[], cell: Cell): boolean {
  if (BUYER_LABEL.test(fold(cell.text))) return true;
  // A label on the same row just left of the cell ("Bill to: Name"); a label at the far side of
  // the page heads the buyer's column there, beside the seller's block ("Klant:" … "Visser").
  const left = cell.row.segments.filter((s) => s.x + s.width <= cell.x + 1).at(-1);
  if (
    left &&
    BUYER_LABEL.test(fold(normalizeText(left.text))) &&
    fold(left.text).length < 30 &&
    cell.x - (left.x + left.width) < Math.max(40, 4 * cell.height)
  )
    return true;
  for (const c of above(cells, cell)) {
    const text = fold(c.text);
    if (BUYER_LABEL.test(text) && text.length < 40) return true;
    if (SELLER_LABEL.test(text) && text.length < 40) return false;
  }
  return false;
}

/** The name in a cell that carries a legal form: "STRATO GmbH • Otto-…" → "STRATO GmbH". */
function legalNameIn(text: string): { full: string; brand: string } | null {
  const m = LEGAL_FORM.exec(text);
  if (!m || m.index === 0) return null;
  let head = text.slice(0, m.index);
  // Whatever precedes the last separator is another field ("Privacy Notice © 1996-2020, Amazon.com").
  head = head.split(/[|•·©]|\s-\s|\(c\)|\b(?:19|20)\d\d\b[,:]?|:\s/i).at(-1) ?? head;
  head = head.replace(/^[\s,.:;-]+/, '');
  // "Verkauft von Hansen Audio GmbH": the label is matched folded, in any case.
  const label = SELLER_LABEL.exec(fold(head)) ?? TITLE_FROM.exec(fold(head));
  if (label) head = head.slice(label[0].length);
  head = head.replace(/^[\s,.:;-]+|[\s,]+$/g, '');
  const words = head.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 7 || !/\p{L}{2}/u.test(head) || /^\d/.test(head)) return null;
  const brand = head.replace(CORPORATE_DESCRIPTORS, '') || head;
  return { full: `${head}${m[0]}`.trim(), brand };
}

/** A document title ("Invoice PAID", "Rechnungsbeleg") or a column header ("Descripción P. Unit Importe"). */
function notAName(text: string): boolean {
  const folded = fold(text)
    .replace(/[^A-Z0-9°#./| ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return DOCUMENT_TITLE.test(folded) || (folded.match(COLUMN_WORDS)?.length ?? 0) >= 2;
}

const ADDRESS_LIKE =
  /\d{4,5}\s+\p{L}|\b\d{3}\s\d{2}\s+\p{L}|\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b|\b[A-Z]\d[A-Z]\s\d[A-Z]\d\b|\p{L}\s+\d{1,4}[a-z]?\b|\b(STREET|ST\.|ROAD|AVENUE|AVE|BLVD|SUITE|LANE|DRIVE|COURT|PLACE|SQUARE|TERRACE|HIGHWAY|PARKWAY|STRASSE|STR\.|WEG|PLATZ|RUE|BOULEVARD|AVENIDA|CALLE|STRAAT|GATAN|VAGEN|P\.?O\.? BOX|POSTFACH|CASE POSTALE)\b|\p{L}(?:STR\.?|STRASSE|STRAßE|WEG|PLATZ|ALLEE|GASSE|DAMM|RING|UFER|STRAAT|LAAN|GRACHT|PLEIN|KADE|GATAN|GATA|VÄGEN|VAGEN|GRÄND)\s*\d/iu;
/** A line with a priced amount is an item or a sum, not an address. */
const PRICED = /\d[.,]\d{2}(?!\d)/;
/** A line that is only a mail address, a web address or a phone number. */
const CONTACT_LINE =
  /^(?:(?:e-?mail|tel|phone|mobile|mob|web|www)\.?\s*:?\s*)?(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:https?:\/\/)?www\.[\w.-]+|\+?[\d ()/.-]{8,})$/i;
/** "Kund: …", "Invoice date: 04/03/2025": a field's label and value, never a name. */
const LABELLED_VALUE = /\p{L}{3,}\s?:\s+\S/u;
const CONTACT_LIKE = /@|WWW\.|HTTPS?:|\.COM\b|\bTEL\b|PHONE|FAX|TELEFON/;

/**
 * The letterhead: the largest name-like line in the top third of the first page that is not a
 * title, a column header, a label, an address, a contact line or in the buyer's block.
 */
function letterhead(cells: Cell[]): Candidate[] {
  const first = cells.filter((c) => c.page === 0);
  if (first.length === 0) return [];
  const bottom = Math.max(...first.map((c) => c.y + c.height));
  const median = first.map((c) => c.height).sort((a, b) => a - b)[Math.floor(first.length / 2)] ?? 10;
  // The letterhead's zone: the top third, or down to the first priced line on a short page.
  const firstPriced = Math.min(...first.filter((c) => PRICED.test(c.text)).map((c) => c.y), bottom);
  const zone = Math.max(0.35 * bottom, firstPriced);
  const out: Candidate[] = [];
  for (const cell of first) {
    if (cell.y > zone) continue;
    // "Receipt from Nimbus Labs": the title's issuer.
    let raw = cell.text.replace(/\s+/g, ' ').trim();
    // "Larkspur Studio, 22 Wharf Road, London": a block written on one line.
    const parts = raw.split(/\s*[,|•·]\s*|\s[-–]\s/);
    const oneLine = parts.length >= 2 && ADDRESS_LIKE.test(parts.slice(1).join(' '));
    if (oneLine) raw = parts[0]!;
    const text = raw.slice(TITLE_FROM.exec(fold(raw))?.[0].length ?? 0);
    const upper = fold(text);
    const words = text.split(' ');
    const letters = text.replace(/[^\p{L}]/gu, '').length;
    if (letters < 3 || letters / text.replace(/\s/g, '').length < 0.7 || words.length > 6) continue;
    if (
      /:|\d{2}/.test(text) ||
      notAName(text) ||
      notAName(raw) ||
      ADDRESS_LIKE.test(text) ||
      CONTACT_LIKE.test(upper)
    )
      continue;
    if (BUYER_LABEL.test(upper) || SELLER_LABEL.test(upper) || inBuyerBlock(cells, cell)) continue;
    if (oneLine) {
      out.push({
        name: text,
        score: 0.8 + 0.5 * (1 - cell.y / zone),
        why: 'the head of the address line at the top',
        evidence: 'letterhead',
        top: true,
      });
      continue;
    }
    const size = Math.min(2, Math.max(0, 1.5 * (cell.height / median - 1)));
    const position = 0.5 * (1 - cell.y / zone);
    if (size >= 0.29) {
      out.push({
        name: text,
        score: 1 + size + position,
        why: 'the letterhead',
        evidence: 'letterhead',
        top: true,
      });
      continue;
    }
    // A block's first line in body type, over its street and town or its registration number
    // ("VAT No", "KvK", "Org.nr", which may stand between the name and the street): the seller's
    // block when it is not the buyer's (top right beside "Klant:", or top left above the window).
    // A salutation ("Herrn", "Mme") heads a private buyer's window, not a seller's block.
    if (SALUTATION.test(upper)) continue;
    const block = blockUnder(first, cell);
    if (
      block.slice(0, 1).some((c) => ADDRESS_LIKE.test(c.text) && !PRICED.test(c.text)) ||
      (block.some((c) => REGISTRATION_NUMBER.test(fold(c.text))) &&
        block.some((c) => ADDRESS_LIKE.test(c.text) && !PRICED.test(c.text))) ||
      // A freelancer's block: the name over its mail address or phone number.
      block.slice(0, 2).some((c) => CONTACT_LINE.test(c.text.trim()))
    )
      out.push({
        name: text,
        score: 0.8 + position,
        why: 'the head of the address block at the top',
        evidence: 'letterhead',
        top: true,
      });
  }
  return out;
}

/**
 * The lines of a left-aligned block under a cell, each close under the one before (up to four),
 * for reading an address block from its first line.
 */
function blockUnder(cells: Cell[], cell: Cell): Cell[] {
  const out: Cell[] = [];
  let last = cell;
  for (let k = 0; k < 4; k++) {
    const next = cells
      .filter(
        (c) =>
          c.page === last.page &&
          c.y > last.y &&
          c.y - last.y < 2.6 * Math.max(last.height, cell.height) &&
          Math.abs(c.x - cell.x) < 12,
      )
      .sort((a, b) => a.y - b.y)[0];
    if (!next) break;
    out.push(next);
    last = next;
  }
  return out;
}

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
 * A name on a registration line ("Kvarnens Bageri · Org.nr 556677-8899 · Bankgiro …") or alone
 * over one in its column (a footer's columns, a seller block): a business writes its registered
 * number beside its own name, so that name is the seller even without a legal form.
 */
/** Words that make a registration number the buyer's, upper-case without accents. */
const BUYER_NUMBER =
  /\b(?:CUSTOMER|CLIENT|CLIENTE|KUNDE|KUNDEN|DES KUNDEN|KUND|KLANT|AFNEMER|YOUR|VOTRE|IHRE|UW|SU|ER|BUYER|ACHETEUR|COMPRADOR|KOPARE)\b/;

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
      !notAName(t) &&
      !ADDRESS_LIKE.test(t) &&
      !CONTACT_LIKE.test(fold(t)) &&
      !BUYER_LABEL.test(fold(t)) &&
      !SELLER_LABEL.test(fold(t)) &&
      !SALUTATION.test(fold(t))
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

/**
 * Every name the document offers for its seller, best first. `extraDomains` are domains known from
 * outside the text (the mail a PDF came attached to), counted as mentions.
 */
function sellerCandidates(rows: Row[], extraDomains: Map<string, number> = new Map()): Candidate[] {
  const cells = cellsOf(rows);
  const candidates: Candidate[] = [];
  const domains = sellerDomains(rows.map((r) => r.text).join('\n'));
  const billingMailboxDomains = new Set(
    [
      ...rows
        .map((r) => r.text)
        .join('\n')
        .matchAll(MAIL),
    ]
      .filter((m) => ROLE_MAILBOX.test(m[1]!.replace(/[._-]?\d+$/, '')))
      .map((m) => m[2]!.toLowerCase().replace(/^w{2,3}\./, '')),
  );
  for (const [d, n] of extraDomains) domains.set(d, (domains.get(d) ?? 0) + n);
  const pageBottom = Math.max(...cells.filter((c) => c.page === 0).map((c) => c.y + c.height), 1);
  const inTop = (cell: Cell) => cell.page === 0 && cell.y < 0.35 * pageBottom;
  const allKeys = [...domains].flatMap(([domain, mentions]) =>
    domainKeys(domain).map((key) => ({ domain, key, mentions })),
  );
  // "kitchener.ca" and "kitchenerutilities.ca": the longer name is the more particular seller.
  const keys = allKeys.filter(
    (k) =>
      !allKeys.some((o) => o.domain !== k.domain && o.key.length > k.key.length && o.key.startsWith(k.key)),
  );

  for (const { domain, key, mentions } of keys) {
    const printed = printedAs(cells, key);
    if (printed)
      candidates.push({
        name: printed.text,
        score: 4 + 0.25 * Math.min(4, mentions) + (0.1 * printed.text.length) / 4,
        why: `the name its own address ${domain} spells`,
        evidence: 'domain',
        top: inTop(printed.cell) || domainInTop(cells, domain, pageBottom),
      });
  }
  // A domain written as the name ("Amazon.com order number").
  for (const cell of cells)
    for (const m of cell.text.matchAll(
      new RegExp(String.raw`(?<![@\w./-])([A-Z][A-Za-z0-9-]+\.(?:${BARE_TLD}))(?![\w./-])`, 'g'),
    ))
      if (
        domains.has(m[1]!.toLowerCase()) &&
        !candidates.some((c) => compactOf(c.name) === compactOf(m[1]!.split('.')[0]!))
      )
        candidates.push({
          name: m[1]!,
          score: 3.8,
          why: 'the web address it writes as its name',
          evidence: 'domain',
          top: inTop(cell),
        });

  const height = cells.map((c) => c.height).sort((a, b) => a - b)[Math.floor(cells.length / 2)] ?? 10;
  for (const cell of cells) {
    const named = legalNameIn(cell.text);
    if (!named || PAYMENT_PLATFORMS.test(named.full)) continue;
    if (inBuyerBlock(cells, cell)) continue;
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
    candidates.push({
      name: named.brand,
      score,
      why: `the legal name "${named.full}"`,
      evidence: 'legal',
      top: inTop(cell),
    });
  }

  // A name beside or over its registration number, outside the buyer's block.
  for (const { name, cell } of registeredNames(cells)) {
    if (inBuyerBlock(cells, cell) || PAYMENT_PLATFORMS.test(name) || legalNameIn(cell.text)) continue;
    if (candidates.some((c) => sameCompany(c.name, name))) continue;
    candidates.push({
      name,
      score: 2.1 + (inTop(cell) ? 0.5 : 0),
      why: 'the name beside its registration number',
      evidence: 'legal',
      top: inTop(cell),
    });
  }

  // Payment instructions name the payee, the seller: "Make checks payable to X", "t.n.v. X".
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
    const brand = legalNameIn(` ${name}`)?.brand ?? name;
    if (!/\p{L}{2}/u.test(brand) || brand.split(/\s+/).length > 6 || /\d{3}|@/.test(brand)) continue;
    if (PAYMENT_PLATFORMS.test(brand)) continue;
    candidates.push({
      name: brand,
      score: 2.4,
      why: 'the payee its payment instructions name',
      evidence: 'seller-label',
      top: inTop(cell),
    });
  }

  // "Thank you for shopping at Green Grocer", "Vielen Dank für Ihren Einkauf bei Kramer".
  for (const cell of cells) {
    const folded = fold(cell.text);
    const m = THANKS_PHRASE.exec(folded);
    const named = m?.[1] ?? m?.[2];
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

  // "Sold by" / "De :" / "From" with the name beside or under it.
  for (const cell of cells) {
    const label = SELLER_LABEL.exec(fold(cell.text));
    if (!label) continue;
    let name = cell.text.slice(label[0].length).trim();
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
    const legal = legalNameIn(` ${name}`);
    const brand = legal?.brand ?? name;
    if (!/\p{L}{2}/u.test(brand) || brand.split(/\s+/).length > 6 || /\d{3}|@|:/.test(brand)) continue;
    if (PAYMENT_PLATFORMS.test(brand)) continue;
    candidates.push({
      name: brand,
      score: 2.6,
      why: `the "${(label[1] ?? label[2] ?? '').toLowerCase()}" block`,
      evidence: 'seller-label',
      top: inTop(cell),
    });
  }

  candidates.push(...letterhead(cells));
  // "NeurIPS" over "Neural Information Processing Systems Foundation, Inc.": the short form the
  // letterhead uses for the legal name is the name a person writes.
  const top = cells.filter(inTop);
  for (const legal of candidates.filter((c) => c.evidence === 'legal')) {
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
  // The seller's web address in the letterhead names it even where no line spells the name.
  for (const [domain] of domains) {
    const name = brandOfDomain(domain)?.name;
    if (
      !name ||
      candidates.some((c) => c.evidence === 'domain' && domainKeys(domain).includes(compactOf(c.name)))
    )
      continue;
    const top = domainInTop(cells, domain, pageBottom);
    // A billing or support mailbox anywhere ("Questions? billing@larkspur-studio.io") is the
    // seller's own, as a web address in the letterhead is.
    const mailbox = billingMailboxDomains.has(domain);
    if (!top && !extraDomains.has(domain) && !mailbox) continue;
    candidates.push({
      name,
      score: top || extraDomains.has(domain) ? 1.5 : 1.2,
      why: top || extraDomains.has(domain) ? `its web address ${domain}` : `its mailbox at ${domain}`,
      evidence: 'domain-name',
      top,
    });
  }
  return candidates.sort((a, b) => b.score - a.score);
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

/** The domain is written in the top third of the first page. */
function domainInTop(cells: Cell[], domain: string, pageBottom: number): boolean {
  const bare = domain.replace(/^www\./, '');
  return cells.some((c) => c.page === 0 && c.y < 0.35 * pageBottom && c.text.toLowerCase().includes(bare));
}

function choice(best: Candidate, cap = 0.95): MerchantChoice {
  return {
    name: best.name,
    confidence: Math.round(Math.min(cap, 0.4 + 0.1 * best.score) * 100) / 100,
    note: `Merchant "${best.name}" from ${best.why}.`,
  };
}

/** The company a mail with attached documents came from, when the mail says so. */
interface MailSender {
  /** Its own mail domain, when that is not a webmail, mail-sending or invoicing service's. */
  domain: string | null;
  brand: string;
  why: string;
}

function mailSender(hints: TextDocument['hints']): MailSender | null {
  if (!hints) return null;
  const whose = hints.forwarded
    ? "the forwarded mail's original sender"
    : 'the sender of the mail it came with';
  const from = hints.emailFrom?.split('@')[1]?.toLowerCase();
  // "Müller Elektro via Billomat": the display name is the seller, the domain the service's.
  const onBehalf = /\s(via|through|on behalf of|im auftrag von|pour le compte de)\s/i.test(
    hints.emailFromName ?? '',
  );
  if (from && !isPersonalDomain(from)) {
    const display = cleanDisplayName(hints.emailFromName);
    const platform = PAYMENT_PLATFORMS.test(from) || isDeliveryService(from) || onBehalf;
    const brand = display ?? (platform ? null : brandOfDomain(from)?.name);
    if (!brand) return null;
    return { domain: platform ? null : from, brand, why: whose };
  }
  const dkim = hints.emailDkimDomain;
  if (dkim && !isPersonalDomain(dkim) && !isDeliveryService(dkim) && !PAYMENT_PLATFORMS.test(dkim)) {
    const brand = brandOfDomain(dkim)?.name;
    if (brand) return { domain: dkim, brand, why: "the mail's DKIM signing domain" };
  }
  return null;
}

function sameCompany(a: string, b: string): boolean {
  const x = compactOf(a);
  const y = compactOf(b);
  return x.length >= 3 && y.length >= 3 && (x.startsWith(y) || y.startsWith(x));
}

/**
 * The seller of a digital PDF (text layer). A PDF attached to a receipt mail (`hints`) has a
 * second witness: the mail's sender. Its domain counts as one the document writes; a document
 * name that agrees with the sender wins over a slightly stronger one that does not; and when the
 * document names its seller only weakly (a line in body type, nothing at all), the sender is taken.
 */
export function chooseDocumentMerchant(
  rows: Row[],
  fromHeader: () => MerchantChoice | null,
  hints?: TextDocument['hints'],
): MerchantChoice | null {
  const chosen = documentMerchant(rows, fromHeader, hints);
  if (!chosen) return null;
  // A ligature the font maps to no character ("Spoti\u0000 AB"): the name as a domain spells it.
  const domains = [...sellerDomains(rows.map((r) => r.text).join('\n')).keys()];
  const spellings = [
    ...(mailSender(hints)?.brand ? [mailSender(hints)!.brand] : []),
    ...domains.map((d) => brandOfDomain(d)?.name ?? ''),
  ].filter(Boolean);
  const name = repairUnmappedGlyphs(chosen.name, spellings);
  return name === chosen.name
    ? chosen
    : { ...chosen, name, note: chosen.note?.replace(chosen.name, name) ?? null };
}

function documentMerchant(
  rows: Row[],
  fromHeader: () => MerchantChoice | null,
  hints?: TextDocument['hints'],
): MerchantChoice | null {
  const sender = mailSender(hints);
  const extra = new Map(sender?.domain ? [[sender.domain, 2]] : []);
  const candidates = sellerCandidates(rows, extra).filter((c) => c.evidence !== 'domain-name');
  const best = candidates[0];
  if (sender) {
    // Of the names that agree with the sender, the one spelled as the sender spells it.
    const agreeing =
      candidates.find((c) => compactOf(c.name) === compactOf(sender.brand)) ??
      candidates.find((c) => sameCompany(c.name, sender.brand));
    if (agreeing && (!best || sameCompany(best.name, sender.brand) || agreeing.score >= best.score - 1.5)) {
      return {
        ...choice(agreeing),
        note: `Merchant "${agreeing.name}" from ${agreeing.why}, as ${sender.why} says.`,
      };
    }
    // A letterhead set larger than the text, a legal name or a seller label names the seller
    // clearly, even when it is not the sender (a mail can carry another shop's receipt).
    if (!best || best.score < 1.35)
      return {
        name: sender.brand,
        confidence: 0.75,
        note: `Merchant "${sender.brand}" from ${sender.why}: the document names no seller clearly.`,
      };
  }
  if (best) return choice(best);
  // The seller's web address or billing mailbox, when no line spells its name.
  const byDomain = sellerCandidates(rows, extra).find((c) => c.evidence === 'domain-name');
  if (byDomain) return choice(byDomain, 0.7);
  // The slip reader's top line, unless it is a title, a column header, a "label: value" row or
  // the buyer's name.
  const header = fromHeader();
  if (!header || notAName(header.name) || LABELLED_VALUE.test(header.name)) return null;
  if (ADDRESS_LIKE.test(header.name) || CONTACT_LIKE.test(fold(header.name))) return null;
  const cells = cellsOf(rows);
  const buyer = cells.some(
    (c) => compactOf(c.text).includes(compactOf(header.name)) && inBuyerBlock(cells, c),
  );
  return buyer || BUYER_LABEL.test(fold(header.name)) ? null : header;
}

/**
 * The seller of a scanned PDF (OCR text). A scan is most often a paper slip, whose top line the
 * slip reader knows best; the document's own web address in its letterhead, or a seller label,
 * outranks it, and the document reader's legal names and letterhead stand in when the slip
 * reader's line is a title, a column header or an address.
 */
export function chooseScannedMerchant(
  rows: Row[],
  fromHeader: () => MerchantChoice | null,
): MerchantChoice | null {
  const candidates = sellerCandidates(rows);
  const strong = candidates.find(
    (c) =>
      (c.evidence === 'domain' && c.top) || c.evidence === 'seller-label' || c.evidence === 'domain-name',
  );
  if (strong) return choice(strong, 0.8);
  const header = fromHeader();
  if (header && !notAName(header.name) && !CONTACT_LIKE.test(fold(header.name))) return header;
  const fallback = candidates.find((c) => c.evidence !== 'domain-name');
  return fallback ? choice(fallback, 0.7) : null;
}
