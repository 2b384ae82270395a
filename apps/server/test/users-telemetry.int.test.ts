import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FEATURES } from './helpers/accounts';
import { type SignedIn, signedIn } from './helpers/signed-in';
import { createTestContext, type TestContext } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

/** Usage data goes out (OTLP/HTTP JSON) only for users who switched sharing on. */
describe(`usage-data sharing on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  let collector: Server;
  const exports: string[] = [];
  let call: SignedIn['call'];

  beforeAll(async () => {
    collector = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        if (req.url === '/v1/traces' && req.method === 'POST') exports.push(body);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((done) => collector.listen(0, '127.0.0.1', done));
    const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
    ctx = await createTestContext({
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint },
      features: [...ACCOUNT_FEATURES],
    });
    ({ call } = await signedIn(ctx));
  });
  afterAll(async () => {
    await new Promise((done) => collector?.close(done));
  });

  it('exports spans for a sharing user only, without emails or ids', async () => {
    await call('quiet@example.com', 'POST', '/api/AppUser/create', { accountName: 'quiet' });
    await call('quiet@example.com', 'GET', '/api/AppUser/me');
    await call('sharer@example.com', 'POST', '/api/AppUser/create', { accountName: 'sharer' });
    const on = await call('sharer@example.com', 'PUT', '/api/AppUser/sharer@example.com', {
      shareTelemetry: true,
    });
    expect(on.json().shareTelemetry).toBe(true);
    await call('sharer@example.com', 'GET', '/api/AppUser/me');
    await ctx.close(); // flushes the batch

    expect(exports.length).toBeGreaterThan(0);
    const spans = exports.flatMap((body) => JSON.parse(body).resourceSpans[0].scopeSpans[0].spans);
    expect(spans.map((s: { name: string }) => s.name)).toEqual([
      'PUT /api/AppUser/:email',
      'GET /api/AppUser/me',
    ]);
    const all = exports.join('\n');
    expect(all).not.toContain('example.com');
    expect(all).not.toContain('quiet');
  });
});

describe(`usage-data export at shutdown on ${process.env.TEST_DB}`, () => {
  it('waits for an export the 5-second timer started before it closes', async () => {
    const received: string[] = [];
    let answeredAt = 0;
    // A collector that takes a while to answer, so the timer's export is still in flight.
    const collector = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push(body);
        setTimeout(() => {
          answeredAt = performance.now();
          res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        }, 500);
      });
    });
    await new Promise<void>((done) => collector.listen(0, '127.0.0.1', done));
    try {
      const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
      const ctx = await createTestContext({
        env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint },
        features: [...ACCOUNT_FEATURES],
      });
      const { call } = await signedIn(ctx);
      await call('timed@example.com', 'POST', '/api/AppUser/create', { accountName: 'timed' });
      await call('timed@example.com', 'PUT', '/api/AppUser/timed@example.com', { shareTelemetry: true });
      await waitFor('the timer to send the batch', async () => (received.length > 0 ? true : undefined), {
        timeoutMs: 10_000,
        intervalMs: 20,
      });
      await ctx.close();
      const closedAt = performance.now();
      expect(answeredAt).toBeGreaterThan(0);
      expect(closedAt).toBeGreaterThanOrEqual(answeredAt);
    } finally {
      await new Promise((done) => collector.close(done));
    }
  });
});
