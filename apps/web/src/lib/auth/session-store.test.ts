import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  getSession,
  resetSessionCacheForTests,
  SESSION_STORAGE_KEY,
  type StoredSession,
  sessionFromIdToken,
  setSession,
} from './session-store';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (claims: Record<string, unknown>) => `${encode({ alg: 'RS256' })}.${encode(claims)}.signature`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('stored session', () => {
  afterEach(() => {
    localStorage.clear();
    resetSessionCacheForTests();
  });

  it('reads the profile and expiry from an ID token', () => {
    const session = sessionFromIdToken(
      token({
        email: 'Ada@Example.com',
        given_name: 'Ada',
        family_name: 'Lovelace',
        exp: 2000000000,
        picture: 'p.png',
      }),
    );
    expect(session).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      photoUrl: 'p.png',
      expiration: 2000000000,
    });
    expect(sessionFromIdToken('garbage')).toBeNull();
    expect(sessionFromIdToken(token({ exp: 1 }))).toBeNull();
  });

  it('keeps a session across a reload while it is valid', () => {
    const session = sessionFromIdToken(token({ email: 'a@b.co', exp: nowSeconds() + 600 })) as StoredSession;
    setSession(session);
    resetSessionCacheForTests();
    expect(getSession()?.email).toBe('a@b.co');
  });

  it('discards an expired session at start-up', () => {
    const expired = sessionFromIdToken(token({ email: 'a@b.co', exp: nowSeconds() - 1 })) as StoredSession;
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(expired));
    resetSessionCacheForTests();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('forgets the session on sign-out', () => {
    setSession(sessionFromIdToken(token({ email: 'a@b.co', exp: nowSeconds() + 600 })) as StoredSession);
    clearSession();
    resetSessionCacheForTests();
    expect(getSession()).toBeNull();
  });
});
