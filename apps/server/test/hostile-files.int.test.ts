import type { AddressInfo } from 'node:net';
import { ProblemDetails } from '@receiptbox/contracts';
import { closeExtractor } from '@receiptbox/extract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflatingPdf } from '../../../packages/extract/test/support/hostile-pdf';
import { buildApp } from '../src/app';
import type { App } from '../src/app-types';
import { converterRoutes } from '../src/features/converter/routes';
import { createTestContext, type TestContext } from './helpers/test-app';

const converter = { name: 'converter', plugin: converterRoutes };

/**
 * Files built to exhaust the reader, sent to the public converter over a real socket while
 * /healthz is polled: each is refused with a problem, and the process keeps answering.
 * (bench:hostile sends the same files 5 at a time and measures latency and memory.)
 */
describe(`hostile files at the converter, on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  let app: App;
  let base: string;

  beforeAll(async () => {
    ctx = await createTestContext({ features: [converter], env: { CONVERTER_RATE_LIMIT: '100' } });
    app = await buildApp(ctx.deps, { features: [converter] });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await ctx?.close();
    await closeExtractor();
  });

  it('refuses a 1 MB PDF that inflates to 1 GB with a 422 naming the reason, and /healthz keeps answering', async () => {
    const bomb = Buffer.from(await inflatingPdf(1024)).toString('base64');
    let worstHealth = 0;
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const started = performance.now();
        const health = await fetch(`${base}/healthz`);
        expect(health.status).toBe(200);
        worstHealth = Math.max(worstHealth, performance.now() - started);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const started = performance.now();
    const response = await fetch(`${base}/api/Converter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fileName: 'invoice.pdf', fileContent: bomb }),
    });
    polling = false;
    await poll;
    expect(response.status).toBe(422);
    const problem = ProblemDetails.parse(await response.json());
    expect(problem.detail).toMatch(/far more data than a receipt/);
    expect(performance.now() - started).toBeLessThan(30_000);
    // Loose on purpose (the CPU is shared); bench:hostile measures the real figure.
    expect(worstHealth).toBeLessThan(2000);
  });
});
