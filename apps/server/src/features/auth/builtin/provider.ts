import { DRIVE_FILE_SCOPE } from '@receiptbox/contracts/api/auth';
import Provider from 'oidc-provider';
import { createAdapterClass } from './adapter';
import { PAGE_HEADERS } from './page-style';
import { errorPage } from './pages';
import type { LocalAccountStore, OidcPayloadStore } from './stores';

export interface BuiltinProviderOptions {
  /** `${PUBLIC_URL}/oidc`; the provider is mounted at that path. */
  issuer: string;
  /** The web app's public client (code + PKCE, no secret). */
  clientId: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  accounts: LocalAccountStore;
  payloads: OidcPayloadStore;
  /** Signing key (private JWK) of ID tokens. */
  signingJwk: Record<string, unknown>;
  /** Keys that sign the provider's cookies, newest first. */
  cookieKeys: string[];
  /** PUBLIC_URL is https: the provider's cookies are Secure (see {@link servedOverHttps}). */
  https: boolean;
}

/** ID tokens are short-lived; the web app renews them silently (prompt=none) before they lapse. */
export const ID_TOKEN_TTL_SECONDS = 10 * 60;

/**
 * The built-in OpenID Connect provider: the same flow Google gives (ID token in, code flow with
 * offline access for the drive), offline, with local accounts. Pages for sign-in, sign-up and
 * consent are served by ./interactions.ts.
 */
export function createBuiltinProvider(options: BuiltinProviderOptions): Provider {
  const provider = new Provider(options.issuer, {
    adapter: createAdapterClass(options.payloads),
    clients: [
      {
        client_id: options.clientId,
        client_name: 'Receiptbox',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
      },
    ],
    jwks: { keys: [options.signingJwk] },
    cookies: {
      keys: options.cookieKeys,
      long: { signed: true, sameSite: 'lax' },
      short: { signed: true, sameSite: 'lax' },
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    scopes: ['openid', 'offline_access', 'email', 'profile', DRIVE_FILE_SCOPE],
    // The ID token is the API's bearer credential (as with Google), so it carries the email.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // /register opens the sign-up screen directly: /oidc/auth?...&screen=signup.
    extraParams: ['screen'],
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource },
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/oidc/interaction/${interaction.uid}`,
    },
    ttl: {
      AccessToken: ID_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: ID_TOKEN_TTL_SECONDS,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 365 * 24 * 60 * 60,
      RefreshToken: 180 * 24 * 60 * 60,
    },
    // Drive access must keep working while the user is away.
    rotateRefreshToken: false,
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = await options.accounts.findById(sub);
      if (!account) return undefined;
      const [givenName, ...rest] = account.name.trim().split(/\s+/);
      return {
        accountId: account.id,
        claims: async () => ({
          sub: account.id,
          email: account.email,
          // Only an address proven by its mailed link (email-verification.ts) is verified.
          email_verified: account.emailVerifiedAt !== null,
          name: account.name,
          given_name: givenName ?? '',
          family_name: rest.join(' '),
        }),
      };
    },
    renderError: async (
      ctx: { type: string; body: string; set: (headers: Record<string, string>) => void },
      out: { error?: string; error_description?: string },
    ) => {
      ctx.set({ ...PAGE_HEADERS });
      ctx.type = 'html';
      ctx.body = errorPage(out.error_description ?? out.error ?? 'Something went wrong.');
    },
  });
  if (options.https) servedOverHttps(provider);
  return provider;
}

/**
 * Every request counts as https for the provider, so its session and interaction cookies carry
 * `Secure` (oidc-provider marks them so only when Koa sees https; a `secure: true` cookie option
 * instead throws on a plain connection). PUBLIC_URL says visitors reach us over https even when
 * TLS ends at a proxy whose X-Forwarded-Proto we do not trust (no TRUSTED_PROXIES). Its endpoint
 * URLs (discovery) then say https too, as they should.
 */
function servedOverHttps(provider: Provider): void {
  Object.defineProperty(provider.request, 'protocol', { configurable: true, get: () => 'https' });
}

/** Submits the provider's sign-out form at once; served as a file so the page needs no inline script. */
export const SIGN_OUT_SCRIPT_PATH = '/oidc/assets/sign-out.js';
export const SIGN_OUT_SCRIPT =
  "const form=document.forms[0];const yes=document.createElement('input');yes.type='hidden';yes.name='logout';yes.value='yes';form.append(yes);form.submit();";

async function logoutSource(
  ctx: { body: string; set: (headers: Record<string, string>) => void },
  form: string,
) {
  // Sign-out from the app is already confirmed by the user; submit the provider's form at once.
  ctx.set({
    ...PAGE_HEADERS,
    'content-security-policy': `${PAGE_HEADERS['content-security-policy']}; script-src 'self'`,
  });
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing out - Receiptbox</title></head><body>${form}<script src="${SIGN_OUT_SCRIPT_PATH}"></script></body></html>`;
}
