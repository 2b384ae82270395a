import { FREE_RECEIPTS_PER_MONTH, type PlanType } from '@receiptbox/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Db } from '../../db/open-database';
import { usageCounters, userPlans } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Receipts per calendar month (UTC) by plan; null is unlimited. */
const RECEIPTS_PER_MONTH: Record<PlanType, number | null> = {
  Free: FREE_RECEIPTS_PER_MONTH,
  HSA: null,
  Business: null,
};

/** 'YYYY-MM' of `now` in UTC, the key of the usage counter. */
export const usageMonth = (now: Date) => now.toISOString().slice(0, 7);

/** Whole seconds from `now` until the next calendar month begins (UTC). */
export function secondsUntilNextMonth(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

export function monthlyLimitMessage(limit: number): string {
  return `You have processed the ${limit} receipts of the Free plan this month. Upgrade for unlimited receipts, or wait for next month.`;
}

/** The owner's plan; a plan whose end date has passed counts as Free. */
export async function planOf(db: Db | Tx, userId: string, now: Date): Promise<PlanType> {
  const [plan] = await db
    .select({ planType: userPlans.planType, endDate: userPlans.endDate })
    .from(userPlans)
    .where(eq(userPlans.userId, userId));
  if (!plan || (plan.endDate && plan.endDate < now)) return 'Free';
  return plan.planType;
}

/**
 * Counts one receipt for the owner this month, inside the caller's transaction, unless the plan's
 * monthly limit is reached: then a 429 problem with `message` and `resetIn` (seconds until the
 * month turns). The increment and the check are one statement, so concurrent uploads cannot both
 * take the last receipt. Returns the month counted.
 */
export async function reserveReceipt(tx: Tx, ownerId: string, now: Date): Promise<string> {
  const month = usageMonth(now);
  const limit = RECEIPTS_PER_MONTH[await planOf(tx, ownerId, now)];
  const [row] = await tx
    .insert(usageCounters)
    .values({ userId: ownerId, month, receipts: 1 })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.month],
      set: { receipts: sql`${usageCounters.receipts} + 1` },
      ...(limit === null ? {} : { setWhere: sql`${usageCounters.receipts} < ${limit}` }),
    })
    .returning({ receipts: usageCounters.receipts });
  if (!row || (limit !== null && row.receipts > limit)) {
    const resetIn = secondsUntilNextMonth(now);
    throw new AppError(
      'rate_limited',
      `The monthly receipt limit of this plan is reached; it resets in ${resetIn} s.`,
      {
        extra: { message: monthlyLimitMessage(limit ?? 0), resetIn },
        headers: { 'retry-after': String(resetIn) },
      },
    );
  }
  return month;
}

/** Gives back a receipt counted by `reserveReceipt` (its file could not be read). */
export async function refundReceipt(tx: Tx, ownerId: string, month: string): Promise<void> {
  await tx
    .update(usageCounters)
    .set({ receipts: sql`greatest(${usageCounters.receipts} - 1, 0)` })
    .where(and(eq(usageCounters.userId, ownerId), eq(usageCounters.month, month)));
}
