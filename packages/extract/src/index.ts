import type { Category, HsaReceipt, Receipt } from '@receiptbox/contracts';
import { ExtractError, type ExtractErrorCode, LIMITS } from './errors';
import { closeOcrPool, setOcrThreads } from './ocr/pool';
import { DEFAULT_CATEGORIES } from './parse/categories';
import { parseReceipt } from './parse/index';
import { type ModelBackendConfig, parseWithModel } from './parse/model-backend';
import { closePdfPool } from './pdf/pool';
import { checkSize, detectKind, readDocument, readEmail, withSignal } from './read-text';
import type { ReceiptHints, TextDocument } from './text-document';

export { ExtractError, type ExtractErrorCode, isExtractError, LIMITS } from './errors';
export { receiptToXlsx } from './export/receipt-xlsx';
export { isHeif } from './image/heif';
export type { ModelBackendConfig } from './parse/model-backend';
export type { ReceiptHints, TextDocument, TextLine } from './text-document';
export { DEFAULT_CATEGORIES };

export interface ExtractOptions {
  /** The mailbox's categories; the six defaults of SPEC §3 when omitted. */
  categories?: Category[];
  /** Return the HSA/FSA shape with per-item eligibility. */
  hsa?: boolean;
  /** For messages only; the kind is always decided from the content. */
  fileName?: string;
  /** Per-file time budget (default 60 s); past it the call rejects with code TIMEOUT. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * An OpenAI-compatible endpoint (EXTRACT_LLM_URL) to read the text with; the local parser answers
   * whenever the model fails or gives an invalid receipt. Omit for the local parser only.
   */
  model?: ModelBackendConfig;
  /**
   * What is known about a file from outside it, for an image or PDF: the e-mail it was attached
   * to ({@link readEmailHints}) names the sender, which is usually the merchant, and when it was sent.
   */
  hints?: ReceiptHints;
}

export interface EmailExtraction {
  receipts: (Receipt | HsaReceipt)[];
  /** Attachments that could not be read; the rest of the message still counts. */
  errors: { fileName: string; code: ExtractErrorCode; message: string }[];
}

/**
 * The per-file time budget as a signal that also follows the caller's. A timer we hold, not
 * `AbortSignal.any([signal, AbortSignal.timeout()])`: on Node 20 that combined signal can be
 * garbage-collected before it fires, and a 60 s budget then never ended a 560 s PDF.
 */
async function withinBudget<T>(
  options: Pick<ExtractOptions, 'timeoutMs' | 'signal'>,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? LIMITS.timeoutMs);
  const follow = () => controller.abort();
  options.signal?.addEventListener('abort', follow, { once: true });
  if (options.signal?.aborted) controller.abort();
  try {
    return await withSignal(controller.signal, () => work(controller.signal));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', follow);
  }
}

async function parse(doc: TextDocument, options: ExtractOptions): Promise<Receipt | HsaReceipt> {
  const parseOptions = { categories: options.categories ?? DEFAULT_CATEGORIES, hsa: options.hsa ?? false };
  return options.model ? parseWithModel(doc, parseOptions, options.model) : parseReceipt(doc, parseOptions);
}

/**
 * Reads one receipt from a JPEG, PNG, WEBP, HEIC/HEIF or PDF (digital or scanned), or the first receipt of an
 * RFC 5322 e-mail. The kind is decided from the bytes. OCR runs in a pool of worker threads, one
 * per core; call {@link closeExtractor} when done so the process can exit.
 *
 * @throws {ExtractError} with a `code` for empty, oversized, unsupported, corrupt, encrypted,
 *   too-many-pixels, too-many-pages and timed-out inputs.
 * @example
 * import { readFile } from 'node:fs/promises';
 * import { closeExtractor, extractReceipt } from '@receiptbox/extract';
 *
 * const receipt = await extractReceipt(await readFile('lunch.jpg'), { timeoutMs: 30_000 });
 * console.log(receipt.company, receipt.date, receipt.total_price, receipt.currency);
 * await closeExtractor();
 */
