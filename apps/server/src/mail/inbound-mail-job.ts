import { eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import { mailboxes, users } from '../db/schema';
import { defineJob, type JobQueue } from '../jobs/job-queue';
import type { InboundSpool, SpoolEntry } from './inbound-spool';
import { recordActivity } from './mailbox-activity';
import { sendNoticeOnce } from './owner-notices';
import { failedNotice, type InboundDeps, processInboundMessage } from './process-inbound-message';
import { splitInboundMail } from './receipt-parts';

/**
 * A message waiting in the inbound spool. Retries double from 30 s (8 retries: about two hours
 * in all) while the drive or DNS is unavailable; then the owner is told and the message is kept
 * five days.
 */
export const mailReceived = defineJob({
  name: 'mail.received',
  data: z.object({ inboundId: z.uuid() }),
  retryLimit: 8,
  retryDelay: 30,
  retryBackoff: true,
  // A message of many scanned pages takes minutes; one whose worker died is retried after this.
  expireInSeconds: 15 * 60,
});

/** How long a message that could not be delivered is kept before it is purged. */
export const FAILED_KEEP_MS = 5 * 24 * 60 * 60 * 1000;

/**
 * The SMTP listener's `accept`: the message is committed to the spool, then its job is queued;
 * only then may the sender hear 250. If queueing fails the row goes too (the sender gets 451 and
 * retries); if the process dies in between, the sweep queues the row.
 */
export async function acceptInboundMessage(
  spool: InboundSpool,
  jobs: JobQueue,
  entry: SpoolEntry,
): Promise<string> {
  const inboundId = await spool.store(entry);
  try {
    const jobId = await jobs.send(mailReceived, { inboundId });
    await spool.setJob(inboundId, jobId);
  } catch (error) {
    await spool.remove(inboundId).catch(() => undefined);
    throw error;
  }
  return inboundId;
}

/** Queues spooled messages again (released from hold, or left without a live job). */
export async function queueInbound(spool: InboundSpool, jobs: JobQueue, ids: string[]): Promise<void> {
  for (const inboundId of ids) {
    const jobId = await jobs.send(mailReceived, { inboundId });
    await spool.setJob(inboundId, jobId);
  }
}

export interface InboundWorkerOptions {
  /** Messages worked at once in this process (extraction itself uses a pool sized to the cores). */
  concurrency?: number;
  /** How often the sweep runs (orphans, month's turn, purge); default one minute. */
  sweepIntervalMs?: number;
}

/**
 * Works `mail.received` jobs in this process, and sweeps the spool now and then: messages held in
 * an earlier month are released, queued messages without a live job are queued again, failed
 * messages past their five days are purged.
 */
export async function workInboundMail(
  deps: InboundDeps,
  jobs: JobQueue,
  options: InboundWorkerOptions = {},
): Promise<{ stop(): void; sweep(): Promise<void> }> {
  const { log } = deps;
  await jobs.work(mailReceived, (data, context) => handleMailReceived(deps, data, context), {
    concurrency: options.concurrency ?? 2,
    pollingIntervalSeconds: 0.5,
  });
  const sweep = () => sweepSpool(deps.spool, jobs, log);
  await sweep().catch((error: unknown) => log.error({ err: error }, 'inbound spool sweep failed'));
  const timer = setInterval(
    () => void sweep().catch((error: unknown) => log.error({ err: error }, 'inbound spool sweep failed')),
    options.sweepIntervalMs ?? 60_000,
  );
  timer.unref();
  return { stop: () => clearInterval(timer), sweep };
}

/**
 * One `mail.received` job: works the message; a failure is thrown (pg-boss retries it with
 * backoff) until the last attempt, which marks the message failed, tells the owner and keeps it
 * five days.
 */
export async function handleMailReceived(
  deps: InboundDeps,
  { inboundId }: { inboundId: string },
  { retryCount }: { retryCount: number },
): Promise<void> {
  try {
    const result = await processInboundMessage(deps, inboundId);
    deps.log.info({ inboundId, result }, 'inbound message worked');
  } catch (error) {
    if (retryCount < mailReceived.retryLimit) throw error;
    deps.log.error({ err: error, inboundId }, 'inbound message could not be delivered; kept 5 days');
    await giveUp(deps, inboundId);
  }
}

/** Rows queued this long ago without a live job lost it (a crash between commit and enqueue). */
const ORPHAN_AFTER_MS = 2 * 60 * 1000;

/**
 * Releases messages held in an earlier month, queues again those whose job is gone, purges failed
 * ones past their keeping time. Safe to run in several workers at once.
 */
export async function sweepSpool(spool: InboundSpool, jobs: JobQueue, log: Logger): Promise<void> {
  const now = new Date();
  const released = await spool.release({ heldBefore: now.toISOString().slice(0, 7) });
  await queueInbound(spool, jobs, released);
  const orphans = [];
  for (const row of await spool.queuedBefore(new Date(now.getTime() - ORPHAN_AFTER_MS))) {
    const state = row.jobId ? await jobs.state(mailReceived, row.jobId) : null;
    if (state !== 'created' && state !== 'retry' && state !== 'active') orphans.push(row.id);
  }
  await queueInbound(spool, jobs, orphans);
  const purged = await spool.purgeExpired(now);
  if (released.length + orphans.length + purged > 0) {
    log.info({ released: released.length, requeued: orphans.length, purged }, 'inbound spool swept');
  }
}

async function giveUp(deps: InboundDeps, inboundId: string): Promise<void> {
  const { db, spool, mailer, config } = deps;
  const row = await spool.load(inboundId);
  if (!row) return;
  await spool.fail(inboundId, new Date(Date.now() + FAILED_KEEP_MS));
  const facts = await splitInboundMail(row.raw).then(
    (m) => m.facts,
    () => ({ from: '', subject: '' }),
  );
  const boxes =
    row.mailboxIds.length === 0
      ? []
      : await db
          .select({
            id: mailboxes.id,
            name: mailboxes.name,
            address: mailboxes.address,
            ownerId: mailboxes.ownerId,
            ownerEmail: users.email,
          })
          .from(mailboxes)
          .innerJoin(users, eq(users.id, mailboxes.ownerId))
          .where(inArray(mailboxes.id, row.mailboxIds));
  for (const mailbox of boxes) {
    await recordActivity(db, {
      mailboxId: mailbox.id,
      inboundId,
      receivedAt: row.receivedAt,
      sender: facts.from,
      subject: facts.subject,
      outcome: 'failed',
    });
    await sendNoticeOnce(
      db,
      mailer,
      { userId: mailbox.ownerId, kind: 'failed', about: inboundId, period: '' },
      failedNotice(config, mailbox),
    ).catch((error: unknown) => deps.log.error({ err: error, inboundId }, 'failure notice not sent'));
  }
}
