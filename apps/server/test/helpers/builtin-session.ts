import { importJWK, SignJWT } from 'jose';
import type { AppDeps } from '../../src/app-types';
import { createSecretBox } from '../../src/crypto/secrets';
import { createDbPayloadStore } from '../../src/features/auth/builtin/db-stores';
import { loadSigningKeys } from '../../src/features/auth/builtin/signing-key';
import { xsrfTokenFor } from '../../src/features/auth/guard';
import { BUILTIN_CLIENT_ID } from '../../src/features/auth/identity';

export interface SessionHeaders {
  authorization: string;
  cookie: string;
  'x-xsrf-token': string;
  [name: string]: string;
}

/**
 * The headers a browser sends after signing in as `email` with the built-in provider: an ID token
 * signed with the provider's own key (as its JWKS publishes it) and the anti-forgery pair bound to
 * that subject. For callers outside the test app (a server in another process, the benches) that
 * can open its database.
 */
export async function builtinSessionHeaders(
  deps: Pick<AppDeps, 'db' | 'secretsKey'>,
  publicUrl: string,
  email: string,
  expiresIn = '2h',
): Promise<SessionHeaders> {
  const keys = await loadSigningKeys(createDbPayloadStore(deps.db), createSecretBox(deps.secretsKey));
  const token = await new SignJWT({ email, email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: String(keys.privateJwk.kid) })
    .setIssuer(`${publicUrl}/oidc`)
    .setAudience(BUILTIN_CLIENT_ID)
    .setSubject(email)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(await importJWK(keys.privateJwk, 'RS256'));
  const xsrf = xsrfTokenFor(deps.secretsKey, email);
  return { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
}
