import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appConfigKeys } from '../../../lib/app-config';
import { getSession, SESSION_STORAGE_KEY } from '../../../lib/auth/session-store';
import AuthCallbackPage from './AuthCallbackPage';

/** An unsigned token (alg none) naming the attacker, as a link would carry it. */
const unsignedToken = () => {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + 600;
  return `${part({ alg: 'none' })}.${part({ email: 'mallory@example.com', name: 'Mallory Attacker', exp })}.`;
};

function renderCallback(fragment: string) {
  window.location.hash = fragment;
  const client = new QueryClient();
  client.setQueryData(appConfigKeys.all, {
    clientId: 'receiptbox-web',
    identityProvider: 'builtin',
    issuer: 'http://localhost/oidc',
    applicationInsightsKey: null,
    stripePublicKey: null,
    products: [],
    mailDomain: 'receiptbox.localhost',
    supportEmail: 'support@receiptbox.localhost',
    freeReceiptsPerMonth: 30,
  });
  const router = createMemoryRouter(
    [
      { path: '/auth/callback', Component: AuthCallbackPage },
      { path: '/dashboard', element: <p>Dashboard</p> },
    ],
    { initialEntries: ['/auth/callback'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/auth/callback from a link this browser did not start', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    window.location.hash = '';
  });

  it.each(['id_token', 'credential'])('refuses a bare #%s and shows nothing from it', async (name) => {
    renderCallback(`#${name}=${unsignedToken()}`);
    expect(await screen.findByRole('heading', { name: 'Sign-in failed' })).toBeTruthy();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(screen.queryByText(/Mallory/)).toBeNull();
  });

  it("refuses a code whose state is not this browser's pending sign-in", async () => {
    sessionStorage.setItem(
      'receiptbox.oidc.pending',
      JSON.stringify({ state: 'mine', nonce: 'n', verifier: 'v'.repeat(43), returnUrl: '/dashboard' }),
    );
    renderCallback('#code=attackers-code&state=theirs');
    expect(await screen.findByText('This sign-in link is not valid.')).toBeTruthy();
    expect(getSession()).toBeNull();
  });

  it('refuses a code when no sign-in was started here', async () => {
    renderCallback('#code=attackers-code&state=anything');
    expect(await screen.findByText('This sign-in link is not valid.')).toBeTruthy();
    expect(getSession()).toBeNull();
  });
});
