import { createHmac } from 'node:crypto';
import { type Product, planCatalogue } from '@receiptbox/contracts';
import type { SandboxCheckoutSession } from '@receiptbox/contracts/api/payments';
import { and, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import { AppError } from '../../app-error';
import type { Db } from '../../db/open-database';
import { sandboxCheckoutSessions, sandboxCustomers, sandboxSubscriptions, users } from '../../db/schema';
import type { BillingContext } from './billing-context';
import { type CancelOutcome, type Payments, type SubscriptionState, WebhookSignatureError } from './payments';
import { receiveWebhook } from './receive-webhook';
import {
  checkoutSessionObject,
  eventOf,
  invoiceObject,
  sandboxId,
  subscriptionObject,
} from './sandbox-events';

/** Days the sandbox keeps retrying a failed renewal before it cancels, like Stripe's default. */
export const SANDBOX_RETRY_DAYS = 14;

/** Hands a signed event to the webhook handler; tests may capture events instead. */
export type Deliver = (payload: string, signature: string) => Promise<void>;

/**
 * The built-in payment sandbox (embedded default): checkout on the app's own
 * /sandbox/checkout/{sessionId} page, where Pay charges nothing and makes the server emit the
 * events Stripe would, signed with a sandbox webhook secret and passed through the same webhook
 * handler. A test clock per customer simulates renewals, failed payments and expiry
 * (`advanceClock`, and the `npm run sandbox -w apps/server` command).
 */
export interface SandboxPayments extends Payments {
  readonly provider: 'sandbox';
  /** Signs a payload as Stripe does (`t=...,v1=...` with the sandbox's webhook secret). */
  sign(payload: string, at?: Date): string;
  /** The session for its page; only its own account may see it. */
  session(sessionId: string, userId: string): Promise<SandboxCheckoutSession>;
  /** Pay: the subscription starts and its events are delivered. Returns the success URL. */
  pay(sessionId: string, userId: string): Promise<string>;
  /** Cancel on the checkout page: nothing is bought. Returns the cancel URL. */
  abandon(sessionId: string, userId: string): Promise<string>;
  /**
   * Moves the customer's test clock forward. Each period end passed renews the subscription
   * (invoice.paid), or, while the card declines, fails (invoice.payment_failed, past_due) and
   * cancels SANDBOX_RETRY_DAYS later (customer.subscription.deleted).
   */
  advanceClock(
    userId: string,
    to: Date | { days: number },
    options?: { cardDeclines?: boolean },
  ): Promise<ClockReport>;
}

export interface ClockReport {
  clock: Date;
  events: string[];
  status: string | null;
}

export interface SandboxOptions {
  db: Db;
  secretsKey: Buffer;
  log: Logger;
  /** Defaults to the webhook handler in this process. */
  deliver?: Deliver;
  /** Passed to the webhook handler: see {@link BillingContext.onPlanChanged}. */
  onPlanChanged?: BillingContext['onPlanChanged'];
}

type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

function addPeriod(from: Date, yearly: boolean): Date {
  const next = new Date(from);
  if (yearly) next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export function createSandboxPayments(options: SandboxOptions): SandboxPayments {
  const { db, log } = options;
  const products = planCatalogue();
  // Derived from SECRETS_KEY so every process of one installation shares it.
  const webhookSecret = `whsec_${createHmac('sha256', options.secretsKey).update('payment-sandbox-webhooks').digest('base64url')}`;
  // Only the SDK's offline webhook helpers are used; no request ever leaves with this key.
  const stripe = new Stripe('sk_test_payment_sandbox_offline');

  const productOf = (priceId: string): Product => {
    const product = products.find((p) => p.priceId === priceId);
    if (!product) throw new Error(`sandbox price ${priceId} is not in the catalogue`);
    return product;
  };

  const sign = (payload: string, at = new Date()) =>
    stripe.webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      timestamp: Math.floor(at.getTime() / 1000),
    });

  let self: SandboxPayments;
  const deliver: Deliver =
    options.deliver ??
    (async (payload, signature) => {
      await receiveWebhook(
        {
          db,
          payments: self,
          log,
          ...(options.onPlanChanged ? { onPlanChanged: options.onPlanChanged } : {}),
        },
        Buffer.from(payload),
        signature,
      );
    });

  /** Events are signed with the real time: the signature's freshness check runs on real clocks. */
  const emit = async (type: string, object: unknown, clock: Date) => {
    const payload = JSON.stringify(eventOf(type, object, clock));
    await deliver(payload, sign(payload));
    return type;
  };

  const ownSession = async (sessionId: string, userId: string) => {
    const [row] = await db
      .select()
      .from(sandboxCheckoutSessions)
      .where(and(eq(sandboxCheckoutSessions.id, sessionId), eq(sandboxCheckoutSessions.userId, userId)));
    if (!row) throw new AppError('not_found', 'No such checkout session for this account.');
    return row;
  };

  const customerOf = async (customerId: string) => {
    const [row] = await db.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, customerId));
    if (!row) throw new Error(`sandbox customer ${customerId} is missing`);
    return row;
  };

  const toState = (row: SubscriptionRow): SubscriptionState => ({
    id: row.id,
    customerId: row.customerId,
    status: row.status,
    priceId: row.priceId,
    userId: row.userId,
    startDate: row.startDate,
    currentPeriodEnd: row.currentPeriodEnd,
  });

  self = {
    provider: 'sandbox',
    products,

    async ensureCustomer({ userId, email }, existing) {
      if (existing) {
        const [row] = await db.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, existing));
        if (row) return existing;
      }
      const id = sandboxId('cus');
      await db.insert(sandboxCustomers).values({ id, userId, email });
      return id;
    },

    async createCheckoutSession(input) {
      const id = sandboxId('cs');
      await db.insert(sandboxCheckoutSessions).values({
        id,
        customerId: input.customerId,
        userId: input.userId,
        priceId: input.priceId,
        successUrl: input.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        cancelUrl: input.cancelUrl,
      });
      return { id, url: `/sandbox/checkout/${id}` };
    },

    verifyEvent(rawBody, signature) {
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new WebhookSignatureError(error.message);
        }
        throw error;
      }
    },

    async retrieveSubscription(subscriptionId) {
      const [row] = await db
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.id, subscriptionId));
      return row ? toState(row) : null;
    },

    async cancelSubscription(subscriptionId): Promise<CancelOutcome> {
      const [row] = await db
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.id, subscriptionId));
      if (!row) return 'not_found';
      if (row.status === 'canceled') return 'already_canceled';
      const { clock } = await customerOf(row.customerId);
      const [ended] = await db
        .update(sandboxSubscriptions)
        .set({ status: 'canceled', canceledAt: clock, endedAt: clock })
        .where(eq(sandboxSubscriptions.id, subscriptionId))
        .returning();
      if (ended)
        await emit(
          'customer.subscription.deleted',
          subscriptionObject(ended, productOf(ended.priceId)),
          clock,
        );
      return 'canceled';
    },

    sign,

    async session(sessionId, userId) {
      const row = await ownSession(sessionId, userId);
      const product = productOf(row.priceId);
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return {
        id: row.id,
        email: user?.email ?? '',
        planName: product.name,
        planType: product.planType,
        isYearly: product.isYearly,
        amount: product.price,
        status: row.status,
      };
    },

    async pay(sessionId, userId) {
      const session = await ownSession(sessionId, userId);
      if (session.status === 'complete') return session.successUrl;
      if (session.status !== 'open')
        throw new AppError('conflict', 'This checkout session has been cancelled.');
      const product = productOf(session.priceId);
      const { clock } = await customerOf(session.customerId);
      const subscriptionId = sandboxId('sub');
      const { subscription, completed } = await db.transaction(async (tx) => {
        const [subscription] = await tx
          .insert(sandboxSubscriptions)
          .values({
            id: subscriptionId,
            customerId: session.customerId,
            userId,
            priceId: session.priceId,
            status: 'active',
            startDate: clock,
            currentPeriodStart: clock,
            currentPeriodEnd: addPeriod(clock, product.isYearly),
            createdAt: clock,
          })
          .returning();
        const [completed] = await tx
          .update(sandboxCheckoutSessions)
          .set({ status: 'complete', subscriptionId })
          .where(and(eq(sandboxCheckoutSessions.id, sessionId), eq(sandboxCheckoutSessions.status, 'open')))
          .returning();
        if (!subscription || !completed)
          throw new AppError('conflict', 'This checkout session is no longer open.');
        return { subscription, completed };
      });
      // The order Stripe commonly sends them in; the handler does not depend on it.
      await emit('customer.subscription.created', subscriptionObject(subscription, product), clock);
      await emit(
        'invoice.paid',
        invoiceObject(subscription, product, 'paid', {
          start: subscription.currentPeriodStart,
          end: subscription.currentPeriodEnd,
        }),
        clock,
      );
      await emit('checkout.session.completed', checkoutSessionObject(completed, product), clock);
      log.info({ userId, sessionId, subscriptionId }, 'sandbox checkout paid (no money moved)');
      return completed.successUrl;
    },

    async abandon(sessionId, userId) {
      const session = await ownSession(sessionId, userId);
      if (session.status === 'open') {
        await db
          .update(sandboxCheckoutSessions)
          .set({ status: 'expired' })
          .where(eq(sandboxCheckoutSessions.id, sessionId));
      }
      return session.cancelUrl;
    },

    async advanceClock(userId, to, clockOptions = {}) {
      const customers = await db.select().from(sandboxCustomers).where(eq(sandboxCustomers.userId, userId));
      const customer = customers[0];
      if (!customer)
        throw new AppError('not_found', 'This account has no sandbox customer (it never checked out).');
      const target = to instanceof Date ? to : new Date(customer.clock.getTime() + to.days * 86_400_000);
      if (target.getTime() < customer.clock.getTime()) {
        throw new AppError('validation_failed', 'A test clock only moves forward.');
      }
      const cardDeclines = clockOptions.cardDeclines ?? customer.cardDeclines;
      await db
        .update(sandboxCustomers)
        .set({ clock: target, cardDeclines })
        .where(eq(sandboxCustomers.id, customer.id));

      const events: string[] = [];
      const live = await db
        .select()
        .from(sandboxSubscriptions)
        .where(
          and(
            eq(sandboxSubscriptions.customerId, customer.id),
            inArray(sandboxSubscriptions.status, ['active', 'past_due']),
          ),
        );
      let status: string | null = null;
      for (let sub of live) {
        const product = productOf(sub.priceId);
        while (sub.status !== 'canceled' && sub.currentPeriodEnd.getTime() <= target.getTime()) {
          const dueAt = sub.currentPeriodEnd;
          if (!cardDeclines) {
            const next = { start: dueAt, end: addPeriod(dueAt, product.isYearly) };
            sub = await updateSubscription(sub.id, {
              status: 'active',
              currentPeriodStart: next.start,
              currentPeriodEnd: next.end,
            });
            events.push(await emit('invoice.paid', invoiceObject(sub, product, 'paid', next), dueAt));
            events.push(await emit('customer.subscription.updated', subscriptionObject(sub, product), dueAt));
            continue;
          }
          const period = { start: sub.currentPeriodStart, end: addPeriod(dueAt, product.isYearly) };
          if (sub.status === 'active') {
            sub = await updateSubscription(sub.id, { status: 'past_due' });
            events.push(
              await emit('invoice.payment_failed', invoiceObject(sub, product, 'failed', period), dueAt),
            );
            events.push(await emit('customer.subscription.updated', subscriptionObject(sub, product), dueAt));
          }
          const giveUpAt = new Date(dueAt.getTime() + SANDBOX_RETRY_DAYS * 86_400_000);
          if (giveUpAt.getTime() > target.getTime()) break;
          sub = await updateSubscription(sub.id, {
            status: 'canceled',
            canceledAt: giveUpAt,
            endedAt: giveUpAt,
          });
          events.push(
            await emit('invoice.payment_failed', invoiceObject(sub, product, 'failed', period), giveUpAt),
          );
          events.push(
            await emit('customer.subscription.deleted', subscriptionObject(sub, product), giveUpAt),
          );
        }
        status = sub.status;
      }
      log.info({ userId, clock: target.toISOString(), events }, 'sandbox clock advanced');
      return { clock: target, events, status };
    },
  };

  async function updateSubscription(id: string, values: Partial<SubscriptionRow>): Promise<SubscriptionRow> {
    const [row] = await db
      .update(sandboxSubscriptions)
      .set(values)
      .where(eq(sandboxSubscriptions.id, id))
      .returning();
    if (!row) throw new Error(`sandbox subscription ${id} vanished`);
    return row;
  }

  return self;
}
