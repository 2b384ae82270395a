import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { App } from '../src/app-types';
import { xsrfTokenFor } from '../src/features/auth/guard';
import { ACCOUNT_FEATURES } from './helpers/accounts';
import { createTestContext, type TestContext } from './helpers/test-app';

const CLIENT_ID = '1234567890-test.apps.googleusercontent.com';
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/google/${name}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

/**
 * The Google adapter against a local server that replays Google's documented responses:
 * JWKS, token exchange (success and invalid_grant) and revocation.
 */
describe(`Google adapter on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  let app: App;
  let google: Server;
  let sign: (claims: Record<string, unknown>) => Promise<string>;
  const received: { path: string; body: string }[] = [];

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'google-test-key', alg: 'RS256', use: 'sig' };
    sign = (claims) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'google-test-key', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
    google = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push({ path: req.url ?? '', body });
        const json = (status: number, value: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify(value));
        };
        if (req.url === '/oauth2/v3/certs') return json(200, { keys: [jwk] });
        if (req.url === '/token') {
          const code = new URLSearchParams(body).get('code');
          if (code === 'good-code' || code === 'other-account-code') {
            const claims = { ...fixture('id-token-claims') };
            if (code === 'other-account-code') claims.email = 'mallory@example.com';
            void sign(claims).then((idToken) =>
              json(200, { ...fixture('token-success'), id_token: idToken }),
            );
            return;
          }
          return json(400, fixture('token-invalid-grant'));
        }
        if (req.url?.startsWith('/revoke')) return json(400, fixture('revoke-invalid-token'));
        json(404, {});
      });
    });
    await new Promise<void>((done) => google.listen(0, '127.0.0.1', done));
    const base = `http://127.0.0.1:${(google.address() as AddressInfo).port}`;

    ctx = await createTestContext({
      env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: 'test-secret' },
      googleEndpoints: {
        jwksUri: `${base}/oauth2/v3/certs`,
        tokenUrl: `${base}/token`,
        revokeUrl: `${base}/revoke`,
      },
    });
    app = await buildApp(ctx.deps, {
      features: [...ACCOUNT_FEATURES],
    });
  });
  afterAll(async () => {
    await app?.close();
    await ctx?.close();
    await new Promise((done) => google?.close(done));
  });

  const headers = async (claims: Record<string, unknown> = {}) => {
    const all = { ...fixture('id-token-claims'), ...claims } as Record<string, unknown>;
    const xsrf = xsrfTokenFor(ctx.deps.secretsKey, String(all.sub));
    return {
      authorization: `Bearer ${await sign(all)}`,
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
      'content-type': 'application/json',
    };
  };

  it('does not mount the built-in provider when Google is configured', async () => {
    const response = await app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(404);
  });

  it("accepts Google's ID token with either issuer spelling, verified against its JWKS", async () => {
    for (const iss of ['https://accounts.google.com', 'accounts.google.com']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/AppUser/create',
        headers: await headers({ iss }),
        payload: { accountName: iss.startsWith('https') ? 'grace' : 'grace2' },
      });
      // The second call is the same user, already set up: 409, but authenticated.
      expect([200, 409]).toContain(response.statusCode);
    }
    const me = await app.inject({ method: 'GET', url: '/api/AppUser/me', headers: await headers() });
    expect(me.json()).toMatchObject({ email: 'grace@example.com', accountName: 'grace' });
  });

  it('refuses a Google token for another client, another issuer or an unverified email', async () => {
    for (const claims of [
      { aud: 'other.apps.googleusercontent.com' },
      { iss: 'https://accounts.evil.com' },
      { email_verified: false },
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/AppUser/me',
        headers: await headers(claims),
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('exchanges a drive code with the client secret and the page origin, and stores the refresh token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/AppUser/grace@example.com/auth/code',
      headers: await headers(),
      payload: { code: 'good-code', redirectUri: 'http://localhost:3000' },
    });
    expect(response.statusCode, response.body).toBe(204);
    const exchange = new URLSearchParams(received.find((r) => r.path === '/token')?.body);
    expect(exchange.get('code')).toBe('good-code');
    expect(exchange.get('client_id')).toBe(CLIENT_ID);
    expect(exchange.get('client_secret')).toBe('test-secret');
    expect(exchange.get('redirect_uri')).toBe('http://localhost:3000');
    expect(exchange.get('grant_type')).toBe('authorization_code');
    const access = await app.inject({
      method: 'GET',
      url: '/api/AppUser/grace@example.com/drive-access',
      headers: await headers(),
    });
    expect(access.json()).toBe(true);
  });

  it('refuses a code that another Google account granted, and revokes what it got', async () => {
    const revokesBefore = received.filter((r) => r.path.startsWith('/revoke')).length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/AppUser/grace@example.com/auth/code',
      headers: await headers(),
      payload: { code: 'other-account-code', redirectUri: 'http://localhost:3000' },
    });
    expect(response.statusCode).toBe(403);
    expect(received.filter((r) => r.path.startsWith('/revoke')).length).toBe(revokesBefore + 1);
  });

  it('answers 400 when Google refuses the code', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/AppUser/grace@example.com/auth/code',
      headers: await headers(),
      payload: { code: 'expired-code', redirectUri: 'http://localhost:3000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Google did not accept the code.');
  });

  it('revokes the token at Google and forgets it, even when Google already had', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/AppUser/grace@example.com/drive-access',
      headers: { ...(await headers()), 'content-type': undefined },
    });
    expect(response.statusCode, response.body).toBe(200);
    const revoke = received.filter((r) => r.path.startsWith('/revoke')).at(-1);
    expect(`${revoke?.path} ${revoke?.body}`).toContain(encodeURIComponent('1//0gTEST-refresh-token-Cg'));
    const access = await app.inject({
      method: 'GET',
      url: '/api/AppUser/grace@example.com/drive-access',
      headers: await headers(),
    });
    expect(access.json()).toBe(false);
  });
});
