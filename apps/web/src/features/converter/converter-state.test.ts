import type { Receipt } from '@receiptbox/contracts';
import { describe, expect, it } from 'vitest';
import {
  CONVERT_FAILED_MESSAGE,
  type ConverterState,
  canUpload,
  converterReducer,
  formatCountdown,
  initialConverterState,
  SERVER_SIDE_ERROR_MESSAGE,
} from './converter-state';

const receipt = { date: '2024-03-01', company: 'Corner Market', line_items: [] } as unknown as Receipt;
const processing: ConverterState = { status: 'processing', fileName: 'lunch.jpg' };
const run = (...events: Parameters<typeof converterReducer>[1][]) =>
  events.reduce(converterReducer, initialConverterState);

describe('converter state machine', () => {
  it('starts idle with upload allowed', () => {
    expect(initialConverterState).toEqual({ status: 'idle' });
    expect(canUpload(initialConverterState)).toBe(true);
  });

  it('goes from idle to processing when a valid file is chosen, and blocks another upload meanwhile', () => {
    const state = run({ type: 'started', fileName: 'lunch.jpg' });
    expect(state).toEqual(processing);
    expect(canUpload(state)).toBe(false);
    expect(converterReducer(state, { type: 'started', fileName: 'other.jpg' })).toBe(state);
  });

  it('shows the result after processing succeeds', () => {
    expect(run({ type: 'started', fileName: 'lunch.jpg' }, { type: 'succeeded', receipt })).toEqual({
      status: 'success',
      fileName: 'lunch.jpg',
      receipt,
    });
  });

  it('shows the spec failure message, with the server detail when there is one', () => {
    expect(run({ type: 'started', fileName: 'a.jpg' }, { type: 'failed' })).toEqual({
      status: 'error',
      message: CONVERT_FAILED_MESSAGE,
    });
    expect(
      run({ type: 'started', fileName: 'a.jpg' }, { type: 'failed', detail: 'The file is damaged.' }),
    ).toEqual({
      status: 'error',
      message: 'Failed to process the receipt. Please try again.',
      detail: 'The file is damaged.',
    });
  });

  it('shows a rejected file’s message without processing', () => {
    const state = run({ type: 'fileRejected', message: 'File size must be less than 10MB.' });
    expect(state).toEqual({ status: 'error', message: 'File size must be less than 10MB.' });
    expect(canUpload(state)).toBe(true);
  });

  it('returns to idle on Try Again', () => {
    expect(run({ type: 'started', fileName: 'a.jpg' }, { type: 'failed' }, { type: 'reset' })).toEqual({
      status: 'idle',
    });
  });

  it('on 429 keeps the server message and the reset time and disables upload until it passes', () => {
    const state = run(
      { type: 'started', fileName: 'a.jpg' },
      { type: 'rateLimited', message: 'Limit reached.', resetInSeconds: 90, now: 1_000 },
    );
    expect(state).toEqual({ status: 'rateLimited', message: 'Limit reached.', resetAt: 91_000 });
    expect(canUpload(state)).toBe(false);
    expect(converterReducer(state, { type: 'started', fileName: 'b.jpg' })).toBe(state);
    expect(converterReducer(state, { type: 'reset' })).toBe(state);
    expect(converterReducer(state, { type: 'rateLimitExpired' })).toEqual({ status: 'idle' });
  });

  it('falls back to the spec message when a 429 carries none', () => {
    const state = run(
      { type: 'started', fileName: 'a.jpg' },
      { type: 'rateLimited', message: '', resetInSeconds: 10, now: 0 },
    );
    expect(state).toMatchObject({ message: SERVER_SIDE_ERROR_MESSAGE });
  });

  it('ignores a late success or failure that arrives when nothing is processing', () => {
    expect(converterReducer(initialConverterState, { type: 'succeeded', receipt })).toBe(
      initialConverterState,
    );
    expect(converterReducer(initialConverterState, { type: 'failed' })).toBe(initialConverterState);
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds, and hours past an hour', () => {
    expect(formatCountdown(3598.2)).toBe('59:59');
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(3725)).toBe('1:02:05');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
