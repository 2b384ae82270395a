import { canUpgrade } from '@receiptbox/contracts/plan-rules';
import type { PlanType, Product } from '@receiptbox/contracts/plans';

/**
 * What the pricing page shows for each plan (SPEC §2, §4), as plain functions of the catalogue
 * and the signed-in user's plan, so the rules are testable without rendering.
 */

export type PlanButton =
  | { label: 'Current Plan'; action: 'none'; dimmed: false }
  | { label: 'Upgrade Now'; action: 'checkout'; dimmed: false }
  | { label: 'Get Started'; action: 'login' | 'checkout' | 'none'; dimmed: boolean };

export interface CurrentPlan {
  planType: PlanType;
  isYearly: boolean;
}

/** The cards for one billing period: Free (it has no yearly price), then HSA and Business. */
export function plansFor(products: Product[], yearly: boolean): Product[] {
  const order: PlanType[] = ['Free', 'HSA', 'Business'];
  return order
    .map((planType) =>
      planType === 'Free'
        ? products.find((p) => p.planType === 'Free')
        : products.find((p) => p.planType === planType && p.isYearly === yearly),
    )
    .filter((p): p is Product => !!p);
}

/**
 * 'Current Plan' (disabled) on the user's plan, 'Upgrade Now' where SPEC §4 allows an upgrade,
 * else 'Get Started'; for a signed-in user a plan that is neither is dimmed and inert.
 */
export function buttonFor(product: Product, current: CurrentPlan | null): PlanButton {
  if (!current) {
    return { label: 'Get Started', action: product.priceId ? 'checkout' : 'login', dimmed: false };
  }
  if (product.planType === current.planType) return { label: 'Current Plan', action: 'none', dimmed: false };
  if (canUpgrade(current.planType, product.planType)) {
    return { label: 'Upgrade Now', action: 'checkout', dimmed: false };
  }
  return { label: 'Get Started', action: 'none', dimmed: true };
}

export const CURRENT_PLAN_MESSAGES = {
  yearly: 'Save money with yearly billing',
  upgrade: 'Upgrade below to unlock more features',
  highest: "You're on our highest plan!",
} as const;

/** The current-plan card's one message (SPEC §2). */
export function currentPlanMessage(current: CurrentPlan): string {
  if (current.planType !== 'Free' && !current.isYearly) return CURRENT_PLAN_MESSAGES.yearly;
  if (current.planType === 'Business') return CURRENT_PLAN_MESSAGES.highest;
  return CURRENT_PLAN_MESSAGES.upgrade;
}

/** SPEC §4: the switch to yearly billing is for signed-in HSA or Business users billed monthly. */
export function offersYearlySwitch(current: CurrentPlan | null): boolean {
  return !!current && current.planType !== 'Free' && !current.isYearly;
}

/** Whole dollars when the amount is round, else two decimals: 600 → "$6", 1250 → "$12.50". */
export function formatPrice(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

/** Yearly saving shown (SPEC §9): 12 × the monthly price minus the yearly price, in cents. */
export function yearlySaving(products: Product[], planType: PlanType): number {
  const monthly = products.find((p) => p.planType === planType && !p.isYearly);
  const yearly = products.find((p) => p.planType === planType && p.isYearly);
  return monthly && yearly ? Math.max(0, 12 * monthly.price - yearly.price) : 0;
}
