/**
 * Loads Stripe.js (Stripe's fraud signals ride along with it) when Stripe is the payment
 * provider. Only the pricing page calls this, and only with a publishable key, so no other page
 * and no sandbox installation ever fetches it. A failure is only logged (SPEC §8): checkout
 * still works by redirecting to the session's URL.
 */
let loading: Promise<unknown> | null = null;

export function loadStripeJs(publishableKey: string): Promise<unknown> {
  loading ??= import('@stripe/stripe-js/pure')
    .then(({ loadStripe }) => loadStripe(publishableKey))
    .catch((error: unknown) => {
      console.error('loading Stripe.js failed', error);
      loading = null;
      return null;
    });
  return loading;
}
