import { PLAN_EXPIRING_SOON_DAYS, planDaysRemaining, type UserPlan } from '@receiptbox/contracts/api/users';

export interface PlanStatus {
  /** 'Plan Expired', 'Expiring soon' or 'N days remaining'; null when the plan has no end date. */
  label: string | null;
  tone: 'expired' | 'soon' | 'ok' | null;
  daysRemaining: number | null;
}

/** SPEC §4 "Plan": days remaining = ceiling of days until endDate (minimum 0). */
export function planStatus(plan: Pick<UserPlan, 'endDate'>, now: Date = new Date()): PlanStatus {
  const days = planDaysRemaining(plan.endDate, now);
  if (days === null) return { label: null, tone: null, daysRemaining: null };
  if (days <= 0) return { label: 'Plan Expired', tone: 'expired', daysRemaining: 0 };
  if (days <= PLAN_EXPIRING_SOON_DAYS) return { label: 'Expiring soon', tone: 'soon', daysRemaining: days };
  return { label: `${days} days remaining`, tone: 'ok', daysRemaining: days };
}
