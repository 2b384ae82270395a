import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ProblemDetails } from '@receiptbox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { App } from '../src/app-types';
import { authRoutes } from '../src/features/auth/plugin';
import { converterRoutes } from '../src/features/converter/routes';
import { createLogger } from '../src/logger';
import { CookieJar, runCodeFlow } from './helpers/oidc-flow';
import { TEST_HOST, TEST_ORIGIN } from './helpers/signed-in';
import { createTestContext, type TestContext } from './helpers/test-app';

const converter = { name: 'converter', plugin: converterRoutes };

/** Sends raw bytes over a real socket and returns everything the server answers before closing. */
async function rawRequest(port: number, bytes: string): Promise<string> {
  return await new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(bytes);
  });
}

function problemOf(raw: string): { status: number; contentType: string; body: ProblemDetails } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const status = Number(head.split(' ')[1]);
  const contentType = /^content-type: (.*)$/im.exec(head)?.[1] ?? '';
  return { status, contentType, body: ProblemDetails.parse(JSON.parse(body)) };
}

describe(`requests the router never sees, on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  let app: App;
  let port: number;
  const lines: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ features: [converter] });
    const log = createLogger(
      { logLevel: 'info', role: 'api' },
      { write: (line: string) => void lines.push(line) },
    );
    app = await buildApp({ ...ctx.deps, log }, { features: [converter] });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
    await ctx?.close();
  });

  it('answers headers over the size limit with a 431 problem and logs it without the headers', async () => {
    const secret = 'HEADER-CONTENT-THAT-MUST-NOT-BE-LOGGED';
    const raw = await rawRequest(
      port,
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${secret}${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const { status, contentType, body } = problemOf(raw);
    expect(status).toBe(431);
    expect(contentType).toMatch(/^application\/problem\+json/);
    expect(body).toMatchObject({ status: 431, code: 'headers_too_large' });
    const logged = lines.join('');
    expect(logged).toContain('headers_too_large');
    expect(logged).not.toContain(secret);
  });

  it('answers a garbled request line with a 400 problem', async () => {
    const { status, body } = problemOf(await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n'));
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 400, code: 'malformed_request' });
  });

  it('answers a URL with a broken %-escape with a 400 problem', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/%zz`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(ProblemDetails.parse(await response.json())).toMatchObject({ code: 'malformed_request' });
  });

  it('keeps serving after all of these', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
  });
});

describe(`bodies the API does not take, on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ features: [converter] });
  });
  afterAll(async () => ctx?.close());

  it('answers a JSON body sent as text/plain with a 415 problem, not a 400 about its shape', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Converter',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ fileName: 'receipt.jpg', fileContent: '/9j/' }),
    });
    expect(response.statusCode).toBe(415);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(ProblemDetails.parse(response.json())).toMatchObject({ code: 'unsupported_media_type' });
  });
});

describe(`a body over a route's own limit, on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ features: [converter] });
  });
  afterAll(async () => ctx?.close());

  it("names the route's limit (1 MB for workbook downloads), not the server-wide 15 MB", async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Converter/xlsx',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ receipt: { padding: 'x'.repeat(2 * 1024 * 1024) } }),
    });
    expect(response.statusCode).toBe(413);
    expect(ProblemDetails.parse(response.json())).toMatchObject({
      code: 'payload_too_large',
      detail: 'The request body is larger than this endpoint accepts (1 MB).',
    });
  });
});

