import { count } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboundMessages, receipts } from '../src/db/schema';
import { OutboxMailer } from '../src/features/mail-out/outbox-mailer';
import { startInboundListener, startInboundWorker } from '../src/mail/inbound-mail';
import { mailboxMessagesRoutes } from '../src/mail/mailbox-messages-routes';
import type { SmtpListener } from '../src/mail/smtp-listener';
import { LocalDns } from '../src/mail/testing/local-dns';
import { type SeededMailbox, seedMailbox } from './helpers/inbound-fixtures';
import { type SignedIn, signedIn } from './helpers/signed-in';
import { createTestContext, type TestContext } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

/** Refused senders never reach the receipt pipeline: no receipt is recorded for them. */
describe(`inbound senders with SENDER_AUTH=dmarc on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  let smtp: SmtpListener;
  let owner: SeededMailbox;
  let auth: SignedIn;
  let stopWorker: () => void;
  const dns = new LocalDns();
  const strangerKey = dns.addDkimKey('example.net');
  dns.addTxt('_dmarc.example.com', 'v=DMARC1; p=reject');
  dns.addTxt('example.com', 'v=spf1 ip4:192.0.2.0/24 -all');
  dns.addTxt('_dmarc.example.net', 'v=DMARC1; p=reject');

  const outbox = () => ctx.deps.mailer as OutboxMailer;
  const send = (mail: SendMailOptions) =>
    nodemailer
      .createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true })
      .sendMail(mail);
  const spoolIsEmpty = () =>
    waitFor('the spool to empty', async () => {
      const [row] = await ctx.deps.db.select({ n: count() }).from(inboundMessages);
      return row!.n === 0 ? true : undefined;
    });
  const pipelineReceipts = async () => (await ctx.deps.db.select({ n: count() }).from(receipts))[0]!.n;
  const textOf = async (id: string) => (await simpleParser((await outbox().read(id))!)).text ?? '';
  const activity = async () => {
    const response = await auth.call(
      owner.ownerEmail,
      'GET',
      `/api/AppUser/${owner.ownerEmail}/mailboxes/${owner.mailboxId}/messages`,
    );
    expect(response.statusCode).toBe(200);
    return response.json().messages as { sender: string; subject: string; outcome: string }[];
  };

  beforeAll(async () => {
    ctx = await createTestContext({
      env: { SENDER_AUTH: 'dmarc' },
      features: [{ name: 'mailbox-messages', plugin: mailboxMessagesRoutes }],
    });
    expect(ctx.deps.mailer).toBeInstanceOf(OutboxMailer);
    owner = await seedMailbox(ctx.deps.db, { ownerEmail: `alice-${Date.now()}@example.com` });
    auth = await signedIn(ctx);
    smtp = await startInboundListener(ctx.deps, { port: 0, host: '127.0.0.1' });
    const worker = await startInboundWorker(ctx.deps, { resolver: dns.resolver });
    stopWorker = worker.stop;
  });
  afterAll(async () => {
    stopWorker?.();
    await smtp?.close();
    await ctx?.close();
  });

  it('does not process mail from an address the owner never authorized, and tells the owner once a day', async () => {
    for (const subject of ['Invoice 1', 'Invoice 2']) {
      await send({
        from: 'stranger@example.net',
        to: owner.address,
        subject,
        text: 'Total 99.00',
        dkim: { domainName: 'example.net', keySelector: 'test', privateKey: strangerKey },
      });
      await spoolIsEmpty();
    }
    const notices = (await outbox().list()).filter((m) => m.to.includes(owner.ownerEmail));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe(`A message to ${owner.address} was not processed`);
    const text = await textOf(notices[0]!.id);
    expect(text).toContain('stranger@example.net is not one of the addresses allowed');
    expect(text).toContain('/settings');
    const recent = await activity();
    expect(recent.map((m) => [m.subject, m.outcome])).toEqual([
      ['Invoice 2', 'refused_sender'],
      ['Invoice 1', 'refused_sender'],
    ]);
    expect(await pipelineReceipts()).toBe(0);
  });

  it("does not process mail that forges the owner's address (no DKIM, SPF fails), and says why", async () => {
    const before = (await outbox().list()).length;
    await send({ from: owner.ownerEmail, to: owner.address, subject: 'Forged', text: 'Total 5.00' });
    await spoolIsEmpty();
    const notices = (await outbox().list()).slice(0, (await outbox().list()).length - before);
    expect(notices).toHaveLength(1);
    const text = await textOf(notices[0]!.id);
    expect(text).toContain('the sending domain did not vouch for it');
    expect((await activity())[0]).toMatchObject({ subject: 'Forged', outcome: 'refused_sender' });
    expect(await pipelineReceipts()).toBe(0);
  });

  it("answers 404 for another user's mailbox activity", async () => {
    const other = await seedMailbox(ctx.deps.db);
    const response = await auth.call(
      other.ownerEmail,
      'GET',
      `/api/AppUser/${other.ownerEmail}/mailboxes/${owner.mailboxId}/messages`,
    );
    expect(response.statusCode).toBe(404);
    const foreign = await auth.call(
      owner.ownerEmail,
      'GET',
      `/api/AppUser/${other.ownerEmail}/mailboxes/${other.mailboxId}/messages`,
    );
    expect(foreign.statusCode).toBe(403);
  });
});
