import { z } from 'zod';

/** What became of a message sent to a mailbox. */
export const MAILBOX_MESSAGE_OUTCOMES = [
  'received',
  'processed',
  'refused_sender',
  'over_quota',
  'failed',
] as const;
export const MailboxMessageOutcome = z.enum(MAILBOX_MESSAGE_OUTCOMES);
export type MailboxMessageOutcome = z.infer<typeof MailboxMessageOutcome>;

/** How the mailbox page names each outcome. */
export const MAILBOX_MESSAGE_OUTCOME_LABELS: Record<MailboxMessageOutcome, string> = {
  received: 'Waiting',
  processed: 'Processed',
  refused_sender: 'Refused sender',
  over_quota: 'Over quota',
  failed: 'Failed',
};

/** One message a mailbox received: metadata only, never its contents. */
export const MailboxMessage = z.object({
  /** ISO 8601, when the message was accepted. */
  receivedAt: z.string(),
  /** The From address, lowercased ('' when the message had none). */
  sender: z.string(),
  subject: z.string(),
  outcome: MailboxMessageOutcome,
  /** Receipts delivered from it to the spreadsheet. */
  receipts: z.number().int().nonnegative(),
});
export type MailboxMessage = z.infer<typeof MailboxMessage>;

/**
 * GET /api/AppUser/{email}/mailboxes/{mailboxId}/messages: the last 20 messages the mailbox
 * received, newest first. Owner only (the details page is the owner's).
 */
export const MailboxMessagesParams = z.object({ email: z.string(), mailboxId: z.string() });
export const MailboxMessages = z.object({ messages: z.array(MailboxMessage) });
export type MailboxMessages = z.infer<typeof MailboxMessages>;
