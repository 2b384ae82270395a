import type { MailboxMessageOutcome } from '@receiptbox/contracts/api/mailbox-messages';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { mailboxMessages } from '../db/schema';

export type MessageOutcome = MailboxMessageOutcome;

/** How many messages each mailbox's activity keeps. */
export const RECENT_MESSAGES = 20;

export interface ActivityEntry {
  mailboxId: string;
  inboundId: string;
  receivedAt: Date;
  sender: string;
  subject: string;
  outcome: MessageOutcome;
  receipts?: number;
}

/**
 * Records (or updates: a held message later processed) what became of a message for a mailbox,
 * and trims the mailbox's list to the newest RECENT_MESSAGES. Metadata only, never contents.
 */
export async function recordActivity(db: Db, entry: ActivityEntry): Promise<void> {
  // A header can be as long as a sender likes; the list shows a line of it.
  const sender = entry.sender.slice(0, 320);
  const subject = entry.subject.slice(0, 200);
  await db
    .insert(mailboxMessages)
    .values({ ...entry, sender, subject, receipts: entry.receipts ?? 0 })
    .onConflictDoUpdate({
      target: [mailboxMessages.mailboxId, mailboxMessages.inboundId],
      set: { outcome: entry.outcome, receipts: entry.receipts ?? 0, updatedAt: new Date() },
    });
  await db.execute(sql`
    delete from ${mailboxMessages}
    where ${mailboxMessages.mailboxId} = ${entry.mailboxId}
      and ${mailboxMessages.inboundId} not in (
        select ${mailboxMessages.inboundId} from ${mailboxMessages}
        where ${mailboxMessages.mailboxId} = ${entry.mailboxId}
        order by ${mailboxMessages.receivedAt} desc
        limit ${RECENT_MESSAGES}
      )`);
}

/** The newest messages of a mailbox, newest first. */
export async function recentActivity(db: Db, mailboxId: string) {
  return db
    .select({
      receivedAt: mailboxMessages.receivedAt,
      sender: mailboxMessages.sender,
      subject: mailboxMessages.subject,
      outcome: mailboxMessages.outcome,
      receipts: mailboxMessages.receipts,
    })
    .from(mailboxMessages)
    .where(and(eq(mailboxMessages.mailboxId, mailboxId)))
    .orderBy(desc(mailboxMessages.receivedAt))
    .limit(RECENT_MESSAGES);
}
