import { readdir } from 'node:fs/promises';
import nodemailer from 'nodemailer';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/open-database';
import { type JobQueue, startJobQueue } from '../src/jobs/job-queue';
import { mailReceived, workMailReceived } from '../src/mail/mail-received-job';
import { type SmtpListener, startSmtpListener } from '../src/mail/smtp-listener';
import { MailSpool } from '../src/mail/spool';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

describe(`SMTP listener on ${process.env.TEST_DB}`, () => {
  let testDb: TestDatabase;
  let database: Database;
  let jobs: JobQueue;
  let spool: MailSpool;
  let smtp: SmtpListener;
  const queued: string[] = [];

  const transport = () =>
    nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true });

  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = await openDatabase(testDb.config);
    const log = pino({ level: 'silent' });
    jobs = await startJobQueue(database, { log, pollingIntervalSeconds: 0.5 });
    spool = new MailSpool(testDb.dataDir);
    // Record what the listener queues, by sending through a queue that remembers the ids.
    const recording: JobQueue = {
      ...jobs,
      send: async (job, data, options) => {
        const id = await jobs.send(job, data, options);
        queued.push(id);
        return id;
      },
    };
    smtp = await startSmtpListener({
      port: 0,
      host: '127.0.0.1',
      mailDomain: 'receiptbox.localhost',
      spool,
      jobs: recording,
      log,
      maxMessageBytes: 64 * 1024,
    });
  });
  afterAll(async () => {
    await smtp?.close();
    await jobs?.stop();
    await database?.close();
    await testDb?.drop();
  });

  it('accepts a message for a mailbox address, spools it and queues a job', async () => {
    const info = await transport().sendMail({
      from: 'shop@example.com',
      to: 'welcome@alice.receiptbox.localhost',
      subject: 'Your receipt',
      text: 'Total 12.50',
    });
    expect(info.accepted).toEqual(['welcome@alice.receiptbox.localhost']);
    expect(info.response).toMatch(/^250/);
    expect(queued).toHaveLength(1);
    expect(await jobs.state(mailReceived, queued[0]!)).toBe('created');
    expect(await readdir(spool.dir)).toHaveLength(1);
  });

  it('refuses a recipient outside the mailbox domain with 550', async () => {
    const sending = transport().sendMail({
      from: 'shop@example.com',
      to: 'someone@example.org',
      subject: 'Not for us',
      text: 'hello',
    });
    await expect(sending).rejects.toMatchObject({ responseCode: 550 });
  });

  it('refuses a message over the size limit with 552 and keeps nothing of it', async () => {
    const before = await readdir(spool.dir);
    const sending = transport().sendMail({
      from: 'shop@example.com',
      to: 'welcome@alice.receiptbox.localhost',
      subject: 'Too big',
      text: 'x'.repeat(200 * 1024),
    });
    await expect(sending).rejects.toMatchObject({ responseCode: 552 });
    expect(await readdir(spool.dir)).toEqual(before);
  });

  it('lets a worker take the queued message and delete its spool file', async () => {
    await workMailReceived(jobs, spool, pino({ level: 'silent' }));
    const deadline = Date.now() + 20_000;
    while ((await jobs.state(mailReceived, queued[0]!)) !== 'completed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await jobs.state(mailReceived, queued[0]!)).toBe('completed');
    expect(await readdir(spool.dir)).toEqual([]);
  });
});
