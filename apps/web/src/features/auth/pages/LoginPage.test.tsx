import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { appConfigKeys } from '../../../lib/app-config';
import LoginPage from './LoginPage';

function renderLogin(path: string, identityProvider: 'google' | 'builtin') {
  const client = new QueryClient();
  client.setQueryData(appConfigKeys.all, {
    clientId: 'receiptbox-web',
    identityProvider,
    issuer: 'http://localhost/oidc',
    applicationInsightsKey: null,
    stripePublicKey: null,
    products: [],
    mailDomain: 'receiptbox.localhost',
    supportEmail: 'support@receiptbox.localhost',
    freeReceiptsPerMonth: 30,
  });
  const router = createMemoryRouter([{ path: '/login', Component: LoginPage }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/login', () => {
  afterEach(cleanup);

  it('offers the built-in provider with a Sign in button when Google is not configured', () => {
    renderLogin('/login', 'builtin');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText('Use your Receiptbox account to continue')).toBeTruthy();
  });

  it('says the plan selection continues after sign-in when selectedPlan is present', () => {
    renderLogin('/login?selectedPlan=HSA', 'builtin');
    expect(screen.getByText('Sign in to continue with your plan selection')).toBeTruthy();
  });

  it('uses the Google subtitle and a link to create a Google account when Google is configured', () => {
    renderLogin('/login', 'google');
    expect(screen.getByText('Use your Google account to continue')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a Google account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });
});
