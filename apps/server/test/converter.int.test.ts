import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  ProblemDetails,
  RateLimitInfo,
  ReceiptResponse,
  UPLOAD_SIZE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
} from '@receiptbox/contracts';
import { sampleReceipt } from '@receiptbox/contracts/testing/sample-receipt';
import { closeExtractor } from '@receiptbox/extract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { converterRoutes } from '../src/features/converter/routes';
import { createTestContext, type TestContext } from './helpers/test-app';

// ../shared beside the repository, as in CI (see README).
const RECEIPT = fileURLToPath(new URL('../../../../shared/receipts-dev/d001.jpg', import.meta.url));
const feature = { name: 'converter', plugin: converterRoutes };

const convert = (
  ctx: TestContext,
  body: unknown,
  headers: Record<string, string> = {},
  remoteAddress = '10.0.0.1',
) =>
  ctx.app.inject({ method: 'POST', url: '/api/Converter', payload: body as object, headers, remoteAddress });

describe(`POST /api/Converter on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  let receiptBase64: string;

  beforeAll(async () => {
    ctx = await createTestContext({ features: [feature], env: { CONVERTER_RATE_LIMIT: '3' } });
    receiptBase64 = (await readFile(RECEIPT)).toString('base64');
  });
  afterAll(async () => {
    await ctx?.close();
    await closeExtractor();
  });

  it('reads a real receipt without sign-in', async () => {
    const response = await convert(ctx, { fileName: 'd001.jpg', fileContent: receiptBase64 }, {}, '10.0.0.2');
    expect(response.statusCode).toBe(200);
    const { receipt } = ReceiptResponse.parse(response.json());
    expect(receipt.date).toBe('2018-12-25');
    expect(receipt.total_price).toBeCloseTo(80.9, 2);
  });

  it('refuses a file that is not an image or PDF with 415 and the spec message', async () => {
    const text = Buffer.from('just some text, not a receipt').toString('base64');
    const response = await convert(ctx, { fileName: 'notes.jpg', fileContent: text }, {}, '10.0.0.3');
    expect(response.statusCode).toBe(415);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(ProblemDetails.parse(response.json()).detail).toBe(UPLOAD_TYPE_MESSAGE);
  });

  it('refuses a file of 10 MB or more with 413 and the spec message', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    big.set([0xff, 0xd8, 0xff], 0);
    const response = await convert(
      ctx,
      { fileName: 'big.jpg', fileContent: big.toString('base64') },
      {},
      '10.0.0.4',
    );
    expect(response.statusCode).toBe(413);
    expect(ProblemDetails.parse(response.json()).detail).toBe(UPLOAD_SIZE_MESSAGE);
  });

  it('answers 422 for a damaged image', async () => {
    const broken = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]).toString('base64');
    const response = await convert(ctx, { fileName: 'broken.jpg', fileContent: broken }, {}, '10.0.0.5');
    expect(response.statusCode).toBe(422);
    expect(ProblemDetails.parse(response.json()).status).toBe(422);
  });

  it("answers 400 with the spec's file-type message, naming fileContent, when it is not base64", async () => {
    const response = await convert(
      ctx,
      { fileName: 'x.jpg', fileContent: '%%%not base64%%%' },
      {},
      '10.0.0.6',
    );
    expect(response.statusCode).toBe(400);
    const problem = ProblemDetails.parse(response.json());
    expect(problem.detail).toBe(UPLOAD_TYPE_MESSAGE);
    expect(JSON.stringify(problem)).toContain('fileContent');
  });

  it('limits each client address and answers 429 with message and resetIn', async () => {
    const tiny = Buffer.from('not a receipt').toString('base64');
    for (let i = 0; i < 3; i++) {
      const ok = await convert(ctx, { fileName: 'a.txt', fileContent: tiny }, {}, '10.0.0.7');
      expect(ok.statusCode).toBe(415);
    }
    const limited = await convert(ctx, { fileName: 'a.txt', fileContent: tiny }, {}, '10.0.0.7');
    expect(limited.statusCode).toBe(429);
    const body = ProblemDetails.parse(limited.json());
    const info = RateLimitInfo.parse(body);
    expect(info.message).toContain('3 free conversions');
    expect(info.resetIn).toBeGreaterThan(3500);
    expect(info.resetIn).toBeLessThanOrEqual(3600);
    // Another address still has its own allowance.
    const other = await convert(ctx, { fileName: 'a.txt', fileContent: tiny }, {}, '10.0.0.8');
    expect(other.statusCode).toBe(415);
  });

  it('ignores X-Forwarded-For from a proxy that is not trusted', async () => {
    const tiny = Buffer.from('not a receipt').toString('base64');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await convert(
        ctx,
        { fileName: 'a.txt', fileContent: tiny },
        { 'x-forwarded-for': `203.0.113.${i}` },
        '10.0.0.9',
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([415, 415, 415, 429]);
  });

  it('builds an Excel workbook from a converted receipt', async () => {
    const receipt = sampleReceipt({
      company: '=HYPERLINK("http://evil")',
      line_items: [{ name: 'Latte', quantity: 1, price: 4.5 }],
      total_price: 4.5,
      payment_method: 'Visa',
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Converter/xlsx',
      payload: { receipt },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="receipt_2024-03-01.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const values = workbook.worksheets[0]?.getSheetValues().flat().map(String) ?? [];
    expect(values).toContain('Latte');
    expect(values.some((v) => v.startsWith('='))).toBe(false);
  });
});

describe(`POST /api/Converter behind a trusted proxy on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      features: [feature],
      env: { CONVERTER_RATE_LIMIT: '1', TRUSTED_PROXIES: '10.0.0.1' },
    });
  });
  afterAll(async () => ctx?.close());

  it('counts per forwarded client address', async () => {
    const tiny = Buffer.from('not a receipt').toString('base64');
    const send = (client: string) =>
      convert(ctx, { fileName: 'a.txt', fileContent: tiny }, { 'x-forwarded-for': client }, '10.0.0.1');
    expect((await send('198.51.100.1')).statusCode).toBe(415);
    expect((await send('198.51.100.1')).statusCode).toBe(429);
    expect((await send('198.51.100.2')).statusCode).toBe(415);
  });
});
