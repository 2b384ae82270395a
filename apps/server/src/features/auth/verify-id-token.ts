import { errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';

/** Who an ID token says the caller is, once its signature and claims check out. */
export interface VerifiedIdentity {
  /** Lowercased; the key of every /api/AppUser/{email} call. */
  email: string;
  subject: string;
  issuer: string;
  name: string | null;
  givenName: string | null;
  familyName: string | null;
  picture: string | null;
}

export interface IdTokenVerifierOptions {
  /** Accepted `iss` values (Google uses two spellings). */
  issuers: string[];
  /** The client id the token must be issued to (`aud`). */
  audience: string;
  /** The issuer's signing keys: createRemoteJWKSet for Google, the local key set for the built-in provider. */
  keys: JWTVerifyGetKey;
  clockToleranceSeconds?: number;
}

/** Why a token was refused; the message goes into the 401 problem's detail. */
export class InvalidIdTokenError extends Error {
  override readonly name = 'InvalidIdTokenError';
}

const stringClaim = (payload: JWTPayload, name: string): string | null => {
  const value = payload[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
};

/**
 * One verification path for both issuers: signature against the issuer's keys, then `iss`,
 * `aud`, `exp` (required) and a verified email.
 */
export function createIdTokenVerifier(options: IdTokenVerifierOptions) {
  return async function verifyIdToken(token: string): Promise<VerifiedIdentity> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, options.keys, {
        issuer: options.issuers,
        audience: options.audience,
        algorithms: ['RS256', 'ES256', 'PS256', 'EdDSA'],
        requiredClaims: ['exp', 'sub'],
        clockTolerance: options.clockToleranceSeconds ?? 5,
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new InvalidIdTokenError('The ID token has expired.');
      if (error instanceof errors.JWTClaimValidationFailed) {
        throw new InvalidIdTokenError(`The ID token's "${error.claim}" claim is not accepted.`);
      }
      throw new InvalidIdTokenError('The ID token could not be verified.');
    }
    const email = stringClaim(payload, 'email');
    if (!email) throw new InvalidIdTokenError('The ID token carries no email.');
    const verified = payload.email_verified;
    if (verified !== true && verified !== 'true') {
      throw new InvalidIdTokenError('The email of the ID token is not verified.');
    }
    return {
      email: email.toLowerCase(),
      subject: payload.sub ?? '',
      issuer: payload.iss ?? '',
      name: stringClaim(payload, 'name'),
      givenName: stringClaim(payload, 'given_name'),
      familyName: stringClaim(payload, 'family_name'),
      picture: stringClaim(payload, 'picture'),
    };
  };
}

export type IdTokenVerifier = ReturnType<typeof createIdTokenVerifier>;
