import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { AppDeps } from '../../app-types';
import { mailboxes, receipts } from '../../db/schema';
import { loadMailbox, recoverAfter, runFromIntake, spooledKind } from './process-receipt';
import { receiptRecover } from './receipt-jobs';
import { ReceiptSpool } from './receipt-spool';
import { leaseRemaining, markFailed, takeExpiredLease } from './receipt-store';

/**
 * One recovery attempt. Nothing to do when the receipt is delivered or failed (a leftover spool
 * entry is removed), or waits for drive access and this is no `resume`; while another process
 * holds it, the job comes back after that lease.
 */
export async function recoverReceipt(
  deps: AppDeps,
  data: { receiptId: string; resume?: boolean },
): Promise<void> {
  const spool = new ReceiptSpool(deps.config.dataDir);
  const { receiptId } = data;
  const [row] = await deps.db
    .select({ status: receipts.status, ownerId: mailboxes.ownerId })
    .from(receipts)
    .innerJoin(mailboxes, eq(mailboxes.id, receipts.mailboxId))
    .where(eq(receipts.id, receiptId));
  if (!row || row.status === 'delivered' || row.status === 'failed') {
    await spool.remove(receiptId);
    return;
  }
  if (row.status === 'waiting_for_drive' && !data.resume) return;
  const remaining = await leaseRemaining(deps.db, receiptId);
  if (remaining === null) return;
  if (remaining > 0) {
    await deps.jobs.send(receiptRecover, data, { startAfter: recoverAfter(remaining) });
    return;
  }
  if (!(await takeExpiredLease(deps.db, receiptId))) return;
  const log = deps.log.child({ receiptId, job: receiptRecover.name });
  const entry = await spool.read(receiptId);
  if (!entry) {
    // The intake died before its file was on disk: its request failed, so nobody expects rows.
    await markFailed(deps.db, receiptId, row.ownerId);
    log.warn('receipt has no spool entry; marked failed');
    return;
  }
  const mailbox = await loadMailbox(deps, entry.meta.mailboxId);
  try {
    await runFromIntake(
      deps,
      receiptId,
      mailbox,
      { ...entry.meta, bytes: entry.bytes, kind: spooledKind(entry.bytes) },
      log,
    );
  } catch (error) {
    // An unreadable file and missing drive access are settled states, not reasons to retry.
    if (error instanceof AppError) return;
    throw error;
  }
}

/** Receipts of this owner that wait for drive access, sent back through recovery (after a grant). */
export async function resumeWaitingReceipts(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  ownerId: string,
): Promise<number> {
  const waiting = await deps.db
    .select({ id: receipts.id })
    .from(receipts)
    .innerJoin(mailboxes, eq(mailboxes.id, receipts.mailboxId))
    .where(and(eq(mailboxes.ownerId, ownerId), eq(receipts.status, 'waiting_for_drive')));
  for (const { id } of waiting) await deps.jobs.send(receiptRecover, { receiptId: id, resume: true });
  return waiting.length;
}

export async function workReceiptRecovery(deps: AppDeps): Promise<void> {
  await deps.jobs.work(receiptRecover, (data) => recoverReceipt(deps, data));
}
