import {
  CancelSubscriptionRequest,
  CheckoutSessionResponse,
  CreateCheckoutSessionRequest,
  SandboxCheckoutResult,
  SandboxCheckoutSession,
  SandboxClockReport,
  SandboxClockRequest,
  SandboxSessionParams,
  WebhookAck,
  WebhookHeaders,
} from '@receiptbox/contracts/api/payments';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../app-error';
import type { App, AppDeps } from '../../app-types';
import { users } from '../../db/schema';
import { releaseHeldMail } from '../../mail/release-held-mail';
import { requireSignedIn, signedInUser } from '../auth/guard';
import { isFromThisMachine } from '../mail-out/from-this-machine';
import type { BillingContext } from './billing-context';
import { cancelSubscription } from './cancel-subscription';
import { createCheckoutSession } from './checkout';
import type { Payments } from './payments';
import { receiveWebhook } from './receive-webhook';
import { simulateSandboxClock } from './sandbox-clock';
import type { SandboxPayments } from './sandbox-payments';

/** Stripe's events are small; a megabyte leaves room without inviting abuse. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

const isSandbox = (payments: Payments): payments is SandboxPayments => payments.provider === 'sandbox';

/**
 * POST /api/Payment/create-checkout-session, /cancel-subscription (signed in) and /webhook
 * (signed by the provider), plus the payment sandbox's session calls when it is the provider.
 */
export async function billingRoutes(app: App, deps: AppDeps): Promise<void> {
  const ctx: BillingContext = {
    db: deps.db,
    payments: deps.payments,
    log: deps.log,
    // An upgrade releases inbound mail held over the old plan's quota.
    onPlanChanged: (userId) => releaseHeldMail(deps, userId),
  };
  const guard = requireSignedIn(deps);
  const returnOrigin = deps.payments.provider === 'sandbox' ? '' : deps.config.publicUrl;

  app.post(
    '/api/Payment/create-checkout-session',
    {
      preHandler: guard,
      schema: { body: CreateCheckoutSessionRequest, response: { 200: CheckoutSessionResponse } },
    },
    async (request) =>
      createCheckoutSession(ctx, signedInUser(request).email, request.body, { returnOrigin }),
  );

  app.post(
    '/api/Payment/cancel-subscription',
    { preHandler: guard, schema: { body: CancelSubscriptionRequest } },
    async (request, reply) => {
      await cancelSubscription(ctx, signedInUser(request).email, request.body.subscriptionId);
      return reply.status(204).send();
    },
  );

  // The signature covers the exact bytes sent, so this route keeps the body raw.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(
      '/api/Payment/webhook',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          headers: WebhookHeaders,
          response: { 200: WebhookAck },
        },
      },
      async (request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body)) throw new AppError('validation_failed', 'The webhook body is missing.');
        // Declared and validated above; the nested scope just does not carry the schema's type.
        const signature = String(request.headers['stripe-signature']);
        const { duplicate } = await receiveWebhook(ctx, body, signature);
        return { received: true as const, duplicate };
      },
    );
  });

  const sandbox = deps.payments;
  if (!isSandbox(sandbox)) return;

  const callerId = async (request: FastifyRequest) => {
    const { email } = signedInUser(request);
    const [row] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new AppError('not_found', 'No user record exists for this account yet.');
    return row.id;
  };

  app.get(
    '/api/Payment/sandbox/sessions/:sessionId',
    {
      preHandler: guard,
      schema: { params: SandboxSessionParams, response: { 200: SandboxCheckoutSession } },
    },
    async (request) => sandbox.session(request.params.sessionId, await callerId(request)),
  );

  app.post(
    '/api/Payment/sandbox/sessions/:sessionId/pay',
    { preHandler: guard, schema: { params: SandboxSessionParams, response: { 200: SandboxCheckoutResult } } },
    async (request) => ({
      redirectUrl: await sandbox.pay(request.params.sessionId, await callerId(request)),
    }),
  );

  app.post(
    '/api/Payment/sandbox/sessions/:sessionId/cancel',
    { preHandler: guard, schema: { params: SandboxSessionParams, response: { 200: SandboxCheckoutResult } } },
    async (request) => ({
      redirectUrl: await sandbox.abandon(request.params.sessionId, await callerId(request)),
    }),
  );

  // The simulator's door (npm run sandbox): renewals, failed payments and expiry on demand.
  app.post(
    '/api/Payment/sandbox/clock',
    { schema: { body: SandboxClockRequest, response: { 200: SandboxClockReport } } },
    async (request) => {
      if (!isFromThisMachine(request)) {
        throw new AppError('forbidden', 'The sandbox clock answers only programs on this machine.');
      }
      return simulateSandboxClock(deps.db, sandbox, request.body);
    },
  );
}
