import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../../components/Page';
import { paths } from '../../../config/paths';
import { completeSignIn, SILENT_MESSAGE, takeReturnedSignIn } from '../../../lib/auth/builtin-client';
import { identityConfig } from '../../../lib/auth/identity';
import { setSession } from '../../../lib/auth/session-store';
import { safeReturnUrl } from '../return-url';

/**
 * /auth/callback (SPEC §2): finishes a sign-in this browser started, then moves on. Only a code
 * whose state matches the pending sign-in is taken (exchanged here with the PKCE verifier, the ID
 * token's nonce checked): a link carrying someone else's code or a bare `id_token`/`credential`
 * would otherwise sign the visitor into the sender's account (login CSRF), and nothing of such a
 * token is read or shown. (Google's sign-in hands its credential to the page in-process, not here.)
 * Inside the hidden renewal frame, it only hands the fragment to the parent window.
 */
export default function AuthCallbackPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fragment = window.location.hash;
    if (window.parent !== window) {
      window.parent.postMessage({ type: SILENT_MESSAGE, fragment }, window.location.origin);
      return;
    }
    (async () => {
      const returned = takeReturnedSignIn(fragment);
      const { clientId } = await identityConfig();
      const { session, returnUrl } = await completeSignIn(clientId, returned);
      setSession(session);
      navigate(safeReturnUrl(returnUrl), { replace: true });
    })().catch((failure: unknown) => {
      setError(failure instanceof Error ? failure.message : 'Sign-in failed.');
    });
  }, [navigate]);

  return (
    <Page title="Signing you in" description="Signing you in to Receiptbox.">
      <section className="container page-section auth-card-wrap">
        <div className="auth-card">
          {error ? (
            <>
              <h1>Sign-in failed</h1>
              <div className="alert alert-error" role="alert">
                {error}
              </div>
              <Link className="button button-primary" to={paths.login.href()}>
                Try again
              </Link>
            </>
          ) : (
            <p className="signing-in" role="status">
              <span className="spinner" aria-hidden="true" /> Signing you in...
            </p>
          )}
        </div>
      </section>
    </Page>
  );
}
