import type { HsaReceipt, Receipt } from '@receiptbox/contracts';
import type { OutgoingMail } from '../features/mail-out/mailer';
import type { MessageFacts } from './receipt-parts';

/** Local parts that never get an automatic reply (RFC 3834 §2, and common no-reply names). */
const NEVER_ANSWERED =
  /^(no-?reply|do-?not-?reply|donotreply|mailer-daemon|postmaster|bounces?|notifications?|listserv|majordomo|owner-.*|.*-(request|bounces?|owner))$/i;

/**
 * Whether a confirmation may answer this message: the mailbox asks for one, the message was not
 * itself automatic (Auto-Submitted, bulk/list Precedence), and its sender is a person's address
 * outside our own mail domain (no loops between mailboxes, daemons or no-reply senders).
 */
export function mayConfirm(facts: MessageFacts, mailDomain: string): boolean {
  if (facts.automatic || !facts.from.includes('@')) return false;
  const [local, domain] = [facts.from.slice(0, facts.from.lastIndexOf('@')), facts.from.split('@').pop()!];
  if (NEVER_ANSWERED.test(local.split('+')[0]!)) return false;
  const ours = mailDomain.toLowerCase();
  return domain !== ours && !domain.endsWith(`.${ours}`);
}

const money = (r: Receipt) =>
  r.total_price === null ? 'unknown' : `${r.total_price.toFixed(2)}${r.currency ? ` ${r.currency}` : ''}`;

/** The confirmation of delivered receipts, to the sender, marked as an automatic reply. */
export function confirmationMail(input: {
  facts: MessageFacts;
  mailboxName: string;
  receipts: (Receipt | HsaReceipt)[];
  folderUrl: string | null;
}): OutgoingMail {
  const { facts, receipts } = input;
  const lines = receipts.map(
    (r, i) =>
      `${receipts.length > 1 ? `${i + 1}. ` : ''}Merchant: ${r.company ?? 'unknown'}\n` +
      `   Date: ${r.date ?? 'unknown'}\n   Total: ${money(r)}\n   Category: ${r.category ?? 'uncategorized'}`,
  );
  const count = receipts.length === 1 ? 'your receipt' : `${receipts.length} receipts`;
  return {
    to: facts.from,
    subject: `Receipt processed: ${receipts[0]?.company ?? input.mailboxName}`.slice(0, 200),
    text:
      `Receiptbox added ${count} to the mailbox "${input.mailboxName}".\n\n${lines.join('\n\n')}\n\n` +
      (input.folderUrl ? `Your spreadsheet and the originals: ${input.folderUrl}\n\n` : '') +
      'You receive this because confirmation e-mails are on for this mailbox; the owner can turn them off on the mailbox page.\n',
    headers: {
      'Auto-Submitted': 'auto-replied',
      ...(facts.messageId.startsWith('<')
        ? { 'In-Reply-To': facts.messageId, References: facts.messageId }
        : {}),
    },
  };
}
