import type { Logger } from 'pino';
import type { Db } from '../../db/open-database';
import type { Payments } from './payments';

/** What the billing core functions need; routes, the sandbox and the CLI all build one. */
export interface BillingContext {
  db: Db;
  payments: Payments;
  log: Logger;
}
