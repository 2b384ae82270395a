import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { isApiError } from '../../lib/http';
import { readPendingPlan } from '../../lib/pending-plan';
import { useStoredSession } from '../auth/session';
import { useCurrentUser } from './api';

export function PageSpinner() {
  return (
    <section className="container page-section" aria-busy="true">
      <p className="muted" role="status">
        Loading...
      </p>
    </section>
  );
}

/**
 * Access guard of SPEC §4 for screens that need an account name: no session or a failed fetch →
 * /login; no user record → /create-user; no account name → /account-setup.
 */
export function RequireAccount() {
  const session = useStoredSession();
  const location = useLocation();
  const user = useCurrentUser();
  const here = `${location.pathname}${location.search}`;

  if (!session) return <Navigate to={paths.login.href({ returnUrl: here })} replace />;
  if (user.isPending) return <PageSpinner />;
  if (user.isError) {
    if (isApiError(user.error) && user.error.status === 404)
      return <Navigate to={paths.createUser.href()} replace />;
    return <Navigate to={paths.login.href({ returnUrl: here })} replace />;
  }
  if (!user.data.accountName) return <Navigate to={paths.accountSetup.href()} replace />;
  // A plan chosen before signing in: the pricing page continues to its checkout (SPEC §4).
  if (readPendingPlan() && !location.pathname.startsWith('/sandbox/')) {
    return <Navigate to={paths.pricing.href()} replace />;
  }
  return <Outlet />;
}

export default RequireAccount;
