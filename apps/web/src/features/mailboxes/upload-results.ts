import type { DirectUploadResponse } from '@receiptbox/contracts/api/uploads';
import { isApiError } from '../../lib/http';

/**
 * The upload page's results (SPEC §4 "Converter and upload", §8): one card per chosen file, each
 * waiting → processing → done | failed | rateLimited. Files are sent one after another; after a
 * 429 the files still waiting are not sent.
 */

/** SPEC §8 direct upload messages. */
export const UPLOAD_FAILED_MESSAGE = 'Failed to process the receipt. Please try again.';
export const RATE_LIMIT_FALLBACK_MESSAGE = 'Rate limit exceeded. Please try again later.';
export const UPLOAD_SUCCESS_TOAST = 'Receipt processed successfully!';
export const UPLOAD_ERROR_TOAST = 'Error processing receipt';

export type UploadResult =
  | { key: number; fileName: string; status: 'waiting' | 'processing' }
  | { key: number; fileName: string; status: 'done'; answer: DirectUploadResponse }
  /** `detail` says why the server refused the file, when it did. */
  | { key: number; fileName: string; status: 'failed'; message: string; detail?: string }
  /** `resetIn` in seconds, when the server said. */
  | { key: number; fileName: string; status: 'rateLimited'; message: string; resetIn?: number };

export type UploadEvent =
  | { type: 'queued'; files: { key: number; fileName: string }[] }
  /** A file broke the SPEC §5 rules before it was sent. */
  | { type: 'rejected'; key: number; message: string }
  | { type: 'started'; key: number }
  | { type: 'succeeded'; key: number; answer: DirectUploadResponse }
  | { type: 'failed'; key: number; failure: UploadFailure }
  | { type: 'cleared' };

export type UploadFailure =
  | { kind: 'rateLimited'; message: string; resetIn?: number }
  | { kind: 'failed'; message: string; detail?: string };

/** What a failed upload call means for the user (SPEC §8). */
export function classifyUploadFailure(error: unknown): UploadFailure {
  if (isApiError(error) && error.status === 429) {
    const resetIn = error.problem?.resetIn;
    return {
      kind: 'rateLimited',
      message: error.problem?.title || RATE_LIMIT_FALLBACK_MESSAGE,
      ...(typeof resetIn === 'number' ? { resetIn } : {}),
    };
  }
  if (error instanceof Error && error.message === 'No user logged in')
    return { kind: 'failed', message: 'No user logged in' };
  const detail =
    isApiError(error) && error.status >= 400 && error.status < 500 && error.problem?.detail
      ? error.problem.detail
      : undefined;
  return detail
    ? { kind: 'failed', message: UPLOAD_FAILED_MESSAGE, detail }
    : { kind: 'failed', message: UPLOAD_FAILED_MESSAGE };
}

const update = (results: UploadResult[], key: number, next: (r: UploadResult) => UploadResult) =>
  results.map((result) => (result.key === key ? next(result) : result));

export function uploadResultsReducer(results: UploadResult[], event: UploadEvent): UploadResult[] {
  switch (event.type) {
    case 'queued':
      // Newest first, in the order the files were chosen.
      return [...event.files.map((f) => ({ ...f, status: 'waiting' as const })), ...results];
    case 'rejected':
      return update(results, event.key, (r) => ({
        key: r.key,
        fileName: r.fileName,
        status: 'failed',
        message: event.message,
      }));
    case 'started':
      return update(results, event.key, (r) => ({ key: r.key, fileName: r.fileName, status: 'processing' }));
    case 'succeeded':
      return update(results, event.key, (r) => ({
        key: r.key,
        fileName: r.fileName,
        status: 'done',
        answer: event.answer,
      }));
    case 'failed': {
      const { failure } = event;
      if (failure.kind === 'failed') {
        return update(results, event.key, (r) => ({
          key: r.key,
          fileName: r.fileName,
          status: 'failed',
          message: failure.message,
          ...(failure.detail ? { detail: failure.detail } : {}),
        }));
      }
      // The quota applies to every file still waiting too: none of them is sent.
      return results.map((r) =>
        r.key === event.key || r.status === 'waiting'
          ? {
              key: r.key,
              fileName: r.fileName,
              status: 'rateLimited',
              message: failure.message,
              ...(failure.resetIn !== undefined ? { resetIn: failure.resetIn } : {}),
            }
          : r,
      );
    }
    case 'cleared':
      return results.filter((r) => r.status === 'waiting' || r.status === 'processing');
  }
}

/** Whether a file with this key should still be sent (it may have been rate limited meanwhile). */
export const isWaiting = (results: UploadResult[], key: number): boolean =>
  results.some((r) => r.key === key && r.status === 'waiting');

/** 'in 2 hours', 'in 5 minutes', 'in 30 seconds' for a 429's resetIn. */
export function describeResetIn(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (s >= 86_400) return `in ${plural(Math.ceil(s / 86_400), 'day')}`;
  if (s >= 3600) return `in ${plural(Math.ceil(s / 3600), 'hour')}`;
  if (s >= 60) return `in ${plural(Math.ceil(s / 60), 'minute')}`;
  return `in ${plural(s, 'second')}`;
}
