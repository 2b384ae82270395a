import { DRIVE_FILE_SCOPE } from '@receiptbox/contracts/api/auth';
import { isValidEmail } from '@receiptbox/contracts/api/users';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionDetails } from 'oidc-provider';
import type { Mailer } from '../../mail-out/mailer';
import { DUMMY_PASSWORD_HASH, hashPassword, PASSWORD_MIN_LENGTH, verifyPassword } from '../passwords';
import type { VerificationLinks } from './email-verification';
import { PAGE_HEADERS } from './page-style';
import {
  checkEmailPage,
  consentPage,
  emailConfirmedPage,
  errorPage,
  expiredPage,
  type FieldName,
  invalidLinkPage,
  signInPage,
  signUpPage,
  verificationMail,
} from './pages';
import { SIGN_OUT_SCRIPT, SIGN_OUT_SCRIPT_PATH } from './provider';
import { createSignInThrottle, type SignInThrottle } from './sign-in-throttle';
import type { LocalAccount, LocalAccountStore } from './stores';

export const OIDC_MOUNT_PATH = '/oidc';

/** Scopes a first-party sign-in grants without asking; anything else shows the consent page. */
const SIGN_IN_SCOPES = new Set(['openid', 'email', 'profile']);

interface Deps {
  provider: Provider;
  accounts: LocalAccountStore;
  throttle: SignInThrottle;
  /** Verification mail goes out through the app's mailer (the local outbox when embedded). */
  mailer: Mailer;
  links: VerificationLinks;
  /** Origin of the links in mail (PUBLIC_URL). */
  publicUrl: string;
  log: { warn(obj: object, msg: string): void };
}

const html = (reply: FastifyReply, body: string, status = 200) =>
  reply.status(status).headers(PAGE_HEADERS).header('content-type', 'text/html; charset=utf-8').send(body);

const field = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value : '';
};

/**
 * Mounts the built-in provider under /oidc: its own endpoints (discovery, auth, token, jwks,
 * revocation, end session) go straight to oidc-provider with the raw request stream; the
 * interaction pages (sign in, create account, consent) are ordinary routes here.
 */
