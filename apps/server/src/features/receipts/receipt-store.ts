import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { receipts } from '../../db/schema';
import { refundReceipt, reserveReceipt } from './usage-quota';

/*
 * The receipts table: one row per (mailbox, content hash) with a status, a lease and the month it
 * was counted in. Every transition is one conditional statement, so concurrent requests and a
 * recovery job agree on who did what.
 */

/** How long a process may work on a receipt without renewing its lease before recovery takes over. */
export const LEASE_SECONDS = 30;

export type Claim =
  /** First time here (or after a failed read): counted this month and leased to the caller. */
  | { kind: 'new'; receiptId: string }
  /** Already in the workbook since `deliveredAt`. */
  | { kind: 'delivered'; receiptId: string; deliveredAt: Date }
  /** Received before and not yet delivered (in progress elsewhere, or waiting for drive access). */
  | { kind: 'pending'; receiptId: string };

/**
 * Finds or creates the receipt row for this file in this mailbox. A new (or previously failed)
 * receipt is counted against the owner's monthly quota in the same transaction, which throws the
 * 429 when the quota is used up (and then nothing is recorded).
 */
export async function claimReceipt(
  db: Db,
  input: { mailboxId: string; ownerId: string; contentHash: string; channel: 'upload' | 'email'; now: Date },
): Promise<Claim> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(receipts)
      .where(and(eq(receipts.mailboxId, input.mailboxId), eq(receipts.contentHash, input.contentHash)))
      .for('update');
    if (existing?.status === 'delivered' && existing.deliveredAt) {
      return { kind: 'delivered', receiptId: existing.id, deliveredAt: existing.deliveredAt };
    }
    if (existing && existing.status !== 'failed') return { kind: 'pending', receiptId: existing.id };
    const countedMonth = await reserveReceipt(tx, input.ownerId, input.now);
    const lease = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;
    if (existing) {
      await tx
        .update(receipts)
        .set({ status: 'pending', countedMonth, leaseUntil: lease })
        .where(eq(receipts.id, existing.id));
      return { kind: 'new', receiptId: existing.id };
    }
    // Two first uploads of one file race here: the unique index lets one insert; the other waits
    // on it and then finds the row (it is the one retried below).
    const [row] = await tx
      .insert(receipts)
      .values({
        mailboxId: input.mailboxId,
        contentHash: input.contentHash,
        channel: input.channel,
        countedMonth,
        leaseUntil: lease,
      })
      .onConflictDoNothing()
      .returning({ id: receipts.id });
    if (!row) throw new ClaimRaceError();
    return { kind: 'new', receiptId: row.id };
  });
}

/** Another request inserted the same file's row first; claiming again finds it. */
export class ClaimRaceError extends Error {
  override name = 'ClaimRaceError';
}

/** Keeps the caller's hold on a receipt it is working on. */
export async function renewLease(db: Db, receiptId: string): Promise<void> {
  await db
    .update(receipts)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(and(eq(receipts.id, receiptId), inArray(receipts.status, ['pending', 'waiting_for_drive'])));
}

/**
 * Takes over a receipt nobody holds (its lease expired: the process working on it died), for the
 * recovery job. False when it is delivered, gone, or still held.
 */
export async function takeExpiredLease(db: Db, receiptId: string): Promise<boolean> {
  const rows = await db
    .update(receipts)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(
      and(
        eq(receipts.id, receiptId),
        inArray(receipts.status, ['pending', 'waiting_for_drive']),
        or(isNull(receipts.leaseUntil), lt(receipts.leaseUntil, sql`now()`)),
      ),
    )
    .returning({ id: receipts.id });
  return rows.length > 0;
}

/** Seconds until the receipt's lease runs out (0 when free), or null when nothing is left to do. */
export async function leaseRemaining(db: Db, receiptId: string): Promise<number | null> {
  const [row] = await db
    .select({
      status: receipts.status,
      seconds: sql<number>`greatest(0, ceil(extract(epoch from (coalesce(${receipts.leaseUntil}, now()) - now()))))::int`,
    })
    .from(receipts)
    .where(eq(receipts.id, receiptId));
  if (!row || row.status === 'delivered' || row.status === 'failed') return null;
  return Number(row.seconds);
}

/**
 * Marks the receipt delivered. Returns when it was first delivered and whether this call did it
 * (false: someone else finished first, so the caller answers "already added").
 */
export async function markDelivered(
  db: Db,
  receiptId: string,
): Promise<{ deliveredAt: Date; first: boolean }> {
  const [updated] = await db
    .update(receipts)
    .set({ status: 'delivered', deliveredAt: sql`now()`, leaseUntil: null })
    .where(and(eq(receipts.id, receiptId), inArray(receipts.status, ['pending', 'waiting_for_drive'])))
    .returning({ deliveredAt: receipts.deliveredAt });
  if (updated?.deliveredAt) return { deliveredAt: updated.deliveredAt, first: true };
  const [row] = await db
    .select({ deliveredAt: receipts.deliveredAt })
    .from(receipts)
    .where(eq(receipts.id, receiptId));
  return { deliveredAt: row?.deliveredAt ?? new Date(), first: false };
}

/** The file could not be read: it does not count, and the same file may be tried again. */
export async function markFailed(db: Db, receiptId: string, ownerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: receipts.status, countedMonth: receipts.countedMonth })
      .from(receipts)
      .where(eq(receipts.id, receiptId))
      .for('update');
    if (!row || row.status === 'delivered' || row.status === 'failed') return;
    await tx
      .update(receipts)
      .set({ status: 'failed', leaseUntil: null, countedMonth: null })
      .where(eq(receipts.id, receiptId));
    if (row.countedMonth) await refundReceipt(tx, ownerId, row.countedMonth);
  });
}

/** The owner's drive cannot be reached now; the spooled file waits for access to come back. */
export async function markWaitingForDrive(db: Db, receiptId: string): Promise<void> {
  await db
    .update(receipts)
    .set({ status: 'waiting_for_drive', leaseUntil: null })
    .where(and(eq(receipts.id, receiptId), eq(receipts.status, 'pending')));
}
