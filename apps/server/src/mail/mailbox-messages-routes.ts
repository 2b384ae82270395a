import { MailboxMessages, MailboxMessagesParams } from '@receiptbox/contracts/api/mailbox-messages';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../app-error';
import type { App, AppDeps } from '../app-types';
import type { Db } from '../db/open-database';
import { mailboxes, users } from '../db/schema';
import { ownEmail, requireSignedIn } from '../features/auth/guard';
import { recentActivity } from './mailbox-activity';

/**
 * The mailbox's recent messages for its owner. Owner only: the details page that shows them is
 * the owner's (shared users see the mailbox with an Upload button alone, SPEC §2), and senders'
 * addresses and subjects are the owner's business. Another user's mailbox is 404, not 403, so
 * ids reveal nothing.
 * @throws AppError not_found
 */
export async function listMailboxMessages(
  db: Db,
  ownerEmail: string,
  mailboxId: string,
): Promise<MailboxMessages> {
  const [mailbox] = z.uuid().safeParse(mailboxId).success
    ? await db
        .select({ id: mailboxes.id })
        .from(mailboxes)
        .innerJoin(users, eq(users.id, mailboxes.ownerId))
        .where(and(eq(mailboxes.id, mailboxId), eq(users.email, ownerEmail)))
    : [];
  if (!mailbox) throw new AppError('not_found', 'You have no mailbox with this id.');
  const rows = await recentActivity(db, mailbox.id);
  return { messages: rows.map((r) => ({ ...r, receivedAt: r.receivedAt.toISOString() })) };
}

/** GET /api/AppUser/{email}/mailboxes/{mailboxId}/messages (packages/contracts api/mailbox-messages). */
export async function mailboxMessagesRoutes(
  app: App,
  deps: Pick<AppDeps, 'db' | 'identity' | 'secretsKey' | 'config'>,
): Promise<void> {
  app.get(
    '/api/AppUser/:email/mailboxes/:mailboxId/messages',
    {
      preHandler: requireSignedIn(deps),
      schema: { params: MailboxMessagesParams, response: { 200: MailboxMessages } },
    },
    async (request) => {
      const email = ownEmail(request, request.params.email);
      return listMailboxMessages(deps.db, email, request.params.mailboxId);
    },
  );
}
