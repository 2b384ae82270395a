import { hkdfSync } from 'node:crypto';
import type { AuthCodeRequest } from '@receiptbox/contracts/api/auth';
import type Provider from 'oidc-provider';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import { createSecretBox, type SecretBox } from '../../crypto/secrets';
import type { Db } from '../../db/open-database';
import { createDbLocalAccountStore, createDbPayloadStore } from './builtin/db-stores';
import { createBuiltinProvider } from './builtin/provider';
import { createSignInThrottle, type SignInThrottle } from './builtin/sign-in-throttle';
import { loadSigningKeys } from './builtin/signing-key';
import type { LocalAccountStore } from './builtin/stores';
import { CodeExchangeError, type DriveGrant } from './drive-grant';
import { createGoogleIdentity, type GoogleEndpoints } from './google';
import { grantEmail } from './grant-email';
import { createIdTokenVerifier, type IdTokenVerifier } from './verify-id-token';

/** The built-in provider's client id for the web app (matches GET /api/App/config). */
export const BUILTIN_CLIENT_ID = 'receiptbox-web';

/**
 * The identity provider in use (Google or the built-in one) behind one interface: verify the
 * bearer ID token, exchange a drive-access code for a refresh token, revoke one.
 */
export interface Identity {
  kind: 'google' | 'builtin';
  clientId: string;
  issuer: string;
  verifyIdToken: IdTokenVerifier;
  exchangeCode(request: AuthCodeRequest): Promise<DriveGrant>;
  revoke(refreshToken: string): Promise<void>;
  secrets: SecretBox;
  builtin: BuiltinIdentity | null;
}

/**
 * How the built-in provider's token endpoint is reached in-process. The auth plugin mounts it as
 * Fastify's `inject`, so the exchange needs no network and no knowledge of the listening port.
 */
export type TokenEndpointCall = (form: URLSearchParams) => Promise<{ status: number; body: unknown }>;

export interface BuiltinIdentity {
  provider: Provider;
  accounts: LocalAccountStore;
  throttle: SignInThrottle;
  /** Called by the auth plugin once the provider's routes are registered on the app. */
  mountTokenEndpoint(call: TokenEndpointCall): void;
}

export interface IdentityParts {
  config: Config;
  db: Db;
  secretsKey: Buffer;
  log: Logger;
  /** Google's endpoints; the documented ones unless the caller points them elsewhere. */
  googleEndpoints?: GoogleEndpoints;
}

/**
 * The identity provider this configuration names, built once by `createDeps`: Google when
 * GOOGLE_CLIENT_ID is set, else the built-in OpenID Connect provider with its signing keys.
 */
export async function createIdentity(parts: IdentityParts): Promise<Identity> {
  const secrets = createSecretBox(parts.secretsKey);
  const { config } = parts;
  if (config.google) {
    return { ...createGoogleIdentity(config.google, parts.googleEndpoints), secrets, builtin: null };
  }
  return createBuiltinIdentity(parts, secrets);
}

async function createBuiltinIdentity(deps: IdentityParts, secrets: SecretBox): Promise<Identity> {
  const { config } = deps;
  let tokenEndpoint: TokenEndpointCall | null = null;
  const issuer = `${config.publicUrl}/oidc`;
  const payloads = createDbPayloadStore(deps.db);
  const accounts = createDbLocalAccountStore(deps.db);
  const keys = await loadSigningKeys(payloads, secrets);
  const cookieKey = Buffer.from(
    hkdfSync('sha256', deps.secretsKey, 'receiptbox', 'oidc-cookies', 32),
  ).toString('base64url');
  // The Vite dev server (port 5173) signs in through this provider too, but only in development.
  const devServer = config.production ? [] : ['http://localhost:5173', 'http://127.0.0.1:5173'];
  const origins = new Set([config.publicUrl, ...localAliases(config.publicUrl), ...devServer]);
  const provider = createBuiltinProvider({
    issuer,
    clientId: BUILTIN_CLIENT_ID,
    redirectUris: [...origins].flatMap((o) => [`${o}/auth/callback`, o]),
    postLogoutRedirectUris: [...origins].map((o) => `${o}/`),
    accounts,
    payloads,
    signingJwk: keys.privateJwk as Record<string, unknown>,
    cookieKeys: [cookieKey],
    https: config.publicUrl.startsWith('https:'),
  });
  if (config.trustedProxies) provider.proxy = true;
  provider.on('server_error', (_ctx: unknown, error: unknown) =>
    deps.log.error({ err: error }, 'identity provider error'),
  );

  const tokenCall = async (form: URLSearchParams) => {
    if (!tokenEndpoint) throw new Error('the built-in token endpoint is not mounted in this process');
    return tokenEndpoint(form);
  };

  const verifyIdToken = createIdTokenVerifier({
    issuers: [issuer],
    audience: BUILTIN_CLIENT_ID,
    keys: keys.verifyKeys,
  });
  return {
    kind: 'builtin',
    clientId: BUILTIN_CLIENT_ID,
    issuer,
    secrets,
    builtin: {
      provider,
      accounts,
      throttle: createSignInThrottle(),
      mountTokenEndpoint(call) {
        tokenEndpoint = call;
      },
    },
    verifyIdToken,
    async exchangeCode({ code, redirectUri, codeVerifier }) {
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: BUILTIN_CLIENT_ID,
      });
      if (codeVerifier) form.set('code_verifier', codeVerifier);
      const { status, body } = await tokenCall(form);
      const tokens = body as {
        refresh_token?: unknown;
        scope?: unknown;
        id_token?: unknown;
        error_description?: unknown;
      };
      if (status !== 200 || typeof tokens.refresh_token !== 'string') {
        throw new CodeExchangeError(
          typeof tokens.error_description === 'string'
            ? tokens.error_description
            : 'The code was not accepted.',
        );
      }
      return {
        refreshToken: tokens.refresh_token,
        scope: typeof tokens.scope === 'string' ? tokens.scope : '',
        email: await grantEmail(verifyIdToken, tokens.id_token),
      };
    },
    async revoke(refreshToken) {
      await tokenCall(new URLSearchParams({ token: refreshToken, client_id: BUILTIN_CLIENT_ID })).catch(
        () => {},
      );
    },
  };
}

/** A local PUBLIC_URL is reachable as localhost and as 127.0.0.1; accept redirects to either. */
function localAliases(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') return [];
  const other = new URL(publicUrl);
  other.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return [other.origin];
}
