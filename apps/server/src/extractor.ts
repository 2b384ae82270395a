import type { HsaReceipt, Receipt } from '@receiptbox/contracts';
import {
  closeExtractor,
  type EmailExtraction,
  type ExtractOptions,
  extractEmail,
  extractReceipt,
} from '@receiptbox/extract';
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

/** With EXTRACT_LLM_URL the model reads the receipt first; the local parser is its fallback. */
export function createExtractor(config: Pick<Config, 'extractLlmUrl'>): Extractor {
  const model = config.extractLlmUrl ? { url: config.extractLlmUrl } : undefined;
  return {
    extractReceipt: (bytes, options = {}) =>
      extractReceipt(bytes, { ...options, ...(model ? { model } : {}) }),
    extractEmail: (raw, options = {}) => extractEmail(raw, { ...options, ...(model ? { model } : {}) }),
    close: closeExtractor,
  };
}
