import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ReceiptResponse } from '@receiptbox/contracts';
import { closeExtractor } from '@receiptbox/extract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { converterRoutes } from '../src/features/converter/routes';
import { createTestContext, type TestContext } from './helpers/test-app';

// ../shared beside the repository, as in CI (see README).
const RECEIPT = fileURLToPath(new URL('../../../../shared/receipts-dev/d001.jpg', import.meta.url));
const RECORDED = fileURLToPath(
  new URL('../../../packages/extract/src/parse/fixtures/model/chat-completion-valid.json', import.meta.url),
);
const MODEL_MERCHANT = 'MERCHANT AS READ BY THE MODEL';

/**
 * A local OpenAI-compatible endpoint replaying a recorded Chat Completions answer (or failing), so
 * the converter's use of EXTRACT_LLM_URL is tested over a real socket.
 */
async function startModelEndpoint(mode: { fail: boolean }) {
  const recorded = JSON.parse(await readFile(RECORDED, 'utf8'));
  const content = JSON.parse(recorded.choices[0].message.content);
  recorded.choices[0].message.content = JSON.stringify({ ...content, company: MODEL_MERCHANT });
  const calls: string[] = [];
  const server: Server = createServer((request, response) => {
    calls.push(`${request.method} ${request.url}`);
    request.resume();
    request.on('end', () => {
      if (mode.fail) {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'upstream overloaded', type: 'server_error' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(recorded));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls,
    close: () => new Promise((done) => server.close(done)),
  };
}

describe(`POST /api/Converter with EXTRACT_LLM_URL on ${process.env.TEST_DB}`, () => {
  const mode = { fail: false };
  let endpoint: Awaited<ReturnType<typeof startModelEndpoint>>;
  let ctx: TestContext;
  let fileContent: string;

  beforeAll(async () => {
    endpoint = await startModelEndpoint(mode);
    ctx = await createTestContext({
      features: [{ name: 'converter', plugin: converterRoutes }],
      env: { EXTRACT_LLM_URL: endpoint.url, CONVERTER_RATE_LIMIT: '10' },
    });
    fileContent = (await readFile(RECEIPT)).toString('base64');
  });
  afterAll(async () => {
    await ctx?.close();
    await endpoint?.close();
    await closeExtractor();
  });

  const convert = () =>
    ctx.app.inject({ method: 'POST', url: '/api/Converter', payload: { fileName: 'd001.jpg', fileContent } });

  it('answers with the receipt the configured model endpoint read', async () => {
    mode.fail = false;
    const before = endpoint.calls.length;
    const response = await convert();
    expect(response.statusCode).toBe(200);
    expect(endpoint.calls.slice(before)).toEqual(['POST /v1/chat/completions']);
    expect(ReceiptResponse.parse(response.json()).receipt.company).toBe(MODEL_MERCHANT);
  });

  it('falls back to the local parser when the model endpoint fails', async () => {
    mode.fail = true;
    const before = endpoint.calls.length;
    const response = await convert();
    expect(response.statusCode).toBe(200);
    expect(endpoint.calls.length).toBeGreaterThan(before);
    const { receipt } = ReceiptResponse.parse(response.json());
    expect(receipt.company).not.toBe(MODEL_MERCHANT);
    expect(receipt.total_price).toBeCloseTo(80.9, 2);
    expect(receipt.parsingNotes).toMatch(/model/i);
  });
});
