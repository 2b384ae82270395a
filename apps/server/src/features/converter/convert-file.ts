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
 * The file of a convert request, once it is base64 of at most 10 MB of an accepted type.
 * @throws {AppError} 400 for bad base64, 413 over 10 MB, 415 for other types.
 */
export function acceptedFileBytes(request: ConvertRequest): Uint8Array {
  const bytes = decodeFileContent(request.fileContent);
  if (bytes.byteLength >= MAX_UPLOAD_BYTES) throw new AppError('payload_too_large', UPLOAD_SIZE_MESSAGE);
  if (!isAcceptedFile(bytes)) throw new AppError('unsupported_media_type', UPLOAD_TYPE_MESSAGE);
  return bytes;
}

/**
 * The public converter's one operation: read the receipt in a file {@link acceptedFileBytes}
 * checked, return it. The bytes live only in memory for the length of the call; nothing is stored
 * or logged.
 *
 * @throws {AppError} 422 when the file cannot be read.
 */
export async function convertFile(
  extractor: Extractor,
  bytes: Uint8Array,
  signal?: AbortSignal,
): Promise<Receipt | HsaReceipt> {
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
