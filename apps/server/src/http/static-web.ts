import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import { sendProblem } from './problem-details';

/** Paths that belong to the server, never to the web app's client-side router. */
const SERVER_PREFIXES = ['/api/', '/oidc/', '/healthz', '/readyz'];

export const BUILD_WEB_HINT =
  'Build it with `npm run build -w apps/web` (or start with `npm start`, which builds it first), or set WEB_DIST_DIR.';

/**
 * Serves the built web app from `webDistDir`. Returns the fallback the not-found handler calls
 * for GET requests no route matched: client routes (/dashboard, /upload/...) get index.html so
 * the React router can take over; unknown paths too, and the app redirects them to `/`.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  webDistDir: string,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<boolean>> {
  const built = existsSync(path.join(webDistDir, 'index.html'));
  if (!built) {
    app.log.warn({ webDistDir }, `web app not built: ${BUILD_WEB_HINT}`);
  } else {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // Unknown files fall through to the not-found handler (and so to the index.html fallback).
      wildcard: false,
      // The web build writes .br/.gz beside each asset (apps/web/vite.config.ts); send those.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite puts a content hash in every asset name, so those may be cached for good.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  return async (request, reply) => {
    const url = request.url.split('?')[0] ?? request.url;
    if (SERVER_PREFIXES.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix))) {
      return false;
    }
    // Only browsers navigating; a script asking for a missing /logo.png gets a 404 problem.
    if (!request.headers.accept?.includes('text/html')) return false;
    if (!built) {
      sendProblem(reply, new AppError('web_app_not_built', `No web app in ${webDistDir}. ${BUILD_WEB_HINT}`));
      return true;
    }
    reply.header('cache-control', 'no-cache');
    await reply.sendFile('index.html');
    return true;
  };
}
