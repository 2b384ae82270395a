import { availableParallelism } from 'node:os';
import type { HsaReceipt, Receipt } from '@receiptbox/contracts';
import {
  closeExtractor,
  configureExtractor,
  type EmailExtraction,
  type ExtractErrorCode,
  type ExtractOptions,
  extractEmail,
  extractReceipt,
  isExtractError,
} from '@receiptbox/extract';
import pLimit from 'p-limit';
import { AppError } from './app-error';
import type { Config } from './config';

/** packages/extract with this configuration's model endpoint bound in, so callers pass none. */
export interface Extractor {
  /** One receipt from an image, a PDF or an e-mail; see `extractReceipt` in packages/extract. */
  extractReceipt(bytes: Uint8Array, options?: Omit<ExtractOptions, 'model'>): Promise<Receipt | HsaReceipt>;
  /** Every receipt of an RFC 5322 message; see `extractEmail` in packages/extract. */
  extractEmail(raw: Uint8Array, options?: Omit<ExtractOptions, 'model'>): Promise<EmailExtraction>;
  /** Stops the OCR worker threads. */
  close(): Promise<void>;
}

/**
 * With EXTRACT_LLM_URL the model reads the receipt first; the local parser is its fallback.
 * Files are read as many at a time as there are OCR threads (OCR_THREADS, else one per core); the
 * rest wait their turn, and a file's time budget starts when its reading does, so a burst of
 * uploads queues instead of timing out.
 */
export function createExtractor(config: Pick<Config, 'extractLlmUrl' | 'ocrThreads'>): Extractor {
  const model = config.extractLlmUrl ? { url: config.extractLlmUrl } : undefined;
  const threads = config.ocrThreads ?? availableParallelism();
  configureExtractor({ ocrThreads: threads });
  const slots = pLimit(threads);
  return {
    extractReceipt: (bytes, options = {}) =>
      slots(() => extractReceipt(bytes, { ...options, ...(model ? { model } : {}) })),
    extractEmail: (raw, options = {}) =>
      slots(() => extractEmail(raw, { ...options, ...(model ? { model } : {}) })),
    close: closeExtractor,
  };
}

const EXTRACT_ERROR_STATUS: Record<
  ExtractErrorCode,
  'payload_too_large' | 'unsupported_media_type' | 'unprocessable_file'
> = {
  FILE_TOO_LARGE: 'payload_too_large',
  UNSUPPORTED_TYPE: 'unsupported_media_type',
  EMPTY_FILE: 'unprocessable_file',
  CORRUPT_FILE: 'unprocessable_file',
  ENCRYPTED_PDF: 'unprocessable_file',
  TOO_MANY_PIXELS: 'unprocessable_file',
  TOO_MANY_PAGES: 'unprocessable_file',
  TIMEOUT: 'unprocessable_file',
};

/** An extraction failure as the AppError to answer with (413/415/422); anything else unchanged. */
export function extractionProblem(error: unknown): unknown {
  if (!isExtractError(error)) return error;
  return new AppError(EXTRACT_ERROR_STATUS[error.code], error.message, { extra: { reason: error.code } });
}

export const NO_RECEIPT_FOUND_MESSAGE =
  'No receipt could be read in this file: no merchant, date, items or total were found. Try a sharper photo with the whole receipt in frame.';

/**
 * A blank page, a photo of something else or a hopelessly blurred shot: saying "processed
 * successfully" over a table of dashes would be a lie, so it is an error the user can act on.
 */
export function noReceiptFound(): AppError {
  return new AppError('unprocessable_file', NO_RECEIPT_FOUND_MESSAGE, {
    extra: { reason: 'NO_RECEIPT_FOUND' },
  });
}

/** True when extraction found none of the fields a receipt row is made of. */
export function foundNothing(receipt: Receipt | HsaReceipt): boolean {
  return (
    receipt.company === null &&
    receipt.date === null &&
    receipt.total_price === null &&
    receipt.receipt_number === null &&
    receipt.line_items.length === 0
  );
}
