import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../../components/Page';
import { paths } from '../../../config/paths';
import { completeSignIn, SILENT_MESSAGE } from '../builtin-client';
import { identityConfig } from '../identity';
import { safeReturnUrl } from '../return-url';
import { sessionFromIdToken, setSession } from '../session-store';

/**
 * /auth/callback (SPEC §2): reads the credential from the URL fragment, signs in, moves on.
 * The built-in provider returns a code (exchanged here with the PKCE verifier); a bare
 * `credential`/`id_token` in the fragment is taken as the ID token. Inside the hidden renewal
 * frame, it only hands the fragment to the parent window.
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
    const params = new URLSearchParams(fragment.replace(/^#/, ''));
    const credential = params.get('credential') ?? params.get('id_token');
    (async () => {
      if (credential) {
        const session = sessionFromIdToken(credential);
        if (!session) throw new Error('The sign-in response is not valid.');
        setSession(session);
        navigate(safeReturnUrl(params.get('returnUrl')), { replace: true });
        return;
      }
      const { clientId } = await identityConfig();
      const { session, returnUrl } = await completeSignIn(clientId, fragment);
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
