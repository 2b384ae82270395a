import { planCatalogue } from '@receiptbox/contracts';
import Stripe from 'stripe';
import type { Config } from '../../config';
import {
  type CancelOutcome,
  type CheckoutInput,
  fromStripeSubscription,
  type Payments,
  type SubscriptionState,
  WebhookSignatureError,
} from './payments';

export interface StripePaymentsOptions {
  /** Where the SDK sends API calls; tests point it at a local server with recorded responses. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** Statuses from which Stripe refuses a cancellation (the subscription is over already). */
const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * Payments through Stripe: Checkout Sessions in subscription mode, webhooks signed with
 * STRIPE_WEBHOOK_SECRET, subscriptions read back from the API so the plan follows Stripe's
 * state rather than the order events arrive in.
 */
export function createStripePayments(
  stripeConfig: NonNullable<Config['stripe']>,
  options: StripePaymentsOptions = {},
): Payments {
  const stripe = new Stripe(stripeConfig.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.api ?? {}),
  });
  const products = planCatalogue(stripeConfig.priceIds);

  const isMissing = (error: unknown) =>
    error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

  return {
    provider: 'stripe',
    products,

    async ensureCustomer({ userId, email }, existing) {
      // A customer of the payment sandbox (before Stripe was configured) is not Stripe's.
      if (existing && !existing.startsWith('cus_sandbox_')) return existing;
      // One customer per account, reused by every later checkout; the idempotency key keeps a
      // double click from creating two.
      const customer = await stripe.customers.create(
        { email, metadata: { userId } },
        { idempotencyKey: `customer-${userId}` },
      );
      return customer.id;
    },

    async createCheckoutSession(input: CheckoutInput) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: input.customerId,
        client_reference_id: input.userId,
        line_items: [{ price: input.priceId, quantity: 1 }],
        subscription_data: { metadata: { userId: input.userId } },
        metadata: { userId: input.userId },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },

    verifyEvent(rawBody, signature) {
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, stripeConfig.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new WebhookSignatureError(error.message);
        }
        throw error;
      }
    },

    async retrieveSubscription(subscriptionId): Promise<SubscriptionState | null> {
      try {
        return fromStripeSubscription(await stripe.subscriptions.retrieve(subscriptionId));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async cancelSubscription(subscriptionId): Promise<CancelOutcome> {
      try {
        const current = await stripe.subscriptions.retrieve(subscriptionId);
        if (ENDED.has(current.status)) return 'already_canceled';
        await stripe.subscriptions.cancel(subscriptionId);
        return 'canceled';
      } catch (error) {
        if (isMissing(error)) return 'not_found';
        throw error;
      }
    },
  };
}
