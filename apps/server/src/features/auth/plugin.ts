import type { App, AppDeps } from '../../app-types';
import { createVerificationLinks } from './builtin/email-verification';
import { registerBuiltinProviderRoutes } from './builtin/routes';
import { issueXsrfCookie } from './guard';

/**
 * Sign-in plumbing: the built-in OpenID Connect provider under /oidc (when Google is not
 * configured) and the anti-forgery cookie endpoint. Token checks on API routes are done by
 * `requireSignedIn` (./guard.ts) in each feature.
 */
export async function authRoutes(app: App, deps: AppDeps): Promise<void> {
  const { builtin } = deps.identity;
  if (builtin) {
    const { provider, accounts, throttle } = builtin;
    await registerBuiltinProviderRoutes(app, {
      provider,
      accounts,
      throttle,
      mailer: deps.mailer,
      links: createVerificationLinks(deps.secretsKey),
      publicUrl: deps.config.publicUrl,
      log: deps.log,
    });
    const host = new URL(deps.config.publicUrl).host;
    builtin.mountTokenEndpoint(async (form) => {
      const response = await app.inject({
        method: 'POST',
        url: form.has('grant_type') ? '/oidc/token' : '/oidc/token/revocation',
        headers: { 'content-type': 'application/x-www-form-urlencoded', host },
        payload: form.toString(),
      });
      let body: unknown = null;
      try {
        body = response.body ? JSON.parse(response.body) : null;
      } catch {
        body = response.body;
      }
      return { status: response.statusCode, body };
    });
  }

  /** Sets the XSRF-TOKEN cookie; the web app calls it before its first non-GET request. */
  app.get('/api/App/antiforgery', async (request, reply) => {
    // With a valid bearer token the cookie is bound to its subject at once; without, to nobody
    // (the first signed-in GET call then replaces it).
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (bearer) request.identity = await deps.identity.verifyIdToken(bearer).catch(() => undefined);
    issueXsrfCookie(request, reply, deps);
    return reply.status(204).send();
  });
}
