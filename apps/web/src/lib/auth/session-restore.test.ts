import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRestoringSession, restoreExpiredSession } from './session-restore';
import {
  getSession,
  resetSessionCacheForTests,
  SESSION_STORAGE_KEY,
  type StoredSession,
} from './session-store';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const session = (email: string, expiration: number): StoredSession => ({
  email,
  firstName: 'Ada',
  lastName: '',
  photoUrl: null,
  idToken: `token-${email}-${expiration}`,
  expiration,
});

function closedTabWithExpiredSession(email = 'ada@example.com') {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session(email, nowSeconds() - 3600)));
  resetSessionCacheForTests();
}

describe('restoring a session that expired while the tab was closed', () => {
  afterEach(() => {
    localStorage.clear();
    resetSessionCacheForTests();
  });

  it('renews it silently at the provider and keeps the user signed in', async () => {
    closedTabWithExpiredSession();
    const fresh = session('ada@example.com', nowSeconds() + 600);
    let restoringDuringRefresh = false;
    const refresh = vi.fn(async () => {
      restoringDuringRefresh = isRestoringSession();
      return fresh;
    });
    expect(await restoreExpiredSession(refresh)).toBe(true);
    expect(restoringDuringRefresh).toBe(true);
    expect(isRestoringSession()).toBe(false);
    expect(getSession()?.idToken).toBe(fresh.idToken);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').idToken).toBe(fresh.idToken);
  });

  it('leaves the user signed out when the provider has no session any more', async () => {
    closedTabWithExpiredSession();
    expect(await restoreExpiredSession(async () => null)).toBe(false);
    expect(getSession()).toBeNull();
    expect(isRestoringSession()).toBe(false);
  });

  it('does not switch to another account the provider is signed in to', async () => {
    closedTabWithExpiredSession('ada@example.com');
    expect(await restoreExpiredSession(async () => session('eve@example.com', nowSeconds() + 600))).toBe(
      false,
    );
    expect(getSession()).toBeNull();
  });

  it('does nothing when no session had expired', async () => {
    resetSessionCacheForTests();
    const refresh = vi.fn(async () => null);
    expect(await restoreExpiredSession(refresh)).toBe(false);
    expect(refresh).not.toHaveBeenCalled();
  });
});
