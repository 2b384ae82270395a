import { vi } from 'vitest';

/** A JSON answer as the server gives it: problem details (RFC 9457) on anything but 2xx. */
export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: {
      'content-type': status >= 200 && status < 300 ? 'application/json' : 'application/problem+json',
    },
  });
}

/** Answers every fetch with `status` and `body`; the mock records what was asked. */
export function answerEvery(status: number, body?: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse(status, body));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
