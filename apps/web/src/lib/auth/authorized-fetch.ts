import { XSRF_COOKIE, XSRF_HEADER } from '@receiptbox/contracts/api/auth-constants';
import { paths } from '../../config/paths';
import { addRequestInterceptor, setUnauthorizedHandler } from '../http';
import { silentRefresh } from './identity-lazy';
import { clearSession, getSession, isExpired, setSession } from './session-store';

/**
 * Makes lib/http.ts an authorized fetch: the bearer ID token on every same-origin API call
 * (checkout-session creation included, unlike SPEC §7: the server takes the paying account from
 * the token, never from the body), the anti-forgery header on non-GET calls, and on
 * 401 exactly one shared silent refresh while other calls wait, then a retry — or /login.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A 401 that arrives just after a refresh came from a request sent with the old token: retry only. */
const FRESH_REFRESH_MS = 5000;

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

async function ensureXsrfCookie(): Promise<string | null> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing) return existing;
  await fetch('/api/App/antiforgery', { credentials: 'same-origin' });
  return readCookie(XSRF_COOKIE);
}

const isOwnApi = (url: string) => url.startsWith('/api/') || url.startsWith(`${window.location.origin}/api/`);

let refreshing: Promise<boolean> | null = null;
let lastRefreshAt = 0;
let refresh: typeof silentRefresh = silentRefresh;

/** Runs at most one refresh at a time; every caller waiting on a 401 shares its outcome. */
export function sharedRefresh(): Promise<boolean> {
  if (Date.now() - lastRefreshAt < FRESH_REFRESH_MS && getSession()) return Promise.resolve(true);
  refreshing ??= (async () => {
    try {
      const session = await refresh();
      // An already expired credential counts as no credential (SPEC §4).
      if (session && !isExpired(session)) {
        setSession(session);
        lastRefreshAt = Date.now();
        return true;
      }
    } catch {
      // Treated as a failed refresh below.
    }
    clearSession();
    const here = `${window.location.pathname}${window.location.search}`;
    if (window.location.pathname !== paths.login.path) {
      window.location.assign(paths.login.href({ returnUrl: here }));
    }
    return false;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

let installed = false;

/** @param refresher the silent refresh to use (tests pass their own). */
export function installAuthorizedFetch(refresher: typeof silentRefresh = silentRefresh): void {
  refresh = refresher;
  if (installed) return;
  installed = true;
  addRequestInterceptor(async (request) => {
    if (!isOwnApi(request.url)) return;
    const session = getSession();
    if (session) request.headers.set('authorization', `Bearer ${session.idToken}`);
    if (!SAFE_METHODS.has(request.method)) {
      const token = await ensureXsrfCookie();
      if (token) request.headers.set(XSRF_HEADER, token);
    }
  });
  setUnauthorizedHandler(async (request) => {
    if (!isOwnApi(request.url) || !getSession()) return false;
    return sharedRefresh();
  });
}

/** Test hook. */
export function resetAuthorizedFetchForTests(): void {
  refreshing = null;
  lastRefreshAt = 0;
}
