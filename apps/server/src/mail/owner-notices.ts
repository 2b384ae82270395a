import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { inboundNotices } from '../db/schema';
import type { Mailer, OutgoingMail } from '../features/mail-out/mailer';

/** Confirmations are claimed here too (per Message-ID and mailbox), so a retry never sends two. */
export type NoticeKind = 'refused_sender' | 'over_quota' | 'failed' | 'confirmation';

/**
 * Sends `mail` unless a notice of this kind about this key was already sent in this period:
 * the row is claimed first, so concurrent workers send one notice; a failed send releases the
 * claim (the job retries and sends it then).
 * @returns whether the notice was sent now.
 */
export async function sendNoticeOnce(
  db: Db,
  mailer: Mailer,
  notice: { userId: string; kind: NoticeKind; about: string; period: string },
  mail: OutgoingMail,
): Promise<boolean> {
  const key = notice.about ? createHash('sha256').update(notice.about.toLowerCase()).digest('hex') : '';
  const claimed = await db
    .insert(inboundNotices)
    .values({ userId: notice.userId, kind: notice.kind, key, period: notice.period })
    .onConflictDoNothing()
    .returning({ userId: inboundNotices.userId });
  if (claimed.length === 0) return false;
  try {
    await mailer.send(mail);
    return true;
  } catch (error) {
    await db
      .delete(inboundNotices)
      .where(
        and(
          eq(inboundNotices.userId, notice.userId),
          eq(inboundNotices.kind, notice.kind),
          eq(inboundNotices.key, key),
          eq(inboundNotices.period, notice.period),
        ),
      );
    throw error;
  }
}

/** 'YYYY-MM-DD' and 'YYYY-MM' in UTC. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
export const utcMonth = (at: Date) => at.toISOString().slice(0, 7);
