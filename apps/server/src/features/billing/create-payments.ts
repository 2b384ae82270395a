import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/open-database';
import type { BillingContext } from './billing-context';
import type { Payments } from './payments';
import { createSandboxPayments } from './sandbox-payments';
import { createStripePayments } from './stripe-payments';

/** Stripe when STRIPE_* is configured, else the built-in payment sandbox. Called once per process. */
export function createPayments(
  config: Config,
  db: Db,
  secretsKey: Buffer,
  log: Logger,
  onPlanChanged?: BillingContext['onPlanChanged'],
): Payments {
  return config.stripe
    ? createStripePayments(config.stripe)
    : createSandboxPayments({ db, secretsKey, log, ...(onPlanChanged ? { onPlanChanged } : {}) });
}
