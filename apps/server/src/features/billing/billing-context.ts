import type { Logger } from 'pino';
import type { Db } from '../../db/open-database';
import type { Payments } from './payments';

/** What the billing core functions need; routes, the sandbox and the CLI all build one. */
export interface BillingContext {
  db: Db;
  payments: Payments;
  log: Logger;
  /**
   * Called after an event changed an account's plan (outside the event's transaction), so what
   * waited on the old plan can go on: inbound mail held over quota is released by it.
   */
  onPlanChanged?: (userId: string) => Promise<unknown>;
}
