/**
 * Why an input could not be read. Each code has one user-facing message (see {@link ExtractError}).
 * - EMPTY_FILE: zero bytes.
 * - FILE_TOO_LARGE: more than {@link LIMITS.maxInputBytes}.
 * - UNSUPPORTED_TYPE: the content is not a JPEG, PNG, WEBP, HEIC/HEIF, PDF or e-mail message (file names are ignored).
 * - CORRUPT_FILE: the content claims a supported type but cannot be decoded.
 * - ENCRYPTED_PDF: the PDF needs a password.
 * - TOO_MANY_PIXELS: an image (or rendered page) larger than {@link LIMITS.maxPixels}; guards decompression bombs.
 * - TOO_MANY_PAGES: a PDF with more than {@link LIMITS.maxPdfPages} pages.
 * - TIMEOUT: the file took longer than its time budget, or the caller aborted.
 */
export type ExtractErrorCode =
  | 'EMPTY_FILE'
  | 'FILE_TOO_LARGE'
  | 'UNSUPPORTED_TYPE'
  | 'CORRUPT_FILE'
  | 'ENCRYPTED_PDF'
  | 'TOO_MANY_PIXELS'
  | 'TOO_MANY_PAGES'
  | 'TIMEOUT';

export const LIMITS = {
  maxInputBytes: 10 * 1024 * 1024,
  /** 50 megapixels: any phone photo, far below what would exhaust memory when decoded. */
  maxPixels: 50_000_000,
  maxPdfPages: 20,
  /** Per-file time budget when the caller gives none. */
  timeoutMs: 60_000,
} as const;

const MESSAGES: Record<ExtractErrorCode, string> = {
  EMPTY_FILE: 'The file is empty.',
  FILE_TOO_LARGE: 'File size must be less than 10MB.',
  UNSUPPORTED_TYPE: 'Please upload only images (JPEG, PNG, WEBP) or PDF files.',
  CORRUPT_FILE: 'The file is damaged and could not be read.',
  ENCRYPTED_PDF: 'The PDF is password-protected. Please upload a copy without a password.',
  TOO_MANY_PIXELS: 'The image is too large to process (more than 50 megapixels).',
  TOO_MANY_PAGES: `The PDF has too many pages (more than ${LIMITS.maxPdfPages}).`,
  TIMEOUT: 'Reading the file took too long.',
};

/** The one error type of this package: a stable `code` for programs and a `message` for people. */
export class ExtractError extends Error {
  override readonly name = 'ExtractError';
  constructor(
    readonly code: ExtractErrorCode,
    options?: { cause?: unknown; message?: string },
  ) {
    super(
      options?.message ?? MESSAGES[code],
      options?.cause === undefined ? undefined : { cause: options.cause },
    );
  }
}

export function isExtractError(error: unknown): error is ExtractError {
  return error instanceof ExtractError;
}
