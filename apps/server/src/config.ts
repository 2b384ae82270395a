import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The one place that reads the environment. Everything else receives a typed `Config`.
 * Every variable is optional: the defaults give a working single-process app (PGlite, built-in
 * identity provider, payment sandbox, local outbox). `.env.example` at the repository root lists
 * them all with their defaults.
 */

export const ROLES = ['all', 'api', 'smtp', 'worker'] as const;
export type Role = (typeof ROLES)[number];

export const SENDER_AUTH_MODES = ['dmarc', 'off'] as const;
export type SenderAuth = (typeof SENDER_AUTH_MODES)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  /** Interface the HTTP server binds to. */
  host: string;
  /** Absolute path; holds the PGlite database, the spool, the local drive and generated secrets. */
  dataDir: string;
  /** Origin users reach the app at, without a trailing slash. */
  publicUrl: string;
  mailDomain: string;
  smtpPort: number;
  /** PEM file paths for STARTTLS on the SMTP listener; null: no STARTTLS offered. */
  smtpTls: { certFile: string; keyFile: string } | null;
  /**
   * How inbound mail's From is verified before it is trusted: `dmarc` (DKIM or SPF aligned with
   * the From domain, via mailauth) or `off` (the From header alone). SENDER_AUTH wins; unset, it
   * is `dmarc` when NODE_ENV=production, else `off`.
   */
  senderAuth: SenderAuth;
  /** Inbound SMTP limits per connecting IP (per smtp process). */
  smtpLimits: { connectionsPerIp: number; messagesPerIpPerMinute: number };
  /** Set: PostgreSQL (scale-out). Unset: PGlite in `${dataDir}/db`. */
  databaseUrl: string | null;
  role: Role;
  logLevel: LogLevel;
  supportEmail: string;
  /** 32-byte key for encrypting OAuth tokens at rest; null means "generate into DATA_DIR". */
  secretsKey: Buffer | null;
  /** null: the built-in OpenID Connect provider stands in for Google. */
  google: { clientId: string; clientSecret: string } | null;
  /** Folders of the embedded drive (`${dataDir}/drive`); null when Google Drive holds them. */
  localDriveDir: string | null;
  /** null: the built-in payment sandbox stands in for Stripe. */
  stripe: {
    secretKey: string;
    publicKey: string;
    webhookSecret: string;
    /** Stripe price id per catalogue product id (`hsa-monthly`, ...), from STRIPE_PRICE_IDS. */
    priceIds: Record<string, string>;
  } | null;
  applicationInsightsKey: string | null;
  otelExporterOtlpEndpoint: string | null;
  /** null: outbound mail goes to the local outbox. */
  smtpRelayUrl: string | null;
  /** From header of outbound mail, e.g. `Receiptbox <no-reply@receiptbox.localhost>`. */
  mailFrom: string;
  /**
   * Whether GET /api/Outbox serves the local outbox (only while the outbox is the mailer, and
   * only to loopback clients). OUTBOX_VIEWER wins; unset, it is on unless NODE_ENV=production.
   */
  outboxViewer: boolean;
  /** null: extraction runs locally only. */
  extractLlmUrl: string | null;
  /** OCR threads (each holds ~300 MB of models); null: one per core. */
  ocrThreads: number | null;
  /** Public converter: conversions per client address per hour. */
  converterRateLimit: number;
  /** Fastify `trustProxy`: false, or the proxies' addresses/CIDRs whose X-Forwarded-For is believed. */
  trustedProxies: false | string[];
  /** Absolute path of the built web app. */
  webDistDir: string;
  /** NODE_ENV=production: no development conveniences (the Vite dev server's sign-in redirects). */
  production: boolean;
}

/** A bad environment; `message` is one line naming every offending variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type Env = Record<string, string | undefined>;

/** The catalogue's paid products (packages/contracts plans.ts), each needing a Stripe price. */
const PAID_PRODUCT_IDS = ['hsa-monthly', 'hsa-yearly', 'business-monthly', 'business-yearly'];

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const portNumber = (expects: string) =>
  z
    .string()
    .regex(/^\d+$/, expects)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 65535, expects);

const httpUrl = (expects: string) =>
  z
    .string()
    .refine((s) => URL.canParse(s) && /^https?:$/.test(new URL(s).protocol), expects)
    .transform((s) => s.replace(/\/+$/, ''));

const hostname = z
  .string()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i,
    'a domain name',
  )
  .transform((s) => s.toLowerCase());

/** Names proxy-addr (behind Fastify's trustProxy) understands. */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const ipOrCidr = /^([0-9.]+|[0-9a-f:]+)(\/\d{1,3})?$/i;