export async function extractReceipt(
  input: Uint8Array,
  options: ExtractOptions = {},
): Promise<Receipt | HsaReceipt> {
  checkSize(input);
  return withinBudget(options, async (signal) => {
    const kind = await detectKind(input);
    if (kind === 'email') {
      const { receipts, errors } = await extractEmailWithin(input, options, signal);
      if (receipts[0]) return receipts[0];
      const first = errors[0];
      throw first
        ? new ExtractError(first.code, { message: first.message })
        : new ExtractError('UNSUPPORTED_TYPE');
    }
    const doc = await readDocument(input, kind, signal);
    return parse(options.hints ? { ...doc, hints: options.hints } : doc, options);
  });
}

/**
 * The facts a message gives about the receipts attached to it (sender, its display name, DKIM
 * signer, when it was sent; a forward's original), for {@link ExtractOptions.hints} when each
 * attachment is read on its own.
 */
export async function readEmailHints(raw: Uint8Array): Promise<ReceiptHints> {
  checkSize(raw);
  return (await readEmail(raw)).hints;
}

/**
 * Reads every receipt in a raw RFC 5322 message: the body (HTML table rows or text), with a
 * forwarded message's original sender and date as hints, and each PDF or image attachment.
 *
 * @example
 * const { receipts, errors } = await extractEmail(await readFile('forwarded.eml'));
 * for (const r of receipts) console.log(r.company, r.total_price);
 * for (const e of errors) console.warn(e.fileName, e.message);
 */
export async function extractEmail(raw: Uint8Array, options: ExtractOptions = {}): Promise<EmailExtraction> {
  checkSize(raw);
  return withinBudget(options, (signal) => extractEmailWithin(raw, options, signal));
}

async function extractEmailWithin(
  raw: Uint8Array,
  options: ExtractOptions,
  signal: AbortSignal,
): Promise<EmailExtraction> {
  const mail = await readEmail(raw);
  const errors: EmailExtraction['errors'] = [];
  const fromAttachments = await Promise.all(
    mail.attachments.map(async (a) => {
      try {
        checkSize(a.content);
        const kind = await detectKind(a.content);
        if (kind === 'email') return null;
        const doc = await readDocument(a.content, kind, signal);
        return await parse({ ...doc, hints: mail.hints }, options);
      } catch (error) {
        if (!(error instanceof ExtractError)) throw error;
        if (error.code === 'UNSUPPORTED_TYPE') return null;
        if (error.code === 'TIMEOUT') throw error;
        errors.push({ fileName: a.fileName, code: error.code, message: error.message });
        return null;
      }
    }),
  );
  const attached = fromAttachments.filter((r): r is Receipt | HsaReceipt => r !== null);
  const body = mail.body ? await parse(mail.body, options) : null;
  // Shops often send the receipt in the body and again as a PDF: one purchase, one receipt.
  const duplicate =
    body?.total_price != null &&
    attached.some(
      (r) => r.total_price === body.total_price && (!r.date || !body.date || r.date === body.date),
    );
  return { receipts: [...(body && !duplicate ? [body] : []), ...attached], errors };
}

/**
 * The positioned text the parser sees, for debugging and tuning: OCR lines of an image or scanned
 * PDF, text-layer cells of a digital PDF, or the body of an e-mail.
 */
export async function readText(
  input: Uint8Array,
  options: Pick<ExtractOptions, 'timeoutMs' | 'signal'> = {},
): Promise<TextDocument> {
  checkSize(input);
  return withinBudget(options, async (signal) => {
    const kind = await detectKind(input);
    if (kind !== 'email') return readDocument(input, kind, signal);
    const mail = await readEmail(input);
    if (!mail.body)
      throw new ExtractError('UNSUPPORTED_TYPE', { message: 'The message has no receipt in its body.' });
    return mail.body;
  });
}

/**
 * Sizes the OCR thread pool (default: one thread per core; the library reads no environment). Takes effect
 * for the next pool: call it before the first extraction or after {@link closeExtractor}.
 *
 * @example
 * configureExtractor({ ocrThreads: 1 }); // a small box that also serves HTTP
 */
export function configureExtractor(options: { ocrThreads?: number }): void {
  setOcrThreads(options.ocrThreads);
}

/** Stops the OCR and PDF worker threads (and frees their models) so the process can exit. Safe to call twice. */
export async function closeExtractor(): Promise<void> {
  await Promise.all([closeOcrPool(), closePdfPool()]);
}
