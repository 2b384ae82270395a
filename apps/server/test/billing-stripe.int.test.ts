import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { AppConfig } from '@receiptbox/contracts';
import { CANCEL_SUBSCRIPTION_MESSAGES, CheckoutSessionResponse } from '@receiptbox/contracts/api/payments';
import { User } from '@receiptbox/contracts/api/users';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userPlans } from '../src/db/schema';
import { billingRoutes } from '../src/features/billing/routes';
import { createStripePayments } from '../src/features/billing/stripe-payments';
import { ACCOUNT_FEATURES } from './helpers/accounts';
import { expectProblem } from './helpers/expect-problem';
import { type SignedIn, signedIn } from './helpers/signed-in';
import { createTestContext, type TestContext } from './helpers/test-app';

const FIXTURES = path.join(import.meta.dirname, 'fixtures/stripe');
const PLACEHOLDER_USER = '00000000-0000-0000-0000-000000000000';
const WEBHOOK_SECRET = 'whsec_test_receiptbox_adapter';
const PRICE_IDS =
  'hsa-monthly=price_1HsaMonthly00001,hsa-yearly=price_1HsaYearly000001,' +
  'business-monthly=price_1BizMonthly00001,business-yearly=price_1BizYearly000001';

interface SeenRequest {
  method: string;
  path: string;
  form: URLSearchParams;
}

/**
 * The Stripe adapter against Stripe's recorded responses (test/fixtures/stripe), served by a
 * local HTTP server to the real SDK, and webhooks signed with the SDK's own helper.
 */
