import { ProblemDetails } from '@receiptbox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FEATURES } from './helpers/accounts';
import { runCodeFlow } from './helpers/oidc-flow';
import {
  TEST_HOST as HOST,
  TEST_ISSUER as ISSUER,
  TEST_ORIGIN as ORIGIN,
  signedIn,
  type TokenSigner,
} from './helpers/signed-in';
import { createTestContext, type TestContext } from './helpers/test-app';

const REDIRECT = `${ORIGIN}/auth/callback`;

describe(`built-in sign-in on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  let sign: TokenSigner;

  beforeAll(async () => {
    ctx = await createTestContext({
      features: [...ACCOUNT_FEATURES],
    });
    ({ sign } = await signedIn(ctx));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const me = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/AppUser/me', headers: { authorization: `Bearer ${token}` } });

  it('signs up with email and password and issues an ID token the API accepts', async () => {
    const flow = await runCodeFlow(ctx.app, {
      mailer: ctx.deps.mailer,
      host: HOST,
      redirectUri: REDIRECT,
      mode: 'signup',
      account: { email: 'Ada@Example.com', password: 'correct horse battery', name: 'Ada Lovelace' },
    });
    expect(flow.pages).toEqual(['signup', 'verify-email']);
    const idToken = String(flow.tokens.id_token);
    const payload = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString());
    expect(payload).toMatchObject({
      iss: ISSUER,
      aud: 'receiptbox-web',
      email: 'ada@example.com',
      email_verified: true,
      given_name: 'Ada',
    });
    expect(payload.exp - payload.iat).toBeLessThanOrEqual(600);
    // Signed in but no user record yet: the web app goes to /create-user.
    const response = await me(idToken);
    expect(response.statusCode).toBe(404);
  });

  it('signs in again with the same password, and refuses a wrong one', async () => {
    const flow = await runCodeFlow(ctx.app, {
      mailer: ctx.deps.mailer,
      host: HOST,
      redirectUri: REDIRECT,
      mode: 'login',
      account: { email: 'ada@example.com', password: 'correct horse battery' },
    });
    expect(flow.pages).toEqual(['login']);
    expect(typeof flow.tokens.id_token).toBe('string');
    await expect(
      runCodeFlow(ctx.app, {
        mailer: ctx.deps.mailer,
        host: HOST,
        redirectUri: REDIRECT,
        mode: 'login',
        account: { email: 'ada@example.com', password: 'wrong password!' },
      }),
    ).rejects.toThrow(/answered 401/);
  });

  it('rate limits failed sign-ins for one email', async () => {
    const attempt = () =>
      runCodeFlow(ctx.app, {
        mailer: ctx.deps.mailer,
        host: HOST,
        redirectUri: REDIRECT,
        mode: 'login',
        account: { email: 'victim@example.com', password: 'guess-guess' },
      }).catch((error: Error) => error.message);
    const results: string[] = [];
    for (let i = 0; i < 6; i++) results.push(String(await attempt()));
    expect(results.slice(0, 5).every((r) => r.includes('answered 401'))).toBe(true);
    expect(results[5]).toContain('answered 429');
  });

  it('asks for consent before granting drive access with offline access, and issues a refresh token', async () => {
    const flow = await runCodeFlow(ctx.app, {
      mailer: ctx.deps.mailer,
      host: HOST,
      redirectUri: ORIGIN,
      mode: 'login',
      scope: 'openid email https://www.googleapis.com/auth/drive.file offline_access',
      prompt: 'consent',
      account: { email: 'ada@example.com', password: 'correct horse battery' },
    });
    expect(flow.pages).toEqual(['login', 'consent']);
    expect(typeof flow.tokens.refresh_token).toBe('string');
    expect(String(flow.tokens.scope)).toContain('https://www.googleapis.com/auth/drive.file');
  });

  it('accepts a token it signed itself for a verified email', async () => {
    const token = await sign({ iss: ISSUER, aud: 'receiptbox-web', sub: 'x', email: 'nobody@example.com' });
    expect((await me(token)).statusCode).toBe(404);
  });

  const refused: [string, () => Promise<string>][] = [
    [
      'a forged signature',
      () =>
        sign({ iss: ISSUER, aud: 'receiptbox-web', sub: 'x', email: 'a@example.com' }, { key: 'foreign' }),
    ],
    [
      'an expired token',
      () =>
        sign(
          { iss: ISSUER, aud: 'receiptbox-web', sub: 'x', email: 'a@example.com' },
          { expiresIn: Math.floor(Date.now() / 1000) - 60 },
        ),
    ],
    ['another audience', () => sign({ iss: ISSUER, aud: 'someone-else', sub: 'x', email: 'a@example.com' })],
    [
      'another issuer',
      () =>
        sign({ iss: 'https://evil.example.com', aud: 'receiptbox-web', sub: 'x', email: 'a@example.com' }),
    ],
    [
      'an unverified email',
      () =>
        sign({ iss: ISSUER, aud: 'receiptbox-web', sub: 'x', email: 'a@example.com', email_verified: false }),
    ],
    ['garbage', async () => 'not.a.token'],
  ];
  for (const [name, make] of refused) {
    it(`refuses ${name} with 401 problem details`, async () => {
      const response = await me(await make());
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(ProblemDetails.parse(response.json()).status).toBe(401);
    });
  }

  it('refuses a call without a bearer token with 401', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/AppUser/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json().title).toBe('Authentication required');
  });
});
