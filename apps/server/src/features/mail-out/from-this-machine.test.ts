import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { isLoopbackAddress } from './from-this-machine';

describe('isLoopbackAddress', () => {
  it('accepts IPv4 loopback, IPv6 loopback and IPv4 loopback mapped into IPv6', () => {
    for (const address of ['127.0.0.1', '127.10.0.2', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
  });

  it('refuses other addresses, names and nothing', () => {
    for (const address of [
      '10.0.0.1',
      '::ffff:10.0.0.1',
      '::2',
      'fe80::1',
      'localhost',
      'unknown',
      '',
      undefined,
    ]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});

describe('outbound mail configuration', () => {
  it('sends from no-reply at MAIL_DOMAIN unless MAIL_FROM says otherwise', () => {
    expect(loadConfig({ MAIL_DOMAIN: 'mail.example.com' }, '/').mailFrom).toBe(
      'Receiptbox <no-reply@mail.example.com>',
    );
    expect(loadConfig({ MAIL_FROM: 'Billing <billing@example.com>' }, '/').mailFrom).toBe(
      'Billing <billing@example.com>',
    );
  });

  it('refuses a MAIL_FROM that is not one address', () => {
    expect(() => loadConfig({ MAIL_FROM: 'two@example.com, three@example.com' }, '/')).toThrow(
      /MAIL_FROM must be/,
    );
  });

  it('turns the outbox viewer on outside production, off in production unless OUTBOX_VIEWER=true', () => {
    expect(loadConfig({}, '/').outboxViewer).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }, '/').outboxViewer).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', OUTBOX_VIEWER: 'true' }, '/').outboxViewer).toBe(true);
    expect(loadConfig({ OUTBOX_VIEWER: 'false' }, '/').outboxViewer).toBe(false);
  });
});
