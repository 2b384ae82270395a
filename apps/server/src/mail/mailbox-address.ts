/**
 * Mailbox addresses are `{name}@{account}.{MAIL_DOMAIN}`, stored lowercased. Senders may add a
 * tag (`name+tag@`), which reaches `name`; case never matters.
 */

export type RecipientVerdict =
  /** A mailbox address in our domain, normalized: lowercased, tag removed. */
  | { kind: 'mailbox'; address: string }
  /** Any other domain: we are never a relay. */
  | { kind: 'other-domain' };

const LABEL = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;

export function classifyRecipient(address: string, mailDomain: string): RecipientVerdict {
  const at = address.lastIndexOf('@');
  if (at <= 0) return { kind: 'other-domain' };
  const domain = address.slice(at + 1).toLowerCase();
  const suffix = `.${mailDomain.toLowerCase()}`;
  if (!domain.endsWith(suffix) || !LABEL.test(domain.slice(0, -suffix.length))) {
    return { kind: 'other-domain' };
  }
  const local = address.slice(0, at).toLowerCase();
  const plus = local.indexOf('+');
  const name = plus > 0 ? local.slice(0, plus) : local;
  return { kind: 'mailbox', address: `${name}@${domain}` };
}
