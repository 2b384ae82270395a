import { overLimitNote } from '@receiptbox/contracts/plan-rules';
import type { Product } from '@receiptbox/contracts/plans';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useStoredSession } from '../../../lib/auth/session';
import { useCurrentUser, userQueries } from '../../../lib/current-user';
import { clearPendingPlan, readPendingPlan } from '../../../lib/pending-plan';
import { useCreateCheckoutSession } from '../api';
import {
  buttonFor,
  type CurrentPlan,
  currentPlanMessage,
  formatPrice,
  offersYearlySwitch,
  yearlySaving,
} from '../plan-choices';
import { PlansView } from './PlansView';

function CurrentPlanCard({
  planName,
  current,
  mailboxCount,
  yearlyProduct,
  saving,
  busy,
  onSwitch,
}: {
  planName: string;
  current: CurrentPlan;
  mailboxCount: number;
  yearlyProduct: Product | undefined;
  saving: number;
  busy: boolean;
  onSwitch: (product: Product) => void;
}) {
  const note = overLimitNote(planName, current.planType, mailboxCount);
  return (
    <section
      className="current-plan-card"
      aria-labelledby="current-plan-title"
      data-testid="current-plan-card"
    >
      <h2 id="current-plan-title">Your Current Plan</h2>
      <p className="current-plan-name">
        <strong>{planName}</strong>
        {current.planType !== 'Free' && (
          <span className="muted"> · Billed {current.isYearly ? 'yearly' : 'monthly'}</span>
        )}
      </p>
      <p>{currentPlanMessage(current)}</p>
      {offersYearlySwitch(current) && yearlyProduct && (
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => onSwitch(yearlyProduct)}
        >
          Switch to Yearly Billing{saving > 0 ? ` (save ${formatPrice(saving)} a year)` : ''}
        </button>
      )}
      {note && (
        <p className="alert alert-warning" role="note">
          {note}
        </p>
      )}
    </section>
  );
}

/**
 * The pricing page of a signed-in user: the current-plan card, the upgrade buttons of SPEC §4,
 * checkout (create a session, then go to the provider's page), and the checkout a guest chose
 * before signing in.
 */
export default function SignedInPlans({
  products,
  yearly,
  onYearlyChange,
  freeReceipts,
  fallback,
}: {
  products: Product[];
  yearly: boolean;
  onYearlyChange: (yearly: boolean) => void;
  freeReceipts: number;
  /** What a choice does while the account is not set up yet: the guest flow. */
  fallback: (product: Product) => void;
}) {
  const user = useCurrentUser();
  const session = useStoredSession();
  const queryClient = useQueryClient();
  const checkout = useCreateCheckoutSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const continued = useRef(false);
  const account = user.data?.accountName ? user.data : null;
  const current: CurrentPlan | null = account
    ? { planType: account.userPlan.planType, isYearly: account.userPlan.isYearly }
    : null;

  // Back from a checkout: the plan may have changed since the user was cached.
  const outcome = params.get('checkout');
  useEffect(() => {
    if (outcome === 'success' && session) {
      void queryClient.invalidateQueries({ queryKey: userQueries.me(session.email).queryKey });
    }
  }, [outcome, session, queryClient]);

  const startCheckout = async (product: Product) => {
    try {
      const { url } = await checkout.mutateAsync(product);
      // The sandbox answers with a page of this app; Stripe with its own.
      if (url.startsWith('/')) navigate(url);
      else window.location.assign(url);
    } catch (error) {
      // SPEC §8: checkout errors are only logged.
      console.error('checkout could not be started', error);
    }
  };

  // A plan chosen as a guest: continue to its checkout once the account exists.
  useEffect(() => {
    if (!current || continued.current || products.length === 0) return;
    const pending = readPendingPlan();
    if (!pending) return;
    continued.current = true;
    clearPendingPlan();
    const product = products.find((p) => p.id === pending);
    if (!product?.priceId) return;
    const button = buttonFor(product, current);
    const yearlySwitch =
      product.planType === current.planType && product.isYearly && offersYearlySwitch(current);
    if (button.action === 'checkout' || yearlySwitch) void startCheckout(product);
  });

  const choose = (product: Product) => {
    if (!current) {
      fallback(product);
      return;
    }
    if (!product.priceId) {
      navigate(paths.dashboard.href());
      return;
    }
    void startCheckout(product);
  };

  const planName = current
    ? (products.find((p) => p.planType === current.planType)?.name ?? current.planType)
    : '';
  const yearlyProduct = current
    ? products.find((p) => p.planType === current.planType && p.isYearly)
    : undefined;

  return (
    <PlansView
      products={products}
      current={current}
      yearly={yearly}
      onYearlyChange={onYearlyChange}
      freeReceipts={freeReceipts}
      busy={checkout.isPending || user.isPending}
      onChoose={choose}
      before={
        current &&
        account && (
          <CurrentPlanCard
            planName={planName}
            current={current}
            mailboxCount={account.mailboxes.length}
            yearlyProduct={yearlyProduct}
            saving={current ? yearlySaving(products, current.planType) : 0}
            busy={checkout.isPending}
            onSwitch={(product) => void startCheckout(product)}
          />
        )
      }
    />
  );
}