export async function registerBuiltinProviderRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { provider, accounts, throttle, mailer, links } = deps;
  const callback = provider.callback();
  // Every sign-up attempt counts, taken address or not: the page would otherwise tell which
  // addresses have accounts, and hash passwords for anyone at any rate.
  const signUps = createSignInThrottle({ maxFailures: 5, maxFailuresPerIp: 20, windowMs: 60 * 60 * 1000 });

  /** Mails a link that proves the address; answers the page that says so (or why it could not). */
  const sendVerification = async (reply: FastifyReply, account: LocalAccount, uid: string) => {
    const link = `${deps.publicUrl}${OIDC_MOUNT_PATH}/interaction/${encodeURIComponent(uid)}/verify?token=${links.token({ accountId: account.id, uid })}`;
    try {
      await mailer.send({ to: account.email, ...verificationMail(account.name, link) });
    } catch (error) {
      deps.log.warn({ err: error, accountId: account.id }, 'verification mail not sent');
      return html(reply, errorPage('We could not send the confirmation mail. Please try again later.'), 503);
    }
    return html(reply, checkEmailPage(account.email));
  };

  await app.register(async (raw) => {
    // oidc-provider reads request bodies itself; leave the stream untouched.
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_req, _payload, done) => done(null));
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const req = request.raw as typeof request.raw & { originalUrl?: string };
      req.originalUrl = req.url;
      req.url = req.url?.slice(OIDC_MOUNT_PATH.length) || '/';
      callback(req, reply.raw);
    };
    raw.all(OIDC_MOUNT_PATH, forward);
    raw.all(`${OIDC_MOUNT_PATH}/*`, forward);
  });

  await app.register(async (pages) => {
    if (!pages.hasContentTypeParser('application/x-www-form-urlencoded')) {
      pages.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
    }

    const details = async (
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<InteractionDetails | null> => {
      try {
        const found = await provider.interactionDetails(request.raw, reply.raw);
        const { uid } = request.params as { uid: string };
        return found.uid === uid ? found : null;
      } catch {
        return null;
      }
    };
    const expired = (reply: FastifyReply) => html(reply, expiredPage(), 400);
    const finish = (
      request: FastifyRequest,
      reply: FastifyReply,
      result: Record<string, unknown>,
      merge = false,
    ) => {
      reply.hijack();
      return provider.interactionFinished(request.raw, reply.raw, result, { mergeWithLastSubmission: merge });
    };

    pages.get(SIGN_OUT_SCRIPT_PATH, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(SIGN_OUT_SCRIPT),
    );

    pages.get(`${OIDC_MOUNT_PATH}/interaction/:uid`, async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return expired(reply);
      const { uid, prompt, params } = interaction;
      if (prompt.name === 'login') {
        const screen = (request.query as { screen?: string }).screen ?? params.screen;
        const email = typeof params.login_hint === 'string' ? params.login_hint : '';
        return html(reply, screen === 'signup' ? signUpPage(uid, { email }) : signInPage(uid, { email }));
      }
      if (prompt.name === 'consent') {
        const requested = String(params.scope ?? '').split(' ');
        const missing = prompt.details.missingOIDCScope ?? [];
        const needsAsking =
          missing.some((s) => !SIGN_IN_SCOPES.has(s)) ||
          (params.prompt === 'consent' && requested.includes(DRIVE_FILE_SCOPE));
        if (!needsAsking) return grantAndFinish(request, reply, interaction);
        const account = interaction.session?.accountId
          ? await accounts.findById(interaction.session.accountId)
          : null;
        return html(reply, consentPage(uid, account?.email ?? '', requested.includes(DRIVE_FILE_SCOPE)));
      }
      return expired(reply);
    });

    pages.post(`${OIDC_MOUNT_PATH}/interaction/:uid/login`, async (request, reply) => {
      const interaction = await details(request, reply);
      if (interaction?.prompt.name !== 'login') return expired(reply);
      const email = field(request.body, 'email').trim().toLowerCase();
      const password = field(request.body, 'password');
      const waitMs = throttle.retryAfterMs(email, request.ip);
      if (waitMs > 0) {
        const minutes = Math.ceil(waitMs / 60_000);
        reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
        return html(
          reply,
          signInPage(interaction.uid, {
            email,
            error: `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          }),
          429,
        );
      }
      const account = email ? await accounts.findByEmail(email) : null;
      // Hash even when the account does not exist, so response time does not reveal which emails do.
      const ok = await verifyPassword(password, account?.passwordHash ?? DUMMY_PASSWORD_HASH);
      if (!account || !ok) {
        throttle.recordFailure(email, request.ip);
        return html(
          reply,
          signInPage(interaction.uid, { email, error: 'Incorrect email or password.' }),
          401,
        );
      }
      throttle.recordSuccess(email, request.ip);
      if (!account.emailVerifiedAt) return sendVerification(reply, account, interaction.uid);
      return finish(request, reply, { login: { accountId: account.id, remember: true } });
    });

    // The link in the verification mail. Opened in the browser that signed up, it finishes that
    // sign-in; anywhere else (another device, a mail scanner) it only confirms the address.
    pages.get(`${OIDC_MOUNT_PATH}/interaction/:uid/verify`, async (request, reply) => {
      const token = (request.query as { token?: unknown }).token;
      const claim = typeof token === 'string' ? links.check(token) : null;
      const { uid } = request.params as { uid: string };
      if (!claim || claim.uid !== uid) return html(reply, invalidLinkPage(), 400);
      const account = await accounts.findById(claim.accountId);
      if (!account) return html(reply, invalidLinkPage(), 400);
      await accounts.markEmailVerified(account.id);
      const interaction = await details(request, reply);
      if (interaction?.prompt.name !== 'login') return html(reply, emailConfirmedPage());
      return finish(request, reply, { login: { accountId: account.id, remember: true } });
    });

    pages.post(`${OIDC_MOUNT_PATH}/interaction/:uid/signup`, async (request, reply) => {
      const interaction = await details(request, reply);
      if (interaction?.prompt.name !== 'login') return expired(reply);
      const name = field(request.body, 'name').trim();
      const email = field(request.body, 'email').trim().toLowerCase();
      const password = field(request.body, 'password');
      const values = { name, email };
      const error = !name
        ? 'Please enter your name.'
        : name.length > 100
          ? 'Please enter a shorter name.'
          : !isValidEmail(email)
            ? 'Please enter a valid email address'
            : password.length < PASSWORD_MIN_LENGTH
              ? `Please choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`
              : password.length > 1024
                ? 'Please choose a shorter password.'
                : null;
      const errorFor: FieldName[] = [
        !name || name.length > 100 ? 'name' : !isValidEmail(email) ? 'email' : 'password',
      ];
      if (error) return html(reply, signUpPage(interaction.uid, { ...values, error, errorFor }), 400);
      const waitMs = signUps.retryAfterMs(email, request.ip);
      if (waitMs > 0) {
        reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
        const message = 'Too many sign-up attempts. Please try again later.';
        return html(reply, signUpPage(interaction.uid, { ...values, error: message }), 429);
      }
      signUps.recordFailure(email, request.ip);
      const account = await accounts.create({ email, name, passwordHash: await hashPassword(password) });
      if (!account) {
        return html(
          reply,
          signUpPage(interaction.uid, {
            ...values,
            error: 'An account with this email already exists. Please sign in.',
            errorFor: ['email'],
          }),
          409,
        );
      }
      return sendVerification(reply, account, interaction.uid);
    });

    pages.post(`${OIDC_MOUNT_PATH}/interaction/:uid/consent`, async (request, reply) => {
      const interaction = await details(request, reply);
      if (interaction?.prompt.name !== 'consent') return expired(reply);
      if (field(request.body, 'decision') !== 'allow') {
        return finish(request, reply, {
          error: 'access_denied',
          error_description: 'The request was not allowed.',
        });
      }
      return grantAndFinish(request, reply, interaction);
    });

    async function grantAndFinish(
      request: FastifyRequest,
      reply: FastifyReply,
      interaction: InteractionDetails,
    ) {
      const accountId = interaction.session?.accountId;
      const clientId = interaction.params.client_id;
      if (!accountId || typeof clientId !== 'string') return expired(reply);
      const grant =
        (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
        new provider.Grant({ accountId, clientId });
      const missingScopes = interaction.prompt.details.missingOIDCScope ?? [];
      if (missingScopes.length > 0) grant.addOIDCScope(missingScopes.join(' '));
      const missingClaims = interaction.prompt.details.missingOIDCClaims;
      if (Array.isArray(missingClaims) && missingClaims.length > 0)
        grant.addOIDCClaims(missingClaims as string[]);
      const grantId = await grant.save();
      return finish(request, reply, { consent: { grantId } }, true);
    }
  });
}
