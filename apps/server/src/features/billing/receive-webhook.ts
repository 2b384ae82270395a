import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { AppError } from '../../app-error';
import { billingEvents } from '../../db/schema';
import { type AccountHints, applySubscription, findAccount, lockAccountPlan } from './apply-subscription';
import type { BillingContext } from './billing-context';
import { refId, WebhookSignatureError } from './payments';

/**
 * The subscription an event is about and who it names, or null for events we do not follow.
 * Followed: checkout.session.completed, customer.subscription.created/updated/deleted,
 * invoice.paid and invoice.payment_failed.
 */
export function subscriptionOfEvent(event: Stripe.Event): ({ subscriptionId: string } & AccountHints) | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = refId(session.subscription);
      if (session.mode !== 'subscription' || !subscriptionId) return null;
      return {
        subscriptionId,
        userIds: [session.client_reference_id, session.metadata?.userId],
        customerId: refId(session.customer),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      return { subscriptionId: sub.id, userIds: [sub.metadata?.userId], customerId: refId(sub.customer) };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      const subscriptionId = refId(details?.subscription);
      if (!subscriptionId) return null;
      return {
        subscriptionId,
        userIds: [details?.metadata?.userId],
        customerId: refId(invoice.customer),
      };
    }
    default:
      return null;
  }
}

/**
 * POST /api/Payment/webhook's core, for Stripe and the sandbox alike: verifies the signature on
 * the raw body, then records the event id and applies the event in one transaction, so a retried
 * or duplicated delivery is applied once and a failed one (answered 500) is applied on retry.
 * Returns whether the event had been seen before.
 * @throws AppError validation_failed (400) for a bad signature; nothing is recorded then.
 */
export async function receiveWebhook(
  ctx: BillingContext,
  rawBody: Buffer,
  signature: string,
): Promise<{ duplicate: boolean }> {
  let event: Stripe.Event;
  try {
    event = ctx.payments.verifyEvent(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      ctx.log.warn({ reason: error.message }, 'payment webhook with a bad signature');
      throw new AppError('validation_failed', 'The webhook signature does not match this body.');
    }
    throw new AppError('validation_failed', 'The webhook body is not a payment event.', { cause: error });
  }
  const seen = async () =>
    (
      await ctx.db
        .select({ id: billingEvents.providerEventId })
        .from(billingEvents)
        .where(eq(billingEvents.providerEventId, event.id))
    ).length > 0;
  if (await seen()) return { duplicate: true };

  const about = subscriptionOfEvent(event);
  const userId = about ? await findAccount(ctx.db, about) : null;
  // The provider's current state, not the event's snapshot: events come late and out of order.
  const sub = about && userId ? await ctx.payments.retrieveSubscription(about.subscriptionId) : null;

  const outcome = await ctx.db.transaction(async (tx) => {
    if (userId) await lockAccountPlan(tx, userId);
    const recorded = await tx
      .insert(billingEvents)
      .values({ providerEventId: event.id, type: event.type, userId })
      .onConflictDoNothing()
      .returning({ id: billingEvents.providerEventId });
    if (recorded.length === 0) return { duplicate: true, superseded: null };
    if (!about || !userId) return { duplicate: false, superseded: null };
    const result = await applySubscription(ctx, tx, userId, about.subscriptionId, sub);
    return { duplicate: false, superseded: result.superseded };
  });

  ctx.log.info(
    { eventId: event.id, type: event.type, userId, duplicate: outcome.duplicate },
    'payment event recorded',
  );
  if (!outcome.duplicate && about && userId && ctx.onPlanChanged) {
    await ctx.onPlanChanged(userId).catch((error: unknown) => {
      ctx.log.error({ err: error, userId }, 'resuming work held by the old plan failed');
    });
  }
  if (about && !userId) {
    ctx.log.warn({ eventId: event.id, type: event.type }, 'payment event names no known account');
  }
  if (outcome.superseded) {
    // The account bought another plan; the older subscription must not keep charging.
    await ctx.payments.cancelSubscription(outcome.superseded).catch((error: unknown) => {
      ctx.log.error(
        { err: error, subscriptionId: outcome.superseded },
        'cancelling a superseded subscription failed',
      );
    });
  }
  return { duplicate: outcome.duplicate };
}
