import { ContactResponse } from '@receiptbox/contracts/api/contact';
import { eq, type SQL, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema';
import { forwardToSupport, workForwardToSupport } from '../src/features/contact/forward-to-support';
import { contactRoutes } from '../src/features/contact/routes';
import { OutboxMailer } from '../src/features/mail-out/outbox-mailer';
import { outboxRoutes } from '../src/features/mail-out/outbox-routes';
import { freePort } from './helpers/server-process';
import { createTestContext, type TestContext } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

const SUPPORT = 'support-team@example.com';
const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Question about HSA',
  message: 'Does the HSA mailbox read pharmacy receipts? (private text)',
};
const features = [
  { name: 'contact', plugin: contactRoutes, workers: workForwardToSupport },
  { name: 'mail-out', plugin: outboxRoutes },
];

/** Raw rows on either driver (PGlite and node-postgres both answer `{ rows }`). */
async function queryRows<T>(ctx: TestContext, query: SQL): Promise<T[]> {
  const result = (await ctx.deps.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const postContact = (ctx: TestContext, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/Contact', payload: message, remoteAddress });

describe(`contact form mail to support on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { SUPPORT_EMAIL: SUPPORT }, features });
    await workForwardToSupport(ctx.deps);
  });
  afterAll(async () => ctx?.close());

  it('stores the message and mails it to SUPPORT_EMAIL through the outbox, sender as Reply-To', async () => {
    const response = await postContact(ctx, '10.9.0.1');
    expect(response.statusCode).toBe(200);
    const { id } = ContactResponse.parse(response.json());
    const [row] = await ctx.deps.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.message).toBe(message.message);

    const outbox = ctx.deps.mailer as OutboxMailer;
    const entry = await waitFor('the mail in the outbox', async () =>
      (await outbox.list()).find((e) => e.to.includes(SUPPORT)),
    );
    expect(entry.subject).toBe('[Contact] Question about HSA');

    // The viewer shows the same mail to a local request.
    const viewed = await ctx.app.inject({
      method: 'GET',
      url: `/api/Outbox/${entry.id}`,
      remoteAddress: '127.0.0.1',
    });
    expect(viewed.statusCode).toBe(200);
    const parsed = await simpleParser(viewed.rawPayload);
    expect(parsed.replyTo?.value[0]?.address).toBe('ada@example.com');
    expect(parsed.text).toContain(message.message);
    expect(parsed.text).toContain('From: Ada Lovelace <ada@example.com>');
    expect(parsed.text).toContain(`Message id: ${id}`);
  });

  it('queues a job that carries the message id only, never its text', async () => {
    const response = await postContact(ctx, '10.9.0.2');
    const { id } = ContactResponse.parse(response.json());
    const rows = await queryRows<{ data: unknown }>(
      ctx,
      sql`select data from pgboss.job where name = ${forwardToSupport.name} and data->>'contactMessageId' = ${id}`,
    );
    expect(rows.map((r) => r.data)).toEqual([{ contactMessageId: id }]);
  });
});

describe(`contact form with an unreachable relay on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Nothing listens on this port: every delivery attempt fails at once.
    const deadPort = await freePort();
    ctx = await createTestContext({
      env: { SUPPORT_EMAIL: SUPPORT, SMTP_RELAY_URL: `smtp://user:pass@127.0.0.1:${deadPort}` },
      features,
    });
    await workForwardToSupport(ctx.deps);
  });
  afterAll(async () => ctx?.close());

  it('keeps the stored message and schedules a retry when sending fails', async () => {
    expect(ctx.deps.mailer).not.toBeInstanceOf(OutboxMailer);
    const response = await postContact(ctx, '10.9.0.3');
    expect(response.statusCode).toBe(200);
    const { id } = ContactResponse.parse(response.json());

    const rows = await queryRows<{ id: string }>(
      ctx,
      sql`select id from pgboss.job where name = ${forwardToSupport.name} and data->>'contactMessageId' = ${id}`,
    );
    const jobId = rows[0]?.id;
    expect(jobId).toBeDefined();
    await waitFor('the job to be scheduled for a retry', async () =>
      (await ctx.jobs.state(forwardToSupport, jobId!)) === 'retry' ? true : undefined,
    );
    const stored = await ctx.deps.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored).toHaveLength(1);
    // The relay is the mailer, so the dev viewer is off.
    const viewer = await ctx.app.inject({ method: 'GET', url: '/api/Outbox', remoteAddress: '127.0.0.1' });
    expect(viewer.statusCode).toBe(404);
  });
});
