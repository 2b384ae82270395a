import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../components/Page';
import { useAppConfig } from '../../../lib/app-config';
import { startSignIn } from '../../../lib/auth/builtin-client';
import { renderGoogleSignIn } from '../../../lib/auth/google-client';
import { useStoredSession } from '../../../lib/auth/session';
import { setSession } from '../../../lib/auth/session-store';
import { safeReturnUrl } from '../return-url';
import '../auth.css';

export const PLAN_SUBTITLE = 'Sign in to continue with your plan selection';
export const GOOGLE_SUBTITLE = 'Use your Google account to continue';
export const BUILTIN_SUBTITLE = 'Use your Receiptbox account to continue';

/** /login (SPEC §2): Google's button and one-tap when Google is configured, else the built-in provider. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const config = useAppConfig();
  const session = useStoredSession();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const selectedPlan = params.get('selectedPlan');
  const register = params.get('register') === '1';
  const googleButton = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const identity = config.data?.identityProvider;
  const clientId = config.data?.clientId;

  useEffect(() => {
    if (identity !== 'google' || !clientId || !googleButton.current) return;
    renderGoogleSignIn(clientId, googleButton.current, (signedIn) => {
      setSession(signedIn);
      navigate(returnUrl, { replace: true });
    }).catch(() => setError('Google sign-in could not be loaded. Please try again.'));
  }, [identity, clientId, navigate, returnUrl]);

  // /register leads straight to the built-in provider's create-account page.
  useEffect(() => {
    if (register && identity === 'builtin' && clientId && !session) {
      void startSignIn(clientId, returnUrl, 'signup');
    }
  }, [register, identity, clientId, session, returnUrl]);

  if (session) return <Navigate to={returnUrl} replace />;

  const begin = async (screen?: 'signup') => {
    if (!clientId) return;
    setBusy(true);
    try {
      await startSignIn(clientId, returnUrl, screen);
    } catch {
      setBusy(false);
      setError('Sign-in could not be started. Please try again.');
    }
  };

  const subtitle = selectedPlan ? PLAN_SUBTITLE : identity === 'google' ? GOOGLE_SUBTITLE : BUILTIN_SUBTITLE;

  return (
    <Page title="Sign In" description="Sign in to Receiptbox to manage your receipt mailboxes.">
      <section className="container page-section auth-card-wrap">
        <div className="auth-card">
          <h1>Welcome to Receiptbox</h1>
          <p className="muted">{subtitle}</p>
          {error && (
            <div className="alert alert-error" role="alert">
              {error}
            </div>
          )}
          {config.isPending && <p className="muted">Loading...</p>}
          {config.isError && (
            <div className="alert alert-error" role="alert">
              Sign-in is unavailable right now. Please try again.
            </div>
          )}
          {identity === 'google' && (
            <>
              <div ref={googleButton} className="google-button" title="Sign in with Google" />
              <p className="muted small">
                No Google account?{' '}
                <a href="https://accounts.google.com/signup" target="_blank" rel="noreferrer">
                  Create a Google account
                </a>
              </p>
            </>
          )}
          {identity === 'builtin' && (
            <>
              <button
                type="button"
                className="button button-primary button-large auth-button"
                onClick={() => begin()}
                disabled={busy}
              >
                Sign in
              </button>
              <p className="muted small">
                New to Receiptbox?{' '}
                <button type="button" className="link-button" onClick={() => begin('signup')} disabled={busy}>
                  Create an account
                </button>
              </p>
            </>
          )}
        </div>
      </section>
    </Page>
  );
}
