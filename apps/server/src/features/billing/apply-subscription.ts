import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { userPlans, users } from '../../db/schema';
import type { BillingContext } from './billing-context';
import { LIVE_STATUSES, type SubscriptionState } from './payments';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ways an event can name the account it is about, best first. */
export interface AccountHints {
  userIds: (string | null | undefined)[];
  subscriptionId: string | null;
  customerId: string | null;
}

/**
 * The account an event is about: our user id from the checkout or subscription metadata, else
 * the account holding the subscription or the customer. Null when none matches (the event is
 * still recorded; a later event about the same subscription finds the account).
 */
export async function findAccount(db: Db, hints: AccountHints): Promise<string | null> {
  for (const id of hints.userIds) {
    if (!id || !UUID.test(id)) continue;
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (row) return row.id;
  }
  if (hints.subscriptionId) {
    const [row] = await db
      .select({ id: userPlans.userId })
      .from(userPlans)
      .where(eq(userPlans.subscriptionId, hints.subscriptionId));
    if (row) return row.id;
  }
  if (hints.customerId) {
    const [row] = await db
      .select({ id: userPlans.userId })
      .from(userPlans)
      .where(eq(userPlans.customerId, hints.customerId));
    if (row) return row.id;
  }
  return null;
}

/** Serializes plan changes of one account (webhooks arrive concurrently). */
export async function lockAccountPlan(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user-plan:${userId}`}))`);
}

export interface ApplyResult {
  changed: boolean;
  /** A live subscription replaced by a newer one; the caller cancels it at the provider. */
  superseded: string | null;
}

/**
 * Makes the account's UserPlan true to the subscription as the provider holds it now:
 * - live (active, trialing, past_due): the plan of its price, billing period, dates and ids;
 *   of two live subscriptions the newer one wins (an upgrade bought through a new checkout);
 * - ended or unknown: Free, but only when it is the subscription the plan follows, so a late
 *   event about an old subscription cannot undo a newer one.
 * Because it reads the provider's current state, the order events arrive in does not matter.
 */
export async function applySubscription(
  ctx: BillingContext,
  tx: Tx,
  userId: string,
  subscriptionId: string,
  sub: SubscriptionState | null,
): Promise<ApplyResult> {
  const [current] = await tx.select().from(userPlans).where(eq(userPlans.userId, userId));
  const now = new Date();
  if (sub && LIVE_STATUSES.has(sub.status)) {
    const product = ctx.payments.products.find((p) => p.priceId === sub.priceId);
    if (!product) {
      ctx.log.warn({ subscriptionId, priceId: sub.priceId }, 'subscription price is not in the catalogue');
      return { changed: false, superseded: null };
    }
    let superseded: string | null = null;
    const currentIsLive =
      !!current?.subscriptionId &&
      current.subscriptionId !== sub.id &&
      LIVE_STATUSES.has(current.subscriptionStatus ?? '');
    if (currentIsLive && current) {
      if (current.startDate.getTime() > sub.startDate.getTime())
        return { changed: false, superseded: sub.id };
      superseded = current.subscriptionId;
    }
    const values = {
      planType: product.planType,
      isYearly: product.isYearly,
      startDate: sub.startDate,
      endDate: sub.currentPeriodEnd,
      subscriptionId: sub.id,
      customerId: sub.customerId || current?.customerId || null,
      subscriptionStatus: sub.status,
      updatedAt: now,
    };
    await tx
      .insert(userPlans)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: userPlans.userId, set: values });
    return { changed: true, superseded };
  }
  if (!current || current.subscriptionId !== subscriptionId) return { changed: false, superseded: null };
  await tx
    .update(userPlans)
    .set({
      planType: 'Free',
      isYearly: false,
      startDate: now,
      endDate: null,
      subscriptionId: null,
      subscriptionStatus: sub?.status ?? 'canceled',
      updatedAt: now,
    })
    .where(eq(userPlans.userId, userId));
  return { changed: true, superseded: null };
}
