import { FREE_RECEIPTS_PER_MONTH, MAILBOX_LIMITS } from './plan-limits';
import type { PlanType } from './plans';

/**
 * What each plan allows, in one place for the server (enforcement) and the web app (pricing,
 * settings). Kept without zod so pages can import it cheaply.
 */

/** Receipts per calendar month (UTC); `null` means unlimited. Free reads the one constant. */
export const RECEIPT_LIMITS: Record<PlanType, number | null> = {
  Free: FREE_RECEIPTS_PER_MONTH,
  HSA: null,
  Business: null,
};

/**
 * Features of the Business plan (SPEC §1). Flagged here for the Business issue; not enforced
 * yet, so that today's sharing and category editing keep working for every plan.
 */
export const BUSINESS_FEATURES = [
  'team-sharing',
  'custom-categories',
  'spreadsheet-templates',
  'zapier',
  'quickbooks',
] as const;
export type BusinessFeature = (typeof BUSINESS_FEATURES)[number];

export function planHasFeature(planType: PlanType, _feature: BusinessFeature): boolean {
  return planType === 'Business';
}

/** Plans that include an HSA/FSA mailbox. */
export function planAllowsHsaMailbox(planType: PlanType): boolean {
  return planType !== 'Free';
}

const RANK: Record<PlanType, number> = { Free: 0, HSA: 1, Business: 2 };

/** SPEC §4 upgrades: Free → HSA or Business; HSA → Business; Business none. */
export function canUpgrade(from: PlanType, to: PlanType): boolean {
  return RANK[to] > RANK[from];
}

/**
 * Mailboxes beyond the plan's limit (0 when within it). After a downgrade existing mailboxes
 * keep working, but new ones are refused until the count is back under the limit.
 */
export function mailboxesOverLimit(planType: PlanType, mailboxCount: number): number {
  const limit = MAILBOX_LIMITS[planType];
  return limit === null ? 0 : Math.max(0, mailboxCount - limit);
}

/**
 * The note shown after a downgrade left more mailboxes than the plan includes, or null.
 * @example overLimitNote('Personal (Free)', 'Free', 2) // 'You have 2 mailboxes; the Personal (Free) plan includes 1. ...'
 */
export function overLimitNote(planName: string, planType: PlanType, mailboxCount: number): string | null {
  const over = mailboxesOverLimit(planType, mailboxCount);
  if (over === 0) return null;
  const included = mailboxCount - over;
  return `You have ${mailboxCount} mailboxes; the ${planName} plan includes ${included}. Your existing mailboxes keep working, but you can't create new ones until you upgrade or delete some.`;
}

/** True when the plan's mailbox limit is reached, so a new mailbox would be refused. */
export function mailboxLimitReached(planType: PlanType, mailboxCount: number): boolean {
  const limit = MAILBOX_LIMITS[planType];
  return limit !== null && mailboxCount >= limit;
}

/**
 * Days a paid plan keeps working after its paid period ends while the provider retries a
 * renewal; past that the account is treated as Free even if no cancellation ever arrives.
 */
export const PLAN_GRACE_DAYS = 3;

/**
 * The plan in force at `now`: the stored plan, or Free once a paid period has ended more than
 * PLAN_GRACE_DAYS ago.
 */
export function effectivePlanType(
  plan: { planType: PlanType; endDate: string | Date | null },
  now: Date = new Date(),
): PlanType {
  if (plan.planType === 'Free' || !plan.endDate) return plan.planType;
  const end = new Date(plan.endDate).getTime();
  return end + PLAN_GRACE_DAYS * 86_400_000 < now.getTime() ? 'Free' : plan.planType;
}
