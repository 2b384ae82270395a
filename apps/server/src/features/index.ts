import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database, Db } from '../db/open-database';
import type { JobQueue } from '../jobs/job-queue';
import { authRoutes } from './auth/plugin';
import type { Payments } from './billing/payments';
import { billingRoutes } from './billing/routes';
import { workForwardToSupport } from './contact/forward-to-support';
import { contactRoutes } from './contact/routes';
import { converterRoutes } from './converter/routes';
import { driveRoutes } from './drive/routes';
import type { Mailer } from './mail-out/mailer';
import { outboxRoutes } from './mail-out/outbox-routes';
import { usersRoutes } from './users/routes';

/** The Fastify instance features register routes on; route schemas are zod (from packages/contracts). */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * What every feature receives, built once in main.ts (or by a test) and never re-created:
 * - `config`: the validated configuration (never read process.env);
 * - `db`: the drizzle handle (same queries on PGlite and PostgreSQL); `database` adds `kind`,
 *   `ping()` and the raw client for adapters that need it;
 * - `jobs`: the durable job queue (send from routes; `work` only inside `workers` below);
 * - `log`: the root pino logger (in a route prefer `request.log`, which carries the request id);
 * - `mailer`: outbound mail (local outbox or SMTP relay, chosen from the config by createMailer);
 * - `secretsKey`: 32 bytes for encrypting tokens at rest (AES-256-GCM);
 * - `payments`: Stripe or the built-in payment sandbox, chosen from the config by createPayments.
 */
export interface AppDeps {
  config: Config;
  db: Db;
  database: Database;
  jobs: JobQueue;
  log: Logger;
  mailer: Mailer;
  secretsKey: Buffer;
  payments: Payments;
}

/**
 * A feature: HTTP routes (a Fastify plugin, registered in the API role) and optionally its
 * background workers (started in the worker role). Features don't import each other.
 */
export interface Feature {
  name: string;
  plugin?: (app: App, deps: AppDeps) => Promise<void>;
  workers?: (deps: AppDeps) => Promise<void>;
}

/**
 * Every feature, in registration order. Append yours: `{ name: 'users', plugin: usersRoutes }`,
 * importing from `./users/...`. Routes declare their full path (`/api/AppUser/...`).
 */
export const features: Feature[] = [
  { name: 'converter', plugin: converterRoutes },
  { name: 'contact', plugin: contactRoutes, workers: workForwardToSupport },
  { name: 'auth', plugin: authRoutes },
  { name: 'users', plugin: usersRoutes },
  { name: 'mail-out', plugin: outboxRoutes },
  { name: 'drive', plugin: driveRoutes },
  { name: 'billing', plugin: billingRoutes },
];
