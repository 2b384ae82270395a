import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { HsaReceipt, Receipt } from '@receiptbox/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { syntheticReceipt } from '../../test/support/synthetic';
import { DEFAULT_CATEGORIES } from './categories';
import { parseWithModel } from './model-backend';

// Recorded Chat Completions answers (the documented response shape), replayed by a real server.
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', 'model', name), 'utf8');

interface Reply {
  status: number;
  body: string;
  delayMs?: number;
}

let server: Server;
let url: string;
let reply: Reply;
let lastRequest: { path: string; body: Record<string, unknown> } | null;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    lastRequest = { path: req.url ?? '', body: JSON.parse(await readBody(req)) as Record<string, unknown> };
    const send = () => {
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(reply.body);
    };
    if (reply.delayMs) setTimeout(send, reply.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  lastRequest = null;
});

const doc = syntheticReceipt([
  'YONGFATT ENTERPRISE',
  'Date: 25/12/2018',
  ['ELEGANT BAG', '80.91'],
  ['Rounding', '-0.01'],
  ['TOTAL', '80.90'],
  ['CASH', '100.00'],
  ['CHANGE', '19.10'],
]);
const options = { categories: DEFAULT_CATEGORIES, hsa: false };

describe('model backend', () => {
  it('returns the model answer when it matches the receipt schema', async () => {
    reply = { status: 200, body: fixture('chat-completion-valid.json') };
    const r = await parseWithModel(doc, options, { url, model: 'receipt-reader-test' });
    expect(Receipt.safeParse(r).success).toBe(true);
    expect(r.receipt_number).toBe('CS00031663');
    expect(r.parsingNotes).toMatch(/^Read by model receipt-reader-test\./);
  });
  it('asks for structured output with the JSON schema of the receipt', async () => {
    reply = { status: 200, body: fixture('chat-completion-valid.json') };
    await parseWithModel(doc, options, { url, apiKey: 'test-key' });
    expect(lastRequest?.path).toBe('/v1/chat/completions');
    const format = lastRequest?.body.response_format as {
      type: string;
      json_schema: { schema: { properties: object } };
    };
    expect(format.type).toBe('json_schema');
    expect(Object.keys(format.json_schema.schema.properties)).toContain('total_price');
  });
  it('falls back to the local parser when the answer is not valid JSON', async () => {
    reply = { status: 200, body: fixture('chat-completion-invalid-json.json') };
    const r = await parseWithModel(doc, options, { url });
    expect(r.parsingNotes).toMatch(/not valid JSON\); the local parser read this receipt/);
    expect(r.total_price).toBe(80.9);
  });
  it('falls back to the local parser when the answer violates the schema', async () => {
    reply = { status: 200, body: fixture('chat-completion-schema-violation.json') };
    const r = await parseWithModel(doc, options, { url });
    expect(r.parsingNotes).toMatch(/did not match the receipt schema/);
    expect(r.date).toBe('2018-12-25');
  });
  it('falls back to the local parser when the endpoint answers 500', async () => {
    reply = { status: 500, body: fixture('error-500.json') };
    const r = await parseWithModel(doc, options, { url });
    expect(r.parsingNotes).toMatch(/HTTP 500/);
    expect(r.total_price).toBe(80.9);
  });
  it('falls back to the local parser when the endpoint does not answer in time', async () => {
    reply = { status: 200, body: fixture('chat-completion-valid.json'), delayMs: 2_000 };
    const r = await parseWithModel(doc, options, { url, timeoutMs: 200 });
    expect(r.parsingNotes).toMatch(/timed out/);
  });
  it('falls back with the HSA shape for HSA mailboxes', async () => {
    reply = { status: 200, body: fixture('chat-completion-valid.json') };
    const r = await parseWithModel(doc, { ...options, hsa: true }, { url });
    expect(HsaReceipt.safeParse(r).success).toBe(true);
    expect('hsa_amount' in r && r.parsing_notes).toBe(r.parsingNotes);
    expect(r.parsingNotes).toMatch(/did not match the receipt schema at line_items/);
  });
});
