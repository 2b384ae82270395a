import { isExpired, type StoredSession, setSession, takeExpiredStartupSession } from './session-store';

/**
 * SPEC §4 silent renewal at start-up: a session whose 10-minute ID token expired while the tab was
 * closed is renewed at the identity provider (whose own session lasts much longer) before any
 * guard sends the user to /login. Framework-free; `useSessionRestoring` in session.ts wraps it.
 */

type Listener = () => void;
const listeners = new Set<Listener>();
let restoring = false;

function setRestoring(value: boolean): void {
  restoring = value;
  for (const listener of listeners) listener();
}

export const isRestoringSession = (): boolean => restoring;

export function subscribeRestoring(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Renews the session that expired while the app was closed, for the same account only; resolves
 * whether a session was restored.
 */
export async function restoreExpiredSession(refresh: () => Promise<StoredSession | null>): Promise<boolean> {
  const expired = takeExpiredStartupSession();
  if (!expired) return false;
  setRestoring(true);
  try {
    const renewed = await refresh();
    if (renewed && !isExpired(renewed) && renewed.email === expired.email) {
      setSession(renewed);
      return true;
    }
    return false;
  } catch {
    return false;
  } finally {
    setRestoring(false);
  }
}
