import { LEGAL_FORM } from '../lexicon/legal-forms';
import {
  COUNTRY_SECOND_LEVEL,
  DELIVERY_SERVICE_DOMAINS,
  DISPLAY_NAME_LEFTOVERS,
  DISPLAY_NAME_ROLE_WORDS,
  MAIL_SUBDOMAIN_LABELS,
  PERSONAL_MAIL_BRANDS,
  PERSONAL_MAIL_DOMAINS,
  SENDER_BRANDS,
} from '../lexicon/mail-domains';

/** The domain a company registered: "email.uber.com" → "uber.com", "amazon.co.uk" stays. */
export function registrableDomain(domain: string): string {
  const labels = domain.toLowerCase().replace(/\.$/, '').split('.');
  if (labels.length <= 2) return labels.join('.');
  const tld = labels.at(-1)!;
  const second = labels.at(-2)!;
  const keep = tld.length === 2 && COUNTRY_SECOND_LEVEL.has(second) ? 3 : 2;
  return labels.slice(-keep).join('.');
}

export function isPersonalDomain(domain: string): boolean {
  const d = domain.toLowerCase();
  const registrable = registrableDomain(d);
  // The reserved example domains stand for anyone: only the bare domain is a person's mailbox.
  return (
    PERSONAL_MAIL_DOMAINS.has(d) ||
    (PERSONAL_MAIL_DOMAINS.has(registrable) && !registrable.startsWith('example.')) ||
    // "hotmail.es", "outlook.fr": the brand's mailbox in any country ("mail.outlook.com" is
    // Microsoft's own system, matched above).
    (d === registrable && PERSONAL_MAIL_BRANDS.test(registrable.split('.')[0] ?? ''))
  );
}

export function isDeliveryService(domain: string): boolean {
  const d = domain.toLowerCase();
  return DELIVERY_SERVICE_DOMAINS.has(d) || DELIVERY_SERVICE_DOMAINS.has(registrableDomain(d));
}

/** The company part of a domain's name: "poland-food.bolt.eu" → "bolt", "amazon.co.uk" → "amazon". */
export function domainName(domain: string): string {
  const registrable = registrableDomain(domain).split('.');
  return registrable[0] ?? '';
}

/**
 * The brand a domain stands for: the table of large merchants' mail domains (their brand differs
 * from the domain's name), else the domain's name with a capital ("wolt.com" → "Wolt").
 */
export function brandOfDomain(domain: string): { name: string; known: boolean } | null {
  const d = domain.toLowerCase();
  const labels = d.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const known = SENDER_BRANDS[labels.slice(i).join('.')];
    if (known) return { name: known, known: true };
  }
  const parts = d.split('.').filter((p) => !MAIL_SUBDOMAIN_LABELS.has(p));
  const name = domainName(parts.join('.') || d);
  if (!name || name.length < 2) return null;
  // "kaffeehaus-wien" → "Kaffeehaus Wien"; "harborbooks-mail", "email-harborbooks": the mail
  // system's word is not the brand's.
  const all = name.split('-').filter(Boolean);
  const mailWord = (w: string) =>
    w.length >= 4 && MAIL_SUBDOMAIN_LABELS.has(w) && w !== 'shop' && w !== 'store';
  const kept = all.filter((w, i) => !((i === 0 || i === all.length - 1) && mailWord(w)));
  const words = kept.length > 0 ? kept : all;
  return { name: words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' '), known: false };
}

/** One role word anywhere, without the global flag's state. */
const ROLE_WORD = new RegExp(DISPLAY_NAME_ROLE_WORDS.source, 'iu');

/**
 * A sender's display name without its department or mail-system words ("Steam Support" → "Steam",
 * "Uber Receipts" → "Uber", "Shop via Square" → "Shop", "Sarah from Acme" → "Acme", "The Acme
 * Team" → "Acme"); null when nothing of a name is left ("Your Order", "Order Confirmation").
 */
export function cleanDisplayName(display: string | undefined): string | null {
  if (!display) return null;
  const name = display
    .replace(/["'`]/g, '')
    // Emoji and ornaments around a name ("🍔 Burger Barn", "★ Star Deals ★") are not part of it.
    .replace(/^[^\p{L}\p{N}(]+|[^\p{L}\p{N}.!)]+$/gu, '')
    .replace(/<[^>]*>|\(\s*[^)]*?\s*\)|\[[^\]]*\]/g, (m) => (/via|no-?reply|support|team/i.test(m) ? ' ' : m))
    .replace(/\s+(via|through|on behalf of|im auftrag von|pour le compte de|en nombre de|namens)\s+.*$/i, '')
    // "Sarah from Acme", "Anna från Acme": a person writing for the company ("van"/"von" begin
    // family names: "Bakkerij van Dijk" stays).
    .replace(/^\p{Lu}\p{Ll}+\s+(?:from|från)\s+(?=\S)/u, '')
    .replace(DISPLAY_NAME_ROLE_WORDS, ' ')
    .replace(/[\s|:,–(-]+$/g, '')
    .replace(/^[\s|:,–)-]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    // "The Acme Team", "Your Acme receipt", "Ihr Acme-Team" without the role word: the article or
    // possessive belonged to it when one word is left. "The Body Shop Orders" keeps its article, and
    // the short possessives that open names ("Su Casa", "Din Tai …", "Je Boeket") are left alone.
    .replace(/^(?:the|your|ihre?|dein|deine|euer|het|votre)\s+(?=\S+$)/i, (m) =>
      ROLE_WORD.test(display) ? '' : m,
    );
  if (name.length < 2 || /@/.test(name) || !/\p{L}/u.test(name) || DISPLAY_NAME_LEFTOVERS.test(name))
    return null;
  // "Ryanair DAC", "DB Fernverkehr AG": a person writes the name without its legal form.
  const legal = LEGAL_FORM.exec(name);
  return legal && legal.index > 0 ? name.slice(0, legal.index).trim() : name;
}
