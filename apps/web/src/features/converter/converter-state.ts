import type { HsaReceipt, Receipt } from '@receiptbox/contracts';

/** SPEC §8: the public converter's message for any failure other than a rate limit. */
export const CONVERT_FAILED_MESSAGE = 'Failed to process the receipt. Please try again.';
/** SPEC §8: a 429 parsed as problem details, when the server sent no message of its own. */
export const SERVER_SIDE_ERROR_MESSAGE = 'A server side error occurred.';

export type ConverterState =
  | { status: 'idle' }
  | { status: 'processing'; fileName: string }
  | { status: 'success'; fileName: string; receipt: Receipt | HsaReceipt }
  /** `detail` explains a rejected file (wrong type, too large, unreadable) when known. */
  | { status: 'error'; message: string; detail?: string }
  /** Upload is disabled until `resetAt` (epoch ms). */
  | { status: 'rateLimited'; message: string; resetAt: number };

export type ConverterEvent =
  | { type: 'started'; fileName: string }
  | { type: 'fileRejected'; message: string }
  | { type: 'succeeded'; receipt: Receipt | HsaReceipt }
  | { type: 'failed'; detail?: string }
  | { type: 'rateLimited'; message: string; resetInSeconds: number; now: number }
  /** 'Try Again': back to the upload buttons. */
  | { type: 'reset' }
  /** The rate-limit countdown reached zero. */
  | { type: 'rateLimitExpired' };

export const initialConverterState: ConverterState = { status: 'idle' };

/** idle → processing → success | error | rateLimited (SPEC §4 "Converter and upload"). */
export function converterReducer(state: ConverterState, event: ConverterEvent): ConverterState {
  switch (event.type) {
    case 'started':
      // While rate limited nothing may start; the upload controls are disabled too.
      if (state.status === 'rateLimited' || state.status === 'processing') return state;
      return { status: 'processing', fileName: event.fileName };
    case 'fileRejected':
      if (state.status === 'rateLimited' || state.status === 'processing') return state;
      return { status: 'error', message: event.message };
    case 'succeeded':
      if (state.status !== 'processing') return state;
      return { status: 'success', fileName: state.fileName, receipt: event.receipt };
    case 'failed':
      if (state.status !== 'processing') return state;
      return event.detail
        ? { status: 'error', message: CONVERT_FAILED_MESSAGE, detail: event.detail }
        : { status: 'error', message: CONVERT_FAILED_MESSAGE };
    case 'rateLimited':
      return {
        status: 'rateLimited',
        message: event.message || SERVER_SIDE_ERROR_MESSAGE,
        resetAt: event.now + Math.max(0, event.resetInSeconds) * 1000,
      };
    case 'reset':
      return state.status === 'rateLimited' ? state : initialConverterState;
    case 'rateLimitExpired':
      return state.status === 'rateLimited' ? initialConverterState : state;
  }
}

/** Whether a new file may be chosen in this state. */
export const canUpload = (state: ConverterState): boolean =>
  state.status !== 'processing' && state.status !== 'rateLimited';

/** 'm:ss' (or 'h:mm:ss') for the 'Try again in' countdown. */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
