import type { Product } from '@receiptbox/contracts';
import type Stripe from 'stripe';

/**
 * The payment provider behind one interface, chosen once at start-up (`createPayments`):
 * Stripe when STRIPE_* is configured, else the built-in payment sandbox. Both speak Stripe's
 * event format, so one webhook handler serves both.
 */
export interface Payments {
  readonly provider: 'stripe' | 'sandbox';
  /** The plan catalogue with this provider's price ids (AppConfig.products). */
  readonly products: Product[];
  /** The customer to bill for this account: `existing` when there is one, else a new one. */
  ensureCustomer(account: { userId: string; email: string }, existing: string | null): Promise<string>;
  /** A subscription-mode checkout for one price; `url` is where the browser goes to pay. */
  createCheckoutSession(input: CheckoutInput): Promise<{ id: string; url: string }>;
  /**
   * Parses a webhook body after checking its signature on the raw bytes.
   * @throws WebhookSignatureError when the signature does not match.
   */
  verifyEvent(rawBody: Buffer, signature: string): Stripe.Event;
  /** The subscription as the provider holds it now; null when the provider does not know it. */
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionState | null>;
  /** Cancels at once (not at period end, SPEC §4: the account reverts to Free). */
  cancelSubscription(subscriptionId: string): Promise<CancelOutcome>;
}

export interface CheckoutInput {
  customerId: string;
  userId: string;
  priceId: string;
  /** Absolute or app-relative URLs the provider returns the browser to. */
  successUrl: string;
  cancelUrl: string;
}

export type CancelOutcome = 'canceled' | 'not_found' | 'already_canceled';

/** Stripe's subscription statuses that keep a paid plan in force. */
export const LIVE_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);

/** The part of a subscription the plan follows, in provider-neutral form. */
export interface SubscriptionState {
  id: string;
  customerId: string;
  status: string;
  priceId: string | null;
  /** Our user id as put into the subscription's metadata at checkout, when present. */
  userId: string | null;
  startDate: Date;
  currentPeriodEnd: Date | null;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** The subscription of a Stripe object reference (an id, or an expanded object). */
export function refId(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** SubscriptionState of a Stripe subscription object (API 2025+: periods live on the items). */
export function fromStripeSubscription(sub: Stripe.Subscription): SubscriptionState {
  const item = sub.items.data[0];
  return {
    id: sub.id,
    customerId: refId(sub.customer) ?? '',
    status: sub.status,
    priceId: item?.price.id ?? null,
    userId: sub.metadata?.userId ?? null,
    startDate: new Date(sub.start_date * 1000),
    currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
  };
}
