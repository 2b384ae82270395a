import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreExpiredSession } from '../../lib/auth/session-restore';
import {
  clearSession,
  resetSessionCacheForTests,
  SESSION_STORAGE_KEY,
  type StoredSession,
  setSession,
} from '../../lib/auth/session-store';
import { answerEvery } from '../../testing/fake-fetch';
import { RequireAccount } from './RequireAccount';

const user = (accountName: string | null) => ({
  id: 'u1',
  email: 'a@b.co',
  sendFromEmailAddresses: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  mailboxes: [],
  shareTelemetry: false,
  accountName,
  userPlan: {
    planType: 'Free',
    startDate: null,
    isYearly: false,
    endDate: null,
    subscriptionId: null,
    customerId: null,
  },
});

function renderAt(path: string) {
  const screenFor = (text: string) => () => <h1>{text}</h1>;
  const router = createMemoryRouter(
    [
      { Component: RequireAccount, children: [{ path: '/settings', Component: screenFor('settings') }] },
      { path: '/login', Component: screenFor('login') },
      { path: '/create-user', Component: screenFor('create-user') },
      { path: '/account-setup', Component: screenFor('account-setup') },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('access guard (SPEC §4)', () => {
  beforeEach(() => {
    resetSessionCacheForTests();
    setSession({
      email: 'a@b.co',
      firstName: 'A',
      lastName: '',
      photoUrl: null,
      idToken: 'token',
      expiration: Math.floor(Date.now() / 1000) + 600,
    });
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('sends a guest to /login with the return URL', async () => {
    clearSession();
    const router = renderAt('/settings');
    expect(await screen.findByRole('heading', { name: 'login' })).toBeTruthy();
    expect(router.state.location.search).toBe('?returnUrl=%2Fsettings');
  });

  it('sends a user without a record to /create-user', async () => {
    answerEvery(404, { type: '/problems/not-found', title: 'Not Found', status: 404 });
    renderAt('/settings');
    expect(await screen.findByRole('heading', { name: 'create-user' })).toBeTruthy();
  });

  it('sends a user without an account name to /account-setup', async () => {
    answerEvery(200, user(null));
    renderAt('/settings');
    expect(await screen.findByRole('heading', { name: 'account-setup' })).toBeTruthy();
  });

  it('sends the user to /login when the server rejects the sign-in', async () => {
    answerEvery(403, { type: '/problems/forbidden', title: 'Forbidden', status: 403 });
    renderAt('/settings');
    expect(await screen.findByRole('heading', { name: 'login' })).toBeTruthy();
  });

  it('shows an error with Retry when the server fails, and the page once a retry succeeds', async () => {
    answerEvery(503, { type: '/problems/unavailable', title: 'Service Unavailable', status: 503 });
    const router = renderAt('/settings');
    expect(
      await screen.findByText('We could not load your account. Please try again in a moment.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);

    answerEvery(200, user('acme'));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'settings' })).toBeTruthy();
  });

  it('shows the page to a user with an account name', async () => {
    answerEvery(200, user('acme'));
    renderAt('/settings');
    expect(await screen.findByRole('heading', { name: 'settings' })).toBeTruthy();
  });

  it('waits for the silent renewal of a session that expired while the tab was closed', async () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const stored = { email: 'a@b.co', firstName: 'A', lastName: '', photoUrl: null, idToken: 'old' };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...stored, expiration: nowSeconds - 60 }));
    resetSessionCacheForTests();
    let renew: (session: StoredSession) => void = () => {};
    const restored = restoreExpiredSession(() => new Promise((resolve) => (renew = resolve)));
    answerEvery(200, user('acme'));

    const router = renderAt('/settings');
    expect(await screen.findByText('Loading...')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');

    renew({ ...stored, idToken: 'new', expiration: nowSeconds + 600 });
    await restored;
    expect(await screen.findByRole('heading', { name: 'settings' })).toBeTruthy();
  });
});
