import { DRIVE_FILE_SCOPE } from '@receiptbox/contracts/api/auth-constants';
import { codeChallenge, randomToken } from './pkce';
import { type StoredSession, sessionFromIdToken } from './session-store';

/**
 * The web side of the built-in OpenID Connect provider: authorization code + PKCE with the
 * response in the URL fragment, silent renewal with prompt=none in a hidden frame, and the
 * drive-access consent in a popup. Endpoints are same-origin paths under /oidc.
 */

const PENDING_KEY = 'receiptbox.oidc.pending';
const SILENT_TIMEOUT_MS = 10_000;
const SIGN_IN_SCOPE = 'openid email profile';

export const callbackUrl = () => `${window.location.origin}/auth/callback`;

interface Pending {
  state: string;
  nonce: string;
  verifier: string;
  returnUrl: string;
}

async function authorizeUrl(
  clientId: string,
  options: { scope: string; redirectUri: string; prompt?: string; screen?: string; loginHint?: string },
): Promise<{ url: string; state: string; nonce: string; verifier: string }> {
  const state = randomToken(16);
  const nonce = randomToken(16);
  const verifier = randomToken(32);
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    response_mode: 'fragment',
    scope: options.scope,
    code_challenge: await codeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  if (options.prompt) params.set('prompt', options.prompt);
  if (options.screen) params.set('screen', options.screen);
  if (options.loginHint) params.set('login_hint', options.loginHint);
  return { url: `/oidc/auth?${params}`, state, nonce, verifier };
}

async function exchange(
  clientId: string,
  code: string,
  verifier: string,
  redirectUri: string,
): Promise<string> {
  const response = await fetch('/oidc/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }),
  });
  const body = (await response.json().catch(() => ({}))) as { id_token?: unknown };
  if (!response.ok || typeof body.id_token !== 'string')
    throw new Error('The sign-in code was not accepted.');
  return body.id_token;
}

function nonceOf(idToken: string): string | null {
  try {
    const payload = JSON.parse(atob(idToken.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload.nonce === 'string' ? payload.nonce : null;
  } catch {
    return null;
  }
}

/** Leaves the page for the provider's sign-in (or, with screen 'signup', its create-account page). */
export async function startSignIn(clientId: string, returnUrl: string, screen?: 'signup'): Promise<void> {
  const { url, state, nonce, verifier } = await authorizeUrl(clientId, {
    scope: SIGN_IN_SCOPE,
    redirectUri: callbackUrl(),
    screen,
  });
  const pending: Pending = { state, nonce, verifier, returnUrl };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  window.location.assign(url);
}

/** A redirect back to /auth/callback that belongs to the sign-in this browser started. */
export interface ReturnedSignIn {
  code: string;
  pending: Pending;
}

/**
 * Checks the fragment on /auth/callback against the sign-in this browser started (one use): a code
 * with the pending state, or an error. Nothing leaves the browser before this passes.
 */
export function takeReturnedSignIn(fragment: string): ReturnedSignIn {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const raw = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  const pending = raw ? (JSON.parse(raw) as Pending) : null;
  if (params.get('error') && pending && params.get('state') === pending.state)
    throw new Error(params.get('error_description') ?? 'Sign-in was cancelled.');
  const code = params.get('code');
  if (!pending || !code || params.get('state') !== pending.state)
    throw new Error('This sign-in link is not valid.');
  return { code, pending };
}

/** Finishes the redirect flow on /auth/callback; returns the session and where to go next. */
export async function completeSignIn(
  clientId: string,
  { code, pending }: ReturnedSignIn,
): Promise<{ session: StoredSession; returnUrl: string }> {
  const idToken = await exchange(clientId, code, pending.verifier, callbackUrl());
  const session = sessionFromIdToken(idToken);
  if (!session || nonceOf(idToken) !== pending.nonce) throw new Error('The sign-in response is not valid.');
  return { session, returnUrl: pending.returnUrl };
}

/** Message a hidden frame on /auth/callback posts to its parent with the fragment it received. */
export const SILENT_MESSAGE = 'receiptbox:silent-renew';

/**
 * Silent renewal: prompt=none in a hidden frame; resolves a fresh session while the provider's
 * own session lasts, or null (signed out there, consent needed, or no answer in 10 s).
 */
export async function silentRenew(clientId: string): Promise<StoredSession | null> {
  const { url, state, nonce, verifier } = await authorizeUrl(clientId, {
    scope: SIGN_IN_SCOPE,
    redirectUri: callbackUrl(),
    prompt: 'none',
  });
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.title = 'Session renewal';
  const fragment = await new Promise<string | null>((resolve) => {
    const timer = setTimeout(() => finish(null), SILENT_TIMEOUT_MS);
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || event.source !== frame.contentWindow) return;
      const data = event.data as { type?: unknown; fragment?: unknown };
      if (data?.type === SILENT_MESSAGE && typeof data.fragment === 'string') finish(data.fragment);
    }
    function finish(value: string | null) {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      frame.remove();
      resolve(value);
    }
    window.addEventListener('message', onMessage);
    frame.src = url;
    document.body.append(frame);
  });
  if (!fragment) return null;
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const code = params.get('code');
  if (!code || params.get('state') !== state) return null;
  try {
    const idToken = await exchange(clientId, code, verifier, callbackUrl());
    return nonceOf(idToken) === nonce ? sessionFromIdToken(idToken) : null;
  } catch {
    return null;
  }
}

