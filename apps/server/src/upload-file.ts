import { UPLOAD_TYPE_MESSAGE } from '@receiptbox/contracts';
import { AppError } from './app-error';

/*
 * The checks every file upload shares (public converter, direct upload): base64 decoding and the
 * SPEC §5 types judged from the bytes.
 */

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decodes the request's base64 content; a data-URL prefix (as FileReader gives) is tolerated.
 * @throws AppError 400 with the spec's file-type message when it is not base64.
 */
export function decodeFileContent(fileContent: string): Uint8Array {
  const comma = fileContent.startsWith('data:') ? fileContent.indexOf(',') : -1;
  const payload = fileContent.slice(comma + 1).replace(/\s+/g, '');
  if (payload.length === 0 || payload.length % 4 === 1 || !BASE64.test(payload)) {
    throw new AppError('validation_failed', UPLOAD_TYPE_MESSAGE, {
      extra: {
        errors: [
          {
            in: 'body',
            parameter: 'fileContent',
            message: "The parameter 'fileContent' must be the file as base64.",
          },
        ],
      },
    });
  }
  return new Uint8Array(Buffer.from(payload, 'base64'));
}

export type UploadKind = 'jpeg' | 'png' | 'webp' | 'pdf';

/** The SPEC §5 type of a file judged from its bytes (names and declared types can lie), or null. */
export function uploadKind(bytes: Uint8Array): UploadKind | null {
  const ascii = (start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString('latin1');
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  // PDF readers accept the header anywhere in the first kilobyte.
  if (ascii(0, 1024).includes('%PDF-')) return 'pdf';
  return null;
}

/** JPEG, PNG, WEBP or PDF, judged from the bytes. */
export function isAcceptedFile(bytes: Uint8Array): boolean {
  return uploadKind(bytes) !== null;
}
