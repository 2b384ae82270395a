import { randomBytes, timingSafeEqual } from 'node:crypto';
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

/**
 * Issues the anti-forgery cookie when the request has none. The web app reads it and echoes it
 * in the X-XSRF-TOKEN header on every non-GET call (double-submit cookie, SPEC §7).
 */
export function issueXsrfCookie(request: FastifyRequest, reply: FastifyReply): string {
  const existing = readCookie(request, XSRF_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
  const token = randomBytes(32).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${XSRF_COOKIE}=${token}; Path=/; SameSite=Strict${secure}`);
  return token;
}

function checkXsrf(request: FastifyRequest): void {
  const cookie = readCookie(request, XSRF_COOKIE);
  const header = request.headers[XSRF_HEADER];
  const echoed = Array.isArray(header) ? header[0] : header;
  if (!cookie || !echoed) {
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
}

/**
 * preHandler for every signed-in API route: a valid bearer ID token (401 otherwise) and, for
 * non-GET calls, the anti-forgery token (403 otherwise).
 * @example app.get('/api/AppUser/me', { preHandler: requireSignedIn(deps) }, handler)
 */
export function requireSignedIn(deps: Pick<AppDeps, 'identity'>) {
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
    if (!SAFE_METHODS.has(request.method)) checkXsrf(request);
    else issueXsrfCookie(request, reply);
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
