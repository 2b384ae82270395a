import type { IdTokenVerifier } from './verify-id-token';

/** The verified email of the ID token that came with a drive grant; null when there is none or it fails. */
export async function grantEmail(verify: IdTokenVerifier, idToken: unknown): Promise<string | null> {
  if (typeof idToken !== 'string') return null;
  try {
    return (await verify(idToken)).email;
  } catch {
    return null;
  }
}
