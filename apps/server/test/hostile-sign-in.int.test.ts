import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localAccounts } from '../src/db/schema';
import { authRoutes } from '../src/features/auth/plugin';
import { usersRoutes } from '../src/features/users/routes';
import { CookieJar, runCodeFlow, verificationLinkFor } from './helpers/oidc-flow';
import { TEST_HOST as HOST, TEST_ORIGIN as ORIGIN } from './helpers/signed-in';
import { createTestContext, type TestContext } from './helpers/test-app';

const REDIRECT = `${ORIGIN}/auth/callback`;
const PASSWORD = 'correct horse battery';

/** Starts a sign-in at the provider and answers the path of its sign-in page and the browser's cookies. */
async function startSignIn(ctx: TestContext, options: { redirectUri?: string; signup?: boolean } = {}) {
  const jar = new CookieJar();
  const params = new URLSearchParams({
    client_id: 'receiptbox-web',
    redirect_uri: options.redirectUri ?? REDIRECT,
    response_type: 'code',
    scope: 'openid email profile',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    state: 'state-1',
    nonce: 'nonce-1',
  });
  if (options.signup) params.set('screen', 'signup');
  const auth = await ctx.app.inject({ method: 'GET', url: `/oidc/auth?${params}`, headers: { host: HOST } });
  jar.store(auth.headers['set-cookie']);
  return { jar, auth, interaction: String(auth.headers.location ?? '') };
}

