import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database, Db } from './db/open-database';
import type { Extractor } from './extractor';
import type { Identity } from './features/auth/identity';
import type { Drive } from './features/drive/drive';
import type { Mailer } from './features/mail-out/mailer';
import type { JobQueue } from './jobs/job-queue';

/*
 * The shapes every feature shares. This module imports only types of adapters (never a feature's
 * routes or the feature list), so a feature can import it without closing an import loop.
 */

/** The Fastify instance features register routes on; route schemas are zod (from packages/contracts). */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Placeholder for the payments adapter (sandbox or Stripe, issue #12 fills it in): which one this
 * process was configured with.
 */
export interface Payments {
  readonly kind: 'sandbox' | 'stripe';
}

/**
 * What every feature receives, built once by `createDeps` (deps.ts) in server.ts and in the test
 * helpers, and never re-created:
 * - `config`: the validated configuration (never read process.env);
 * - `db`: the drizzle handle (same queries on PGlite and PostgreSQL); `database` adds `kind`,
 *   `ping()` and the raw client for adapters that need it;
 * - `jobs`: the durable job queue (send from routes; `work` only inside a feature's `workers`);
 * - `log`: the root pino logger (in a route prefer `request.log`, which carries the request id);
 * - `mailer`: outbound mail (local outbox or SMTP relay);
 * - `identity`: the sign-in provider (built-in OpenID Connect or Google) and token sealing;
 * - `drive`: the users' drives (local folders under DATA_DIR, or Google Drive + Sheets);
 * - `payments`: the payment provider (sandbox or Stripe);
 * - `extractor`: receipt extraction with this configuration's model endpoint, if any;
 * - `secretsKey`: 32 bytes for encrypting tokens at rest (AES-256-GCM).
 */
export interface AppDeps {
  config: Config;
  db: Db;
  database: Database;
  jobs: JobQueue;
  log: Logger;
  mailer: Mailer;
  identity: Identity;
  drive: Drive;
  payments: Payments;
  extractor: Extractor;
  secretsKey: Buffer;
}

/**
 * A feature: HTTP routes (a Fastify plugin, registered in the API role) and optionally its
 * background workers (started in the worker role). Features don't import each other's routes.
 */
export interface Feature {
  name: string;
  plugin?: (app: App, deps: AppDeps) => Promise<void>;
  workers?: (deps: AppDeps) => Promise<void>;
}
