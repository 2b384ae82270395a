import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ProblemDetails } from '@receiptbox/contracts';
import { OutboxList } from '@receiptbox/contracts/api/outbox';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { App } from '../src/app-types';
import { loadConfig } from '../src/config';
import { createMailer } from '../src/features/mail-out/create-mailer';
import type { Mailer } from '../src/features/mail-out/mailer';
import { OutboxMailer } from '../src/features/mail-out/outbox-mailer';
import { outboxRoutes } from '../src/features/mail-out/outbox-routes';
import { RelayMailer } from '../src/features/mail-out/relay-mailer';
import { createTestContext, type TestContext } from './helpers/test-app';

const FROM = 'Receiptbox <no-reply@receiptbox.localhost>';
const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address));

describe(`outbound mail on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  let outbox: OutboxMailer;
  beforeAll(async () => {
    ctx = await createTestContext({
      env: { MAIL_FROM: FROM },
      features: [{ name: 'mail-out', plugin: outboxRoutes }],
    });
    if (!(ctx.deps.mailer instanceof OutboxMailer))
      throw new Error('expected the outbox without SMTP_RELAY_URL');
    outbox = ctx.deps.mailer;
  });
  afterAll(async () => ctx?.close());

  describe('the outbox mailer', () => {
    it('writes a real RFC 5322 message that mailparser reads back with the right headers', async () => {
      const { id } = await outbox.send({
        to: 'ada@example.com',
        subject: 'Your receipt was saved — Größe',
        text: 'Plain body\nsecond line',
        html: '<p>HTML body</p>',
        replyTo: 'support@receiptbox.localhost',
      });
      const file = path.join(ctx.testDb.dataDir, 'outbox', `${id}.eml`);
      const raw = await readFile(file);
      // RFC 5322 line ends are CRLF, not bare LF.
      expect(raw.toString('latin1')).not.toMatch(/[^\r]\n/);
      const parsed = await simpleParser(raw);
      expect(parsed.from?.value[0]).toEqual({ name: 'Receiptbox', address: 'no-reply@receiptbox.localhost' });
      expect(addresses(parsed.to)).toEqual(['ada@example.com']);
      expect(addresses(parsed.replyTo)).toEqual(['support@receiptbox.localhost']);
      expect(parsed.subject).toBe('Your receipt was saved — Größe');
      expect(parsed.messageId).toMatch(/^<.+@.+>$/);
      expect(parsed.date).toBeInstanceOf(Date);
      expect(parsed.text?.trim()).toBe('Plain body\nsecond line');
      expect(parsed.html).toContain('<p>HTML body</p>');
    });

    it('lists every mail in its index, newest first, with the Message-ID of the file', async () => {
      const first = await outbox.send({
        to: ['a@example.com', 'b@example.com'],
        subject: 'First',
        text: 'one',
      });
      const second = await outbox.send({ to: 'c@example.com', subject: 'Second', text: 'two' });
      const entries = await outbox.list();
      expect(entries.slice(0, 2).map((e) => e.id)).toEqual([second.id, first.id]);
      expect(entries[1]).toMatchObject({ to: ['a@example.com', 'b@example.com'], subject: 'First' });
      const parsed = await simpleParser((await outbox.read(second.id))!);
      expect(parsed.messageId).toBe(entries[0]?.messageId);
    });

    it('refuses a line break in the subject and writes nothing', async () => {
      const before = await readdir(outbox.dir);
      const sending = outbox.send({
        to: 'ada@example.com',
        subject: 'Hello\r\nBcc: victim@example.org',
        text: 'x',
      });
      await expect(sending).rejects.toMatchObject({ code: 'validation_failed', status: 400 });
      await expect(sending).rejects.toThrow('The subject must not contain line breaks.');
      expect(await readdir(outbox.dir)).toEqual(before);
    });

    it('refuses a line break in the reply-to address, and a bare LF too', async () => {
      await expect(
        outbox.send({
          to: 'ada@example.com',
          subject: 'Hi',
          text: 'x',
          replyTo: 'a@example.com\r\nBcc: v@example.org',
        }),
      ).rejects.toThrow('The reply-to address must not contain line breaks.');
      await expect(
        outbox.send({ to: 'ada@example.com', subject: 'Hi', text: 'x', replyTo: 'a@example.com\nX-Evil: 1' }),
      ).rejects.toMatchObject({ code: 'validation_failed' });
    });

    it('refuses a recipient that is not an email address', async () => {
      await expect(outbox.send({ to: 'not an address', subject: 'Hi', text: 'x' })).rejects.toThrow(
        'The recipient must be an email address.',
      );
    });
  });

  describe('the relay mailer', () => {
    interface Received {
      user: string | undefined;
      envelopeFrom: string | null;
      envelopeTo: string[];
      raw: Buffer;
    }
    let smtp: SMTPServer;
    let port: number;
    const received: Received[] = [];

    beforeAll(async () => {
      smtp = new SMTPServer({
        // A plain-text test relay: no STARTTLS to negotiate, AUTH allowed without TLS.
        disabledCommands: ['STARTTLS'],
        allowInsecureAuth: true,
        logger: false,
        onAuth(auth, _session, callback) {
          if (auth.username === 'relay-user' && auth.password === 'p@ss:word/1') {
            callback(null, { user: auth.username });
          } else {
            callback(new Error('Invalid username or password'));
          }
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push({
              user: session.user,
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks),
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      port = (smtp.server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => smtp?.close(() => resolve()));
    });

    const relayUrl = (password: string) =>
      `smtp://relay-user:${encodeURIComponent(password)}@127.0.0.1:${port}`;

    it('is the mailer createMailer picks when SMTP_RELAY_URL is set', () => {
      const config = loadConfig({ SMTP_RELAY_URL: relayUrl('x'), DATA_DIR: ctx.testDb.dataDir }, '/');
      const mailer = createMailer(config);
      expect(mailer).toBeInstanceOf(RelayMailer);
      expect(mailer.kind).toBe('relay');
    });

    it('delivers to a real SMTP server, signed in with the URL credentials', async () => {
      const mailer = new RelayMailer({ url: relayUrl('p@ss:word/1'), from: FROM });
      try {
        const { id } = await mailer.send({
          to: 'grace@example.com',
          subject: 'Relayed receipt',
          text: 'Sent through the relay',
          replyTo: 'help@receiptbox.localhost',
        });
        expect(received).toHaveLength(1);
        const [mail] = received;
        expect(mail?.user).toBe('relay-user');
        expect(mail?.envelopeFrom).toBe('no-reply@receiptbox.localhost');
        expect(mail?.envelopeTo).toEqual(['grace@example.com']);
        const parsed = await simpleParser(mail!.raw);
        expect(parsed.messageId).toBe(id);
        expect(parsed.subject).toBe('Relayed receipt');
        expect(addresses(parsed.to)).toEqual(['grace@example.com']);
        expect(addresses(parsed.replyTo)).toEqual(['help@receiptbox.localhost']);
        expect(parsed.text?.trim()).toBe('Sent through the relay');
      } finally {
        await mailer.close();
      }
    });

    it('fails the send when the relay refuses the credentials', async () => {
      const mailer = new RelayMailer({ url: relayUrl('wrong'), from: FROM });
      try {
        await expect(mailer.send({ to: 'grace@example.com', subject: 'x', text: 'x' })).rejects.toMatchObject(
          {
            code: 'EAUTH',
          },
        );
      } finally {
        await mailer.close();
      }
    });

    it('refuses a header injection before talking to the relay', async () => {
      const mailer = new RelayMailer({ url: relayUrl('p@ss:word/1'), from: FROM });
      const before = received.length;
      try {
        await expect(
          mailer.send({ to: 'grace@example.com', subject: 'Hi\nBcc: victim@example.org', text: 'x' }),
        ).rejects.toMatchObject({ code: 'validation_failed' });
        await expect(
          mailer.send({ to: 'grace@example.com', subject: 'Hi', text: 'x', replyTo: 'a@b.example\r\nX: y' }),
        ).rejects.toMatchObject({ code: 'validation_failed' });
      } finally {
        await mailer.close();
      }
      expect(received).toHaveLength(before);
    });
  });

  describe('the outbox viewer', () => {
    it('lists the outbox to a request from 127.0.0.1', async () => {
      const { id } = await outbox.send({
        to: 'viewer@example.com',
        subject: 'Shown in the viewer',
        text: 'hi',
      });
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/Outbox',
        remoteAddress: '127.0.0.1',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const list = OutboxList.parse(response.json());
      expect(list[0]).toEqual({
        id,
        to: ['viewer@example.com'],
        subject: 'Shown in the viewer',
        date: expect.any(String),
      });
    });

    it('serves one mail as message/rfc822 to a request from ::1', async () => {
      const { id } = await outbox.send({ to: 'raw@example.com', subject: 'Raw view', text: 'raw body' });
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/Outbox/${id}`,
        remoteAddress: '::1',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('message/rfc822');
      const parsed = await simpleParser(response.rawPayload);
      expect(parsed.subject).toBe('Raw view');
      expect(parsed.text?.trim()).toBe('raw body');
    });

    it('answers over a real socket on 127.0.0.1', async () => {
      const app = await buildApp(ctx.deps, { features: [{ name: 'mail-out', plugin: outboxRoutes }] });
      try {
        await app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = app.server.address() as AddressInfo;
        const response = await fetch(`http://127.0.0.1:${port}/api/Outbox`);
        expect(response.status).toBe(200);
        expect(OutboxList.parse(await response.json()).length).toBeGreaterThan(0);
      } finally {
        await app.close();
      }
    });

    it('refuses a request from another machine with a 403 problem', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/Outbox', remoteAddress: '10.1.2.3' });
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(ProblemDetails.parse(response.json()).detail).toContain('only requests from this machine');
    });

    it('refuses a client forwarded by a proxy on this machine', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/Outbox',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(response.statusCode).toBe(403);
      const rfc7239 = await ctx.app.inject({
        method: 'GET',
        url: '/api/Outbox',
        remoteAddress: '127.0.0.1',
        headers: { forwarded: 'for="[2001:db8::1]:4711"' },
      });
      expect(rfc7239.statusCode).toBe(403);
    });

    it('answers 404 problems for an unknown or malformed id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', '..%2Findex.jsonl']) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/Outbox/${id}`,
          remoteAddress: '127.0.0.1',
        });
        expect(response.statusCode).toBe(404);
        expect(ProblemDetails.parse(response.json()).code).toBe('not_found');
      }
    });

    const viewerWith = async (env: Record<string, string>, mailer: Mailer): Promise<App> => {
      const config = loadConfig({ DATA_DIR: ctx.testDb.dataDir, ...env }, '/');
      return await buildApp(
        { ...ctx.deps, config, mailer },
        { features: [{ name: 'mail-out', plugin: outboxRoutes }] },
      );
    };

    it('is a 404 problem in production unless OUTBOX_VIEWER=true', async () => {
      const production = await viewerWith({ NODE_ENV: 'production' }, outbox);
      const allowed = await viewerWith({ NODE_ENV: 'production', OUTBOX_VIEWER: 'true' }, outbox);
      try {
        const off = await production.inject({
          method: 'GET',
          url: '/api/Outbox',
          remoteAddress: '127.0.0.1',
        });
        expect(off.statusCode).toBe(404);
        expect(ProblemDetails.parse(off.json()).detail).toContain('outbox viewer is off');
        const on = await allowed.inject({ method: 'GET', url: '/api/Outbox', remoteAddress: '127.0.0.1' });
        expect(on.statusCode).toBe(200);
      } finally {
        await production.close();
        await allowed.close();
      }
    });

    it('is a 404 problem when mail goes to a relay, even with OUTBOX_VIEWER=true', async () => {
      const relay = new RelayMailer({ url: 'smtp://127.0.0.1:1', from: FROM });
      const app = await viewerWith({ OUTBOX_VIEWER: 'true' }, relay);
      try {
        const response = await app.inject({ method: 'GET', url: '/api/Outbox', remoteAddress: '127.0.0.1' });
        expect(response.statusCode).toBe(404);
        expect(ProblemDetails.parse(response.json()).code).toBe('not_found');
      } finally {
        await app.close();
        await relay.close();
      }
    });
  });
});
