import {
  type ConvertRequest,
  type HsaReceipt,
  MAX_UPLOAD_BYTES,
  type Receipt,
  UPLOAD_SIZE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
} from '@receiptbox/contracts';
import { type ExtractErrorCode, isExtractError } from '@receiptbox/extract';
import { AppError } from '../../app-error';
import type { Extractor } from '../../extractor';

/** The converter reads a file for at most this long before giving up. */
const CONVERT_TIMEOUT_MS = 60_000;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Decodes the request's base64 content; a data-URL prefix (as FileReader gives) is tolerated. */
export function decodeFileContent(fileContent: string): Uint8Array {
  const comma = fileContent.startsWith('data:') ? fileContent.indexOf(',') : -1;
  const payload = fileContent.slice(comma + 1).replace(/\s+/g, '');
  if (payload.length === 0 || payload.length % 4 === 1 || !BASE64.test(payload)) {
    throw new AppError('validation_failed', "The parameter 'fileContent' must be the file as base64.");
  }
  return new Uint8Array(Buffer.from(payload, 'base64'));
}

/**
 * The SPEC §5 types, judged from the bytes (file names and declared types can lie): JPEG, PNG,
 * WEBP or PDF.
 */
export function isAcceptedFile(bytes: Uint8Array): boolean {
  const ascii = (start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString('latin1');
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true;
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return true;
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return true;
  // PDF readers accept the header anywhere in the first kilobyte.
  return ascii(0, 1024).includes('%PDF-');
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

/**
 * The public converter's one operation: validate a file, read the receipt in it, return it. The
 * bytes live only in memory for the length of the call; nothing is stored or logged.
 *
 * @throws {AppError} 413 over 10 MB, 415 for other types, 422 when the file cannot be read.
 */
export async function convertFile(
  extractor: Extractor,
  request: ConvertRequest,
  signal?: AbortSignal,
): Promise<Receipt | HsaReceipt> {
  const bytes = decodeFileContent(request.fileContent);
  if (bytes.byteLength >= MAX_UPLOAD_BYTES) throw new AppError('payload_too_large', UPLOAD_SIZE_MESSAGE);
  if (!isAcceptedFile(bytes)) throw new AppError('unsupported_media_type', UPLOAD_TYPE_MESSAGE);
  let receipt: Receipt | HsaReceipt;
  try {
    receipt = await extractor.extractReceipt(bytes, {
      timeoutMs: CONVERT_TIMEOUT_MS,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (isExtractError(error)) {
      throw new AppError(EXTRACT_ERROR_STATUS[error.code], error.message, { extra: { reason: error.code } });
    }
    throw error;
  }
  // A blank page, a photo of something else or a hopelessly blurred shot: saying "processed
  // successfully" over a table of dashes would be a lie, so it is an error the visitor can act on.
  if (foundNothing(receipt)) {
    throw new AppError('unprocessable_file', NO_RECEIPT_FOUND_MESSAGE, {
      extra: { reason: 'NO_RECEIPT_FOUND' },
    });
  }
  return receipt;
}

export const NO_RECEIPT_FOUND_MESSAGE =
  'No receipt could be read in this file: no merchant, date, items or total were found. Try a sharper photo with the whole receipt in frame.';

/** True when extraction found none of the fields a receipt row is made of. */
function foundNothing(receipt: Receipt | HsaReceipt): boolean {
  return (
    receipt.company === null &&
    receipt.date === null &&
    receipt.total_price === null &&
    receipt.receipt_number === null &&
    receipt.line_items.length === 0
  );
}
