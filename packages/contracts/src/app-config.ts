import { z } from 'zod';
import { Product } from './plans';

/** GET /api/App/config (SPEC §3 AppConfig). */
export const AppConfig = z.object({
  /** Client id of the identity provider in use (Google's, or the built-in provider's). */
  clientId: z.string(),
  /** Which identity provider issued clientId; lets the web app choose its sign-in button. */
  identityProvider: z.enum(['google', 'builtin']),
  /** OpenID issuer URL of that provider. */
  issuer: z.string(),
  /** Telemetry key, or null when telemetry is not configured. */
  applicationInsightsKey: z.string().nullable(),
  /** Card provider's publishable key, or null in sandbox mode. */
  stripePublicKey: z.string().nullable(),
  products: z.array(Product),
  /** Host part of mailbox addresses: {name}@{account}.{mailDomain}. */
  mailDomain: z.string(),
  supportEmail: z.string(),
  freeReceiptsPerMonth: z.number().int(),
});
export type AppConfig = z.infer<typeof AppConfig>;
