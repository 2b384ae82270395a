import type { App, AppDeps } from '../../app-types';
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
    await registerBuiltinProviderRoutes(app, { provider, accounts, throttle });
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
    issueXsrfCookie(request, reply);
    return reply.status(204).send();
  });
}