/** What each variable expects; the message reads "`NAME` must be <expects>". */
const schema = z
  .object({
    PORT: portNumber('a port number (1-65535)').default(3000),
    HOST: z.string().min(1, 'an interface address').default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    PUBLIC_URL: httpUrl('an http(s) URL such as http://localhost:3000').optional(),
    MAIL_DOMAIN: hostname.default('receiptbox.localhost'),
    SMTP_PORT: portNumber('a port number (1-65535)').default(2525),
    SMTP_TLS_CERT: z.string().optional(),
    SMTP_TLS_KEY: z.string().optional(),
    SENDER_AUTH: z.enum(SENDER_AUTH_MODES, `one of ${SENDER_AUTH_MODES.join(', ')}`).optional(),
    SMTP_CONNECTIONS_PER_IP: z
      .string()
      .regex(/^[1-9]\d*$/, 'a positive whole number')
      .transform(Number)
      .default(10),
    SMTP_MESSAGES_PER_IP_PER_MINUTE: z
      .string()
      .regex(/^[1-9]\d*$/, 'a positive whole number')
      .transform(Number)
      .default(120),
    DATABASE_URL: z
      .string()
      .refine(
        (s) => URL.canParse(s) && /^postgres(ql)?:$/.test(new URL(s).protocol),
        'a postgres:// or postgresql:// URL',
      )
      .optional(),
    ROLE: z.enum(ROLES, `one of ${ROLES.join(', ')}`).default('all'),
    LOG_LEVEL: z.enum(LOG_LEVELS, `one of ${LOG_LEVELS.join(', ')}`).default('info'),
    SUPPORT_EMAIL: z.email('an email address').optional(),
    SECRETS_KEY: z
      .string()
      .refine(
        (s) => /^[0-9a-f]{64}$/i.test(s) || Buffer.from(s, 'base64').length === 32,
        '32 random bytes as 64 hex characters or base64 (openssl rand -hex 32)',
      )
      .transform((s) => (/^[0-9a-f]{64}$/i.test(s) ? Buffer.from(s, 'hex') : Buffer.from(s, 'base64')))
      .optional(),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'a Stripe secret key (sk_...)').optional(),
    STRIPE_PUBLIC_KEY: z.string().startsWith('pk_', 'a Stripe publishable key (pk_...)').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'a Stripe webhook secret (whsec_...)').optional(),
    STRIPE_PRICE_IDS: z
      .string()
      .refine(
        (s) =>
          PAID_PRODUCT_IDS.every((id) => new RegExp(`(^|,)\\s*${id}=price_[A-Za-z0-9_]+\\s*(,|$)`).test(s)),
        `a price per paid plan: ${PAID_PRODUCT_IDS.map((id) => `${id}=price_...`).join(',')}`,
      )
      .optional(),
    APPLICATION_INSIGHTS_KEY: z.string().optional(),
    OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl('an http(s) URL').optional(),
    SMTP_RELAY_URL: z
      .string()
      .refine(
        (s) => URL.canParse(s) && /^smtps?:$/.test(new URL(s).protocol),
        'an smtp:// or smtps:// URL such as smtp://user:pass@relay.example.com:587',
      )
      .optional(),
    MAIL_FROM: z
      .string()
      .regex(
        /^(?:[^<>\r\n"]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/,
        'an address such as no-reply@example.com or Receiptbox <no-reply@example.com>',
      )
      .optional(),
    OUTBOX_VIEWER: z.enum(['true', 'false'], 'true or false').optional(),
    NODE_ENV: z.string().optional(),
    EXTRACT_LLM_URL: httpUrl('an http(s) URL of an OpenAI-compatible endpoint').optional(),
    OCR_THREADS: z
      .string()
      .regex(/^[1-9]\d*$/, 'a positive whole number')
      .transform(Number)
      .optional(),
    CONVERTER_RATE_LIMIT: z
      .string()
      .regex(/^[1-9]\d*$/, 'a positive whole number')
      .transform(Number)
      .default(5),
    TRUSTED_PROXIES: z
      .string()
      .refine(
        (s) => s.split(',').every((p) => ipOrCidr.test(p.trim()) || PROXY_NAMES.includes(p.trim())),
        `a comma-separated list of IP addresses, CIDRs or ${PROXY_NAMES.join('/')}`,
      )
      .optional(),
    WEB_DIST_DIR: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    const pairs: [keyof typeof env, keyof typeof env][] = [
      ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      ['GOOGLE_CLIENT_SECRET', 'GOOGLE_CLIENT_ID'],
      ['STRIPE_SECRET_KEY', 'STRIPE_PUBLIC_KEY'],
      ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
      ['STRIPE_PUBLIC_KEY', 'STRIPE_SECRET_KEY'],
      ['STRIPE_WEBHOOK_SECRET', 'STRIPE_SECRET_KEY'],
      ['STRIPE_SECRET_KEY', 'STRIPE_PRICE_IDS'],
      ['SMTP_TLS_CERT', 'SMTP_TLS_KEY'],
      ['SMTP_TLS_KEY', 'SMTP_TLS_CERT'],
    ];
    if (env.ROLE !== 'all' && env.DATABASE_URL === undefined) {
      // The embedded database belongs to one process, so split roles could never meet.
      ctx.addIssue({
        code: 'custom',
        path: ['ROLE'],
        message: 'all unless DATABASE_URL is set (split roles share work through PostgreSQL)',
      });
    }
    for (const [present, required] of pairs) {
      if (env[present] !== undefined && env[required] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [required],
          message: `set when ${present} is set`,
          params: { missing: true },
        });
      }
    }
  });

