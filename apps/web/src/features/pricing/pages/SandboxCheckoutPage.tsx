import { SandboxCheckoutResult, SandboxCheckoutSession } from '@receiptbox/contracts/api/payments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { paths } from '../../../config/paths';
import { useStoredSession } from '../../../lib/auth/session';
import { userQueries } from '../../../lib/current-user';
import { http } from '../../../lib/http';
import { formatPrice } from '../plan-choices';
import '../pricing.css';

const sessionPath = (id: string) => `/api/Payment/sandbox/sessions/${encodeURIComponent(id)}`;

export const sandboxQueries = {
  all: ['payment-sandbox'] as const,
  session: (id: string) =>
    queryOptions({
      queryKey: [...sandboxQueries.all, 'session', id] as const,
      queryFn: ({ signal }) => http.get(sessionPath(id), { schema: SandboxCheckoutSession, signal }),
      retry: false,
    }),
};

/**
 * /sandbox/checkout/{sessionId}: the built-in payment sandbox's checkout, standing in for
 * Stripe's page when Stripe is not configured. Pay charges nothing; the server emits the same
 * signed events Stripe would, so the plan changes exactly as after a real payment.
 */
export default function SandboxCheckoutPage() {
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useStoredSession();
  const session = useQuery(sandboxQueries.session(sessionId));
  const finish = useMutation({
    mutationFn: (action: 'pay' | 'cancel') =>
      http.post(`${sessionPath(sessionId)}/${action}`, undefined, { schema: SandboxCheckoutResult }),
    onSuccess: async ({ redirectUrl }) => {
      if (signedIn)
        await queryClient.invalidateQueries({ queryKey: userQueries.me(signedIn.email).queryKey });
      navigate(redirectUrl);
    },
  });

  const data = session.data;
  const amount = data ? `${formatPrice(data.amount)} / ${data.isYearly ? 'year' : 'month'}` : '';
  return (
    <Page
      title="Test Checkout"
      description="Receiptbox payment sandbox: a test checkout that charges nothing."
    >
      <section className="container page-section sandbox-checkout">
        <p className="sandbox-banner" role="note">
          Test payment: this is Receiptbox's payment sandbox. Nothing is charged and no card is needed.
        </p>
        <h1>Checkout</h1>
        {session.isPending && <p className="muted">Loading...</p>}
        {session.isError && (
          <div className="alert alert-error" role="alert">
            This checkout session was not found. <Link to={paths.pricing.href()}>Back to Pricing</Link>
          </div>
        )}
        {data && (
          <>
            <dl className="sandbox-summary">
              <dt>Plan</dt>
              <dd data-testid="sandbox-plan">{data.planName}</dd>
              <dt>Billing</dt>
              <dd>{data.isYearly ? 'Yearly' : 'Monthly'}</dd>
              <dt>Amount</dt>
              <dd>{amount} (test, not charged)</dd>
              <dt>Account</dt>
              <dd>{data.email}</dd>
            </dl>
            {data.status === 'open' ? (
              <div className="button-row">
                <button
                  type="button"
                  className="button button-primary button-large"
                  disabled={finish.isPending}
                  onClick={() => finish.mutate('pay')}
                >
                  Pay {formatPrice(data.amount)} (test)
                </button>
                <button
                  type="button"
                  className="button button-ghost button-large"
                  disabled={finish.isPending}
                  onClick={() => finish.mutate('cancel')}
                >
                  Cancel
                </button>
              </div>
            ) : (
              <p>
                This checkout is {data.status === 'complete' ? 'complete' : 'cancelled'}.{' '}
                <Link to={paths.pricing.href()}>Back to Pricing</Link>
              </p>
            )}
            {finish.isError && (
              <div className="alert alert-error" role="alert">
                The test payment did not go through. Please try again.
              </div>
            )}
          </>
        )}
      </section>
    </Page>
  );
}
