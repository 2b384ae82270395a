import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import { AppConfig, ProblemDetails } from '@receiptbox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { AppError } from '../src/app-error';
import type { Feature } from '../src/app-types';
import { createLogger } from '../src/logger';
import { createTestContext, type TestContext } from './helpers/test-app';

/** A feature registered only here, to exercise validation and thrown AppErrors through real routes. */
const probeFeature: Feature = {
  name: 'probe',
  plugin: async (app) => {
    app.post(
      '/api/probe/echo',
      { schema: { body: z.object({ fileName: z.string().min(1), fileContent: z.string() }) } },
      async (request) => ({ fileName: request.body.fileName }),
    );
    app.get('/api/probe/conflict', async () => {
      throw new AppError('conflict', 'This account name is already taken. Please choose another.');
    });
    await app.register(async (limited) => {
      await limited.register(rateLimit, { max: 1, timeWindow: 60_000 });
      limited.get('/api/probe/limited', async () => ({ ok: true }));
    });
    app.get('/api/probe/crash', async () => {
      throw new Error('secret internals');
    });
  },
};

function expectProblem(response: { headers: Record<string, unknown>; json(): unknown }, status: number) {
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = ProblemDetails.parse(response.json());
  expect(body.status).toBe(status);
  expect(body.type).toMatch(/^\/problems\/[a-z-]+$/);
  expect(body.title).not.toBe('');
  expect(body.instance).toMatch(/^\//);
  return body;
}

describe(`HTTP API on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'rb-web-'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Receiptbox</title><div id="root"></div>',
    );
    ctx = await createTestContext({ env: { WEB_DIST_DIR: webDist }, features: [probeFeature] });
  });
  afterAll(async () => {
    await ctx?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves AppConfig with the three plans at their SPEC §9 prices and display names', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/App/config' });
    expect(response.statusCode).toBe(200);
    const config = AppConfig.parse(response.json());
    expect(config).toMatchObject({
      clientId: 'receiptbox-web',
      identityProvider: 'builtin',
      issuer: `http://localhost:3000/oidc`,
      applicationInsightsKey: null,
      stripePublicKey: null,
      mailDomain: 'receiptbox.localhost',
      supportEmail: 'support@receiptbox.localhost',
      freeReceiptsPerMonth: 30,
    });
    expect(config.products.map((p) => [p.planType, p.isYearly, p.price, p.name])).toEqual([
      ['Free', false, 0, 'Personal (Free)'],
      ['HSA', false, 600, 'Unlimited + HSA/FSA'],
      ['HSA', true, 5000, 'Unlimited + HSA/FSA'],
      ['Business', false, 1700, 'Business'],
      ['Business', true, 14400, 'Business'],
    ]);
    expect(new Set(config.products.map((p) => p.planType)).size).toBe(3);
  });

  it('answers /healthz and /readyz while the database is up', async () => {
    expect((await ctx.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: process.env.TEST_DB });
  });

  it('answers an unknown API path with a 404 problem', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    const body = expectProblem(response, 404);
    expect(body).toMatchObject({
      type: '/problems/not-found',
      instance: '/api/nothing-here',
      code: 'not_found',
    });
  });

  it('answers a known path with the wrong method with a 405 problem and an Allow header', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: '/api/App/config' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expectProblem(response, 405);
  });

  it('names the offending parameter in a 400 validation problem', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      payload: { fileContent: 'aGVsbG8=' },
    });
    expect(response.statusCode).toBe(400);
    const body = expectProblem(response, 400);
    expect(body.code).toBe('validation_failed');
    expect(body.detail).toContain("'fileName'");
    expect(body.errors).toEqual([expect.objectContaining({ in: 'body', parameter: 'fileName' })]);
  });

  it('answers malformed JSON with a 400 problem', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"fileName": ',
    });
    expect(response.statusCode).toBe(400);
    expect(expectProblem(response, 400).code).toBe('malformed_json');
  });

  it('answers a body over 15 MB with a 413 problem, and accepts a 10 MB file as base64', async () => {
    const tenMegabytes = Buffer.alloc(10 * 1024 * 1024, 1).toString('base64');
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      payload: { fileName: 'big.pdf', fileContent: tenMegabytes },
    });
    expect(accepted.statusCode).toBe(200);

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ fileName: 'huge.pdf', fileContent: 'A'.repeat(16 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(expectProblem(response, 413).code).toBe('payload_too_large');
  });

  it('answers an unsupported content type with a 415 problem', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<receipt/>',
    });
    expect(response.statusCode).toBe(415);
    expectProblem(response, 415);
  });

  it('turns a thrown AppError into its problem, with its code', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/probe/conflict' });
    expect(response.statusCode).toBe(409);
    expect(expectProblem(response, 409)).toMatchObject({
      code: 'conflict',
      detail: 'This account name is already taken. Please choose another.',
    });
  });

  it('answers a rate-limited request with a 429 problem and the limit headers', async () => {
    expect((await ctx.app.inject({ url: '/api/probe/limited' })).statusCode).toBe(200);
    const response = await ctx.app.inject({ url: '/api/probe/limited' });
    expect(response.statusCode).toBe(429);
    expect(expectProblem(response, 429).code).toBe('rate_limited');
    expect(response.headers['retry-after']).toBeDefined();
  });

  it('answers an unexpected error with a generic 500 problem that does not leak the cause', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(expectProblem(response, 500).code).toBe('internal');
    expect(response.body).not.toContain('secret internals');
  });

  it('serves the web app at / and for client routes a browser navigates to', async () => {
    for (const url of ['/', '/dashboard', '/upload/123', '/no/such/page']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it('does not answer API paths or asset requests with the web app', async () => {
    const api = await ctx.app.inject({
      method: 'GET',
      url: '/api/unknown',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    const asset = await ctx.app.inject({
      method: 'GET',
      url: '/missing.png',
      headers: { accept: 'image/*' },
    });
    expect(asset.statusCode).toBe(404);
    expectProblem(asset, 404);
  });

  it('reports not ready with a 503 problem once the database is gone', async () => {
    const closed = await createTestContext();
    try {
      await closed.jobs.stop();
      await closed.database.close();
      const response = await closed.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(expectProblem(response, 503).code).toBe('database_unavailable');
      expect((await closed.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await closed.close();
    }
  });
});

describe('request logs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  it('record requests without their bodies and without authorization headers', async () => {
    const lines: string[] = [];
    const log = createLogger(
      { logLevel: 'trace', role: 'api' },
      { write: (line: string) => void lines.push(line) },
    );
    const app = await buildApp({ ...ctx.deps, log }, { features: [probeFeature] });
    try {
      for (const url of ['/api/probe/echo', '/api/probe/nowhere']) {
        await app.inject({
          method: 'POST',
          url,
          headers: { authorization: 'Bearer token-that-must-not-be-logged' },
          payload: { fileName: 'receipt.pdf', fileContent: 'UkVDRUlQVC1DT05URU5ULTQy' },
        });
      }
      await app.inject({
        method: 'GET',
        url: '/api/probe/crash',
        headers: { authorization: 'Bearer token-that-must-not-be-logged' },
      });
    } finally {
      await app.close();
    }
    const text = lines.join('');
    expect(text).toContain('/api/probe/echo');
    expect(text).toContain('request failed');
    expect(text).not.toContain('token-that-must-not-be-logged');
    expect(text).not.toContain('UkVDRUlQVC1DT05URU5ULTQy');
    expect(text).not.toContain('receipt.pdf');
  });
});

describe('without a built web app', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { WEB_DIST_DIR: path.join(tmpdir(), 'rb-no-web-here') } });
  });
  afterAll(async () => ctx?.close());

  it('tells the browser how to build it', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(503);
    expect(expectProblem(response, 503).detail).toContain('npm run build -w apps/web');
  });
});
