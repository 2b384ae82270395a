import { z } from 'zod';
import { PlanType } from '../plans';

/**
 * The /api/Payment calls of SPEC §7 and the payment sandbox's own calls, shared by the server
 * routes, the web app and the tests.
 */

/**
 * POST /api/Payment/create-checkout-session (SPEC §3 "Checkout session request"). The server
 * trusts only `priceId` (checked against the catalogue and `planType`); the customer, the user
 * and the return URLs come from the signed-in account and the server's configuration.
 */
export const CreateCheckoutSessionRequest = z.object({
  planName: z.string().max(100).optional(),
  planType: PlanType,
  priceId: z.string().min(1).max(200),
  customerId: z.string().max(200).nullish(),
  domainUrl: z.string().max(2000).optional(),
  userId: z.string().max(100).nullish(),
});
export type CreateCheckoutSessionRequest = z.infer<typeof CreateCheckoutSessionRequest>;

/** `id` of SPEC §3, plus the page to send the browser to (Stripe Checkout or the sandbox's page). */
export const CheckoutSessionResponse = z.object({ id: z.string(), url: z.string() });
export type CheckoutSessionResponse = z.infer<typeof CheckoutSessionResponse>;

/** POST /api/Payment/cancel-subscription. */
export const CancelSubscriptionRequest = z.object({ subscriptionId: z.string().trim().min(1).max(200) });
export type CancelSubscriptionRequest = z.infer<typeof CancelSubscriptionRequest>;

/** POST /api/Payment/webhook: the provider's signature over the raw body (`t=...,v1=...`). */
export const WebhookHeaders = z.object({ 'stripe-signature': z.string().min(1).max(2000) });

/** POST /api/Payment/webhook answers 200 with this once the event is recorded. */
export const WebhookAck = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type WebhookAck = z.infer<typeof WebhookAck>;

/** SPEC §8 messages of Settings' Cancel Subscription. */
export const CANCEL_SUBSCRIPTION_MESSAGES = {
  noSubscription: 'No active subscription found',
  success: 'Subscription cancelled successfully.',
  notFound: 'Subscription not found. It may have already been cancelled.',
  badRequest: 'Unable to cancel subscription. Please contact support for assistance.',
  other: 'Failed to cancel subscription. Please try again or contact support.',
} as const;

/** GET /api/Payment/sandbox/sessions/{sessionId}: what the sandbox checkout page shows. */
export const SandboxCheckoutSession = z.object({
  id: z.string(),
  email: z.string(),
  planName: z.string(),
  planType: PlanType,
  isYearly: z.boolean(),
  /** Cents (USD). */
  amount: z.number().int(),
  status: z.enum(['open', 'complete', 'expired']),
});
export type SandboxCheckoutSession = z.infer<typeof SandboxCheckoutSession>;

/** Answer of the sandbox's Pay and Cancel: where the browser goes next (the session's return URL). */
export const SandboxCheckoutResult = z.object({ redirectUrl: z.string() });
export type SandboxCheckoutResult = z.infer<typeof SandboxCheckoutResult>;

export const SandboxSessionParams = z.object({
  sessionId: z.string().regex(/^cs_sandbox_[A-Za-z0-9]{10,64}$/),
});

/**
 * POST /api/Payment/sandbox/clock (sandbox only, from this machine): moves an account's test
 * clock. renew: to the period end, the charge succeeds; fail: to the period end, the charge
 * fails; expire: past the retries, the subscription is cancelled; advance: by `days`.
 */
export const SandboxClockRequest = z.object({
  email: z.string().trim().toLowerCase().min(3).max(254),
  action: z.enum(['renew', 'fail', 'expire', 'advance']),
  days: z.number().positive().max(3660).optional(),
  cardDeclines: z.boolean().optional(),
});
export type SandboxClockRequest = z.infer<typeof SandboxClockRequest>;

export const SandboxClockReport = z.object({
  clock: z.string(),
  events: z.array(z.string()),
  status: z.string().nullable(),
});
export type SandboxClockReport = z.infer<typeof SandboxClockReport>;
