import rateLimit from '@fastify/rate-limit';
import { ConvertRequest, HsaReceipt, Receipt, ReceiptResponse } from '@receiptbox/contracts';
import { csvFileName } from '@receiptbox/contracts/receipt-export';
import { receiptToXlsx } from '@receiptbox/extract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../app-error';
import type { App, AppDeps } from '../../app-types';
import { acceptedFileBytes, convertFile } from './convert-file';

const HOUR_MS = 60 * 60 * 1000;
/** Workbook downloads are cheap but not free; a generous cap keeps the endpoint from being a toy. */
const XLSX_PER_HOUR = 120;
const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file each convert request's preHandler decoded and checked, for its handler. */
const checkedFiles = new WeakMap<FastifyRequest, Uint8Array>();

export const XlsxRequest = z.object({ receipt: z.union([HsaReceipt, Receipt]) });

/** The 429 message of the public converter (SPEC §3 "Rate-limit info": message, resetIn). */
export function converterLimitMessage(max: number): string {
  return `You have used the ${max} free conversions available per hour. Sign up for a free account to process more receipts.`;
}

/**
 * POST /api/Converter: the free public converter (SPEC §7). No sign-in; limited per client
 * address (X-Forwarded-For is honoured only from TRUSTED_PROXIES, through Fastify's trustProxy).
 * POST /api/Converter/xlsx: the converted receipt as an Excel workbook.
 */
export async function converterRoutes(app: App, deps: Pick<AppDeps, 'config' | 'extractor'>): Promise<void> {
  // Counters live in this process's memory: with several API processes each counts its own.
  await app.register(rateLimit, { global: false });

  const max = deps.config.converterRateLimit;
  app.post(
    '/api/Converter',
    {
      schema: { body: ConvertRequest, response: { 200: ReceiptResponse } },
      // Refused before the rate limit counts (it runs after this hook): a request that cannot be
      // read at all costs nothing, so it uses none of the visitor's hourly conversions.
      preHandler: async (request) => {
        checkedFiles.set(request, acceptedFileBytes(request.body));
        // Decoded once, here: the base64 text (a third larger than the file) need not live on
        // while the file is read.
        request.body.fileContent = '';
      },
      config: {
        rateLimit: {
          max,
          timeWindow: HOUR_MS,
          // Counted after the body is validated and the file checked (preHandler above).
          hook: 'preHandler',
          keyGenerator: (request) => request.ip,
          errorResponseBuilder: (_request, context) => {
            const resetIn = Math.max(1, Math.ceil(context.ttl / 1000));
            return new AppError(
              'rate_limited',
              `Too many conversions from this address; try again in ${resetIn} s.`,
              {
                extra: { message: converterLimitMessage(max), resetIn },
              },
            );
          },
        },
      },
    },
    async (request, reply) => {
      // A visitor who closes the page should not keep an OCR worker busy.
      const abort = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      const bytes = checkedFiles.get(request);
      if (!bytes) throw new Error('the converter preHandler did not check the file');
      checkedFiles.delete(request);
      const receipt = await convertFile(deps.extractor, bytes, abort.signal);
      return { receipt };
    },
  );

  app.post(
    '/api/Converter/xlsx',
    {
      bodyLimit: 1024 * 1024,
      schema: { body: XlsxRequest },
      config: {
        rateLimit: {
          max: XLSX_PER_HOUR,
          timeWindow: HOUR_MS,
          keyGenerator: (request) => request.ip,
          errorResponseBuilder: (_request, context) => {
            const resetIn = Math.max(1, Math.ceil(context.ttl / 1000));
            return new AppError('rate_limited', 'Too many workbook downloads from this address.', {
              extra: { message: 'Too many downloads. Please try again later.', resetIn },
            });
          },
        },
      },
    },
    async (request, reply) => {
      const { receipt } = request.body;
      const workbook = await receiptToXlsx(receipt);
      const fileName = csvFileName(receipt).replace(/\.csv$/, '.xlsx');
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(workbook));
    },
  );
}
