import { productId } from '@receiptbox/contracts';
import {
  CANCEL_SUBSCRIPTION_MESSAGES,
  CheckoutSessionResponse,
  SandboxCheckoutResult,
  SandboxCheckoutSession,
  SandboxClockReport,
} from '@receiptbox/contracts/api/payments';
import { type User, User as UserSchema } from '@receiptbox/contracts/api/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents, inboundMessages, mailboxes, userPlans } from '../src/db/schema';
import { billingRoutes } from '../src/features/billing/routes';
import {
  createSandboxPayments,
  SANDBOX_RETRY_DAYS,
  type SandboxPayments,
} from '../src/features/billing/sandbox-payments';
import { ACCOUNT_FEATURES } from './helpers/accounts';
import { expectProblem } from './helpers/expect-problem';
import { type SignedIn, signedIn } from './helpers/signed-in';
import { createTestContext, type TestContext } from './helpers/test-app';

interface CapturedEvent {
  payload: string;
  signature: string;
  type: string;
  id: string;
}

/**
 * Plans and payments on the built-in sandbox, every event travelling over HTTP to
 * POST /api/Payment/webhook: the sandbox here captures the signed events it emits instead of
 * handing them to the handler in-process, so each test chooses when (and in which order) they
 * arrive, the way Stripe's deliveries can be late, repeated or reordered.
 */
