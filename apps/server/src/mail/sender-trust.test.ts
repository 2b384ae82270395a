import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { verifyFrom } from './sender-trust';
import { LocalDns } from './testing/local-dns';

/** Composes a message as a mail client would, optionally DKIM-signed by nodemailer. */
async function compose(options: {
  from: string;
  body?: string;
  dkim?: { domainName: string; keySelector: string; privateKey: string };
}): Promise<Buffer> {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await composer.sendMail({
    from: options.from,
    to: 'welcome@alice.receiptbox.localhost',
    subject: 'Receipt',
    text: options.body ?? 'Total 12.50',
    ...(options.dkim ? { dkim: options.dkim } : {}),
  });
  return info.message as Buffer;
}

const dmarc = (dns: LocalDns) => ({ mode: 'dmarc' as const, resolver: dns.resolver, mta: 'mx.test' });

describe('verifying the From address (SENDER_AUTH=dmarc)', () => {
  it('passes a message DKIM-signed by the From domain', async () => {
    const dns = new LocalDns();
    const privateKey = dns.addDkimKey('example.com');
    dns.addTxt('_dmarc.example.com', 'v=DMARC1; p=reject');
    const raw = await compose({
      from: 'alice@example.com',
      dkim: { domainName: 'example.com', keySelector: 'test', privateKey },
    });
    const envelope = { clientIp: '192.0.2.10', helo: 'mail.example.com', mailFrom: 'alice@example.com' };
    expect(await verifyFrom(raw, envelope, dmarc(dns))).toBe('pass');
  });

  it('fails a forged From: no signature and SPF does not list the sending server', async () => {
    const dns = new LocalDns();
    dns.addTxt('example.com', 'v=spf1 ip4:198.51.100.0/24 -all');
    dns.addTxt('_dmarc.example.com', 'v=DMARC1; p=reject');
    const raw = await compose({ from: 'alice@example.com' });
    const envelope = { clientIp: '203.0.113.66', helo: 'evil.example.net', mailFrom: 'alice@example.com' };
    expect(await verifyFrom(raw, envelope, dmarc(dns))).toBe('fail');
  });

  it('fails a message whose body was changed after signing', async () => {
    const dns = new LocalDns();
    const privateKey = dns.addDkimKey('example.com');
    dns.addTxt('_dmarc.example.com', 'v=DMARC1; p=reject');
    const raw = await compose({
      from: 'alice@example.com',
      dkim: { domainName: 'example.com', keySelector: 'test', privateKey },
    });
    const tampered = Buffer.from(raw.toString('utf8').replace('Total 12.50', 'Total 99.50'));
    const envelope = { clientIp: '203.0.113.66', helo: 'evil.example.net', mailFrom: 'alice@example.com' };
    expect(await verifyFrom(tampered, envelope, dmarc(dns))).toBe('fail');
  });

  it('fails a signature by a domain that is not the From domain', async () => {
    const dns = new LocalDns();
    const privateKey = dns.addDkimKey('other.example.net');
    dns.addTxt('_dmarc.example.com', 'v=DMARC1; p=none');
    const raw = await compose({
      from: 'alice@example.com',
      dkim: { domainName: 'other.example.net', keySelector: 'test', privateKey },
    });
    const envelope = { clientIp: '203.0.113.66', helo: 'other.example.net', mailFrom: 'x@other.example.net' };
    expect(await verifyFrom(raw, envelope, dmarc(dns))).toBe('fail');
  });

  it("passes a forward that keeps the user's own DKIM signature, though SPF names the forwarder", async () => {
    const dns = new LocalDns();
    const privateKey = dns.addDkimKey('mail.example.org', 'fwd');
    dns.addTxt('_dmarc.mail.example.org', 'v=DMARC1; p=reject');
    dns.addTxt('mail.example.org', 'v=spf1 ip4:198.51.100.1 -all');
    dns.addTxt('forwarder.example.net', 'v=spf1 ip4:203.0.113.7 -all');
    const raw = await compose({
      from: 'Bob <bob@mail.example.org>',
      body: '---------- Forwarded message ---------\nFrom: Shop <orders@shop.example>\nTotal 42.00',
      dkim: { domainName: 'mail.example.org', keySelector: 'fwd', privateKey },
    });
    // Relayed by the forwarding service with its own envelope sender (SRS) from its own IP.
    const envelope = {
      clientIp: '203.0.113.7',
      helo: 'out.forwarder.example.net',
      mailFrom: 'SRS0=abcd=XY=mail.example.org=bob@forwarder.example.net',
    };
    expect(await verifyFrom(raw, envelope, dmarc(dns))).toBe('pass');
  });

  it('passes by SPF aligned with the From domain when the domain publishes no DMARC record', async () => {
    const dns = new LocalDns();
    dns.addTxt('example.com', 'v=spf1 ip4:192.0.2.0/24 -all');
    const raw = await compose({ from: 'alice@example.com' });
    const envelope = { clientIp: '192.0.2.25', helo: 'mail.example.com', mailFrom: 'bounce@example.com' };
    expect(await verifyFrom(raw, envelope, dmarc(dns))).toBe('pass');
  });

  it('answers temperror when the DMARC lookup fails, so the message is retried rather than refused', async () => {
    const dns = new LocalDns();
    const privateKey = dns.addDkimKey('example.com');
    dns.breakName('_dmarc.example.com');
    const raw = await compose({
      from: 'alice@example.com',
      dkim: { domainName: 'example.com', keySelector: 'test', privateKey },
    });
    const envelope = { clientIp: '203.0.113.66', helo: 'x.example.net', mailFrom: 'alice@example.com' };
    expect(await verifyFrom(raw, envelope, dmarc(dns))).toBe('temperror');
  });

  it('trusts the From header when SENDER_AUTH=off', async () => {
    const raw = await compose({ from: 'alice@example.com' });
    const envelope = { clientIp: '203.0.113.66', helo: 'x', mailFrom: '' };
    expect(await verifyFrom(raw, envelope, { mode: 'off' })).toBe('pass');
  });
});
