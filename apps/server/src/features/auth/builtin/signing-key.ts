import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, type JWTVerifyGetKey } from 'jose';
import type { SecretBox } from '../../../crypto/secrets';
import type { OidcPayloadStore } from './stores';

export interface SigningKeys {
  /** Private JWK handed to oidc-provider. */
  privateJwk: JWK;
  /** The matching public key set, used by the API to verify ID tokens without an HTTP call. */
  verifyKeys: JWTVerifyGetKey;
}

/**
 * The built-in provider's RS256 signing key, stored sealed in the database so every process
 * (and every restart) signs and verifies with the same key. The first process to start creates it.
 */
export async function loadSigningKeys(store: OidcPayloadStore, box: SecretBox): Promise<SigningKeys> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const candidate = await exportJWK(privateKey);
  candidate.kid = `rb-${Date.now().toString(36)}`;
  candidate.alg = 'RS256';
  candidate.use = 'sig';
  const stored = await store.insertIfAbsent('SigningKey', 'current', {
    sealed: box.seal(JSON.stringify(candidate)),
  });
  const privateJwk = JSON.parse(box.open(String(stored.sealed))) as JWK;
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = privateJwk;
  return { privateJwk, verifyKeys: createLocalJWKSet({ keys: [publicJwk] }) };
}