/**
 * Parses and validates the environment.
 * Relative paths resolve against the directory `npm start` was run from (npm's INIT_CWD, since
 * `npm run -w` moves the cwd into the workspace), else the process's cwd.
 * @throws ConfigError with one line naming every bad variable and what it expects.
 * @example loadConfig({ PORT: '8080' }).publicUrl // 'http://localhost:8080'
 */
export function loadConfig(env: Env, cwd: string = env.INIT_CWD ?? process.cwd()): Config {
  // An empty value (`PORT=` in a .env file) means "use the default", as if unset.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const raw = present[name];
      const got = raw === undefined ? 'nothing' : `"${raw}"`;
      return issue.code === 'custom' && issue.params?.missing
        ? `${name} must be ${issue.message}`
        : `${name} must be ${issue.message}, got ${got}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = result.data;
  const resolvePath = (p: string) => path.resolve(cwd, p);
  const dataDir = resolvePath(e.DATA_DIR);
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
      : null;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    mailDomain: e.MAIL_DOMAIN,
    smtpPort: e.SMTP_PORT,
    smtpTls:
      e.SMTP_TLS_CERT && e.SMTP_TLS_KEY
        ? { certFile: resolvePath(e.SMTP_TLS_CERT), keyFile: resolvePath(e.SMTP_TLS_KEY) }
        : null,
    senderAuth: e.SENDER_AUTH ?? (e.NODE_ENV === 'production' ? 'dmarc' : 'off'),
    smtpLimits: {
      connectionsPerIp: e.SMTP_CONNECTIONS_PER_IP,
      messagesPerIpPerMinute: e.SMTP_MESSAGES_PER_IP_PER_MINUTE,
    },
    databaseUrl: e.DATABASE_URL ?? null,
    role: e.ROLE,
    logLevel: e.LOG_LEVEL,
    supportEmail: e.SUPPORT_EMAIL ?? `support@${e.MAIL_DOMAIN}`,
    secretsKey: e.SECRETS_KEY ?? null,
    google,
    localDriveDir: google ? null : path.join(dataDir, 'drive'),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLIC_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publicKey: e.STRIPE_PUBLIC_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            priceIds: parsePriceIds(e.STRIPE_PRICE_IDS ?? ''),
          }
        : null,
    applicationInsightsKey: e.APPLICATION_INSIGHTS_KEY ?? null,
    otelExporterOtlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT ?? null,
    smtpRelayUrl: e.SMTP_RELAY_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `Receiptbox <no-reply@${e.MAIL_DOMAIN}>`,
    outboxViewer: e.OUTBOX_VIEWER ? e.OUTBOX_VIEWER === 'true' : e.NODE_ENV !== 'production',
    extractLlmUrl: e.EXTRACT_LLM_URL ?? null,
    ocrThreads: e.OCR_THREADS ?? null,
    converterRateLimit: e.CONVERTER_RATE_LIMIT,
    trustedProxies: parseTrustedProxies(e.TRUSTED_PROXIES),
    webDistDir: e.WEB_DIST_DIR ? resolvePath(e.WEB_DIST_DIR) : path.join(REPO_ROOT, 'apps/web/dist'),
    production: e.NODE_ENV === 'production',
  };
}

function parsePriceIds(value: string): Record<string, string> {
  const pairs = value.split(',').map((pair) => pair.split('=').map((part) => part.trim()));
  return Object.fromEntries(pairs.filter((p): p is [string, string] => p.length === 2));
}

function parseTrustedProxies(value: string | undefined): Config['trustedProxies'] {
  if (value === undefined) return false;
  return value.split(',').map((p) => p.trim());
}

/** Reads `process.env`; the only caller is main.ts. */
export function loadConfigFromProcess(): Config {
  return loadConfig(process.env);
}
