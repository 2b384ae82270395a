import type { Product } from '@receiptbox/contracts/plans';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../components/Page';
import { Faq } from '../../../components/ui/Faq';
import { paths } from '../../../config/paths';
import { useAppConfig } from '../../../lib/app-config';
import { useStoredSession } from '../../../lib/auth/session';
import { storePendingPlan } from '../../../lib/pending-plan';
import { FREE_RECEIPTS_PER_MONTH } from '../../../lib/plan-limits';
import { PlansView } from '../components/PlansView';
import { PRICING_FAQ } from '../faq';
import { loadStripeJs } from '../stripe-js';
import '../pricing.css';

// Signed-in users need their plan (and checkout); guests never download that code.
const SignedInPlans = lazy(() => import('../components/SignedInPlans'));

function CheckoutNotice() {
  const [params] = useSearchParams();
  const outcome = params.get('checkout');
  if (outcome === 'success') {
    return (
      <div className="alert alert-success" role="status">
        Payment received. Thank you! Your plan is active.
      </div>
    );
  }
  if (outcome === 'cancelled') {
    return (
      <div className="alert alert-warning" role="status">
        Checkout cancelled. You have not been charged.
      </div>
    );
  }
  return null;
}

/** /pricing (SPEC §2, §4): plans from AppConfig, billing toggle, current-plan card, FAQ. */
export default function PricingPage() {
  const config = useAppConfig();
  const session = useStoredSession();
  const navigate = useNavigate();
  const [yearly, setYearly] = useState(false);
  const stripeKey = config.data?.stripePublicKey ?? null;
  const products = config.data?.products ?? [];
  const freeReceipts = config.data?.freeReceiptsPerMonth ?? FREE_RECEIPTS_PER_MONTH;

  useEffect(() => {
    if (stripeKey) void loadStripeJs(stripeKey);
  }, [stripeKey]);

  // SPEC §4: the free plan goes to sign-in; a paid one is remembered, then sign-in.
  const chooseAsGuest = (product: Product) => {
    const returnUrl = paths.dashboard.href();
    if (!product.priceId) {
      navigate(paths.login.href({ returnUrl }));
      return;
    }
    storePendingPlan(product.id);
    navigate(paths.login.href({ selectedPlan: product.id, returnUrl }));
  };

  const guestView = (busy: boolean) => (
    <PlansView
      products={products}
      current={null}
      yearly={yearly}
      onYearlyChange={setYearly}
      freeReceipts={freeReceipts}
      busy={busy}
      onChoose={chooseAsGuest}
    />
  );

  return (
    <Page
      title="Pricing"
      description={`Receiptbox plans: free with ${freeReceipts} receipts a month, Unlimited + HSA/FSA, and Business.`}
    >
      <section className="container page-section pricing">
        <div className="section-heading">
          <h1>Simple, transparent pricing</h1>
          <p className="lead">
            Start free. Upgrade when you need unlimited receipts, HSA/FSA tracking or your whole team.
          </p>
        </div>
        <CheckoutNotice />
        {config.isError && (
          <div className="alert alert-error" role="alert">
            Plans could not be loaded. Please reload the page.
          </div>
        )}
        {session ? (
          <Suspense fallback={guestView(true)}>
            <SignedInPlans
              products={products}
              yearly={yearly}
              onYearlyChange={setYearly}
              freeReceipts={freeReceipts}
              fallback={chooseAsGuest}
            />
          </Suspense>
        ) : (
          guestView(false)
        )}
      </section>
      <section className="container page-section narrow" aria-labelledby="pricing-faq-title">
        <h2 id="pricing-faq-title">Frequently Asked Questions</h2>
        <Faq items={[...PRICING_FAQ]} />
      </section>
    </Page>
  );
}
