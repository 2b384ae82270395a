import { and, eq, exists, or, sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Db } from '../../db/open-database';
import { mailboxes, mailboxShares, users } from '../../db/schema';

export interface UploadTarget {
  mailboxId: string;
  isHsa: boolean;
  role: 'owner' | 'shared';
}

const NOT_YOURS = 'You can only upload to your own mailboxes and those shared with you.';

/**
 * The mailbox `email` may upload to: one they own or one shared with them (SPEC §6). Anything
 * else, including a mailbox that does not exist, is the same 403, so ids cannot be probed.
 */
export async function findUploadTarget(db: Db, email: string, mailboxId: string): Promise<UploadTarget> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(mailboxId)) {
    throw new AppError('forbidden', NOT_YOURS);
  }
  const caller = email.trim().toLowerCase();
  const shared = db
    .select({ one: sql`1` })
    .from(mailboxShares)
    .where(and(eq(mailboxShares.mailboxId, mailboxes.id), eq(mailboxShares.email, caller)));
  const [row] = await db
    .select({ isHsa: mailboxes.isHsa, ownerEmail: users.email })
    .from(mailboxes)
    .innerJoin(users, eq(users.id, mailboxes.ownerId))
    .where(and(eq(mailboxes.id, mailboxId), or(eq(users.email, caller), exists(shared))))
    .limit(1);
  if (!row) throw new AppError('forbidden', NOT_YOURS);
  return { mailboxId, isHsa: row.isHsa, role: row.ownerEmail === caller ? 'owner' : 'shared' };
}
