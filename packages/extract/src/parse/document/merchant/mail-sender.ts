import type { TextDocument } from '../../../text-document';
import { brandOfDomain, cleanDisplayName, isDeliveryService, isPersonalDomain } from '../../email/sender';
import { PAYMENT_PLATFORMS } from '../../lexicon/mail-domains';

/** The company a mail with attached documents came from, when the mail says so. */
export interface MailSender {
  /** Its own mail domain, when that is not a webmail, mail-sending or invoicing service's. */
  domain: string | null;
  brand: string;
  why: string;
}

export function mailSender(hints: TextDocument['hints']): MailSender | null {
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
