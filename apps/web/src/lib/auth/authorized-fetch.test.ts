import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, http } from '../http';
import { installAuthorizedFetch, resetAuthorizedFetchForTests } from './authorized-fetch';
import {
  clearSession,
  getSession,
  resetSessionCacheForTests,
  type StoredSession,
  setSession,
} from './session-store';

const session = (idToken: string): StoredSession => ({
  email: 'a@b.co',
  firstName: 'A',
  lastName: '',
  photoUrl: null,
  idToken,
  expiration: Math.floor(Date.now() / 1000) + 600,
});

/** What document.cookie reads in these tests; the fake server "sets" the anti-forgery cookie here. */
let cookies = '';

/** A server that accepts only the token `fresh` and records every call's headers. */
function fakeServer() {
  const calls: { url: string; authorization: string | null; xsrf: string | null }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const url = String(input);
    calls.push({ url, authorization: headers.get('authorization'), xsrf: headers.get('x-xsrf-token') });
    if (url === '/api/App/antiforgery') {
      cookies = 'XSRF-TOKEN=cookie-token';
      return new Response(null, { status: 204 });
    }
    if (headers.get('authorization') !== 'Bearer fresh') {
      return new Response(
        JSON.stringify({ type: '/problems/unauthorized', title: 'Authentication required', status: 401 }),
        {
          status: 401,
          headers: { 'content-type': 'application/problem+json' },
        },
      );
    }
    return new Response(JSON.stringify({ ok: true }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { calls, fetchMock };
}

describe('authorized fetch', () => {
  const assign = vi.fn();
  beforeEach(() => {
    resetSessionCacheForTests();
    resetAuthorizedFetchForTests();
    localStorage.clear();
    cookies = '';
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => cookies);
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/settings', search: '' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    assign.mockReset();
  });

  it('sends the bearer token, and the anti-forgery cookie echoed in a header on non-GET calls', async () => {
    const { calls, fetchMock } = fakeServer();
    vi.stubGlobal('fetch', fetchMock);
    installAuthorizedFetch(async () => null);
    setSession(session('fresh'));
    await http.get('/api/AppUser/me');
    await http.put('/api/AppUser/a%40b.co', { shareTelemetry: true });
    expect(calls[0]).toMatchObject({ url: '/api/AppUser/me', authorization: 'Bearer fresh', xsrf: null });
    expect(calls.at(-1)).toMatchObject({ authorization: 'Bearer fresh', xsrf: 'cookie-token' });
  });

  it('on 401 runs exactly one silent refresh for all waiting calls, then retries them', async () => {
    const { calls, fetchMock } = fakeServer();
    vi.stubGlobal('fetch', fetchMock);
    let release: () => void = () => {};
    const refresh = vi.fn(
      () =>
        new Promise<StoredSession>((resolve) => {
          release = () => resolve(session('fresh'));
        }),
    );
    installAuthorizedFetch(refresh);
    setSession(session('stale'));
    const pending = Promise.all([
      http.get('/api/AppUser/me'),
      http.get('/api/AppUser/sharedmailboxes'),
      http.get('/api/AppUser/me'),
    ]);
    await vi.waitFor(() => expect(calls.filter((c) => c.authorization === 'Bearer stale')).toHaveLength(3));
    release();
    await expect(pending).resolves.toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.authorization === 'Bearer fresh')).toHaveLength(3);
    expect(getSession()?.idToken).toBe('fresh');
  });

  it('goes to /login with the return URL when the refresh fails', async () => {
    const { fetchMock } = fakeServer();
    vi.stubGlobal('fetch', fetchMock);
    installAuthorizedFetch(async () => null);
    setSession(session('stale'));
    await expect(http.get('/api/AppUser/me')).rejects.toBeInstanceOf(ApiError);
    expect(getSession()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login?returnUrl=%2Fsettings');
    clearSession();
  });
});
