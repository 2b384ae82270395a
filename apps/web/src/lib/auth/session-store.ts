/**
 * The stored sign-in session (SPEC §3 "Stored Google session"): kept in localStorage, discarded
 * at start-up when expired, shared by every tab. Framework-free so the authorized fetch and the
 * React hooks read the same state.
 */
export interface StoredSession {
  email: string;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
  idToken: string;
  /** Expiry of the ID token, epoch seconds (SPEC §9: compared in seconds). */
  expiration: number;
}

export const SESSION_STORAGE_KEY = 'receiptbox.session';

const nowSeconds = () => Math.floor(Date.now() / 1000);

function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const json = decodeURIComponent(
      Array.from(atob(base64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const payload = JSON.parse(json);
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The session an ID token describes (read, not verified: the server verifies every call), or null
 * when the token is malformed or carries no email.
 */
export function sessionFromIdToken(idToken: string): StoredSession | null {
  const claims = decodeJwtPayload(idToken);
  if (!claims || typeof claims.email !== 'string' || typeof claims.exp !== 'number') return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const name = text(claims.name);
  return {
    email: claims.email.toLowerCase(),
    firstName: text(claims.given_name) || name.split(' ')[0] || claims.email.split('@')[0] || '',
    lastName: text(claims.family_name),
    photoUrl: text(claims.picture) || null,
    idToken,
    expiration: claims.exp,
  };
}

export const isExpired = (session: StoredSession, at = nowSeconds()): boolean => session.expiration <= at;

type Listener = () => void;
const listeners = new Set<Listener>();
let current: StoredSession | null | undefined;
/** The expired session found at start-up: whose session to renew silently (SPEC §4). */
let expiredAtStartup: StoredSession | null = null;

function read(): StoredSession | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredSession;
    if (typeof parsed?.idToken !== 'string' || typeof parsed.expiration !== 'number') return null;
    return parsed;
  } catch {
    return null;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** The session, loaded once; an expired one found at start-up is discarded (SPEC §4). */
export function getSession(): StoredSession | null {
  if (current === undefined) {
    const stored = read();
    if (stored && isExpired(stored)) {
      localStorage.removeItem(SESSION_STORAGE_KEY);
      expiredAtStartup = stored;
      current = null;
    } else {
      current = stored;
    }
  }
  return current;
}

export function setSession(session: StoredSession): void {
  current = session;
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  emit();
}

export function clearSession(): void {
  current = null;
  localStorage.removeItem(SESSION_STORAGE_KEY);
  emit();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY) return;
    current = read();
    emit();
  });
}

/**
 * The session that had expired when the app started (the tab was closed longer than the token
 * lives), handed out once so the app can try a silent renewal before asking to sign in again.
 */
export function takeExpiredStartupSession(): StoredSession | null {
  getSession();
  const expired = expiredAtStartup;
  expiredAtStartup = null;
  return expired;
}

/** Test hook: forget the loaded state so the next read comes from storage. */
export function resetSessionCacheForTests(): void {
  current = undefined;
  expiredAtStartup = null;
}
