import { z } from 'zod';
import { FREE_RECEIPTS_PER_MONTH, MAILBOX_LIMITS } from './plan-limits';

export { FREE_RECEIPTS_PER_MONTH, MAILBOX_LIMITS };

/** The plan tiers of SPEC §3. */
export const PlanType = z.enum(['Free', 'HSA', 'Business']);
export type PlanType = z.infer<typeof PlanType>;

/** Display names of SPEC §3 "Plan display". */
export const PLAN_DISPLAY_NAMES: Record<PlanType, string> = {
  Free: 'Personal (Free)',
  HSA: 'Unlimited + HSA/FSA',
  Business: 'Business',
};

export const Product = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Price in cents (USD). */
  price: z.number().int().nonnegative(),
  /** The payment provider's price id; null for the free plan, which has nothing to buy. */
  priceId: z.string().nullable(),
  planType: PlanType,
  isYearly: z.boolean(),
});
export type Product = z.infer<typeof Product>;

interface PlanPrice {
  planType: PlanType;
  isYearly: boolean;
  cents: number;
  description: string;
}

const PLAN_PRICES: readonly PlanPrice[] = [
  {
    planType: 'Free',
    isYearly: false,
    cents: 0,
    description: `${FREE_RECEIPTS_PER_MONTH} receipts per month and one mailbox.`,
  },
  {
    planType: 'HSA',
    isYearly: false,
    cents: 600,
    description: 'Unlimited receipts, two mailboxes including one HSA/FSA mailbox.',
  },
  {
    planType: 'HSA',
    isYearly: true,
    cents: 5000,
    description: 'Unlimited receipts, two mailboxes including one HSA/FSA mailbox.',
  },
  {
    planType: 'Business',
    isYearly: false,
    cents: 1700,
    description: 'Unlimited receipts and mailboxes, team sharing and custom categories.',
  },
  {
    planType: 'Business',
    isYearly: true,
    cents: 14400,
    description: 'Unlimited receipts and mailboxes, team sharing and custom categories.',
  },
];

/** Price ids per product id, as configured for the payment provider (sandbox ids by default). */
export type PriceIds = Partial<Record<string, string>>;

export function productId(planType: PlanType, isYearly: boolean): string {
  return `${planType.toLowerCase()}-${isYearly ? 'yearly' : 'monthly'}`;
}

/**
 * The plan catalogue served in AppConfig.products.
 * @example planCatalogue().find((p) => p.planType === 'HSA' && !p.isYearly)?.price // 600
 */
export function planCatalogue(priceIds: PriceIds = {}): Product[] {
  return PLAN_PRICES.map((p) => {
    const id = productId(p.planType, p.isYearly);
    return {
      id,
      name: PLAN_DISPLAY_NAMES[p.planType],
      description: p.description,
      price: p.cents,
      priceId: p.cents === 0 ? null : (priceIds[id] ?? `price_sandbox_${id.replace('-', '_')}`),
      planType: p.planType,
      isYearly: p.isYearly,
    };
  });
}

/** Yearly saving shown on the pricing page: 12 x monthly minus yearly (SPEC §9), in cents. */
export function yearlySavingCents(planType: PlanType): number {
  const monthly = PLAN_PRICES.find((p) => p.planType === planType && !p.isYearly)?.cents ?? 0;
  const yearly = PLAN_PRICES.find((p) => p.planType === planType && p.isYearly)?.cents ?? 0;
  return yearly === 0 ? 0 : 12 * monthly - yearly;
}
