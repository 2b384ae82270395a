import { FREE_RECEIPTS_PER_MONTH } from '@receiptbox/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { usageCounters, userPlans } from '../db/schema';

export interface Allowance {
  /** Receipts per month; null: unlimited. */
  limit: number | null;
  used: number;
}

/** The owner's monthly receipt allowance (PRODUCT.md: Free 30 per UTC month, paid plans unlimited). */
export async function monthlyAllowance(
  db: Db,
  userId: string,
  month: string,
  now = new Date(),
): Promise<Allowance> {
  const [plan] = await db
    .select({ planType: userPlans.planType, endDate: userPlans.endDate })
    .from(userPlans)
    .where(eq(userPlans.userId, userId));
  const paid = plan && plan.planType !== 'Free' && (plan.endDate === null || plan.endDate > now);
  const [usage] = await db
    .select({ receipts: usageCounters.receipts })
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.month, month)));
  return { limit: paid ? null : FREE_RECEIPTS_PER_MONTH, used: usage?.receipts ?? 0 };
}

/**
 * Whether a message with `receipts` receipts must wait: it would take the month past the limit.
 * A message with more receipts than a whole month allows goes through when nothing is used yet,
 * rather than waiting for ever.
 */
export function mustHold(allowance: Allowance, receipts: number): boolean {
  if (allowance.limit === null) return false;
  return (
    allowance.used >= allowance.limit || (allowance.used > 0 && allowance.used + receipts > allowance.limit)
  );
}

/** Counts delivered receipts against the month. */
export async function countReceipts(db: Db, userId: string, month: string, receipts: number): Promise<void> {
  await db
    .insert(usageCounters)
    .values({ userId, month, receipts })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.month],
      set: { receipts: sql`${usageCounters.receipts} + ${receipts}` },
    });
}
