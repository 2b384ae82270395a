import { randomBytes } from 'node:crypto';
import type { Product } from '@receiptbox/contracts';
import type { sandboxCheckoutSessions, sandboxSubscriptions } from '../../db/schema';

/**
 * Stripe-shaped objects and events for the payment sandbox (API version of the stripe SDK in
 * use: periods on subscription items, invoices pointing at their subscription through
 * `parent.subscription_details`). Only the fields the webhook handler and a reader need.
 */

type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
type SessionRow = typeof sandboxCheckoutSessions.$inferSelect;

export const SANDBOX_API_VERSION = '2026-08-26.dahlia';

export const sandboxId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

function price(product: Product) {
  return {
    id: product.priceId,
    object: 'price',
    active: true,
    currency: 'usd',
    unit_amount: product.price,
    recurring: { interval: product.isYearly ? 'year' : 'month', interval_count: 1 },
    type: 'recurring',
  };
}

export function subscriptionObject(row: SubscriptionRow, product: Product) {
  return {
    id: row.id,
    object: 'subscription',
    customer: row.customerId,
    status: row.status,
    start_date: seconds(row.startDate),
    created: seconds(row.createdAt),
    cancel_at_period_end: false,
    canceled_at: seconds(row.canceledAt),
    ended_at: seconds(row.endedAt),
    livemode: false,
    metadata: row.userId ? { userId: row.userId } : {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${row.id.slice(4)}`,
          object: 'subscription_item',
          price: price(product),
          quantity: 1,
          current_period_start: seconds(row.currentPeriodStart),
          current_period_end: seconds(row.currentPeriodEnd),
        },
      ],
    },
  };
}

export function invoiceObject(
  row: SubscriptionRow,
  product: Product,
  outcome: 'paid' | 'failed',
  period: { start: Date; end: Date },
) {
  return {
    id: sandboxId('in'),
    object: 'invoice',
    customer: row.customerId,
    status: outcome === 'paid' ? 'paid' : 'open',
    currency: 'usd',
    amount_due: product.price,
    amount_paid: outcome === 'paid' ? product.price : 0,
    attempted: true,
    billing_reason:
      period.start.getTime() === row.startDate.getTime() ? 'subscription_create' : 'subscription_cycle',
    period_start: seconds(period.start),
    period_end: seconds(period.end),
    livemode: false,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: {
        subscription: row.id,
        metadata: row.userId ? { userId: row.userId } : {},
      },
    },
  };
}

export function checkoutSessionObject(row: SessionRow, product: Product) {
  return {
    id: row.id,
    object: 'checkout.session',
    mode: 'subscription',
    status: row.status,
    payment_status: row.status === 'complete' ? 'paid' : 'unpaid',
    customer: row.customerId,
    subscription: row.subscriptionId,
    client_reference_id: row.userId,
    metadata: row.userId ? { userId: row.userId } : {},
    amount_total: product.price,
    currency: 'usd',
    success_url: row.successUrl,
    cancel_url: row.cancelUrl,
    livemode: false,
  };
}

export function eventOf(type: string, object: unknown, at: Date) {
  return {
    id: sandboxId('evt'),
    object: 'event',
    api_version: SANDBOX_API_VERSION,
    created: seconds(at),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}
