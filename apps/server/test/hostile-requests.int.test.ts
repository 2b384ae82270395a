import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { ProblemDetails } from '@receiptbox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { App } from '../src/app-types';
import { converterRoutes } from '../src/features/converter/routes';
import { createLogger } from '../src/logger';
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
