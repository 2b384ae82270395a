import type { TextDocument } from '../../text-document';
import type { MerchantChoice } from '../merchant';
import type { Row } from '../text';
import { brandOfDomain, cleanDisplayName, isDeliveryService, isPersonalDomain } from './sender';

/** "Sold by", "Merchant", "Payee" and their translations, with the name after them. */
const SELLER_LINE =
  /^(?:SOLD BY|MERCHANT|PAYEE|SELLER|SELLER DETAILS|VENDOR|VERKAUFT VON|VERKAUFER|HANDLER|ZAHLUNGSEMPFANGER|VENDU PAR|VENDEUR|MARCHAND|BENEFICIAIRE|VENDIDO POR|VENDEDOR|COMERCIO|VERKOCHT DOOR|VERKOPER|SALJARE|SALD AV|BETALNINGSMOTTAGARE|SPRZEDAWCA|ODBIORCA)\s*:?\s+(.{2,60})$/;
const COPYRIGHT =
  /(?:©|\(C\)|COPYRIGHT)\s*(?:\d{4}(?:\s*[-–]\s*\d{4})?)?\s*,?\s*([^.|]{2,60}?)(?:[.,]?\s*ALL RIGHTS RESERVED|\.\s|$)/i;
const GENERIC_ALT =
  /^(logo|image|img|icon|spacer|pixel|banner|header|photo|picture|facebook|twitter|instagram|youtube|linkedin|app store|google play|download.*|view.*|click.*|\W*)$/i;

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}

function sellerLine(rows: Row[]): string | null {
  for (const r of rows) {
    const m = SELLER_LINE.exec(fold(r.text));
    if (!m) continue;
    const start = r.text.length - m[1]!.length;
    const name = r.text.slice(start).trim();
    if (/\p{L}{2}/u.test(name) && !/@|https?:/.test(name)) return name;
  }
  return null;
}

function copyrightLine(rows: Row[]): string | null {
  for (const r of [...rows].reverse()) {
    const m = COPYRIGHT.exec(r.text);
    const name = m?.[1]?.trim().replace(/[,\s]+$/, '');
    if (name && /\p{L}{2}/u.test(name) && name.split(/\s+/).length <= 6) return name;
  }
  return null;
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
  fromBody: () => MerchantChoice | null,
): MerchantChoice | null {
  const whose = hints?.forwarded ? "the forwarded message's original sender" : 'the sender';
  const domain = hints?.emailFrom?.split('@')[1]?.toLowerCase();
  if (domain && !isPersonalDomain(domain)) {
    const display = cleanDisplayName(hints?.emailFromName);
    if (display)
      return { name: display, confidence: 0.9, note: `Merchant "${display}" from ${whose}'s display name.` };
    const brand = brandOfDomain(domain);
    if (brand)
      return {
        name: brand.name,
        confidence: brand.known ? 0.9 : 0.75,
        note: `Merchant "${brand.name}" from ${whose}'s mail domain${brand.known ? ' (a known brand)' : ''}.`,
      };
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
  const alt = hints?.imageAlts
    ?.map((a) => a.replace(/\s*\b(logo|icon)\b\s*/gi, ' ').trim())
    .find((a) => a.length >= 2 && a.length <= 40 && !GENERIC_ALT.test(a));
  if (alt) return { name: alt, confidence: 0.65, note: `Merchant "${alt}" from the logo's alt text.` };
  const seller = sellerLine(rows);
  if (seller) return { name: seller, confidence: 0.65, note: `Merchant "${seller}" from a "Sold by" line.` };
  const body = fromBody();
  if (body && body.confidence >= 0.5) return body;
  const footer = copyrightLine(rows);
  if (footer)
    return { name: footer, confidence: 0.5, note: `Merchant "${footer}" from the footer's company line.` };
  return body;
}
