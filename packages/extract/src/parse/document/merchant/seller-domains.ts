import { isDeliveryService, isPersonalDomain } from '../../email/sender';
import { MADE_WITH, PAYMENT_PLATFORMS, TAX_OFFICE_DOMAIN } from '../../lexicon/mail-domains';
import type { Cell } from './cells';

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
export const ADDRESS_WORD = new RegExp(String.raw`[@/]|www\.|\.(?:${TLD})\b`, 'i');
/** A domain written as a name, capitalised: "Amazon.com order number". */
export const DOMAIN_AS_NAME = new RegExp(
  String.raw`(?<![@\w./-])([A-Z][A-Za-z0-9-]+\.(?:${BARE_TLD}))(?![\w./-])`,
  'g',
);
const MAIL = new RegExp(String.raw`([a-z0-9._%+-]+)@((?:[a-z0-9-]+\.)+(?:${TLD}))\b`, 'gi');
/** Mailboxes a company bills or answers from; a person's address is the buyer's as often as not. */
const ROLE_MAILBOX =
  /^(billing|invoice|invoices|invoicing|rechnung|rechnungen|factures?|facturation|finance|accounts?|ar|accounting|buchhaltung|sales|support|help|service|customerservice|care|info|kontakt|contact|hello|noreply|no-reply|orders?|shop|store|receipts?|payments?|team|office|mail|admin|kundenservice|bestellung(?:en)?|verkauf|vertrieb|factuur|facturen|facturatie|boekhouding|administratie|klantenservice|ventes?|commandes?|comptabilite|ventas|pedidos|facturacion|administracion|faktura|fakturor|ekonomi|kundtjanst|kundservice|order|bestallning)$/i;

/** A mailbox that is a company's role ("billing", "support2"), not a person's. */
function isRoleMailbox(local: string): boolean {
  return ROLE_MAILBOX.test(local.replace(/[._-]?\d+$/, ''));
}

/** "www.Shop.com" → "shop.com". */
function bareDomain(domain: string): string {
  return domain.toLowerCase().replace(/^w{2,3}\./, '');
}

/** Domains the seller writes: its web address and its billing mailboxes, with mention counts. */
export function sellerDomains(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (domain: string) => {
    const d = bareDomain(domain);
    if (isPersonalDomain(d) || isDeliveryService(d) || PAYMENT_PLATFORMS.test(d) || TAX_OFFICE_DOMAIN.test(d))
      return;
    counts.set(d, (counts.get(d) ?? 0) + 1);
  };
  // "Powered by www.invoicetool.io": the software's address, not the seller's.
  const withoutMail = text.replace(MADE_WITH, ' ').replace(MAIL, (_m, local: string, domain: string) => {
    if (isRoleMailbox(local)) add(domain);
    return ' ';
  });
  const withoutUrls = withoutMail.replace(URL_DOMAIN, (_m, domain: string) => {
    add(domain);
    return ' ';
  });
  for (const m of withoutUrls.matchAll(BARE_DOMAIN)) add(m[1]!);
  return counts;
}

/** A line item's price at the row's end: "1  €15,00 EUR", "12.00", "450,00 TRY". */
const PRICED_ROW_END = /\d[.,]\d{2}(?:\s?(?:[A-Z]{3}|[€$£]))?\s*$/;

/**
 * A priced row naming a bare domain ("Domínio exemplo.pt - renovação anual  €15,00", "SSL for
 * shop.example.com  49.00"): a registrar or host sells the customer's domain on its invoice, and
 * that domain is not the seller's own address. A web address ("www.…", "https://…") or a mailbox
 * on such a row still is.
 */
export function sellsADomain(row: string): boolean {
  if (!PRICED_ROW_END.test(row) || /www\.|https?:|@/i.test(row)) return false;
  return [...row.matchAll(BARE_DOMAIN)].some((m) => !/^\p{Lu}/u.test(m[1]!));
}

/** Domains the document's role mailboxes ("billing@…", "support@…") are at. */
export function billingMailboxDomains(text: string): Set<string> {
  return new Set([...text.matchAll(MAIL)].filter((m) => isRoleMailbox(m[1]!)).map((m) => bareDomain(m[2]!)));
}

/**
 * Names a domain may spell: "sig-ge.ch" → SIGGE, SIG; "kitchenerutilities.ca" → KITCHENERUTILITIES.
 * Under a country's second-level domain the name is the label before it: "capetown.gov.za",
 * "stockport.gov.uk", "shop.com.au", "bund.gv.at", "madrid.gob.es".
 */
export function domainKeys(domain: string): string[] {
  const labels = domain.split('.');
  const secondLevel = /^(?:co|com|gov|gob|gouv|gv|org|net|ac|or|ne)$/;
  const name = labels.length >= 3 && secondLevel.test(labels.at(-2)!) ? labels.at(-3)! : labels.at(-2)!;
  const keys = [name.replace(/-/g, '').toUpperCase()];
  const first = name.split('-')[0]!.toUpperCase();
  if (first !== keys[0] && first.length >= 3) keys.push(first);
  return keys;
}

export interface SellerDomainKey {
  domain: string;
  /** A name the domain may spell, upper-case letters and digits. */
  key: string;
  mentions: number;
}

/**
 * The keys of the seller's domains, each with its domain and mention count. "kitchener.ca" and
 * "kitchenerutilities.ca": the longer name is the more particular seller, so a key another
 * domain's key extends is dropped.
 */
export function sellerDomainKeys(domains: Map<string, number>): SellerDomainKey[] {
  const allKeys = [...domains].flatMap(([domain, mentions]) =>
    domainKeys(domain).map((key) => ({ domain, key, mentions })),
  );
  return allKeys.filter(
    (k) =>
      !allKeys.some((o) => o.domain !== k.domain && o.key.length > k.key.length && o.key.startsWith(k.key)),
  );
}

/** The domain is written in the top third of the first page. */
export function domainInTop(cells: Cell[], domain: string, pageBottom: number): boolean {
  const bare = domain.replace(/^www\./, '');
  return cells.some((c) => c.page === 0 && c.y < 0.35 * pageBottom && c.text.toLowerCase().includes(bare));
}
