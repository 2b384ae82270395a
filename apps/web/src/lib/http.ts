import type { ProblemDetails } from '@receiptbox/contracts';

/** SPEC §8: any status other than 200/204 becomes this error. */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected server error occurred.';

/**
 * The "API exception" of SPEC §3: message, status, the response body (parsed as RFC 9457
 * problem details when it is one) and the response headers.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    /** The parsed problem-details body, or null when the body was not one. */
    readonly problem: ProblemDetails | null,
    /** The raw response body (parsed JSON, text, or null). */
    readonly response: unknown,
    readonly headers: Headers,
    message = UNEXPECTED_ERROR_MESSAGE,
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export interface OutgoingRequest {
  url: string;
  method: string;
  headers: Headers;
}

/** Adds headers (bearer token, anti-forgery token) before a request leaves. */
export type RequestInterceptor = (request: OutgoingRequest) => void | Promise<void>;

/**
 * Called once when a request gets 401. Resolve true to retry the request once (after a token
 * refresh); false to let the 401 surface as an ApiError.
 */
export type UnauthorizedHandler = (request: OutgoingRequest) => Promise<boolean>;

const interceptors = new Set<RequestInterceptor>();
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** Plug in a request interceptor; returns a function that removes it. */
export function addRequestInterceptor(interceptor: RequestInterceptor): () => void {
  interceptors.add(interceptor);
  return () => interceptors.delete(interceptor);
}

/** Install the 401 handler (the sign-in layer's shared silent refresh); returns an uninstaller. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Validates the JSON response (a zod schema fits); without it the body is returned as `T`
   * unchecked. Kept structural so this module does not pull zod into every page's bundle.
   */
  schema?: { parse: (data: unknown) => T };
  signal?: AbortSignal;
  headers?: HeadersInit;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

async function send(url: string, options: RequestOptions<unknown>): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers = new Headers(options.headers);
  headers.set('accept', 'application/json, application/problem+json');
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  const outgoing: OutgoingRequest = { url, method, headers };
  for (const interceptor of interceptors) await interceptor(outgoing);
  return fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    credentials: 'same-origin',
  });
}

/** RFC 9457 shape check without zod (see RequestOptions.schema). */
export function isProblemDetails(body: unknown): body is ProblemDetails {
  if (typeof body !== 'object' || body === null) return false;
  const { type, title, status } = body as Record<string, unknown>;
  return typeof type === 'string' && typeof title === 'string' && typeof status === 'number';
}

/** Turns a non-2xx response into an ApiError carrying its problem details. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = await readBody(response);
  return new ApiError(response.status, isProblemDetails(body) ? body : null, body, response.headers);
}

/**
 * Sends a JSON request and returns the parsed response. Success is 200 or 204 (SPEC §7);
 * anything else throws an ApiError.
 */
export async function request<T>(url: string, options: RequestOptions<T> = {}): Promise<T> {
  let response = await send(url, options);
  if (response.status === 401 && unauthorizedHandler) {
    const retry = await unauthorizedHandler({ url, method: options.method ?? 'GET', headers: new Headers() });
    if (retry) response = await send(url, options);
  }
  if (response.status !== 200 && response.status !== 204) throw await toApiError(response);
  const body = response.status === 204 ? null : await readBody(response);
  return options.schema ? options.schema.parse(body) : (body as T);
}

/** Sends a JSON request and returns the response body as a Blob (file downloads). */
export async function requestBlob(
  url: string,
  options: Omit<RequestOptions<never>, 'schema'> = {},
): Promise<Blob> {
  const response = await send(url, options);
  if (response.status !== 200) throw await toApiError(response);
  return response.blob();
}

export const http = {
  get: <T>(url: string, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    request<T>(url, { ...options, method: 'GET' }),
  post: <T>(url: string, body?: unknown, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    request<T>(url, { ...options, method: 'POST', body }),
  put: <T>(url: string, body?: unknown, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    request<T>(url, { ...options, method: 'PUT', body }),
  delete: <T>(url: string, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    request<T>(url, { ...options, method: 'DELETE' }),
};