export interface DriveCode {
  code: string;
  redirectUri: string;
  codeVerifier?: string;
}

/**
 * The drive-access consent (SPEC §4): a popup asking for drive.file with offline access and a
 * consent prompt, login hint = the user's email; the popup returns to the page origin with the code.
 */
export async function requestDriveCode(clientId: string, loginHint: string): Promise<DriveCode> {
  const redirectUri = window.location.origin;
  const { url, state, verifier } = await authorizeUrl(clientId, {
    scope: `openid email ${DRIVE_FILE_SCOPE} offline_access`,
    redirectUri,
    prompt: 'consent',
    loginHint,
  });
  const popup = window.open(url, 'receiptbox-drive-access', 'popup,width=520,height=680');
  if (!popup) throw new Error('Failed to get Drive permissions. Please try again.');
  const fragment = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      if (popup.closed) {
        clearInterval(timer);
        reject(new Error('Failed to get Drive permissions. Please try again.'));
        return;
      }
      let href = '';
      try {
        // Readable only once the popup is back on our origin.
        href = popup.location.href;
      } catch {
        return;
      }
      const hash = href.startsWith(redirectUri) ? popup.location.hash : '';
      if (hash.includes('code=') || hash.includes('error=')) {
        clearInterval(timer);
        popup.close();
        resolve(hash);
      }
    }, 250);
  });
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const code = params.get('code');
  if (!code || params.get('state') !== state)
    throw new Error('Failed to get Drive permissions. Please try again.');
  return { code, redirectUri, codeVerifier: verifier };
}

/**
 * Ends the provider's own session too, so the next "Sign in" asks for the password again. The
 * provider answers GET with a confirmation form; submit it with logout=yes, without navigating.
 */
export async function endProviderSession(clientId: string): Promise<void> {
  try {
    const page = await fetch(`/oidc/session/end?${new URLSearchParams({ client_id: clientId })}`, {
      credentials: 'same-origin',
    });
    const form = new DOMParser().parseFromString(await page.text(), 'text/html').querySelector('form');
    if (!form) return;
    const fields = new URLSearchParams();
    for (const input of Array.from(form.querySelectorAll('input'))) fields.set(input.name, input.value);
    fields.set('logout', 'yes');
    await fetch(new URL(form.getAttribute('action') ?? '', window.location.href).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields,
      credentials: 'same-origin',
      redirect: 'manual',
    });
  } catch {
    // Signing out locally already happened; the provider session expires on its own.
  }
}
