import { XSRF_COOKIE } from '@receiptbox/contracts/api/auth-constants';
import type { Mailbox, User } from '@receiptbox/contracts/api/users';
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { clearSession, resetSessionCacheForTests, setSession } from '../lib/auth/session-store';

/**
 * Signs `email` in for a test: a session ten minutes from expiry and the anti-forgery cookie the
 * server would have set. `endTest` (in afterEach) undoes it.
 */
export function signInForTest(email: string): void {
  resetSessionCacheForTests();
  setSession({
    email,
    firstName: 'O',
    lastName: '',
    photoUrl: null,
    idToken: 't',
    expiration: Math.floor(Date.now() / 1000) + 600,
  });
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(`${XSRF_COOKIE}=x`);
}

/** Unmounts, signs out and puts fetch and every spy back. */
export function endTest(): void {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}

export const testMailbox = (patch: Partial<Mailbox> = {}): Mailbox => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Business',
  email: 'business@acme.receiptbox.localhost',
  folderId: 'f1',
  createdAt: '2026-01-01T00:00:00.000Z',
  categories: [{ name: 'Travel', description: 'Trips' }],
  sharedWithIds: [],
  sendConfirmationEmail: true,
  isHsaMailbox: false,
  ...patch,
});

/** The current user's record with account name "acme" on the Business plan. */
export const testUser = (email: string, mailboxes: Mailbox[], patch: Partial<User> = {}): User => ({
  id: 'u1',
  email,
  sendFromEmailAddresses: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  mailboxes,
  shareTelemetry: false,
  accountName: 'acme',
  userPlan: {
    planType: 'Business',
    startDate: null,
    isYearly: false,
    endDate: null,
    subscriptionId: null,
    customerId: null,
  },
  ...patch,
});
