import { OAuth2Client } from 'google-auth-library';
import { createRemoteJWKSet } from 'jose';
import { CodeExchangeError, type DriveGrant } from './drive-grant';
import { grantEmail } from './grant-email';
import { createIdTokenVerifier, type IdTokenVerifier } from './verify-id-token';

/** Google's documented endpoints; tests point them at a local server replaying recorded responses. */
export interface GoogleEndpoints {
  jwksUri: string;
  tokenUrl: string;
  revokeUrl: string;
  /** Root of the Drive and Sheets APIs (`{apiRoot}/drive/v3/...`, `{apiRoot}/v4/spreadsheets/...`). */
  driveApiRoot?: string;
  sheetsApiRoot?: string;
}

export const GOOGLE_ENDPOINTS: Required<GoogleEndpoints> = {
  jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  revokeUrl: 'https://oauth2.googleapis.com/revoke',
  driveApiRoot: 'https://www.googleapis.com/',
  sheetsApiRoot: 'https://sheets.googleapis.com/',
};

/** Google signs ID tokens with either spelling of its issuer. */
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * Google as the identity provider: ID tokens from Google Identity Services, verified against
 * Google's JWKS; drive-access codes from its popup code client exchanged with the client secret.
 */
export function createGoogleIdentity(
  credentials: { clientId: string; clientSecret: string },
  endpoints: GoogleEndpoints = GOOGLE_ENDPOINTS,
): {
  kind: 'google';
  clientId: string;
  issuer: string;
  verifyIdToken: IdTokenVerifier;
  exchangeCode(request: { code: string; redirectUri: string }): Promise<DriveGrant>;
  revoke(refreshToken: string): Promise<void>;
} {
  const verifyIdToken = createIdTokenVerifier({
    issuers: GOOGLE_ISSUERS,
    audience: credentials.clientId,
    keys: createRemoteJWKSet(new URL(endpoints.jwksUri), { timeoutDuration: 5000 }),
  });
  const client = () =>
    new OAuth2Client({
      clientId: credentials.clientId,
      clientSecret: credentials.clientSecret,
      endpoints: { oauth2TokenUrl: endpoints.tokenUrl, oauth2RevokeUrl: endpoints.revokeUrl },
    });
  return {
    kind: 'google',
    clientId: credentials.clientId,
    issuer: GOOGLE_ISSUERS[0]!,
    verifyIdToken,
    async exchangeCode({ code, redirectUri }) {
      try {
        // The popup code client's redirect_uri is the page origin (SPEC §3 "Google auth code request").
        const { tokens } = await client().getToken({ code, redirect_uri: redirectUri });
        if (!tokens.refresh_token) throw new CodeExchangeError('Google returned no refresh token.');
        return {
          refreshToken: tokens.refresh_token,
          scope: tokens.scope ?? '',
          email: await grantEmail(verifyIdToken, tokens.id_token),
        };
      } catch (error) {
        if (error instanceof CodeExchangeError) throw error;
        throw new CodeExchangeError('Google did not accept the code.');
      }
    },
    async revoke(refreshToken) {
      // A token Google already forgot answers 400; either way it no longer works.
      await client()
        .revokeToken(refreshToken)
        .catch(() => {});
    },
  };
}
