import { type Mailbox, User } from '@receiptbox/contracts/api/users';
import { expect } from 'vitest';
import type { Feature } from '../../src/app-types';
import { authRoutes } from '../../src/features/auth/plugin';
import { mailboxesRoutes } from '../../src/features/mailboxes/routes';
import { usersRoutes } from '../../src/features/users/routes';
import { type SignedIn, signedIn } from './signed-in';
import { createTestContext, type TestContext } from './test-app';

/** What every signed-in API test needs: sign-in, the user's record and its mailboxes. */
export const ACCOUNT_FEATURES: Feature[] = [
  { name: 'auth', plugin: authRoutes },
  { name: 'users', plugin: usersRoutes },
  { name: 'mailboxes', plugin: mailboxesRoutes },
];

/** A test app with ACCOUNT_FEATURES and `more`, and calls signed in as any address. */
export async function accountsApp(
  more: Feature[] = [],
): Promise<{ ctx: TestContext; call: SignedIn['call'] }> {
  const ctx = await createTestContext({ features: [...ACCOUNT_FEATURES, ...more] });
  const { call } = await signedIn(ctx);
  return { ctx, call };
}

/**
 * Makes `email`'s record with an account name, then one mailbox, through the API as account setup
 * does; answers the user as the server returned it and the new mailbox.
 */
export async function accountWithMailbox(
  call: SignedIn['call'],
  email: string,
  options: { accountName: string; mailboxName?: string; isHsaMailbox?: boolean },
): Promise<{ user: User; mailbox: Mailbox }> {
  const created = await call(email, 'POST', '/api/AppUser/create', { accountName: options.accountName });
  expect(created.statusCode, created.body).toBe(200);
  const response = await call(email, 'POST', `/api/AppUser/${email}/mailboxes`, {
    name: options.mailboxName ?? 'Expenses',
    isHsaMailbox: options.isHsaMailbox ?? false,
  });
  expect(response.statusCode, response.body).toBe(200);
  const user = User.parse(response.json());
  const mailbox = user.mailboxes.at(-1);
  if (!mailbox) throw new Error('no mailbox was made');
  return { user, mailbox };
}
