import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { XSRF_COOKIE, XSRF_HEADER } from '@receiptbox/contracts/api/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../app-error';
import type { AppDeps } from '../../app-types';
import { InvalidIdTokenError, type VerifiedIdentity } from './verify-id-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSignedIn` once the bearer ID token checks out. */
    identity?: VerifiedIdentity;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name)
      return decodeURIComponent(part.slice(index + 1).trim());
  }
  return null;
}

const xsrfKeys = new WeakMap<Buffer, Buffer>();

function xsrfMac(secretsKey: Buffer, nonce: string, subject: string): string {
  let key = xsrfKeys.get(secretsKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secretsKey, 'receiptbox', 'anti-forgery', 32));
    xsrfKeys.set(secretsKey, key);
  }
  return createHmac('sha256', key).update(`${nonce}.${subject}`).digest('base64url');
}

/**
 * An anti-forgery token bound to the signed-in subject (empty before sign-in): a random nonce and
 * an HMAC of it with the subject under a key derived from SECRETS_KEY. A pair someone chose
 * themselves, or one issued to another account and planted in this browser, does not check out.
 */
export function xsrfTokenFor(
  secretsKey: Buffer,
  subject: string,
  nonce = randomBytes(16).toString('base64url'),
) {
  return `${nonce}.${xsrfMac(secretsKey, nonce, subject)}`;
}

function isXsrfTokenFor(secretsKey: Buffer, token: string, subject: string): boolean {
  const [nonce = '', mac = '', ...rest] = token.split('.');
  if (rest.length > 0 || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return false;
  const expected = Buffer.from(xsrfMac(secretsKey, nonce, subject));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Issues the anti-forgery cookie unless the request has one bound to its caller. The web app reads
 * it and echoes it in the X-XSRF-TOKEN header on every non-GET call (double-submit cookie, SPEC §7).
 */
export function issueXsrfCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Pick<AppDeps, 'secretsKey' | 'config'>,
): string {
  const subject = request.identity?.subject ?? '';
  const existing = readCookie(request, XSRF_COOKIE);
  if (existing && isXsrfTokenFor(deps.secretsKey, existing, subject)) return existing;
  const token = xsrfTokenFor(deps.secretsKey, subject);
  const secure = request.protocol === 'https' || deps.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  reply.header('set-cookie', `${XSRF_COOKIE}=${token}; Path=/; SameSite=Strict${secure}`);
  return token;
}

function checkXsrf(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Pick<AppDeps, 'secretsKey' | 'config'>,
): void {
  const cookie = readCookie(request, XSRF_COOKIE);
  const header = request.headers[XSRF_HEADER];
  const echoed = Array.isArray(header) ? header[0] : header;
  if (!cookie || !echoed) {
    issueXsrfCookie(request, reply, deps);
    throw new AppError(
      'forbidden',
      'The anti-forgery token is missing: echo the XSRF-TOKEN cookie in X-XSRF-TOKEN.',
    );
  }
  const a = Buffer.from(cookie);
  const b = Buffer.from(echoed);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    throw new AppError('forbidden', 'The anti-forgery token does not match the XSRF-TOKEN cookie.');
  }
  if (!isXsrfTokenFor(deps.secretsKey, cookie, request.identity?.subject ?? '')) {
    // A fresh token for this caller comes with the refusal, so the next attempt can succeed.
    issueXsrfCookie(request, reply, deps);
    throw new AppError(
      'forbidden',
      'The anti-forgery token was not issued for this session: echo the new XSRF-TOKEN cookie.',
    );
  }
}

/**
 * preHandler for every signed-in API route: a valid bearer ID token (401 otherwise) and, for
 * non-GET calls, the anti-forgery token (403 otherwise).
 * @example app.get('/api/AppUser/me', { preHandler: requireSignedIn(deps) }, handler)
 */
export function requireSignedIn(deps: Pick<AppDeps, 'identity' | 'secretsKey' | 'config'>) {
  return async function signedInGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) {
      throw new AppError(
        'unauthorized',
        'Sign in first: send the ID token as a bearer Authorization header.',
        {
          headers: { 'www-authenticate': 'Bearer' },
        },
      );
    }
    const { identity } = deps;
    try {
      request.identity = await identity.verifyIdToken(match[1]);
    } catch (error) {
      if (!(error instanceof InvalidIdTokenError)) throw error;
      throw new AppError('unauthorized', error.message, {
        headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
      });
    }
    if (!SAFE_METHODS.has(request.method)) checkXsrf(request, reply, deps);
    else issueXsrfCookie(request, reply, deps);
  };
}

/** The verified caller of a route guarded by `requireSignedIn`. */
export function signedInUser(request: FastifyRequest): VerifiedIdentity {
  if (!request.identity) throw new AppError('unauthorized', 'Sign in first.');
  return request.identity;
}

/**
 * The `{email}` path value of /api/AppUser/{email}/... checked against the caller: URL-decoded
 * (by the router), compared case-insensitively; anyone else's email is 403.
 */
export function ownEmail(request: FastifyRequest, pathEmail: string | undefined): string {
  const caller = signedInUser(request);
  const email = (pathEmail ?? '').trim().toLowerCase();
  if (!email) throw new AppError('validation_failed', "The parameter 'email' must be defined.");
  if (email !== caller.email) {
    throw new AppError('forbidden', 'You can only act on your own account.');
  }
  return email;
}
