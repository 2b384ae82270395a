import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import { sendProblem } from './problem-details';
import { allowFramingBySelf, FRAMED_BY_SELF_PATH } from './security-headers';

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
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControl(filePath)),
    });
  }

  return async (request, reply) => {
    const url = request.url.split('?')[0] ?? request.url;
    if (SERVER_PREFIXES.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix))) {
      return false;
    }
    // @fastify/static (wildcard: false) made routes for the files present at start-up; a rebuild
    // while the server runs (`npm run build` beside `npm start`) writes new hashed assets, and the
    // new index.html asks for them.
    const added = built ? await fileAddedSinceStart(webDistDir, url) : null;
    if (added) {
      reply.header('cache-control', cacheControl(added));
      await reply.sendFile(added);
      return true;
    }
    // Only browsers navigating; a script asking for a missing /logo.png gets a 404 problem.
    if (!request.headers.accept?.includes('text/html')) return false;
    if (!built) {
      sendProblem(reply, new AppError('web_app_not_built', `No web app in ${webDistDir}. ${BUILD_WEB_HINT}`));
      return true;
    }
    reply.header('cache-control', 'no-cache');
    if (url === FRAMED_BY_SELF_PATH) allowFramingBySelf(reply);
    await reply.sendFile('index.html');
    return true;
  };
}

function cacheControl(filePath: string): string {
  // Vite puts a content hash in every asset name, so those may be cached for good.
  const immutable = /(^|[\\/])assets[\\/]/.test(filePath);
  return immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The path (relative to webDistDir) of a regular file under it that `url` names, or null. */
async function fileAddedSinceStart(webDistDir: string, url: string): Promise<string | null> {
  let relative: string;
  try {
    relative = decodeURIComponent(url).replace(/^\/+/, '');
  } catch {
    return null;
  }
  // No dotfiles, no way out of the directory.
  if (relative === '' || relative.split('/').some((segment) => segment.startsWith('.'))) return null;
  const full = path.resolve(webDistDir, relative);
  if (!full.startsWith(path.resolve(webDistDir) + path.sep)) return null;
  const info = await stat(full).catch(() => null);
  return info?.isFile() ? relative : null;
}