describe(`Stripe payments on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  let call: SignedIn['call'];
  let stripeApi: Server;
  const seen: SeenRequest[] = [];
  /** Subscriptions the fake API knows, by id, as Stripe would return them now. */
  const subscriptions = new Map<string, Record<string, unknown>>();
  let userId = PLACEHOLDER_USER;
  const email = 'pat@example.com';
  const signer = new Stripe('sk_test_signing_only');

  const fixture = (name: string) =>
    JSON.parse(
      readFileSync(path.join(FIXTURES, name), 'utf8').replaceAll(PLACEHOLDER_USER, userId),
    ) as Record<string, unknown>;

  beforeAll(async () => {
    stripeApi = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://stripe.test');
        seen.push({ method: request.method ?? '', path: url.pathname, form: new URLSearchParams(body) });
        const send = (status: number, json: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
          response.end(JSON.stringify(json));
        };
        const subscription = /^\/v1\/subscriptions\/([\w]+)$/.exec(url.pathname);
        if (request.method === 'POST' && url.pathname === '/v1/customers')
          return send(200, fixture('customer.json'));
        if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
          return send(200, fixture('checkout-session.json'));
        }
        if (subscription?.[1]) {
          const known = subscriptions.get(subscription[1]);
          if (!known) return send(404, fixture('error-resource-missing.json'));
          if (request.method === 'DELETE') {
            known.status = 'canceled';
            known.canceled_at = Math.floor(Date.now() / 1000);
            known.ended_at = known.canceled_at;
          }
          return send(200, known);
        }
        return send(404, fixture('error-resource-missing.json'));
      });
    });
    await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
    const { port } = stripeApi.address() as AddressInfo;

    ctx = await createTestContext({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_receiptbox',
        STRIPE_PUBLIC_KEY: 'pk_test_receiptbox',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_IDS: PRICE_IDS,
        PUBLIC_URL: 'http://localhost:3000',
      },
      features: [...ACCOUNT_FEATURES, { name: 'billing', plugin: billingRoutes }],
      payments: (deps) => {
        if (!deps.config.stripe) throw new Error('Stripe is not configured');
        return createStripePayments(deps.config.stripe, {
          api: { host: '127.0.0.1', port, protocol: 'http' },
        });
      },
    });
    ({ call } = await signedIn(ctx, { given_name: 'Pat' }));
    const created = await call(email, 'POST', '/api/AppUser/create', { accountName: 'pat-stripe' });
    expect(created.statusCode, created.body).toBe(200);
    userId = User.parse(created.json()).id;
  });
  afterAll(async () => {
    await ctx?.close();
    await new Promise((resolve) => stripeApi?.close(resolve));
  });
  beforeEach(() => {
    seen.length = 0;
  });

  const postEvent = (payload: string, signature: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/Payment/webhook',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload,
    });

  const me = async () => User.parse((await call(email, 'GET', '/api/AppUser/me')).json());

  it('publishes the Stripe prices and publishable key in AppConfig', async () => {
    const config = AppConfig.parse((await ctx.app.inject({ url: '/api/App/config' })).json());
    expect(config.stripePublicKey).toBe('pk_test_receiptbox');
    expect(config.products.find((p) => p.id === 'hsa-yearly')?.priceId).toBe('price_1HsaYearly000001');
    expect(config.products.find((p) => p.id === 'free-monthly')?.priceId).toBeNull();
  });

  it('creates a subscription-mode Checkout Session for a new customer, then reuses that customer', async () => {
    const body = { planName: 'Unlimited + HSA/FSA', planType: 'HSA', priceId: 'price_1HsaYearly000001' };
    const first = await call(email, 'POST', '/api/Payment/create-checkout-session', body);
    expect(first.statusCode, first.body).toBe(200);
    expect(CheckoutSessionResponse.parse(first.json())).toEqual({
      id: 'cs_test_a1Pat0000000000000000000000000000000000000000000000000',
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/),
    });
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/checkout/sessions',
    ]);
    expect(seen[0]?.form.get('email')).toBe(email);
    expect(seen[0]?.form.get('metadata[userId]')).toBe(userId);
    const session = seen[1]?.form;
    expect(session?.get('mode')).toBe('subscription');
    expect(session?.get('customer')).toBe('cus_TestPat0000001');
    expect(session?.get('client_reference_id')).toBe(userId);
    expect(session?.get('line_items[0][price]')).toBe('price_1HsaYearly000001');
    expect(session?.get('subscription_data[metadata][userId]')).toBe(userId);
    expect(session?.get('success_url')).toBe(
      'http://localhost:3000/pricing?checkout=success&session_id={CHECKOUT_SESSION_ID}',
    );
    expect(session?.get('cancel_url')).toBe('http://localhost:3000/pricing?checkout=cancelled');

    seen.length = 0;
    const second = await call(email, 'POST', '/api/Payment/create-checkout-session', body);
    expect(second.statusCode, second.body).toBe(200);
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/checkout/sessions']);
    expect(seen[0]?.form.get('customer')).toBe('cus_TestPat0000001');
  });

  it('refuses a webhook signed with another secret and changes nothing', async () => {
    const payload = JSON.stringify(fixture('event-checkout-session-completed.json'));
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expectProblem(await postEvent(payload, signature), 400);
    expect(seen).toEqual([]);
    expect((await me()).userPlan.planType).toBe('Free');
  });

  it('applies checkout.session.completed from the subscription as Stripe returns it', async () => {
    subscriptions.set('sub_1TestPat0000001', fixture('subscription.json'));
    const payload = JSON.stringify(fixture('event-checkout-session-completed.json'));
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const response = await postEvent(payload, signature);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/subscriptions/sub_1TestPat0000001']);
    expect((await me()).userPlan).toEqual({
      planType: 'HSA',
      isYearly: true,
      startDate: new Date(1795400060 * 1000).toISOString(),
      endDate: new Date(1826936060 * 1000).toISOString(),
      subscriptionId: 'sub_1TestPat0000001',
      customerId: 'cus_TestPat0000001',
    });
    const again = await postEvent(
      payload,
      signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    );
    expect(again.json()).toEqual({ received: true, duplicate: true });
  });

  it('answers 404 with the SPEC message when Stripe no longer knows the subscription', async () => {
    subscriptions.delete('sub_1TestPat0000001');
    const response = await call(email, 'POST', '/api/Payment/cancel-subscription', {
      subscriptionId: 'sub_1TestPat0000001',
    });
    expect(expectProblem(response, 404).detail).toBe(CANCEL_SUBSCRIPTION_MESSAGES.notFound);
  });

  it('cancels the subscription at Stripe and puts the account on Free', async () => {
    subscriptions.set('sub_1TestPat0000001', fixture('subscription.json'));
    const response = await call(email, 'POST', '/api/Payment/cancel-subscription', {
      subscriptionId: 'sub_1TestPat0000001',
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/subscriptions/sub_1TestPat0000001',
      'DELETE /v1/subscriptions/sub_1TestPat0000001',
      'GET /v1/subscriptions/sub_1TestPat0000001',
    ]);
    expect((await me()).userPlan).toMatchObject({ planType: 'Free', subscriptionId: null });
    const [row] = await ctx.deps.db.select().from(userPlans).where(eq(userPlans.userId, userId));
    expect(row).toMatchObject({ customerId: 'cus_TestPat0000001', subscriptionStatus: 'canceled' });
  });
});
