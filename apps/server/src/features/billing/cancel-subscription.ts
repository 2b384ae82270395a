import { CANCEL_SUBSCRIPTION_MESSAGES } from '@receiptbox/contracts/api/payments';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { userPlans, users } from '../../db/schema';
import { applySubscription, lockAccountPlan } from './apply-subscription';
import type { BillingContext } from './billing-context';

/**
 * Cancels the account's subscription at once and puts the account back on Free (SPEC §4), without
 * waiting for the provider's customer.subscription.deleted event (which then changes nothing).
 * - 404 when the account has no such subscription, or the provider no longer knows it;
 * - 400 when the account is on Free, or the subscription has ended already.
 */
export async function cancelSubscription(
  ctx: BillingContext,
  email: string,
  subscriptionId: string,
): Promise<void> {
  const [row] = await ctx.db
    .select({ userId: users.id, plan: userPlans })
    .from(users)
    .leftJoin(userPlans, eq(userPlans.userId, users.id))
    .where(eq(users.email, email));
  if (!row) throw new AppError('not_found', 'No user record exists for this account yet.');
  const plan = row.plan;
  if (!plan || plan.planType === 'Free' || !plan.subscriptionId) {
    throw new AppError('validation_failed', CANCEL_SUBSCRIPTION_MESSAGES.noSubscription);
  }
  if (plan.subscriptionId !== subscriptionId) {
    throw new AppError('not_found', CANCEL_SUBSCRIPTION_MESSAGES.notFound);
  }
  const outcome = await ctx.payments.cancelSubscription(subscriptionId);
  if (outcome === 'not_found') throw new AppError('not_found', CANCEL_SUBSCRIPTION_MESSAGES.notFound);
  const sub = await ctx.payments.retrieveSubscription(subscriptionId);
  await ctx.db.transaction(async (tx) => {
    await lockAccountPlan(tx, row.userId);
    await applySubscription(ctx, tx, row.userId, subscriptionId, sub);
  });
  ctx.log.info({ userId: row.userId, subscriptionId, outcome }, 'subscription cancelled');
  if (outcome === 'already_canceled') {
    throw new AppError('validation_failed', CANCEL_SUBSCRIPTION_MESSAGES.badRequest);
  }
}

/**
 * Before an account is deleted: its live subscription is cancelled at the provider, so nobody
 * keeps being charged for an account that no longer exists. A provider failure stops the
 * deletion (the user can try again) rather than leaving a paid subscription behind.
 */
export async function endSubscriptionOfAccount(ctx: BillingContext, userId: string): Promise<void> {
  const [plan] = await ctx.db.select().from(userPlans).where(eq(userPlans.userId, userId));
  if (!plan?.subscriptionId || plan.planType === 'Free') return;
  const outcome = await ctx.payments.cancelSubscription(plan.subscriptionId);
  ctx.log.info(
    { userId, subscriptionId: plan.subscriptionId, outcome },
    'subscription ended with the account',
  );
}
