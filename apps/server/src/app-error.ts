/**
 * The one application error. Core code throws it with a code; the HTTP edge
 * (http/problem-details.ts) turns it into an RFC 9457 problem-details body with
 * `type: /problems/{code}` and a `code` member the web app can switch on.
 *
 * Add a code here (with when it is thrown) rather than inventing a status at the call site.
 */
export const ERROR_CODES = {
  /** A request's body, query or path parameters fail their schema; `detail` names the parameter. */
  validation_failed: { status: 400, title: 'Invalid request' },
  /** The body is not parseable JSON (or is empty while JSON was announced). */
  malformed_json: { status: 400, title: 'Malformed JSON body' },
  /** The request itself cannot be parsed: a URL with a broken %-escape, a garbled request line or header. */
  malformed_request: { status: 400, title: 'Malformed request' },
  /** Missing or invalid bearer token. */
  unauthorized: { status: 401, title: 'Authentication required' },
  /** Signed in, but not allowed to do this (e.g. deleting a mailbox shared with you). */
  forbidden: { status: 403, title: 'Forbidden' },
  /** No route, or no such resource. */
  not_found: { status: 404, title: 'Not Found' },
  /** The path exists, but not with this method; the response carries an Allow header. */
  method_not_allowed: { status: 405, title: 'Method Not Allowed' },
  /** A unique rule is broken (account name taken, mailbox name exists). */
  conflict: { status: 409, title: 'Conflict' },
  /** The body exceeds the route's limit (15 MB server-wide, for a 10 MB file as base64; less on some routes). */
  payload_too_large: { status: 413, title: 'Payload Too Large' },
  /** A path segment longer than the router accepts. */
  uri_too_long: { status: 414, title: 'URI Too Long' },
  /** A Content-Type the route does not accept. */
  unsupported_media_type: { status: 415, title: 'Unsupported Media Type' },
  /** An uploaded file has an accepted type but cannot be read (damaged, encrypted, too many pages, too slow). */
  unprocessable_file: { status: 422, title: 'Unprocessable file' },
  /** A plan limit (receipts per month, mailboxes) is reached. */
  plan_limit_reached: { status: 403, title: 'Plan limit reached' },
  /**
   * The mailbox owner's drive cannot be reached (Google grant missing or revoked): the receipt was
   * read and waits in the spool until access is granted again.
   */
  drive_access_required: { status: 409, title: 'Drive access required' },
  /** Too many requests from this client; carries RateLimitInfo members (message, resetIn). */
  rate_limited: { status: 429, title: 'Rate limit exceeded. Please try again later.' },
  /** The request's headers exceed Node's limit (16 kB by default). */
  headers_too_large: { status: 431, title: 'Request Header Fields Too Large' },
  /** The client did not send a whole request in time. */
  request_timeout: { status: 408, title: 'Request Timeout' },
  /** Anything unexpected; the detail is generic and the cause is only logged. */
  internal: { status: 500, title: 'Internal Server Error' },
  /** The database does not answer (readiness probe). */
  database_unavailable: { status: 503, title: 'Database unavailable' },
  /** The web app has not been built, so there is no index.html to serve. */
  web_app_not_built: { status: 503, title: 'Web app not built' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface AppErrorOptions {
  /** Extra problem members (e.g. `message`/`resetIn` for rate limits). Never receipt contents. */
  extra?: Record<string, unknown>;
  /** Overrides the code's default title. */
  title?: string;
  headers?: Record<string, string>;
  cause?: unknown;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly title: string;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  /** @param detail a sentence for the person reading the response; no secrets, no receipt contents. */
  constructor(code: ErrorCode, detail: string, options: AppErrorOptions = {}) {
    super(detail, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.title = options.title ?? ERROR_CODES[code].title;
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }
}
