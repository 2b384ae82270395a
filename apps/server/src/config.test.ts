import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('loadConfig', () => {
  it('gives a working single-process configuration with no variables at all', () => {
    const config = loadConfig({}, '/srv/receiptbox');
    expect(config).toMatchObject({
      port: 3000,
      dataDir: '/srv/receiptbox/data',
      publicUrl: 'http://localhost:3000',
      mailDomain: 'receiptbox.localhost',
      smtpPort: 2525,
      databaseUrl: null,
      role: 'all',
      logLevel: 'info',
      supportEmail: 'support@receiptbox.localhost',
      secretsKey: null,
      google: null,
      stripe: null,
      applicationInsightsKey: null,
      converterRateLimit: 5,
      trustedProxies: false,
      webDistDir: path.join(repoRoot, 'apps/web/dist'),
    });
  });

  it('verifies inbound senders by DMARC in production and trusts From in the embedded mode', () => {
    expect(loadConfig({}, '/').senderAuth).toBe('off');
    expect(loadConfig({ NODE_ENV: 'production' }, '/').senderAuth).toBe('dmarc');
    expect(loadConfig({ NODE_ENV: 'production', SENDER_AUTH: 'off' }, '/').senderAuth).toBe('off');
    expect(() => loadConfig({ SENDER_AUTH: 'spf' }, '/')).toThrow(
      'SENDER_AUTH must be one of dmarc, off, got "spf"',
    );
  });

  it('offers STARTTLS only with both a certificate and a key', () => {
    expect(loadConfig({}, '/').smtpTls).toBeNull();
    expect(
      loadConfig({ SMTP_TLS_CERT: 'tls/cert.pem', SMTP_TLS_KEY: '/etc/key.pem' }, '/srv').smtpTls,
    ).toEqual({
      certFile: '/srv/tls/cert.pem',
      keyFile: '/etc/key.pem',
    });
    expect(() => loadConfig({ SMTP_TLS_CERT: 'cert.pem' }, '/')).toThrow(
      'SMTP_TLS_KEY must be set when SMTP_TLS_CERT is set',
    );
  });

  it('sets the OCR thread count from OCR_THREADS, else leaves it to the core count', () => {
    expect(loadConfig({}, '/').ocrThreads).toBeNull();
    expect(loadConfig({ OCR_THREADS: '1' }, '/').ocrThreads).toBe(1);
    expect(() => loadConfig({ OCR_THREADS: '0' }, '/')).toThrow(
      'OCR_THREADS must be a positive whole number, got "0"',
    );
  });

  it('resolves a relative DATA_DIR against the directory npm start ran in (INIT_CWD)', () => {
    expect(loadConfig({ DATA_DIR: 'var/rb', INIT_CWD: '/home/me/receiptbox' }).dataDir).toBe(
      '/home/me/receiptbox/var/rb',
    );
  });

  it('derives PUBLIC_URL from PORT and SUPPORT_EMAIL from MAIL_DOMAIN', () => {
    const config = loadConfig({ PORT: '8080', MAIL_DOMAIN: 'Mail.Example.com' }, '/');
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.mailDomain).toBe('mail.example.com');
    expect(config.supportEmail).toBe('support@mail.example.com');
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }, '/').port).toBe(3000);
  });

  it('rejects PORT=abc with one line naming PORT and what it expects', () => {
    expect(() => loadConfig({ PORT: 'abc' }, '/')).toThrow(
      new ConfigError('Invalid configuration: PORT must be a port number (1-65535), got "abc"'),
    );
  });

  it('lists every bad variable in the same line', () => {
    try {
      loadConfig({ PORT: '70000', ROLE: 'web', DATABASE_URL: 'mysql://x' }, '/');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message.split('\n')).toHaveLength(1);
      expect(message).toContain('PORT must be a port number (1-65535), got "70000"');
      expect(message).toContain('ROLE must be one of all, api, smtp, worker, got "web"');
      expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL, got "mysql://x"');
    }
  });

  it('runs split roles only on a shared PostgreSQL database', () => {
    expect(() => loadConfig({ ROLE: 'worker' }, '/')).toThrow(
      'ROLE must be all unless DATABASE_URL is set (split roles share work through PostgreSQL), got "worker"',
    );
    expect(loadConfig({ ROLE: 'worker', DATABASE_URL: 'postgres://db/receiptbox' }, '/').role).toBe('worker');
  });

  it('requires the Google client secret together with the client id', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com' }, '/')).toThrow(
      'GOOGLE_CLIENT_SECRET must be set when GOOGLE_CLIENT_ID is set',
    );
  });

  it('switches to Stripe only with all three Stripe keys and a price per paid plan', () => {
    const prices = 'hsa-monthly=price_1,hsa-yearly=price_2, business-monthly=price_3,business-yearly=price_4';
    const config = loadConfig(
      {
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_PUBLIC_KEY: 'pk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_PRICE_IDS: prices,
      },
      '/',
    );
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_1',
      publicKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
      priceIds: {
        'hsa-monthly': 'price_1',
        'hsa-yearly': 'price_2',
        'business-monthly': 'price_3',
        'business-yearly': 'price_4',
      },
    });
    expect(() =>
      loadConfig(
        {
          STRIPE_SECRET_KEY: 'sk_test_1',
          STRIPE_PUBLIC_KEY: 'pk_test_1',
          STRIPE_WEBHOOK_SECRET: 'whsec_1',
          STRIPE_PRICE_IDS: 'hsa-monthly=price_1',
        },
        '/',
      ),
    ).toThrow('STRIPE_PRICE_IDS must be a price per paid plan');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }, '/')).toThrow(
      'STRIPE_PUBLIC_KEY must be set',
    );
  });

  it('accepts SECRETS_KEY as hex or base64 of 32 bytes and nothing shorter', () => {
    expect(loadConfig({ SECRETS_KEY: 'ab'.repeat(32) }, '/').secretsKey).toHaveLength(32);
    expect(loadConfig({ SECRETS_KEY: Buffer.alloc(32, 7).toString('base64') }, '/').secretsKey).toEqual(
      Buffer.alloc(32, 7),
    );
    expect(() => loadConfig({ SECRETS_KEY: 'short' }, '/')).toThrow('SECRETS_KEY must be 32 random bytes');
  });

  it('reads TRUSTED_PROXIES as a list of addresses', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1,loopback' }, '/').trustedProxies).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'proxy.example.com' }, '/')).toThrow(
      'TRUSTED_PROXIES must be',
    );
  });
});

describe('start-up with a bad configuration', () => {
  it('exits with code 1 and prints only the one-line error naming PORT', () => {
    const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
    const result = spawnSync(tsx, [path.join(repoRoot, 'apps/server/src/main.ts')], {
      env: { ...process.env, PORT: 'abc', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Invalid configuration: PORT must be a port number (1-65535), got "abc"',
    );
    expect(result.stdout).toBe('');
  });
});
