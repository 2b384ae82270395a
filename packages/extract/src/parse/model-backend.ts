import { HsaReceipt, Receipt } from '@receiptbox/contracts';
import OpenAI from 'openai';
import { z } from 'zod';
import type { TextDocument } from '../text-document';
import { type ParseOptions, parseReceipt } from './index';

export interface ModelBackendConfig {
  /** Base URL of an OpenAI-compatible API (EXTRACT_LLM_URL), e.g. http://127.0.0.1:8000/v1. */
  url: string;
  apiKey?: string;
  model?: string;
  /** Milliseconds before the request is abandoned and the local parser answers. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

const DEFAULT_MODEL = 'gpt-4o-mini';
const DEFAULT_TIMEOUT_MS = 20_000;

function promptFor(doc: TextDocument, options: ParseOptions): string {
  const lines = doc.lines.map(
    (l) => `[p${l.page} x${Math.round(l.x)} y${Math.round(l.y)} w${Math.round(l.width)}] ${l.text}`,
  );
  const categories = options.categories.map((c) => `- ${c.name}${c.description ? `: ${c.description}` : ''}`);
  const hints = doc.hints ? `\nE-mail facts: ${JSON.stringify(doc.hints)}` : '';
  return [
    'Read this receipt. Lines are positioned text (page, x, y, width in pixels, top-left origin).',
    'Dates as YYYY-MM-DD; amounts as decimal numbers in the receipt currency; currency as ISO 4217.',
    'total_price is the final amount paid (after rounding), never the subtotal, change or cash tendered.',
    'company is the seller name from the header, not an address or a title like "TAX INVOICE".',
    `Choose category from exactly these names:\n${categories.join('\n')}`,
    options.hsa
      ? 'Mark each line item hsa_eligible following IRS Publication 502 and explain in hsa_notes; hsa_amount is eligible items plus their share of tax; parsing_notes repeats parsingNotes.'
      : '',
    'confidence holds a 0..1 value per field.',
    hints,
    '',
    lines.join('\n'),
  ]
    .filter((s) => s !== '')
    .join('\n');
}

function withNote<T extends Receipt | HsaReceipt>(receipt: T, note: string): T {
  const parsingNotes = `${note} ${receipt.parsingNotes}`.trim();
  return 'hsa_amount' in receipt
    ? { ...receipt, parsingNotes, parsing_notes: parsingNotes }
    : { ...receipt, parsingNotes };
}

/**
 * Asks an OpenAI-compatible model for the receipt with structured output (JSON schema from the
 * shared zod schema) and falls back to the local parser on any error, timeout or invalid answer;
 * parsingNotes says which one answered.
 *
 * @example
 * const receipt = await parseWithModel(doc, { categories: DEFAULT_CATEGORIES, hsa: false }, { url: process.env.EXTRACT_LLM_URL! });
 */
export async function parseWithModel(
  doc: TextDocument,
  options: ParseOptions,
  config: ModelBackendConfig,
): Promise<Receipt | HsaReceipt> {
  const schema = options.hsa ? HsaReceipt : Receipt;
  const model = config.model ?? DEFAULT_MODEL;
  const fallback = (reason: string) =>
    withNote(
      parseReceipt(doc, options),
      `The model backend was not used (${reason}); the local parser read this receipt.`,
    );
  try {
    const client = new OpenAI({
      baseURL: config.url,
      apiKey: config.apiKey ?? 'not-needed',
      timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      maxRetries: 0,
      ...(config.fetch ? { fetch: config.fetch } : {}),
    });
    const completion = await client.chat.completions.create({
      model,
      temperature: 0,
      messages: [
        {
          role: 'system',
          content: 'You extract structured data from receipts. Answer only with the requested JSON.',
        },
        { role: 'user', content: promptFor(doc, options) },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: {
          name: options.hsa ? 'hsa_receipt' : 'receipt',
          schema: z.toJSONSchema(schema) as Record<string, unknown>,
          strict: true,
        },
      },
    });
    const content = completion.choices[0]?.message?.content;
    if (!content) return fallback('the answer was empty');
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch {
      return fallback('the answer was not valid JSON');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return fallback(
        `the answer did not match the receipt schema at ${issue?.path.join('.') || 'the root'}`,
      );
    }
    const receipt = parsed.data;
    const names = options.categories.map((c) => c.name);
    if (receipt.category !== null && names.length > 0 && !names.includes(receipt.category)) {
      const local = parseReceipt(doc, options);
      return withNote(
        { ...receipt, category: local.category },
        `The model named an unknown category "${receipt.category}"; the local choice was kept. Read by model ${model}.`,
      );
    }
    return withNote(receipt, `Read by model ${model}.`);
  } catch (err) {
    const status = err instanceof OpenAI.APIError && err.status ? `HTTP ${err.status}` : null;
    const timedOut = err instanceof OpenAI.APIConnectionTimeoutError;
    return fallback(
      timedOut ? 'the endpoint timed out' : (status ?? `request failed: ${(err as Error).message}`),
    );
  }
}
