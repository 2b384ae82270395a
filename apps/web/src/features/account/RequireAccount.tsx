import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/PageSpinner';
import { paths } from '../../config/paths';
import { useSessionRestoring, useStoredSession } from '../../lib/auth/session';
import { useCurrentUser } from '../../lib/current-user';
import { isApiError } from '../../lib/http';
import { readPendingPlan } from '../../lib/pending-plan';

/**
 * The server could not answer who the user is (5xx, network): say so and offer Retry. Sending the
 * user to /login would not help — /login sends a signed-in user straight back here.
 */
function UserLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <section className="container page-section narrow">
      <h1>Something went wrong</h1>
      <div className="alert alert-error" role="alert">
        <p>We could not load your account. Please try again in a moment.</p>
      </div>
      <button type="button" className="button button-primary" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Retry'}
      </button>
    </section>
  );
}

/**
 * Access guard of SPEC §4 for screens that need an account name: no session (after a silent
 * renewal was tried) or a rejected sign-in → /login; no user record → /create-user; no account
 * name → /account-setup; the server failing → an error with Retry.
 */
export function RequireAccount() {
  const session = useStoredSession();
  const restoring = useSessionRestoring();
  const location = useLocation();
  const user = useCurrentUser();
  const here = `${location.pathname}${location.search}`;

  if (!session) {
    if (restoring) return <PageSpinner />;
    return <Navigate to={paths.login.href({ returnUrl: here })} replace />;
  }
  if (user.isPending) return <PageSpinner />;
  if (user.isError) {
    if (isApiError(user.error) && user.error.status === 404)
      return <Navigate to={paths.createUser.href()} replace />;
    if (isApiError(user.error) && (user.error.status === 401 || user.error.status === 403))
      return <Navigate to={paths.login.href({ returnUrl: here })} replace />;
    return <UserLoadError onRetry={() => void user.refetch()} retrying={user.isFetching} />;
  }
  if (!user.data.accountName) return <Navigate to={paths.accountSetup.href()} replace />;
  // A plan chosen before signing in: the pricing page continues to its checkout (SPEC §4).
  if (readPendingPlan() && !location.pathname.startsWith('/sandbox/')) {
    return <Navigate to={paths.pricing.href()} replace />;
  }
  return <Outlet />;
}

export default RequireAccount;
