import type { SandboxClockReport, SandboxClockRequest } from '@receiptbox/contracts/api/payments';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Db } from '../../db/open-database';
import { sandboxCustomers, sandboxSubscriptions, users } from '../../db/schema';
import { SANDBOX_RETRY_DAYS, type SandboxPayments } from './sandbox-payments';

/** A minute past a moment, so the clock is clearly beyond a period end. */
const MINUTE = 60_000;

/**
 * Simulates the life of an account's sandbox subscription by moving its test clock:
 * renew (the period end passes and the charge succeeds), fail (it passes and the charge
 * fails: past_due), expire (the retries run out: cancelled, the account reverts to Free), or
 * advance by a number of days. The events go through the webhook handler like any other.
 */
export async function simulateSandboxClock(
  db: Db,
  sandbox: SandboxPayments,
  request: SandboxClockRequest,
): Promise<SandboxClockReport> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, request.email));
  if (!user) throw new AppError('not_found', `No account uses ${request.email}.`);
  if (request.action === 'advance') {
    if (!request.days) throw new AppError('validation_failed', "The parameter 'days' must be defined.");
    const report = await sandbox.advanceClock(
      user.id,
      { days: request.days },
      request.cardDeclines === undefined ? {} : { cardDeclines: request.cardDeclines },
    );
    return { ...report, clock: report.clock.toISOString() };
  }
  const [live] = await db
    .select({ periodEnd: sandboxSubscriptions.currentPeriodEnd, clock: sandboxCustomers.clock })
    .from(sandboxSubscriptions)
    .innerJoin(sandboxCustomers, eq(sandboxCustomers.id, sandboxSubscriptions.customerId))
    .where(
      and(
        eq(sandboxSubscriptions.userId, user.id),
        inArray(sandboxSubscriptions.status, ['active', 'past_due']),
      ),
    )
    .orderBy(asc(sandboxSubscriptions.currentPeriodEnd));
  if (!live) throw new AppError('validation_failed', 'This account has no running sandbox subscription.');
  const periodEnd = live.periodEnd.getTime();
  const target =
    request.action === 'expire' ? periodEnd + SANDBOX_RETRY_DAYS * 86_400_000 + MINUTE : periodEnd + MINUTE;
  const report = await sandbox.advanceClock(user.id, new Date(Math.max(target, live.clock.getTime())), {
    cardDeclines: request.action !== 'renew',
  });
  return { ...report, clock: report.clock.toISOString() };
}
