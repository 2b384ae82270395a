import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';
import { count } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboundMessages } from '../src/db/schema';
import { startInboundListener } from '../src/mail/inbound-mail';
import { mailReceived } from '../src/mail/inbound-mail-job';
import type { SmtpLimits, SmtpListener } from '../src/mail/smtp-listener';
import { type SeededMailbox, seedMailbox, smtpDialogue } from './helpers/inbound-fixtures';
import { createTestContext, type TestContext } from './helpers/test-app';

describe(`SMTP receiving on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  let owner: SeededMailbox;
  const listeners: SmtpListener[] = [];

  const listen = async (limits: Partial<SmtpLimits> = {}) => {
    const listener = await startInboundListener(ctx.deps, { port: 0, host: '127.0.0.1', limits });
    listeners.push(listener);
    return listener;
  };
  const transport = (port: number) =>
    nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  const spooled = async () => (await ctx.deps.db.select({ n: count() }).from(inboundMessages))[0]!.n;

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await seedMailbox(ctx.deps.db);
  });
  afterAll(async () => {
    for (const l of listeners) await l.close();
    await ctx?.close();
  });

  it('commits a message for a mailbox to the spool and queues its job before answering 250', async () => {
    const { port } = await listen();
    const info = await transport(port).sendMail({
      from: owner.ownerEmail,
      to: owner.address,
      subject: 'Lunch receipt',
      text: 'Total 12.50',
    });
    expect(info.response).toMatch(/^250/);
    const rows = await ctx.deps.db.select().from(inboundMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.mailboxIds).toEqual([owner.mailboxId]);
    expect(rows[0]!.raw.toString('utf8')).toContain('Total 12.50');
    expect(rows[0]!.mailFrom).toBe(owner.ownerEmail);
    expect(await ctx.jobs.state(mailReceived, rows[0]!.jobId!)).toBe('created');
  });

  it('reaches a mailbox whatever the case of the address and with a plus tag', async () => {
    const { port } = await listen();
    const [name, domain] = owner.address.split('@');
    const info = await transport(port).sendMail({
      from: owner.ownerEmail,
      to: `${name!.toUpperCase()}+March@${domain!.toUpperCase()}`,
      subject: 'Tagged',
      text: 'Total 3.00',
    });
    expect(info.accepted).toHaveLength(1);
    const newest = await ctx.deps.db.select().from(inboundMessages);
    expect(newest.every((r) => r.mailboxIds[0] === owner.mailboxId)).toBe(true);
  });

  it('refuses an address with no mailbox with 550 at RCPT and spools nothing', async () => {
    const { port } = await listen();
    const before = await spooled();
    const sending = transport(port).sendMail({
      from: owner.ownerEmail,
      to: `nobody@${owner.accountName}.receiptbox.localhost`,
      subject: 'Lost',
      text: 'hello',
    });
    await expect(sending).rejects.toMatchObject({ responseCode: 550, command: 'RCPT TO' });
    const unknownAccount = transport(port).sendMail({
      from: owner.ownerEmail,
      to: 'welcome@no-such-account.receiptbox.localhost',
      subject: 'Lost',
      text: 'hello',
    });
    await expect(unknownAccount).rejects.toMatchObject({ responseCode: 550, command: 'RCPT TO' });
    expect(await spooled()).toBe(before);
  });

  it('never relays: a recipient in any other domain gets 550', async () => {
    const { port } = await listen();
    const replies = await smtpDialogue(port, [
      'EHLO client.example',
      'MAIL FROM:<someone@example.com>',
      'RCPT TO:<victim@example.org>',
      `RCPT TO:<welcome@${owner.accountName}.receiptbox.localhost.example.org>`,
    ]);
    expect(replies[3]).toMatch(/^550 5\.7\.1/);
    expect(replies[4]).toMatch(/^550 5\.7\.1/);
  });

  it('announces SIZE and refuses with 552 a message that grows past it while streaming', async () => {
    const { port } = await listen({ maxMessageBytes: 64 * 1024 });
    const [, ehlo] = await smtpDialogue(port, ['EHLO client.example']);
    expect(ehlo).toMatch(/^250[- ]SIZE 65536\r$/m);
    const before = await spooled();
    // nodemailer announces no SIZE in MAIL FROM, so only the stream can tell.
    const sending = transport(port).sendMail({
      from: owner.ownerEmail,
      to: owner.address,
      subject: 'Too big',
      text: 'x'.repeat(300 * 1024),
    });
    await expect(sending).rejects.toMatchObject({ responseCode: 552 });
    expect(await spooled()).toBe(before);
  });

  it('refuses recipients past the per-message limit with 452 and delivers to the others', async () => {
    const { port } = await listen({ recipientsPerMessage: 2 });
    const others = await Promise.all([seedMailbox(ctx.deps.db), seedMailbox(ctx.deps.db)]);
    const info = await transport(port).sendMail({
      from: owner.ownerEmail,
      to: [owner.address, others[0]!.address, others[1]!.address],
      subject: 'Three',
      text: 'Total 1.00',
    });
    expect(info.accepted).toEqual([owner.address, others[0]!.address]);
    expect(info.rejectedErrors?.[0]).toMatchObject({ responseCode: 452 });
  });

  it('answers a connection past the per-IP limit with 421', async () => {
    const { port } = await listen({ connectionsPerIp: 2 });
    const open = [
      createConnection({ host: '127.0.0.1', port }),
      createConnection({ host: '127.0.0.1', port }),
    ];
    await Promise.all(open.map((s) => new Promise((resolve) => s.once('data', resolve))));
    try {
      const [greeting] = await smtpDialogue(port, []);
      expect(greeting).toMatch(/^421 4\.7\.0/);
    } finally {
      for (const s of open) s.destroy();
    }
  });

  it('answers messages past the per-IP rate with 451 at MAIL FROM', async () => {
    const { port } = await listen({ messagesPerIpPerMinute: 2 });
    const replies = await smtpDialogue(port, [
      'EHLO client.example',
      'MAIL FROM:<a@example.com>',
      'RSET',
      'MAIL FROM:<a@example.com>',
      'RSET',
      'MAIL FROM:<a@example.com>',
    ]);
    expect(replies[2]).toMatch(/^250/);
    expect(replies[4]).toMatch(/^250/);
    expect(replies[6]).toMatch(/^451 4\.7\.1/);
  });

  it('offers STARTTLS when a certificate is configured, and receives over it', async () => {
    const dir = ctx.testDb.dataDir;
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=mx.receiptbox.localhost',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const tlsCtx = await createTestContext({
      env: { SMTP_TLS_CERT: path.join(dir, 'cert.pem'), SMTP_TLS_KEY: path.join(dir, 'key.pem') },
    });
    try {
      const mailbox = await seedMailbox(tlsCtx.deps.db);
      const listener = await startInboundListener(tlsCtx.deps, { port: 0, host: '127.0.0.1' });
      listeners.push(listener);
      const [, ehlo] = await smtpDialogue(listener.port, ['EHLO client.example']);
      expect(ehlo).toContain('STARTTLS');
      const info = await nodemailer
        .createTransport({
          host: '127.0.0.1',
          port: listener.port,
          secure: false,
          requireTLS: true,
          tls: { ca: readFileSync(path.join(dir, 'cert.pem')), servername: 'mx.receiptbox.localhost' },
        })
        .sendMail({ from: mailbox.ownerEmail, to: mailbox.address, subject: 'Secret', text: 'Total 9.99' });
      expect(info.response).toMatch(/^250/);
      const [, plainEhlo] = await smtpDialogue(listeners[0]!.port, ['EHLO client.example']);
      expect(plainEhlo).not.toContain('STARTTLS');
    } finally {
      await tlsCtx.close();
    }
  });
});
