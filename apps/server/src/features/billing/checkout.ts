import type {
  CheckoutSessionResponse,
  CreateCheckoutSessionRequest,
} from '@receiptbox/contracts/api/payments';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { userPlans, users } from '../../db/schema';
import { lockAccountPlan } from './apply-subscription';
import type { BillingContext } from './billing-context';

export interface CheckoutUrls {
  /** Origin (or '' for app-relative URLs) the provider sends the browser back to. */
  returnOrigin: string;
}

/**
 * Starts a subscription checkout for the signed-in account: the price must be a paid product of
 * the catalogue (of the planType asked for), the customer is the account's own (created once and
 * reused), and the browser returns to /pricing. Client-sent customerId, userId and domainUrl are
 * ignored: the account and the return address are the server's to decide.
 */
export async function createCheckoutSession(
  ctx: BillingContext,
  email: string,
  input: CreateCheckoutSessionRequest,
  urls: CheckoutUrls,
): Promise<CheckoutSessionResponse> {
  const product = ctx.payments.products.find((p) => p.priceId === input.priceId);
  if (!product || product.price === 0) {
    throw new AppError('validation_failed', 'The priceId is not one of our paid plans.');
  }
  if (product.planType !== input.planType) {
    throw new AppError('validation_failed', `The priceId belongs to the ${product.planType} plan.`);
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new AppError('not_found', 'No user record exists for this account yet.');

  const [plan] = await ctx.db.select().from(userPlans).where(eq(userPlans.userId, user.id));
  const customerId = await ctx.payments.ensureCustomer({ userId: user.id, email }, plan?.customerId ?? null);
  if (customerId !== plan?.customerId) {
    await ctx.db.transaction(async (tx) => {
      await lockAccountPlan(tx, user.id);
      await tx
        .insert(userPlans)
        .values({ userId: user.id, planType: 'Free', startDate: user.createdAt, customerId })
        .onConflictDoUpdate({ target: userPlans.userId, set: { customerId } });
    });
  }
  const pricing = `${urls.returnOrigin}/pricing`;
  const session = await ctx.payments.createCheckoutSession({
    customerId,
    userId: user.id,
    priceId: product.priceId ?? input.priceId,
    successUrl: `${pricing}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${pricing}?checkout=cancelled`,
  });
  ctx.log.info({ userId: user.id, productId: product.id, sessionId: session.id }, 'checkout session created');
  return session;
}