describe(`security headers, on ${process.env.TEST_DB}`, () => {
  let plain: TestContext;
  let secured: TestContext;
  /** https with the built-in provider (the secured context above uses Google). */
  let securedBuiltin: TestContext;
  let webDist: string;
  const auth = { name: 'auth', plugin: authRoutes };
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'rb-web-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Receiptbox</title>');
    plain = await createTestContext({ features: [converter, auth], env: { WEB_DIST_DIR: webDist } });
    secured = await createTestContext({
      features: [converter, auth],
      env: {
        PUBLIC_URL: 'https://receipts.example.com',
        GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'secret',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLIC_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_PRICE_IDS:
          'hsa-monthly=price_a,hsa-yearly=price_b,business-monthly=price_c,business-yearly=price_d',
      },
    });
    securedBuiltin = await createTestContext({
      features: [converter, auth],
      env: { PUBLIC_URL: 'https://receipts.example.com' },
    });
  });
  afterAll(async () => {
    await plain?.close();
    await secured?.close();
    await securedBuiltin?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const csp = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['content-security-policy'] ?? '');

  it('sends a strict policy on API answers: scripts from self only, no framing at all, nosniff', async () => {
    const response = await plain.app.inject({ url: '/healthz' });
    expect(csp(response)).toContain("script-src 'self';");
    expect(csp(response)).toContain("frame-ancestors 'none'");
    expect(csp(response)).toContain("object-src 'none'");
    expect(csp(response)).not.toContain('unsafe-inline');
    expect(csp(response)).not.toContain('google');
    expect(csp(response)).not.toContain('stripe');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it("lets only the web app's own origin frame its sign-in callback (silent renewal), no other page", async () => {
    const html = { accept: 'text/html' };
    const callback = await plain.app.inject({ url: '/auth/callback', headers: html });
    expect(callback.statusCode).toBe(200);
    expect(callback.body).toContain('<title>Receiptbox</title>');
    expect(csp(callback)).toContain("frame-ancestors 'self'");
    expect(csp(callback)).not.toContain("'none'; frame-ancestors");
    expect(csp(callback)).toContain("script-src 'self';");
    expect(callback.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const url of ['/', '/dashboard', '/login', '/auth/callback/x', '/auth/callbackx']) {
      const page = await plain.app.inject({ url, headers: html });
      expect(page.statusCode, url).toBe(200);
      expect(csp(page), url).toContain("frame-ancestors 'none'");
      expect(page.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('allows the Google and Stripe origins, HSTS and Secure cookies only once they are configured on https', async () => {
    const response = await secured.app.inject({ url: '/healthz' });
    expect(csp(response)).toContain('https://accounts.google.com/gsi/client');
    expect(csp(response)).toContain('https://js.stripe.com');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const cookie = await secured.app.inject({ url: '/api/App/antiforgery' });
    expect(String(cookie.headers['set-cookie'])).toMatch(/; Secure/);
    const insecure = await plain.app.inject({ url: '/api/App/antiforgery' });
    expect(String(insecure.headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it("marks the built-in provider's own cookies Secure once PUBLIC_URL is https, even over a plain connection", async () => {
    /** Keeps every Set-Cookie line as sent, attributes included. */
    class RecordingJar extends CookieJar {
      readonly lines: string[] = [];
      override store(setCookie: string | string[] | undefined): void {
        this.lines.push(...(Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []));
        super.store(setCookie);
      }
    }
    const flow = async (ctx: TestContext, origin: string, email: string) => {
      const jar = new RecordingJar();
      const { tokens } = await runCodeFlow(ctx.app, {
        mailer: ctx.deps.mailer,
        host: new URL(origin).host,
        redirectUri: `${origin}/auth/callback`,
        mode: 'signup',
        account: { email, password: 'correct horse battery', name: 'Sam' },
        jar,
      });
      expect(tokens.id_token, 'the flow signs in').toEqual(expect.any(String));
      const names = new Set(jar.lines.map((line) => line.split('=')[0]));
      // The interaction cookies and the provider's session cookie, each with its signature.
      for (const name of ['_interaction', '_interaction_resume', '_session']) expect(names).toContain(name);
      return jar.lines;
    };
    const https = await flow(securedBuiltin, 'https://receipts.example.com', 'secure@example.com');
    for (const line of https) expect(line).toMatch(/; secure/i);
    const http = await flow(plain, TEST_ORIGIN, 'plain@example.com');
    for (const line of http) expect(line).not.toMatch(/; secure/i);
  });

  it("serves the provider's logout page with the same headers and no inline script", async () => {
    const { jar } = await runCodeFlow(plain.app, {
      mailer: plain.deps.mailer,
      host: TEST_HOST,
      redirectUri: `${TEST_ORIGIN}/auth/callback`,
      mode: 'signup',
      account: { email: 'leaving@example.com', password: 'correct horse battery', name: 'Lee' },
    });
    const page = await plain.app.inject({
      url: '/oidc/session/end?client_id=receiptbox-web',
      headers: { host: TEST_HOST, cookie: jar.header() },
    });
    expect(page.statusCode).toBe(200);
    expect(csp(page)).toContain("frame-ancestors 'none'");
    expect(csp(page)).toContain("script-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBe(1);
    expect(scripts[0]?.[1]).toMatch(/src="\/oidc\/assets\/sign-out\.js"/);
    expect(scripts[0]?.[2]).toBe('');
    const script = await plain.app.inject({ url: '/oidc/assets/sign-out.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('submit()');
  });
});
