import { existsSync } from 'node:fs';
import path from 'node:path';
import { type User, User as UserSchema } from '@receiptbox/contracts/api/users';
import { count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  mailboxes,
  mailboxShares,
  oauthTokens,
  sendFromAddresses,
  userPlans,
  users,
} from '../src/db/schema';
import { ACCOUNT_FEATURES } from './helpers/accounts';
import { expectProblem } from './helpers/expect-problem';
import { runCodeFlow } from './helpers/oidc-flow';
import {
  TEST_HOST as HOST,
  type Method,
  TEST_ORIGIN as ORIGIN,
  type SignedIn,
  signedIn,
} from './helpers/signed-in';
import { createTestContext, type TestContext } from './helpers/test-app';

const PASSWORD = 'correct horse battery';
const DRIVE_SCOPE = 'openid email https://www.googleapis.com/auth/drive.file offline_access';

describe(`/api/AppUser on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  let call: SignedIn['call'];

  beforeAll(async () => {
    ctx = await createTestContext({
      features: [...ACCOUNT_FEATURES],
    });
    ({ call } = await signedIn(ctx, { given_name: 'Test' }));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const create = async (email: string, accountName: string) => {
    const response = await call(email, 'POST', '/api/AppUser/create', { accountName });
    expect(response.statusCode, response.body).toBe(200);
    return UserSchema.parse(response.json());
  };

  /**
   * Signs `email` up at the built-in provider, then signs in again consenting to drive.file with
   * offline access, the way the settings page asks; returns the code the web app would post.
   */
  const consentToDrive = async (email: string, name: string) => {
    await runCodeFlow(ctx.app, {
      mailer: ctx.deps.mailer,
      host: HOST,
      redirectUri: `${ORIGIN}/auth/callback`,
      mode: 'signup',
      account: { email, password: PASSWORD, name },
    });
    return runCodeFlow(ctx.app, {
      mailer: ctx.deps.mailer,
      host: HOST,
      redirectUri: ORIGIN,
      mode: 'login',
      scope: DRIVE_SCOPE,
      prompt: 'consent',
      exchange: false,
      account: { email, password: PASSWORD },
    });
  };

  /** The body of POST /auth/code for a consent flow's code. */
  const codeGrant = (flow: { code: string; codeVerifier: string }) => ({
    code: flow.code,
    redirectUri: ORIGIN,
    codeVerifier: flow.codeVerifier,
  });

  it('creates the user with an account name and a welcome mailbox at {name}@{account}.{domain}', async () => {
    const user = await create('Owner@Example.com', 'acme');
    expect(user).toMatchObject({ email: 'owner@example.com', accountName: 'acme', shareTelemetry: false });
    expect(user.userPlan.planType).toBe('Free');
    const response = await call('owner@example.com', 'POST', '/api/AppUser/owner%40example.com/mailboxes', {
      name: 'welcome',
      isHsaMailbox: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const withMailbox = UserSchema.parse(response.json());
    const mailbox = withMailbox.mailboxes.at(-1)!;
    expect(mailbox).toMatchObject({
      name: 'welcome',
      email: 'welcome@acme.receiptbox.localhost',
      sendConfirmationEmail: true,
      isHsaMailbox: false,
    });
    expect(mailbox.categories.map((c) => c.name)).toEqual([
      'Business Expenses',
      'Travel and Transportation',
      'Meals and Entertainment',
      'Equipment and Assets',
      'Healthcare and Insurance',
      'Training and Education',
    ]);
    expect(existsSync(path.join(ctx.deps.config.dataDir, 'drive', mailbox.folderId!))).toBe(true);
  });

  it('refuses a second mailbox on the Free plan and an HSA mailbox without an HSA plan', async () => {
    const second = await call('owner@example.com', 'POST', '/api/AppUser/owner@example.com/mailboxes', {
      name: 'Second',
    });
    expect(expectProblem(second, 403).code).toBe('plan_limit_reached');
  });

  it('allows two mailboxes, one of them HSA, on the HSA plan', async () => {
    const user = await create('hsa@example.com', 'hsa-family');
    await ctx.deps.db.insert(userPlans).values({ userId: user.id, planType: 'HSA' });
    const url = '/api/AppUser/hsa@example.com/mailboxes';
    expect((await call('hsa@example.com', 'POST', url, { name: 'Everyday' })).statusCode).toBe(200);
    expect(expectProblem(await call('hsa@example.com', 'POST', url, { name: 'More' }), 403).code).toBe(
      'plan_limit_reached',
    );
    const hsa = await call('hsa@example.com', 'POST', url, { name: 'Health', isHsaMailbox: true });
    expect(hsa.statusCode).toBe(200);
    expect(UserSchema.parse(hsa.json()).mailboxes.map((m) => m.isHsaMailbox)).toEqual([false, true]);
  });

  it('answers 409 with the spec message when the account name is taken, and 400 for a bad or reserved one', async () => {
    const taken = await call('other@example.com', 'POST', '/api/AppUser/create', { accountName: 'acme' });
    expect(expectProblem(taken, 409).detail).toBe(
      'This account name is already taken. Please choose another.',
    );
    const bad = await call('other@example.com', 'POST', '/api/AppUser/create', { accountName: 'Bad--Name' });
    expect(expectProblem(bad, 400).detail).toBe('Cannot contain consecutive hyphens');
    const reserved = await call('other@example.com', 'POST', '/api/AppUser/create', { accountName: 'admin' });
    expect(expectProblem(reserved, 400).detail).toBe('This account name is reserved. Please choose another.');
    const missing = await call('other@example.com', 'POST', '/api/AppUser/create', {});
    expect(expectProblem(missing, 400).detail).toBe("The parameter 'accountName' must be defined.");
  });

  it('reads the user by email case-insensitively and URL-decoded, and as me', async () => {
    const byEmail = await call('owner@example.com', 'GET', '/api/AppUser/OWNER%40Example.COM');
    expect(byEmail.statusCode).toBe(200);
    const me = await call('owner@example.com', 'GET', '/api/AppUser/me');
    expect(UserSchema.parse(me.json()).lastLoginAt).not.toBeNull();
  });

  it('saves usage-data sharing with PUT', async () => {
    const on = await call('owner@example.com', 'PUT', '/api/AppUser/owner@example.com', {
      shareTelemetry: true,
    });
    expect(UserSchema.parse(on.json()).shareTelemetry).toBe(true);
    const off = await call('owner@example.com', 'PUT', '/api/AppUser/owner@example.com', {
      shareTelemetry: false,
    });
    expect(UserSchema.parse(off.json()).shareTelemetry).toBe(false);
  });

  it('adds sending addresses without case-insensitive duplicates, and removes them', async () => {
    const url = '/api/AppUser/owner@example.com/send-from-addresses';
    await call('owner@example.com', 'POST', url, { address: 'Billing@Shop.com' });
    const again = await call('owner@example.com', 'POST', url, { address: 'billing@shop.COM' });
    expect(UserSchema.parse(again.json()).sendFromEmailAddresses).toEqual(['billing@shop.com']);
    const invalid = await call('owner@example.com', 'POST', url, { address: 'not-an-email' });
    expect(expectProblem(invalid, 400).detail).toBe('Please enter a valid email address');
    const missing = await call('owner@example.com', 'POST', url, {});
    expect(expectProblem(missing, 400).detail).toBe("The parameter 'address' must be defined.");
    const removed = await call('owner@example.com', 'DELETE', `${url}/BILLING%40shop.com`);
    expect(UserSchema.parse(removed.json()).sendFromEmailAddresses).toEqual([]);
    const noParam = await call('owner@example.com', 'DELETE', url);
    expect(expectProblem(noParam, 400).detail).toBe("The parameter 'sendFromEmail' must be defined.");
  });

  it('edits categories and sharing, dropping blanks, duplicates and the owner', async () => {
    const owner = UserSchema.parse((await call('owner@example.com', 'GET', '/api/AppUser/me')).json());
    const mailbox = owner.mailboxes[0]!;
    const response = await call(
      'owner@example.com',
      'PUT',
      `/api/AppUser/owner@example.com/mailboxes/${mailbox.id}`,
      {
        categories: [
          { name: ' Food ' },
          { name: 'food' },
          { name: '  ' },
          { name: 'Travel', description: ' trips ' },
        ],
        sharedWithIds: ['Friend@Example.com', 'friend@example.com', 'owner@example.com', ''],
        sendConfirmationEmail: false,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const updated = UserSchema.parse(response.json()).mailboxes[0]!;
    expect(updated.categories).toEqual([{ name: 'Food' }, { name: 'Travel', description: 'trips' }]);
    expect(updated.sharedWithIds).toEqual(['friend@example.com']);
    expect(updated.sendConfirmationEmail).toBe(false);
    const shared = await call('friend@example.com', 'GET', '/api/AppUser/sharedmailboxes');
    expect(shared.json().map((m: { id: string }) => m.id)).toEqual([mailbox.id]);
    // The shared user cannot delete it through their own account.
    await create('friend@example.com', 'friendco');
    const del = await call(
      'friend@example.com',
      'DELETE',
      `/api/AppUser/friend@example.com/mailboxes/${mailbox.id}`,
    );
    expect(expectProblem(del, 403).detail).toBe('Shared mailboxes cannot be deleted.');
  });

  it('grants drive access from a code of the consent flow, keeps the token sealed, and revokes it', async () => {
    // The same user signs up at the built-in provider and consents to drive.file with offline access.
    const flow = await consentToDrive('owner@example.com', 'Owner');
    const access = () => call('owner@example.com', 'GET', '/api/AppUser/owner@example.com/drive-access');
    expect((await access()).json()).toBe(false);
    const granted = await call(
      'owner@example.com',
      'POST',
      '/api/AppUser/owner@example.com/auth/code',
      codeGrant(flow),
    );
    expect(granted.statusCode, granted.body).toBe(204);
    expect((await access()).json()).toBe(true);
    const [stored] = await ctx.deps.db.select().from(oauthTokens);
    expect(stored?.scope).toContain('drive.file');
    expect(stored?.ciphertext).not.toMatch(/^[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]+$/);
    // A code is good once.
    const replay = await call(
      'owner@example.com',
      'POST',
      '/api/AppUser/owner@example.com/auth/code',
      codeGrant(flow),
    );
    expectProblem(replay, 400);
    const revoked = await call('owner@example.com', 'DELETE', '/api/AppUser/owner@example.com/drive-access');
    expect(revoked.statusCode).toBe(200);
    expect((await access()).json()).toBe(false);
  });

  it('takes drive access before account setup: the code creates a record without an account name', async () => {
    const email = 'early@example.com';
    const flow = await runCodeFlow(ctx.app, {
      mailer: ctx.deps.mailer,
      host: HOST,
      redirectUri: ORIGIN,
      mode: 'signup',
      scope: DRIVE_SCOPE,
      prompt: 'consent',
      exchange: false,
      account: { email, password: PASSWORD, name: 'Early Bird' },
    });
    expect((await call(email, 'GET', `/api/AppUser/${email}/drive-access`)).json()).toBe(false);
    const granted = await call(email, 'POST', `/api/AppUser/${email}/auth/code`, codeGrant(flow));
    expect(granted.statusCode, granted.body).toBe(204);
    const me = UserSchema.parse((await call(email, 'GET', '/api/AppUser/me')).json());
    expect(me.accountName).toBeNull();
    expect((await call(email, 'GET', `/api/AppUser/${email}/drive-access`)).json()).toBe(true);
    const created = await create(email, 'early-bird');
    expect(created.id).toBe(me.id);
  });

  it('refuses a drive code granted by another account at the provider', async () => {
    const flow = await consentToDrive('mallory@example.com', 'Mallory');
    const response = await call(
      'early@example.com',
      'POST',
      '/api/AppUser/early@example.com/auth/code',
      codeGrant(flow),
    );
    expect(expectProblem(response, 403).detail).toMatch(/another account/);
  });

  describe('acting on another user', () => {
    const endpoints: [Method, string, unknown?][] = [
      ['GET', '/api/AppUser/owner@example.com'],
      ['PUT', '/api/AppUser/owner@example.com', { shareTelemetry: true }],
      ['DELETE', '/api/AppUser/owner@example.com'],
      ['POST', '/api/AppUser/owner@example.com/mailboxes', { name: 'Mine now' }],
      ['PUT', '/api/AppUser/owner@example.com/mailboxes/00000000-0000-0000-0000-000000000000', { name: 'x' }],
      ['DELETE', '/api/AppUser/owner@example.com/mailboxes/00000000-0000-0000-0000-000000000000'],
      ['POST', '/api/AppUser/owner@example.com/auth/code', { code: 'c', redirectUri: ORIGIN }],
      ['GET', '/api/AppUser/owner@example.com/drive-access'],
      ['DELETE', '/api/AppUser/owner@example.com/drive-access'],
      ['POST', '/api/AppUser/owner@example.com/send-from-addresses', { address: 'a@b.com' }],
      ['DELETE', '/api/AppUser/owner@example.com/send-from-addresses/a@b.com'],
    ];
    for (const [method, url, body] of endpoints) {
      it(`${method} ${url.replace('owner@example.com', '{email}')} with someone else's email is 403`, async () => {
        expectProblem(await call('intruder@example.com', method, url, body), 403);
        // Letter case and URL-encoding do not make it the intruder's.
        expectProblem(
          await call('intruder@example.com', method, url.replace('owner@', 'OWNER%40'), body),
          403,
        );
      });
    }
  });

  describe('anti-forgery', () => {
    it('refuses a non-GET call without the token with 403', async () => {
      const response = await call(
        'owner@example.com',
        'PUT',
        '/api/AppUser/owner@example.com',
        { shareTelemetry: true },
        { xsrf: 'missing' },
      );
      expect(expectProblem(response, 403).detail).toMatch(/anti-forgery token is missing/);
    });

    it('refuses a non-GET call whose header does not match the cookie with 403', async () => {
      const response = await call(
        'owner@example.com',
        'POST',
        '/api/AppUser/owner@example.com/send-from-addresses',
        { address: 'a@b.com' },
        { xsrf: 'wrong' },
      );
      expect(expectProblem(response, 403).detail).toMatch(/does not match/);
    });

    it('refuses an equal cookie and header pair the server never issued', async () => {
      const response = await call(
        'owner@example.com',
        'PUT',
        '/api/AppUser/owner@example.com',
        { shareTelemetry: true },
        { xsrf: 'self-chosen' },
      );
      expect(expectProblem(response, 403).detail).toMatch(/not issued for this session/);
    });

    it("refuses a pair issued to another account, and hands out the caller's own with the refusal", async () => {
      const response = await call(
        'owner@example.com',
        'PUT',
        '/api/AppUser/owner@example.com',
        { shareTelemetry: true },
        { xsrf: 'other-account' },
      );
      expect(expectProblem(response, 403).detail).toMatch(/not issued for this session/);
      expect(String(response.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=/);
    });

    it('issues the cookie on a GET call and from /api/App/antiforgery', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/App/antiforgery' });
      expect(response.statusCode).toBe(204);
      expect(String(response.headers['set-cookie'])).toMatch(
        /^XSRF-TOKEN=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Path=\/; SameSite=Strict/,
      );
    });
  });

  it('deletes the account and everything held for it in one go, and leaves other users alone', async () => {
    const owner = UserSchema.parse(
      (await call('owner@example.com', 'GET', '/api/AppUser/me')).json(),
    ) as User;
    // Someone shared a mailbox with the owner: that entry goes too.
    const friend = UserSchema.parse((await call('friend@example.com', 'GET', '/api/AppUser/me')).json());
    await call('friend@example.com', 'POST', '/api/AppUser/friend@example.com/mailboxes', { name: 'Team' });
    const friendNow = UserSchema.parse((await call('friend@example.com', 'GET', '/api/AppUser/me')).json());
    await call(
      'friend@example.com',
      'PUT',
      `/api/AppUser/friend@example.com/mailboxes/${friendNow.mailboxes[0]!.id}`,
      {
        sharedWithIds: ['owner@example.com'],
      },
    );
    const response = await call('owner@example.com', 'DELETE', '/api/AppUser/owner@example.com');
    expect(response.statusCode).toBe(204);
    const { db } = ctx.deps;
    const n = async (table: PgTable, where: SQL) =>
      (await db.select({ n: count() }).from(table).where(where))[0]!.n;
    expect(await n(users, eq(users.id, owner.id))).toBe(0);
    expect(await n(mailboxes, eq(mailboxes.ownerId, owner.id))).toBe(0);
    expect(await n(categories, eq(categories.mailboxId, owner.mailboxes[0]!.id))).toBe(0);
    expect(await n(sendFromAddresses, eq(sendFromAddresses.userId, owner.id))).toBe(0);
    expect(await n(oauthTokens, eq(oauthTokens.userId, owner.id))).toBe(0);
    expect(await n(mailboxShares, eq(mailboxShares.email, 'owner@example.com'))).toBe(0);
    expect(await n(users, eq(users.id, friend.id))).toBe(1);
    expect((await call('owner@example.com', 'GET', '/api/AppUser/me')).statusCode).toBe(404);
  });
});