async function postForm(
  ctx: TestContext,
  url: string,
  jar: CookieJar,
  form: Record<string, string>,
  remoteAddress = '127.0.0.1',
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { host: HOST, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  jar.store(response.headers['set-cookie']);
  return response;
}

describe(`the built-in provider proves an address before vouching for it, on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      features: [
        { name: 'auth', plugin: authRoutes },
        { name: 'users', plugin: usersRoutes },
      ],
    });
  });
  afterAll(async () => ctx?.close());

  it("does not sign in someone who registered another person's address until its mailed link is opened", async () => {
    const { jar, interaction } = await startSignIn(ctx, { signup: true });
    const signUp = await postForm(ctx, `${interaction}/signup`, jar, {
      name: 'Mallory',
      email: 'accountant@example.com',
      password: PASSWORD,
    });
    // No redirect back to the app with a code: the page asks to open the mailed link.
    expect(signUp.statusCode).toBe(200);
    expect(signUp.body).toContain('Check your email');
    expect(signUp.headers.location).toBeUndefined();
    const [account] = await ctx.deps.db.select().from(localAccounts);
    expect(account?.emailVerifiedAt).toBeNull();

    // Signing in with the password later does not help either: another link goes out instead.
    const again = await startSignIn(ctx);
    const login = await postForm(ctx, `${again.interaction}/login`, again.jar, {
      email: 'accountant@example.com',
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('Check your email');
  });

  it('sends the link through the app mailer, and the link finishes the sign-in with email_verified true', async () => {
    const flow = await runCodeFlow(ctx.app, {
      mailer: ctx.deps.mailer,
      host: HOST,
      redirectUri: REDIRECT,
      mode: 'signup',
      account: { email: 'owner@example.com', password: PASSWORD, name: 'Olive Owner' },
    });
    expect(flow.pages).toEqual(['signup', 'verify-email']);
    const claims = JSON.parse(
      Buffer.from(String(flow.tokens.id_token).split('.')[1]!, 'base64url').toString(),
    );
    expect(claims).toMatchObject({ email: 'owner@example.com', email_verified: true });
  });

  it('refuses a verification link that was altered, or that names another sign-in', async () => {
    const { jar, interaction } = await startSignIn(ctx, { signup: true });
    await postForm(ctx, `${interaction}/signup`, jar, {
      name: 'Tess',
      email: 'tess@example.com',
      password: PASSWORD,
    });
    const link = new URL(await verificationLinkFor(ctx.deps.mailer, 'tess@example.com'));
    const token = link.searchParams.get('token')!;
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const tampered = await ctx.app.inject({
      method: 'GET',
      url: `${link.pathname}?token=${encodeURIComponent(forged)}`,
      headers: { host: HOST, cookie: jar.header() },
    });
    expect(tampered.statusCode).toBe(400);
    const otherUid = await ctx.app.inject({
      method: 'GET',
      url: `/oidc/interaction/someone-else/verify?token=${encodeURIComponent(token)}`,
      headers: { host: HOST },
    });
    expect(otherUid.statusCode).toBe(400);
    const [row] = (await ctx.deps.db.select().from(localAccounts)).filter(
      (a) => a.email === 'tess@example.com',
    );
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it('confirms the address from another browser without signing that browser in', async () => {
    const { jar, interaction } = await startSignIn(ctx, { signup: true });
    await postForm(ctx, `${interaction}/signup`, jar, {
      name: 'Pat',
      email: 'pat@example.com',
      password: PASSWORD,
    });
    const link = new URL(await verificationLinkFor(ctx.deps.mailer, 'pat@example.com'));
    const elsewhere = await ctx.app.inject({
      method: 'GET',
      url: `${link.pathname}${link.search}`,
      headers: { host: HOST },
    });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.body).toContain('Your email address is confirmed');
    expect(elsewhere.headers.location).toBeUndefined();
    // Now the password alone signs in.
    const flow = await runCodeFlow(ctx.app, {
      host: HOST,
      redirectUri: REDIRECT,
      mode: 'login',
      account: { email: 'pat@example.com', password: PASSWORD },
    });
    expect(flow.pages).toEqual(['login']);
  });
});

describe(`guessing passwords and probing addresses, on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ features: [{ name: 'auth', plugin: authRoutes }] });
    await runCodeFlow(ctx.app, {
      mailer: ctx.deps.mailer,
      host: HOST,
      redirectUri: REDIRECT,
      mode: 'signup',
      account: { email: 'victim@example.com', password: PASSWORD, name: 'Vic' },
    });
  });
  afterAll(async () => ctx?.close());

  it('lets the real user sign in after five wrong passwords from somewhere else', async () => {
    for (let i = 0; i < 6; i++) {
      const { jar, interaction } = await startSignIn(ctx);
      const guess = await postForm(
        ctx,
        `${interaction}/login`,
        jar,
        { email: 'victim@example.com', password: `guess number ${i}` },
        '203.0.113.50',
      );
      expect(guess.statusCode).toBe(i < 5 ? 401 : 429);
    }
    const { jar, interaction } = await startSignIn(ctx);
    const real = await postForm(
      ctx,
      `${interaction}/login`,
      jar,
      { email: 'victim@example.com', password: PASSWORD },
      '198.51.100.7',
    );
    expect(real.statusCode).toBe(303);
  });

  it('throttles sign-up attempts with an address that already has an account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const { jar, interaction } = await startSignIn(ctx, { signup: true });
      const attempt = await postForm(
        ctx,
        `${interaction}/signup`,
        jar,
        { name: 'Probe', email: 'victim@example.com', password: PASSWORD },
        '203.0.113.60',
      );
      statuses.push(attempt.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([409, 409, 409, 409, 409]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe(`sign-in redirects in production, on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      features: [{ name: 'auth', plugin: authRoutes }],
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://receipts.example.com' },
    });
  });
  afterAll(async () => ctx?.close());

  it("refuses the Vite dev server's redirect URI, and takes the public one", async () => {
    const dev = await startSignIn(ctx, { redirectUri: 'http://localhost:5173/auth/callback' });
    expect(dev.auth.statusCode).toBe(400);
    expect(dev.auth.body).toContain('redirect_uri');
    const own = await startSignIn(ctx, { redirectUri: 'https://receipts.example.com/auth/callback' });
    expect(own.auth.statusCode).toBe(303);
  });
});
