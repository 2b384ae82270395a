import { randomBytes } from 'node:crypto';
import { closeExtractor } from '@receiptbox/extract';
import { and, count, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboundMessages, mailboxes, mailboxMessages, usageCounters, userPlans } from '../src/db/schema';
import type { OutboxMailer } from '../src/features/mail-out/outbox-mailer';
import { usageMonth } from '../src/features/receipts/usage-quota';
import { startInboundListener, startInboundWorker } from '../src/mail/inbound-mail';
import { releaseHeldMail } from '../src/mail/release-held-mail';
import type { SmtpListener } from '../src/mail/smtp-listener';
import { LocalDns } from '../src/mail/testing/local-dns';
import { type SeededMailbox, seedMailbox } from './helpers/inbound-fixtures';
import { receiptHtml, receiptPdf, TRACKING_PIXEL, testReceipt } from './helpers/receipt-mail';
import { createTestContext, type TestContext } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

/**
 * Mail through the real listener, the real worker and the real receipt pipeline into the local
 * drive's workbook, with SENDER_AUTH=dmarc: every message is DKIM-signed by the sender's domain
 * with a key the test made, served by a local DNS.
 */
describe(`inbound mail into workbooks on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  let smtp: SmtpListener;
  let stopWorker: () => void;
  let seq = 0;
  const dns = new LocalDns();
  const privateKey = dns.addDkimKey('example.com');
  dns.addTxt('_dmarc.example.com', 'v=DMARC1; p=reject');
  dns.addTxt('example.com', 'v=spf1 ip4:192.0.2.0/24 -all');

  const outbox = () => ctx.deps.mailer as OutboxMailer;
  const owner = (options: Parameters<typeof seedMailbox>[1] = {}) =>
    seedMailbox(ctx.deps.db, {
      ownerEmail: `owner${++seq}-${randomBytes(3).toString('hex')}@example.com`,
      ...options,
    });
  const send = (mail: SendMailOptions) =>
    nodemailer
      .createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true })
      .sendMail({ dkim: { domainName: 'example.com', keySelector: 'test', privateKey }, ...mail });
  const settled = (mailbox: SeededMailbox, subject: string) =>
    waitFor(
      `the message "${subject}" to be worked`,
      async () => {
        const [row] = await ctx.deps.db
          .select({ outcome: mailboxMessages.outcome, receipts: mailboxMessages.receipts })
          .from(mailboxMessages)
          .where(and(eq(mailboxMessages.mailboxId, mailbox.mailboxId), eq(mailboxMessages.subject, subject)));
        const [queued] = await ctx.deps.db
          .select({ n: count() })
          .from(inboundMessages)
          .where(eq(inboundMessages.status, 'queued'));
        return row && queued!.n === 0 ? row : undefined;
      },
      { timeoutMs: 90_000, intervalMs: 200 },
    );
  const receiptRows = async (mailbox: SeededMailbox) => {
    const [row] = await ctx.deps.db.select().from(mailboxes).where(eq(mailboxes.id, mailbox.mailboxId));
    if (!row?.folderId) return [];
    const view = await ctx.deps.drive.readWorkbook({ userId: mailbox.userId }, row.folderId);
    const sheet = view.sheets.find((s) => s.name === 'Receipts')!;
    return sheet.rows.map((r) => Object.fromEntries(sheet.columns.map((c, i) => [c, r[i] ?? ''])));
  };
  const mailTo = async (address: string) => {
    const entries = (await outbox().list()).filter((e) => e.to.includes(address));
    return Promise.all(entries.map(async (e) => simpleParser((await outbox().read(e.id))!)));
  };

  beforeAll(async () => {
    ctx = await createTestContext({ env: { SENDER_AUTH: 'dmarc' } });
    smtp = await startInboundListener(ctx.deps, { port: 0, host: '127.0.0.1' });
    stopWorker = (await startInboundWorker(ctx.deps, { resolver: dns.resolver })).stop;
  });
  afterAll(async () => {
    stopWorker?.();
    await smtp?.close();
    await ctx?.close();
    await closeExtractor();
  });

  it("turns an authorized sender's PDF attachment into a row, and not the logo or the tracking pixel", async () => {
    const me = await owner();
    const receipt = testReceipt(1);
    const logo = await sharp({ create: { width: 160, height: 60, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    await send({
      from: me.ownerEmail,
      to: me.address,
      subject: 'Fwd: your receipt',
      html: '<p>See attached.</p><img src="cid:logo@shop"><img src="cid:pixel@shop">',
      attachments: [
        { filename: 'receipt.pdf', content: receiptPdf(receipt) },
        { filename: 'logo.png', content: logo, cid: 'logo@shop' },
        { filename: 'pixel.gif', content: TRACKING_PIXEL, cid: 'pixel@shop' },
      ],
    });
    expect(await settled(me, 'Fwd: your receipt')).toEqual({ outcome: 'processed', receipts: 1 });
    const rows = await receiptRows(me);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.Total)).toBe(receipt.total);
    expect(rows[0]!.Source).toContain(me.ownerEmail);
  });

  it("reads an attachment that names neither store nor date with the mail's sender and date", async () => {
    const me = await owner();
    const receipt = testReceipt(3);
    await send({
      from: { name: 'Tern Bicycles', address: me.ownerEmail },
      to: me.address,
      subject: 'Your order receipt',
      date: new Date('2025-10-14T18:05:00Z'),
      text: 'Thanks for your order; the receipt is attached.',
      attachments: [{ filename: 'receipt.pdf', content: receiptPdf(receipt, { unsigned: true }) }],
    });
    expect(await settled(me, 'Your order receipt')).toEqual({ outcome: 'processed', receipts: 1 });
    const [row] = await receiptRows(me);
    expect(row).toMatchObject({ Merchant: 'Tern Bicycles', Date: '2025-10-14' });
    expect(Number(row!.Total)).toBe(receipt.total);
  });

  it('reads the HTML body as the receipt when the message has no attachment', async () => {
    const me = await owner();
    const receipt = testReceipt(2);
    await send({
      from: me.ownerEmail,
      to: me.address,
      subject: 'Order confirmation',
      html: receiptHtml(receipt),
    });
    expect(await settled(me, 'Order confirmation')).toEqual({ outcome: 'processed', receipts: 1 });
    const rows = await receiptRows(me);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.Total)).toBe(receipt.total);
  });

  it('writes a redelivered message (same Message-ID) once', async () => {
    const me = await owner();
    const messageId = `<dup-${randomBytes(6).toString('hex')}@example.com>`;
    const message = {
      from: me.ownerEmail,
      to: me.address,
      messageId,
      attachments: [{ filename: 'r.pdf', content: receiptPdf(testReceipt(3)) }],
    };
    await send({ ...message, subject: 'Receipt 3' });
    await settled(me, 'Receipt 3');
    // The sender's server did not hear our 250 and sends the same message again.
    await send({ ...message, subject: 'Receipt 3', headers: { 'X-Retry': '1' } });
    await waitFor('the redelivery to be worked', async () => {
      const [row] = await ctx.deps.db.select({ n: count() }).from(inboundMessages);
      return row!.n === 0 ? true : undefined;
    });
    expect(await receiptRows(me)).toHaveLength(1);
  });

  it("accepts a DKIM-signed forward from the owner's mail provider, though it came through a forwarder", async () => {
    const me = await owner();
    const receipt = testReceipt(4);
    await send({
      from: me.ownerEmail,
      to: me.address,
      subject: 'Fwd: Your Blue Fern receipt',
      envelope: { from: 'SRS0=ab12=XY=example.com=me@forwarder.example.net', to: [me.address] },
      text: [
        'Sending this on.',
        '',
        '---------- Forwarded message ---------',
        'From: Blue Fern Cafe <orders@bluefern.example>',
        `Date: ${receipt.date}`,
        'Subject: Your receipt',
        '',
        receipt.store,
        ...receipt.items.map((i) => `${i.name}   $${i.price.toFixed(2)}`),
        `Total   $${receipt.total.toFixed(2)}`,
      ].join('\n'),
    });
    expect(await settled(me, 'Fwd: Your Blue Fern receipt')).toMatchObject({ outcome: 'processed' });
    const rows = await receiptRows(me);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.Total)).toBe(receipt.total);
  });

  it('fills the HSA columns for an HSA mailbox', async () => {
    const me = await owner({ isHsa: true });
    await send({
      from: me.ownerEmail,
      to: me.address,
      subject: 'Pharmacy',
      attachments: [{ filename: 'r.pdf', content: receiptPdf(testReceipt(5)) }],
    });
    await settled(me, 'Pharmacy');
    const rows = await receiptRows(me);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!)).toContain('HSA Amount');
  });

  it('holds a message over the monthly quota, tells the owner once, and processes it on upgrade', async () => {
    const me = await owner();
    await ctx.deps.db
      .insert(usageCounters)
      .values({ userId: me.userId, month: usageMonth(new Date()), receipts: 30 });
    for (const n of [6, 7]) {
      await send({
        from: me.ownerEmail,
        to: me.address,
        subject: `Held ${n}`,
        attachments: [{ filename: 'r.pdf', content: receiptPdf(testReceipt(n)) }],
      });
      expect(await settled(me, `Held ${n}`)).toMatchObject({ outcome: 'over_quota' });
    }
    expect(await receiptRows(me)).toEqual([]);
    const held = await ctx.deps.db
      .select({ n: count() })
      .from(inboundMessages)
      .where(eq(inboundMessages.status, 'held'));
    expect(held[0]!.n).toBe(2);
    const notices = await mailTo(me.ownerEmail);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('/pricing');

    await ctx.deps.db.insert(userPlans).values({ userId: me.userId, planType: 'HSA' });
    expect(await releaseHeldMail(ctx.deps, me.userId)).toBe(2);
    expect(await settled(me, 'Held 6')).toMatchObject({ outcome: 'processed', receipts: 1 });
    expect(await settled(me, 'Held 7')).toMatchObject({ outcome: 'processed', receipts: 1 });
    expect(await receiptRows(me)).toHaveLength(2);
    const [left] = await ctx.deps.db.select({ n: count() }).from(inboundMessages);
    expect(left!.n).toBe(0);
  });

  it('confirms to the sender as an automatic reply, and never answers automatic mail or no-reply senders', async () => {
    const me = await owner({ sendConfirmationEmail: true, sendFrom: ['noreply@example.com'] });
    const receipt = testReceipt(8);
    const sent = await send({
      from: me.ownerEmail,
      to: me.address,
      subject: 'Confirm me',
      attachments: [{ filename: 'r.pdf', content: receiptPdf(receipt) }],
    });
    await settled(me, 'Confirm me');
    const confirmations = await mailTo(me.ownerEmail);
    expect(confirmations).toHaveLength(1);
    const [confirmation] = confirmations;
    expect(confirmation!.headers.get('auto-submitted')).toBe('auto-replied');
    expect(confirmation!.inReplyTo).toBe(sent.messageId);
    expect(confirmation!.text).toContain(receipt.store);
    expect(confirmation!.text).toContain(receipt.total.toFixed(2));
    expect(confirmation!.text).toContain('Category:');
    expect(confirmation!.text).toMatch(/\/drive\/folders\/[\w-]+/);

    await send({
      from: me.ownerEmail,
      to: me.address,
      subject: 'Automatic',
      headers: { 'Auto-Submitted': 'auto-generated' },
      attachments: [{ filename: 'r.pdf', content: receiptPdf(testReceipt(9)) }],
    });
    await send({
      from: 'noreply@example.com',
      to: me.address,
      subject: 'From a robot',
      attachments: [{ filename: 'r.pdf', content: receiptPdf(testReceipt(10)) }],
    });
    expect(await settled(me, 'Automatic')).toMatchObject({ outcome: 'processed' });
    expect(await settled(me, 'From a robot')).toMatchObject({ outcome: 'processed' });
    expect(await mailTo(me.ownerEmail)).toHaveLength(1);
    expect(await mailTo('noreply@example.com')).toEqual([]);
  });
});
