import {
  type ConvertRequest,
  type HsaReceipt,
  MAX_UPLOAD_BYTES,
  type Receipt,
  UPLOAD_SIZE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
} from '@receiptbox/contracts';
import { AppError } from '../../app-error';
import { type Extractor, extractionProblem, foundNothing, noReceiptFound } from '../../extractor';
import { decodeFileContent, isAcceptedFile } from '../../upload-file';

/** The converter reads a file for at most this long before giving up. */
const CONVERT_TIMEOUT_MS = 60_000;

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
    throw extractionProblem(error);
  }
  // A blank page, a photo of something else or a hopelessly blurred shot: saying "processed
  // successfully" over a table of dashes would be a lie, so it is an error the visitor can act on.
  if (foundNothing(receipt)) throw noReceiptFound();
  return receipt;
}
