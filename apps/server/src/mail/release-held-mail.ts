import { eq } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { mailboxes } from '../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import { queueInbound } from './inbound-mail-job';
import { InboundSpool } from './inbound-spool';

/**
 * Processes the messages held over quota for a user's mailboxes now. Call it after a plan change
 * that raises the limit (an upgrade); at the month's turn the worker's sweep does the same for
 * everyone. Safe to call when nothing is held, and twice.
 * @returns how many messages were queued again.
 */
export async function releaseHeldMail(
  deps: { database: Database; jobs: JobQueue; config: { dataDir: string } },
  userId: string,
): Promise<number> {
  const owned = await deps.database.db
    .select({ id: mailboxes.id })
    .from(mailboxes)
    .where(eq(mailboxes.ownerId, userId));
  const spool = new InboundSpool(deps.database, deps.config.dataDir);
  const released = await spool.release({ mailboxIds: owned.map((m) => m.id) });
  await queueInbound(spool, deps.jobs, released);
  return released.length;
}
