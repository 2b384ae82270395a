import type { DirectUploadResponse } from '@receiptbox/contracts/api/uploads';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import {
  classifyUploadFailure,
  describeResetIn,
  isWaiting,
  RATE_LIMIT_FALLBACK_MESSAGE,
  UPLOAD_FAILED_MESSAGE,
  type UploadResult,
  uploadResultsReducer,
} from './upload-results';

const problem = (status: number, extra: Record<string, unknown> = {}) =>
  new ApiError(
    status,
    { type: `/problems/${status}`, title: `Title ${status}`, status, ...extra },
    null,
    new Headers(),
  );

const answer = { receiptId: 'r1', alreadyAddedAt: null } as unknown as DirectUploadResponse;

function queued(...names: string[]): UploadResult[] {
  return uploadResultsReducer([], {
    type: 'queued',
    files: names.map((fileName, key) => ({ key, fileName })),
  });
}

describe('upload failures (SPEC §8)', () => {
  it("shows the server's title and the reset time on 429", () => {
    expect(classifyUploadFailure(problem(429, { resetIn: 3600 }))).toEqual({
      kind: 'rateLimited',
      message: 'Title 429',
      resetIn: 3600,
    });
  });

  it('falls back to the rate-limit message when the 429 has no problem body', () => {
    expect(classifyUploadFailure(new ApiError(429, null, 'busy', new Headers()))).toEqual({
      kind: 'rateLimited',
      message: RATE_LIMIT_FALLBACK_MESSAGE,
    });
  });

  it("keeps the server's reason for a refused file and hides server errors", () => {
    expect(
      classifyUploadFailure(
        problem(415, { detail: 'Please upload only images (JPEG, PNG, WEBP) or PDF files.' }),
      ),
    ).toEqual({
      kind: 'failed',
      message: UPLOAD_FAILED_MESSAGE,
      detail: 'Please upload only images (JPEG, PNG, WEBP) or PDF files.',
    });
    expect(classifyUploadFailure(problem(500, { detail: 'stack trace' }))).toEqual({
      kind: 'failed',
      message: UPLOAD_FAILED_MESSAGE,
    });
  });
});

describe('upload results', () => {
  it('gives each chosen file its own card, which goes from waiting to processing to its receipt', () => {
    let results = queued('a.jpg', 'b.jpg');
    expect(results.map((r) => r.status)).toEqual(['waiting', 'waiting']);
    results = uploadResultsReducer(results, { type: 'started', key: 0 });
    results = uploadResultsReducer(results, { type: 'succeeded', key: 0, answer });
    expect(results[0]).toMatchObject({ fileName: 'a.jpg', status: 'done', answer });
    expect(results[1]).toMatchObject({ fileName: 'b.jpg', status: 'waiting' });
  });

  it('stops the files still waiting once the quota is reached', () => {
    let results = queued('a.jpg', 'b.jpg', 'c.jpg');
    results = uploadResultsReducer(results, { type: 'started', key: 0 });
    results = uploadResultsReducer(results, { type: 'succeeded', key: 0, answer });
    results = uploadResultsReducer(results, { type: 'started', key: 1 });
    results = uploadResultsReducer(results, {
      type: 'failed',
      key: 1,
      failure: { kind: 'rateLimited', message: 'Monthly limit reached', resetIn: 60 },
    });
    expect(results.map((r) => r.status)).toEqual(['done', 'rateLimited', 'rateLimited']);
    expect(isWaiting(results, 2)).toBe(false);
  });

  it('rejects a file that breaks the upload rules without affecting the others', () => {
    let results = queued('big.pdf', 'ok.jpg');
    results = uploadResultsReducer(results, {
      type: 'rejected',
      key: 0,
      message: 'File size must be less than 10MB.',
    });
    expect(results[0]).toMatchObject({ status: 'failed', message: 'File size must be less than 10MB.' });
    expect(isWaiting(results, 1)).toBe(true);
  });

  it('clears finished cards but keeps the ones still running', () => {
    let results = queued('a.jpg', 'b.jpg');
    results = uploadResultsReducer(results, { type: 'rejected', key: 0, message: 'x' });
    results = uploadResultsReducer(results, { type: 'started', key: 1 });
    expect(uploadResultsReducer(results, { type: 'cleared' }).map((r) => r.fileName)).toEqual(['b.jpg']);
  });

  it('says when the quota resets in words', () => {
    expect(describeResetIn(30)).toBe('in 30 seconds');
    expect(describeResetIn(61)).toBe('in 2 minutes');
    expect(describeResetIn(3600)).toBe('in 1 hour');
    expect(describeResetIn(3 * 86_400)).toBe('in 3 days');
  });
});
