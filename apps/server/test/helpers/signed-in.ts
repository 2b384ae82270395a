import type { LightMyRequestResponse } from 'fastify';
import { generateKeyPair, importJWK, SignJWT } from 'jose';
import { createSecretBox } from '../../src/crypto/secrets';
import { createDbPayloadStore } from '../../src/features/auth/builtin/db-stores';
import { loadSigningKeys } from '../../src/features/auth/builtin/signing-key';
import { xsrfTokenFor } from '../../src/features/auth/guard';
import type { TestContext } from './test-app';

/** The origin the test requests claim to come from, and the built-in provider's issuer under it. */
export const TEST_HOST = 'localhost:3000';
export const TEST_ORIGIN = `http://${TEST_HOST}`;
export const TEST_ISSUER = `${TEST_ORIGIN}/oidc`;
const WEB_CLIENT_ID = 'receiptbox-web';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type TokenSigner = (
  claims: Record<string, unknown>,
  options?: { expiresIn?: string | number; key?: 'own' | 'foreign' },
) => Promise<string>;

export interface CallOptions {
  /**
   * `missing` leaves out cookie and header; `wrong` sends a header that does not match the cookie;
   * `self-chosen` an equal pair the server never issued; `other-account` an equal pair the server
   * issued to someone else.
   */
  xsrf?: 'ok' | 'missing' | 'wrong' | 'self-chosen' | 'other-account';
}

export interface SignedIn {
  /** Signs arbitrary claims (email_verified defaults to true) with the provider's key or a foreign one. */
  sign: TokenSigner;
  /** An ID token for `email` as the built-in provider issues it to the web app. */
  tokenFor(email: string): Promise<string>;
  /** Calls the API as the signed-in `email`, with a matching anti-forgery cookie and header. */
  call(
    email: string,
    method: Method,
    url: string,
    body?: unknown,
    options?: CallOptions,
  ): Promise<LightMyRequestResponse>;
}

/**
 * Signs in to a test app without going through the browser flow: mints ID tokens with the built-in
 * provider's own signing key (the one its JWKS publishes), so the API accepts them as after a real
 * sign-in. `extraClaims` go into every `tokenFor` token.
 */
export async function signedIn(
  ctx: TestContext,
  extraClaims: Record<string, unknown> = {},
): Promise<SignedIn> {
  const keys = await loadSigningKeys(createDbPayloadStore(ctx.deps.db), createSecretBox(ctx.deps.secretsKey));
  const own = await importJWK(keys.privateJwk, 'RS256');
  let foreign: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'] | undefined;
  // A foreign key signs under the provider's kid, so the signature, not the key lookup, must fail.
  const signingKey = async (which: 'own' | 'foreign' = 'own') => {
    if (which === 'own') return own;
    foreign ??= (await generateKeyPair('RS256')).privateKey;
    return foreign;
  };

  const sign: TokenSigner = async (claims, options = {}) =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: String(keys.privateJwk.kid) })
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '5m')
      .sign(await signingKey(options.key));

  const tokenFor = (email: string) =>
    sign({ ...extraClaims, email, iss: TEST_ISSUER, aud: WEB_CLIENT_ID, sub: email });

  const call: SignedIn['call'] = async (email, method, url, body, options = {}) => {
    const xsrf = options.xsrf ?? 'ok';
    const headers: Record<string, string> = { authorization: `Bearer ${await tokenFor(email)}` };
    if (xsrf !== 'missing') {
      const token =
        xsrf === 'self-chosen'
          ? `${'x'.repeat(22)}.${'x'.repeat(43)}`
          : xsrfTokenFor(ctx.deps.secretsKey, xsrf === 'other-account' ? 'someone-else@example.com' : email);
      headers.cookie = `XSRF-TOKEN=${token}`;
      headers['x-xsrf-token'] = xsrf === 'wrong' ? xsrfTokenFor(ctx.deps.secretsKey, email) : token;
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    return ctx.app.inject({
      method,
      url,
      headers,
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  };

  return { sign, tokenFor, call };
}
