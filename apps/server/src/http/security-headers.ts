import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';

/**
 * Origins the web app may load from besides its own, each only when that service is configured:
 * Google Identity Services (sign-in button, popup, styles) and Stripe.js.
 */
function thirdPartyOrigins(config: Pick<Config, 'google' | 'stripe'>) {
  const google = config.google
    ? {
        script: ['https://accounts.google.com/gsi/client'],
        style: ['https://accounts.google.com/gsi/style'],
        frame: ['https://accounts.google.com/gsi/'],
        connect: ['https://accounts.google.com/gsi/'],
        img: ['https://*.googleusercontent.com'],
      }
    : null;
  const stripe = config.stripe
    ? {
        script: ['https://js.stripe.com'],
        frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        connect: ['https://api.stripe.com'],
      }
    : null;
  return {
    script: [...(google?.script ?? []), ...(stripe?.script ?? [])],
    style: google?.style ?? [],
    frame: [...(google?.frame ?? []), ...(stripe?.frame ?? [])],
    connect: [...(google?.connect ?? []), ...(stripe?.connect ?? [])],
    img: google?.img ?? [],
  };
}

/** The Content-Security-Policy directives of the web app and the API (helmet's format). */
export function contentSecurityDirectives(config: Pick<Config, 'google' | 'stripe'>) {
  const extra = thirdPartyOrigins(config);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...extra.script],
    styleSrc: ["'self'", ...extra.style],
    imgSrc: ["'self'", 'data:', 'blob:', ...extra.img],
    fontSrc: ["'self'"],
    // blob: for the upload page's manifest, which the page builds per mailbox (SPEC §2).
    connectSrc: ["'self'", 'blob:', ...extra.connect],
    manifestSrc: ["'self'", 'blob:'],
    // The hidden sign-in renewal frame loads this origin's /oidc/auth.
    frameSrc: ["'self'", ...extra.frame],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // No page may be framed, not even by this origin; the one exception, the sign-in callback the
    // app's hidden renewal frame lands on, is made per answer (allowFramingBySelf).
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
}

/**
 * Security headers on every answer (web app, API, identity provider) through @fastify/helmet:
 * the CSP above, no framing (see allowFramingBySelf), nosniff, no referrer, HSTS when PUBLIC_URL is https. The provider's
 * own pages narrow the CSP further (auth/builtin/page-style.ts).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'google' | 'stripe' | 'publicUrl'>,
): Promise<void> {
  const https = config.publicUrl.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    // Google's sign-in and the drive consent open popups that report back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  });
}

/**
 * The web app's sign-in callback (`/auth/callback`): the app renews sign-in by loading the
 * provider with prompt=none in a hidden frame, which lands on this page and hands the code to its
 * parent. So this one page, and only it, may be framed by its own origin.
 */
export const FRAMED_BY_SELF_PATH = '/auth/callback';

/** Relaxes this answer's framing headers from "nobody" to "this origin" (see FRAMED_BY_SELF_PATH). */
export function allowFramingBySelf(reply: FastifyReply): void {
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  reply.header('content-security-policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  reply.header('x-frame-options', 'SAMEORIGIN');
}
