import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboundMessages, mailboxMessages } from '../src/db/schema';
import type { OutboxMailer } from '../src/features/mail-out/outbox-mailer';
import { inboundDeps, startInboundListener } from '../src/mail/inbound-mail';
import { FAILED_KEEP_MS, handleMailReceived, mailReceived, sweepSpool } from '../src/mail/inbound-mail-job';
import type { SmtpListener } from '../src/mail/smtp-listener';
import { seedMailbox } from './helpers/inbound-fixtures';
import { receiptPdf, testReceipt } from './helpers/receipt-mail';
import { createTestContext, type TestContext } from './helpers/test-app';

/**
 * A drive that cannot take the receipt (here: a folder id the drive does not know) is a failure
 * that may pass: the job is retried with backoff; on its last attempt the message is kept five
 * days, the owner is told, and the sweep purges it afterwards. No worker runs here: the test
 * works the job itself, first and last attempt.
 */
describe(`inbound mail the drive cannot take on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  let smtp: SmtpListener;

  beforeAll(async () => {
    ctx = await createTestContext();
    smtp = await startInboundListener(ctx.deps, { port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await smtp?.close();
    await ctx?.close();
  });

  it('retries, then keeps the message five days, tells the owner once, and purges it afterwards', async () => {
    const me = await seedMailbox(ctx.deps.db, { folderId: 'unreachable' });
    await nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port, ignoreTLS: true }).sendMail({
      from: me.ownerEmail,
      to: me.address,
      subject: 'Will not fit',
      attachments: [{ filename: 'r.pdf', content: receiptPdf(testReceipt(1)) }],
    });
    const [row] = await ctx.deps.db.select().from(inboundMessages);
    const deps = inboundDeps(ctx.deps);

    await expect(handleMailReceived(deps, { inboundId: row!.id }, { retryCount: 0 })).rejects.toThrow();
    expect((await deps.spool.load(row!.id))?.status).toBe('queued');

    await handleMailReceived(deps, { inboundId: row!.id }, { retryCount: mailReceived.retryLimit });
    const failed = await deps.spool.load(row!.id);
    expect(failed?.status).toBe('failed');
    expect(failed!.purgeAfter!.getTime()).toBeGreaterThan(Date.now() + FAILED_KEEP_MS - 60_000);
    const [activity] = await ctx.deps.db
      .select()
      .from(mailboxMessages)
      .where(eq(mailboxMessages.mailboxId, me.mailboxId));
    expect(activity).toMatchObject({ subject: 'Will not fit', outcome: 'failed' });
    const notices = (await (ctx.deps.mailer as OutboxMailer).list()).filter((m) =>
      m.to.includes(me.ownerEmail),
    );
    expect(notices.map((n) => n.subject)).toEqual([`Receipts for ${me.address} could not be delivered`]);

    await sweepSpool(deps.spool, ctx.jobs, ctx.deps.log);
    expect(await deps.spool.load(row!.id)).not.toBeNull();
    await ctx.deps.db
      .update(inboundMessages)
      .set({ purgeAfter: new Date(Date.now() - 1000) })
      .where(eq(inboundMessages.id, row!.id));
    await sweepSpool(deps.spool, ctx.jobs, ctx.deps.log);
    expect(await deps.spool.load(row!.id)).toBeNull();
  });
});
