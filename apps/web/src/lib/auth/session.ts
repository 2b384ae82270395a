import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { installAuthorizedFetch } from './authorized-fetch';
import { signOutOfProvider, silentRefresh } from './identity-lazy';
import { isRestoringSession, restoreExpiredSession, subscribeRestoring } from './session-restore';
import { clearSession, getSession, setSession, subscribeSession } from './session-store';

/**
 * The signed-in session as the app sees it (the header, guards and pages). Importing this module
 * turns lib/http.ts into the authorized fetch.
 */
export interface SessionUser {
  email: string;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
}

export interface Session {
  user: SessionUser | null;
  /** Clears the stored session, the cached data and the provider's session; the caller navigates to /. */
  signOut: () => Promise<void>;
}

installAuthorizedFetch();

/** Renew this long before the ID token expires (the built-in provider's tokens live 10 minutes). */
const RENEW_BEFORE_SECONDS = 60;
let renewTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleRenewal(): void {
  clearTimeout(renewTimer);
  const session = getSession();
  if (!session) return;
  const delay = Math.max(0, (session.expiration - RENEW_BEFORE_SECONDS) * 1000 - Date.now());
  renewTimer = setTimeout(() => {
    // A failed renewal leaves the session as it is; the next 401 sends the user to /login.
    silentRefresh()
      .then((renewed) => {
        if (renewed && getSession()?.email === renewed.email) setSession(renewed);
      })
      .catch(() => {});
  }, delay);
}

// Only the main window renews: the hidden renewal frame and the drive-access popup load this app too.
if (typeof window !== 'undefined' && window.parent === window && !window.opener) {
  subscribeSession(scheduleRenewal);
  scheduleRenewal();
  void restoreExpiredSession(silentRefresh);
}

export function useStoredSession() {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

/** True while a session that expired while the app was closed is being renewed silently. */
export function useSessionRestoring(): boolean {
  return useSyncExternalStore(subscribeRestoring, isRestoringSession, () => false);
}

export function useSession(): Session {
  const stored = useStoredSession();
  const queryClient = useQueryClient();
  const signOut = useCallback(async () => {
    // End the provider's session first: clearing ours re-renders guarded pages, and the caller
    // navigates to / right after this resolves.
    await signOutOfProvider().catch(() => {});
    clearSession();
    queryClient.clear();
  }, [queryClient]);
  const user = useMemo<SessionUser | null>(
    () =>
      stored
        ? {
            email: stored.email,
            firstName: stored.firstName,
            lastName: stored.lastName,
            photoUrl: stored.photoUrl,
          }
        : null,
    [stored],
  );
  return { user, signOut };
}