describe(`payments on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  let call: SignedIn['call'];
  let sandbox: SandboxPayments;
  const outbox: CapturedEvent[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({
      features: [...ACCOUNT_FEATURES, { name: 'billing', plugin: billingRoutes }],
      payments: (deps) => {
        sandbox = createSandboxPayments({
          db: deps.db,
          secretsKey: deps.secretsKey,
          log: deps.log,
          deliver: async (payload, signature) => {
            const event = JSON.parse(payload) as { id: string; type: string };
            outbox.push({ payload, signature, type: event.type, id: event.id });
          },
        });
        return sandbox;
      },
    });
    ({ call } = await signedIn(ctx, { given_name: 'Pat' }));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** Events emitted since the last call, in emission order. */
  const takeEvents = () => outbox.splice(0, outbox.length);

  const post = (event: { payload: string; signature: string }) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/Payment/webhook',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
      payload: event.payload,
    });

  const deliver = async (events: CapturedEvent[]) => {
    for (const event of events) {
      const response = await post(event);
      expect(response.statusCode, response.body).toBe(200);
    }
  };

  const me = async (email: string): Promise<User> => {
    const response = await call(email, 'GET', '/api/AppUser/me');
    expect(response.statusCode, response.body).toBe(200);
    return UserSchema.parse(response.json());
  };

  let accounts = 0;
  /** A new account with its welcome mailbox, as account setup leaves it. */
  const newAccount = async () => {
    accounts += 1;
    const email = `payer${accounts}-${Date.now()}@example.com`;
    const created = await call(email, 'POST', '/api/AppUser/create', {
      accountName: `payer${accounts}-${Date.now()}`,
    });
    expect(created.statusCode, created.body).toBe(200);
    const mailbox = await call(email, 'POST', `/api/AppUser/${email}/mailboxes`, { name: 'welcome' });
    expect(mailbox.statusCode, mailbox.body).toBe(200);
    return { email, id: UserSchema.parse(created.json()).id };
  };

  const priceOf = (planType: 'HSA' | 'Business', isYearly: boolean) => {
    const product = sandbox.products.find((p) => p.id === productId(planType, isYearly));
    if (!product?.priceId) throw new Error('catalogue lacks the product');
    return product.priceId;
  };

  /** Checkout and Pay on the sandbox page; returns the events Pay emitted (not yet delivered). */
  const buy = async (email: string, planType: 'HSA' | 'Business', isYearly: boolean) => {
    const response = await call(email, 'POST', '/api/Payment/create-checkout-session', {
      planName: planType,
      planType,
      priceId: priceOf(planType, isYearly),
    });
    expect(response.statusCode, response.body).toBe(200);
    const session = CheckoutSessionResponse.parse(response.json());
    expect(session.url).toBe(`/sandbox/checkout/${session.id}`);
    const paid = await call(email, 'POST', `/api/Payment/sandbox/sessions/${session.id}/pay`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(SandboxCheckoutResult.parse(paid.json()).redirectUrl).toBe(
      `/pricing?checkout=success&session_id=${session.id}`,
    );
    return takeEvents();
  };

  it('puts the account on the plan it paid for once the sandbox events arrive', async () => {
    const { email } = await newAccount();
    const events = await buy(email, 'HSA', true);
    expect(events.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    expect((await me(email)).userPlan.planType).toBe('Free');

    await deliver(events);
    const { userPlan } = await me(email);
    expect(userPlan).toMatchObject({ planType: 'HSA', isYearly: true });
    expect(userPlan.subscriptionId).toMatch(/^sub_sandbox_/);
    expect(userPlan.customerId).toMatch(/^cus_sandbox_/);
    const days = (new Date(userPlan.endDate ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(366);

    // The plan now includes the HSA/FSA mailbox.
    const hsa = await call(email, 'POST', `/api/AppUser/${email}/mailboxes`, {
      name: 'Medical',
      isHsaMailbox: true,
    });
    expect(hsa.statusCode, hsa.body).toBe(200);
  });

  it('releases the inbound mail held over the Free quota once the upgrade is paid', async () => {
    const { email, id } = await newAccount();
    const [welcome] = await ctx.deps.db
      .select({ id: mailboxes.id })
      .from(mailboxes)
      .where(eq(mailboxes.ownerId, id));
    const [held] = await ctx.deps.db
      .insert(inboundMessages)
      .values({
        raw: Buffer.from('Subject: held over quota\r\n\r\nA receipt.\r\n'),
        mailboxIds: [welcome!.id],
        clientIp: '127.0.0.1',
        helo: 'localhost',
        mailFrom: email,
        sizeBytes: 40,
        status: 'held',
        heldMonth: new Date().toISOString().slice(0, 7),
      })
      .returning({ id: inboundMessages.id });

    await deliver(await buy(email, 'Business', false));
    const [after] = await ctx.deps.db
      .select({ status: inboundMessages.status, heldMonth: inboundMessages.heldMonth })
      .from(inboundMessages)
      .where(eq(inboundMessages.id, held!.id));
    expect(after).toEqual({ status: 'queued', heldMonth: null });
  });

  it('shows the sandbox checkout session only to its own account', async () => {
    const { email } = await newAccount();
    const response = await call(email, 'POST', '/api/Payment/create-checkout-session', {
      planType: 'Business',
      priceId: priceOf('Business', false),
    });
    const { id } = CheckoutSessionResponse.parse(response.json());
    const own = await call(email, 'GET', `/api/Payment/sandbox/sessions/${id}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(SandboxCheckoutSession.parse(own.json())).toMatchObject({
      planName: 'Business',
      amount: 1700,
      isYearly: false,
      status: 'open',
      email,
    });
    const stranger = await newAccount();
    expectProblem(await call(stranger.email, 'GET', `/api/Payment/sandbox/sessions/${id}`), 404);
    expectProblem(await call(stranger.email, 'POST', `/api/Payment/sandbox/sessions/${id}/pay`), 404);

    const cancelled = await call(email, 'POST', `/api/Payment/sandbox/sessions/${id}/cancel`);
    expect(SandboxCheckoutResult.parse(cancelled.json()).redirectUrl).toBe('/pricing?checkout=cancelled');
    expectProblem(await call(email, 'POST', `/api/Payment/sandbox/sessions/${id}/pay`), 409);
    expect(takeEvents()).toEqual([]);
    expect((await me(email)).userPlan.planType).toBe('Free');
  });

  it('refuses a checkout for a price that is not a paid plan of the catalogue', async () => {
    const { email } = await newAccount();
    const unknown = await call(email, 'POST', '/api/Payment/create-checkout-session', {
      planType: 'HSA',
      priceId: 'price_made_up',
    });
    expect(expectProblem(unknown, 400).detail).toBe('The priceId is not one of our paid plans.');
    const mismatched = await call(email, 'POST', '/api/Payment/create-checkout-session', {
      planType: 'HSA',
      priceId: priceOf('Business', true),
    });
    expect(expectProblem(mismatched, 400).detail).toBe('The priceId belongs to the Business plan.');
  });

  it('answers a webhook with a bad signature with 400 and changes nothing', async () => {
    const { email, id } = await newAccount();
    const [created] = await buy(email, 'HSA', false);
    if (!created) throw new Error('no event');
    const before = await ctx.deps.db.select().from(billingEvents);

    const forged = await post({
      payload: created.payload,
      // Another first hex digit, whatever it was (replacing it with a fixed one matches 1 time in 16).
      signature: created.signature.replace(/v1=(\w)/, (_m, c: string) => `v1=${c === '0' ? '1' : '0'}`),
    });
    expect(expectProblem(forged, 400).detail).toBe('The webhook signature does not match this body.');
    const tampered = await post({
      payload: created.payload.replace('"status":"active"', '"status":"trialing"'),
      signature: created.signature,
    });
    expectProblem(tampered, 400);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/Payment/webhook',
      headers: { 'content-type': 'application/json' },
      payload: created.payload,
    });
    expectProblem(unsigned, 400);

    expect(await ctx.deps.db.select().from(billingEvents)).toHaveLength(before.length);
    expect(await ctx.deps.db.select().from(userPlans).where(eq(userPlans.userId, id))).toMatchObject([
      { planType: 'Free', subscriptionId: null },
    ]);
    expect((await me(email)).userPlan.planType).toBe('Free');
    takeEvents();
  });

  it('applies the same event delivered twice only once', async () => {
    const { email, id } = await newAccount();
    const events = await buy(email, 'Business', false);
    await deliver(events);
    const [planAfterFirst] = await ctx.deps.db.select().from(userPlans).where(eq(userPlans.userId, id));

    const [first] = events;
    if (!first) throw new Error('no event');
    const again = await post(first);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });

    const recorded = await ctx.deps.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.providerEventId, first.id));
    expect(recorded).toHaveLength(1);
    const [planAfterSecond] = await ctx.deps.db.select().from(userPlans).where(eq(userPlans.userId, id));
    expect(planAfterSecond?.updatedAt).toEqual(planAfterFirst?.updatedAt);
    expect((await me(email)).userPlan.planType).toBe('Business');
  });

  it('ends on the right plan when subscription.updated arrives before checkout.session.completed', async () => {
    const { email, id } = await newAccount();
    const purchase = await buy(email, 'HSA', false);
    // A month later the renewal succeeds; Stripe may deliver that before the purchase's events.
    const { clock } = await sandbox.advanceClock(id, { days: 32 });
    const renewal = takeEvents();
    expect(renewal.map((e) => e.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    const updated = renewal.find((e) => e.type === 'customer.subscription.updated');
    const completed = purchase.find((e) => e.type === 'checkout.session.completed');
    const created = purchase.find((e) => e.type === 'customer.subscription.created');
    if (!updated || !completed || !created) throw new Error('missing events');

    await deliver([updated, completed, created]);
    const { userPlan } = await me(email);
    expect(userPlan).toMatchObject({ planType: 'HSA', isYearly: false });
    // The renewed period, not the first one the late events describe.
    expect(new Date(userPlan.endDate ?? 0).getTime()).toBeGreaterThan(clock.getTime());
    expect(new Date(userPlan.endDate ?? 0).getTime() - clock.getTime()).toBeLessThan(31 * 86_400_000);
  });

  it('keeps the plan through a failed payment and returns the account to Free when it expires', async () => {
    const { email, id } = await newAccount();
    await deliver(await buy(email, 'HSA', false));

    await sandbox.advanceClock(id, { days: 32 }, { cardDeclines: true });
    const failed = takeEvents();
    expect(failed.map((e) => e.type)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    await deliver(failed);
    expect((await me(email)).userPlan.planType).toBe('HSA');
    const [pastDue] = await ctx.deps.db.select().from(userPlans).where(eq(userPlans.userId, id));
    expect(pastDue?.subscriptionStatus).toBe('past_due');

    const report = await sandbox.advanceClock(id, { days: SANDBOX_RETRY_DAYS });
    expect(report.status).toBe('canceled');
    const expired = takeEvents();
    expect(expired.map((e) => e.type)).toEqual(['invoice.payment_failed', 'customer.subscription.deleted']);
    await deliver(expired);
    const { userPlan } = await me(email);
    expect(userPlan).toMatchObject({ planType: 'Free', subscriptionId: null, endDate: null });
  });

  it("answers a cancel from a Free account with 'No active subscription found'", async () => {
    const { email } = await newAccount();
    const response = await call(email, 'POST', '/api/Payment/cancel-subscription', {
      subscriptionId: 'sub_x',
    });
    expect(expectProblem(response, 400).detail).toBe(CANCEL_SUBSCRIPTION_MESSAGES.noSubscription);
  });

  it('cancels the subscription, reverts to Free and keeps the mailboxes, refusing new ones beyond Free', async () => {
    const { email } = await newAccount();
    await deliver(await buy(email, 'HSA', true));
    const hsa = await call(email, 'POST', `/api/AppUser/${email}/mailboxes`, {
      name: 'Medical',
      isHsaMailbox: true,
    });
    expect(hsa.statusCode, hsa.body).toBe(200);
    const { userPlan } = await me(email);

    const notOurs = await call(email, 'POST', '/api/Payment/cancel-subscription', {
      subscriptionId: 'sub_other',
    });
    expect(expectProblem(notOurs, 404).detail).toBe(CANCEL_SUBSCRIPTION_MESSAGES.notFound);

    const cancelled = await call(email, 'POST', '/api/Payment/cancel-subscription', {
      subscriptionId: userPlan.subscriptionId,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    const after = await me(email);
    expect(after.userPlan).toMatchObject({ planType: 'Free', subscriptionId: null });
    expect(after.mailboxes.map((m) => m.name)).toEqual(['welcome', 'Medical']);

    // The provider's deletion event arrives afterwards and changes nothing.
    const deleted = takeEvents();
    expect(deleted.map((e) => e.type)).toEqual(['customer.subscription.deleted']);
    await deliver(deleted);
    expect((await me(email)).userPlan.planType).toBe('Free');

    const third = await call(email, 'POST', `/api/AppUser/${email}/mailboxes`, { name: 'Travel' });
    expect(expectProblem(third, 403).code).toBe('plan_limit_reached');
    const again = await call(email, 'POST', '/api/Payment/cancel-subscription', {
      subscriptionId: userPlan.subscriptionId,
    });
    expect(expectProblem(again, 400).detail).toBe(CANCEL_SUBSCRIPTION_MESSAGES.noSubscription);
  });

  it('answers a Free account creating a second mailbox with a plan-limit problem', async () => {
    const { email } = await newAccount();
    const second = await call(email, 'POST', `/api/AppUser/${email}/mailboxes`, { name: 'Second' });
    const problem = expectProblem(second, 403);
    expect(problem).toMatchObject({ code: 'plan_limit_reached', title: 'Plan limit reached' });
    expect(problem.detail).toBe('Your plan allows 1 mailbox. Upgrade to add more.');
    const hsa = await call(email, 'POST', `/api/AppUser/${email}/mailboxes`, {
      name: 'Medical',
      isHsaMailbox: true,
    });
    expect(expectProblem(hsa, 403).code).toBe('plan_limit_reached');
  });

  it('renews through the sandbox clock for programs on this machine only', async () => {
    const { email } = await newAccount();
    await deliver(await buy(email, 'HSA', false));
    const before = (await me(email)).userPlan.endDate;
    const clock = (remoteAddress?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/Payment/sandbox/clock',
        payload: { email, action: 'renew' },
        ...(remoteAddress ? { remoteAddress } : {}),
      });
    expectProblem(await clock('203.0.113.5'), 403);
    const renewed = await clock();
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(SandboxClockReport.parse(renewed.json())).toMatchObject({
      events: ['invoice.paid', 'customer.subscription.updated'],
      status: 'active',
    });
    await deliver(takeEvents());
    const after = (await me(email)).userPlan.endDate;
    expect(new Date(after ?? 0).getTime()).toBeGreaterThan(new Date(before ?? 0).getTime() + 27 * 86_400_000);
  });

  it('cancels the subscription at the provider when the account is deleted', async () => {
    const { email } = await newAccount();
    await deliver(await buy(email, 'Business', true));
    const deleted = await call(email, 'DELETE', `/api/AppUser/${email}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(takeEvents().map((e) => e.type)).toEqual(['customer.subscription.deleted']);
  });

  it('needs a signed-in caller for checkout and cancel', async () => {
    const checkout = await ctx.app.inject({
      method: 'POST',
      url: '/api/Payment/create-checkout-session',
      payload: { planType: 'HSA', priceId: priceOf('HSA', false) },
    });
    expectProblem(checkout, 401);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: '/api/Payment/cancel-subscription',
      payload: { subscriptionId: 'sub_1' },
    });
    expectProblem(cancel, 401);
  });
});
