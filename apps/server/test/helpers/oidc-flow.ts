import { createHash, randomBytes } from 'node:crypto';
import type { App } from '../../src/app-types';

/**
 * Drives the built-in provider's code + PKCE flow through `app.inject`, the way the browser
 * does: authorize, create an account (or sign in), consent, exchange the code.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookie: string | string[] | undefined): void {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

export interface FlowOptions {
  clientId?: string;
  redirectUri: string;
  scope?: string;
  prompt?: string;
  /** Account to create (signup) or use (login). */
  account: { email: string; password: string; name?: string };
  mode: 'signup' | 'login';
  /** Answer on a consent page, when one is shown. */
  consent?: 'allow' | 'deny';
  jar?: CookieJar;
  host: string;
  /** false: stop at the code (the server exchanges it, as with drive access). */
  exchange?: boolean;
}

export interface FlowResult {
  tokens: Record<string, unknown>;
  /** The pages the flow went through, e.g. ['signup', 'consent']. */
  pages: string[];
  jar: CookieJar;
  code: string;
  codeVerifier: string;
}

const pathOf = (location: string) => {
  const url = new URL(location, 'http://placeholder');
  return `${url.pathname}${url.search}`;
};

export async function runCodeFlow(app: App, options: FlowOptions): Promise<FlowResult> {
  const jar = options.jar ?? new CookieJar();
  const codeVerifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(codeVerifier).digest('base64url');
  const params = new URLSearchParams({
    client_id: options.clientId ?? 'receiptbox-web',
    redirect_uri: options.redirectUri,
    response_type: 'code',
    scope: options.scope ?? 'openid email profile',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
  });
  if (options.prompt) params.set('prompt', options.prompt);
  if (options.mode === 'signup') params.set('screen', 'signup');

  const headers = () => ({ cookie: jar.header(), host: options.host });
  const pages: string[] = [];
  let location = `/oidc/auth?${params}`;
  for (let step = 0; step < 12; step++) {
    const url = new URL(location, options.redirectUri);
    const target = new URL(options.redirectUri);
    if (url.origin === target.origin && url.pathname === target.pathname) {
      const code = url.searchParams.get('code') ?? new URLSearchParams(url.hash.slice(1)).get('code');
      if (!code) throw new Error(`flow ended without a code: ${location}`);
      if (options.exchange === false) return { tokens: {}, pages, jar, code, codeVerifier };
      const token = await app.inject({
        method: 'POST',
        url: '/oidc/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: options.host },
        payload: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: options.redirectUri,
          client_id: options.clientId ?? 'receiptbox-web',
          code_verifier: codeVerifier,
        }).toString(),
      });
      return { tokens: token.json(), pages, jar, code, codeVerifier };
    }
    const response = await app.inject({ method: 'GET', url: pathOf(location), headers: headers() });
    jar.store(response.headers['set-cookie']);
    if (response.statusCode >= 300 && response.statusCode < 400) {
      location = String(response.headers.location);
      continue;
    }
    if (response.statusCode !== 200)
      throw new Error(`unexpected ${response.statusCode} at ${location}: ${response.body}`);
    const action = /<form method="post" action="([^"]+)"/.exec(response.body)?.[1];
    if (!action) throw new Error(`no form at ${location}`);
    const page = action.split('/').pop() ?? '';
    pages.push(page);
    const form: Record<string, string> =
      page === 'consent'
        ? { decision: options.consent ?? 'allow' }
        : page === 'signup'
          ? {
              name: options.account.name ?? 'Test User',
              email: options.account.email,
              password: options.account.password,
            }
          : { email: options.account.email, password: options.account.password };
    const posted = await app.inject({
      method: 'POST',
      url: action,
      headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
    jar.store(posted.headers['set-cookie']);
    if (posted.statusCode !== 303)
      throw new Error(`form ${page} answered ${posted.statusCode}: ${posted.body}`);
    location = String(posted.headers.location);
  }
  throw new Error('the flow did not finish');
}
