import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes } from '../src/features/auth/plugin';
import { CookieJar } from './helpers/oidc-flow';
import { createTestContext, type TestContext } from './helpers/test-app';

const HOST = 'localhost:3000';
const REDIRECT = `http://${HOST}/auth/callback`;

/** The built-in provider's pages as a browser receives them: headers, markup, escaping. */
describe(`built-in provider pages on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ features: [{ name: 'auth', plugin: authRoutes }] });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function openSignUp(jar: CookieJar) {
    const params = new URLSearchParams({
      client_id: 'receiptbox-web',
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      screen: 'signup',
    });
    const auth = await ctx.app.inject({
      method: 'GET',
      url: `/oidc/auth?${params}`,
      headers: { host: HOST },
    });
    jar.store(auth.headers['set-cookie']);
    expect(auth.statusCode).toBe(303);
    const path = new URL(String(auth.headers.location), REDIRECT).pathname;
    return ctx.app.inject({ method: 'GET', url: path, headers: { host: HOST, cookie: jar.header() } });
  }

  it('serves the sign-up page with a strict Content-Security-Policy and labelled fields', async () => {
    const page = await openSignUp(new CookieJar());
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-[^']+';/);
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<title>Create account - Receiptbox</title>');
    for (const id of ['name', 'email', 'password']) expect(page.body).toContain(`<label for="${id}">`);
  });

  it('renders a hostile name and a quoted email escaped when the form comes back with an error', async () => {
    const jar = new CookieJar();
    const page = await openSignUp(jar);
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
    expect(action).toMatch(/\/signup$/);
    const posted = await ctx.app.inject({
      method: 'POST',
      url: String(action),
      headers: { host: HOST, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        name: '<script>alert(1)</script>',
        email: `"o'brien"@example`,
        password: 'long enough password',
      }).toString(),
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.body).not.toContain('<script>');
    expect(posted.body).toContain('value="&#60;script&#62;alert(1)&#60;/script&#62;"');
    expect(posted.body).toContain('value="&#34;o&#39;brien&#34;@example"');
    expect(posted.body).toContain(
      '<p class="field-error" id="email-error" role="alert">Please enter a valid email address</p>',
    );
    expect(posted.body).toMatch(/<input id="email"[^>]* aria-describedby="email-error" aria-invalid="true"/);
  });

  it('shows the expired page, styled and with the same headers, for an unknown interaction', async () => {
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/oidc/interaction/nope',
      headers: { host: HOST },
    });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<title>Sign-in expired - Receiptbox</title>');
  });

  it("styles the provider's own error page and sends it with the same headers", async () => {
    const params = new URLSearchParams({
      client_id: 'receiptbox-web',
      redirect_uri: 'https://evil.example/<script>',
      response_type: 'code',
      scope: 'openid',
    });
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/oidc/auth?${params}`,
      headers: { host: HOST },
    });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<title>Sign-in error - Receiptbox</title>');
    expect(page.body).toContain('<div class="alert" role="alert">');
    expect(page.body).not.toContain('<script>');
  });
});
