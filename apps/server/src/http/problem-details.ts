import type { Socket } from 'node:net';
import type { ProblemDetails } from '@receiptbox/contracts';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { AppError } from '../app-error';
import { BODY_LIMIT_BYTES } from '../body-limit';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** A parameter that failed validation, as listed in a 400 problem's `errors` member. */
export interface ParameterError {
  in: string;
  parameter: string;
  message: string;
}

export function problemBody(error: AppError, instance?: string): ProblemDetails {
  return {
    type: `/problems/${error.code.replaceAll('_', '-')}`,
    title: error.title,
    status: error.status,
    detail: error.message,
    ...(instance === undefined ? {} : { instance }),
    code: error.code,
    ...error.extra,
  };
}

export function sendProblem(reply: FastifyReply, error: AppError): FastifyReply {
  const request = reply.request;
  return reply
    .code(error.status)
    .headers(error.headers)
    .type(PROBLEM_CONTENT_TYPE)
    .send(problemBody(error, request.url.split('?')[0] ?? request.url));
}

/** A byte count as people read limits: "15 MB", "64 kB". */
export function formatByteLimit(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number(mb.toFixed(1))} MB` : `${Math.round(bytes / 1024)} kB`;
}

/** How zod's built-in messages begin; a message that does not is a contract's own sentence. */
const ZOD_GENERIC_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized|Expected)/;

/**
 * Maps whatever a handler or Fastify threw onto an AppError. `bodyLimit` is the failing route's
 * own limit (some routes take far less than the server-wide 15 MB), named in a 413's detail.
 */
export function toAppError(error: FastifyError | Error, context: { bodyLimit?: number } = {}): AppError {
  if (error instanceof AppError) return error;
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const errors: ParameterError[] = fastifyError.validation.map((v) => {
      const parameter = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || missingProperty(v.params);
      return {
        in: fastifyError.validationContext ?? 'request',
        parameter,
        message: v.message ?? 'is invalid',
      };
    });
    const first = errors[0];
    // A value left out reads "must be defined"; a contract's own sentence (the spec's form
    // messages) is the detail as it stands; zod's generic wording is prefixed with the parameter.
    const detail = !first
      ? 'The request is invalid.'
      : /received undefined$/.test(first.message)
        ? `The parameter '${first.parameter}' must be defined.`
        : ZOD_GENERIC_MESSAGE.test(first.message)
          ? `The parameter '${first.parameter}' (${first.in}) is invalid: ${first.message}.`
          : first.message;
    return new AppError('validation_failed', detail, { extra: { errors } });
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(
        'payload_too_large',
        `The request body is larger than this endpoint accepts (${formatByteLimit(context.bodyLimit ?? BODY_LIMIT_BYTES)}).`,
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('unsupported_media_type', 'Send the request body as application/json.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('malformed_json', 'The body is empty although Content-Type is application/json.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('malformed_json', 'The request body is not valid JSON.');
  }
  const status = fastifyError.statusCode ?? 500;
  if (status === 400 && error instanceof SyntaxError) {
    return new AppError('malformed_json', 'The request body is not valid JSON.');
  }
  if (status === 429) {
    return new AppError('rate_limited', fastifyError.message, { cause: error });
  }
  if (status === 404) return new AppError('not_found', fastifyError.message);
  if (status >= 400 && status < 500) {
    // An HTTP error from a plugin that has no code of ours: keep its status, generic wording.
    const generic = new AppError('validation_failed', fastifyError.message, { cause: error });
    return Object.assign(generic, { status, title: 'Bad Request' });
  }
  return new AppError('internal', 'An unexpected error occurred. It has been logged.', { cause: error });
}

function missingProperty(params: unknown): string {
  const p = params as { missingProperty?: unknown } | undefined;
  return typeof p?.missingProperty === 'string' ? p.missingProperty : '(root)';
}

export interface ProblemDetailsOptions {
  /** Answers GET requests no route matched (the web app's client routes); return false to 404. */
  fallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
}

/**
 * Makes every error an RFC 9457 problem: thrown AppErrors, Fastify's own errors (validation,
 * body too large, media type, malformed JSON), unknown routes (404) and known paths with another
 * method (405 with Allow).
 */
export function registerProblemDetails(app: FastifyInstance, options: ProblemDetailsOptions = {}): void {
  // A shadow router of every registered route, to tell 405 from 404 (Fastify itself only 404s).
  const shadow = FindMyWay();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      try {
        shadow.on(method as HTTPMethod, route.url, () => {});
      } catch {
        // The same path registered twice with different constraints; one entry is enough here.
      }
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error, { bodyLimit: request.routeOptions.bodyLimit });
    if (appError.status >= 500) {
      request.log.error({ err: error, code: appError.code }, 'request failed');
    } else {
      request.log.info({ code: appError.code, status: appError.status }, appError.message);
    }
    // Headers set by the failing plugin (rate-limit counters, Retry-After) stay on the reply.
    return sendProblem(reply, appError);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    if ((request.method === 'GET' || request.method === 'HEAD') && options.fallback) {
      if (await options.fallback(request, reply)) return reply;
    }
    const allowed = (['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const).filter(
      (method) => method !== request.method && shadow.find(method, path) !== null,
    );
    if (allowed.length > 0) {
      return sendProblem(
        reply,
        new AppError('method_not_allowed', `${request.method} is not supported on ${path}.`, {
          headers: { allow: allowed.join(', ') },
        }),
      );
    }
    return sendProblem(reply, new AppError('not_found', `No route matches ${request.method} ${path}.`));
  });
}

/**
 * Fastify's `frameworkErrors`: errors its router raises before any route or hook runs (a URL
 * whose %-escapes do not decode, an over-long path parameter), answered as problems too.
 */
export function frameworkErrorProblem(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const appError =
    error.code === 'FST_ERR_BAD_URL'
      ? new AppError('malformed_request', 'The URL is not valid: a %-escape in it does not decode.')
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? new AppError('uri_too_long', 'A path segment is longer than the server accepts.')
        : toAppError(error);
  request.log.info({ code: appError.code, status: appError.status }, appError.message);
  // The URL is unparseable, so the problem carries no `instance`.
  reply.code(appError.status).type(PROBLEM_CONTENT_TYPE).send(problemBody(appError));
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser rejected the bytes before Fastify saw a
 * request (oversized headers, a garbled request line, a client too slow to send its request).
 * Writes the problem straight to the socket and closes it. Logs the parser's code only: the
 * error's `rawPacket` holds the client's bytes and stays out of the log.
 */
export function clientErrorProblem(log: FastifyBaseLogger) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    // A reset connection has nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const appError =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? new AppError('headers_too_large', 'The request headers are larger than the server accepts (16 kB).')
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? new AppError('request_timeout', 'The request was not received in time.')
          : new AppError('malformed_request', 'The request could not be parsed as HTTP/1.1.');
    log.info({ code: appError.code, status: appError.status, parserCode: error.code }, appError.message);
    if (socket.writable) {
      const body = JSON.stringify(problemBody(appError));
      socket.write(
        `HTTP/1.1 ${appError.status} ${appError.title}\r\n` +
          `Content-Type: ${PROBLEM_CONTENT_TYPE}; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n` +
          'Connection: close\r\n\r\n' +
          body,
      );
    }
    socket.destroy();
  };
}
