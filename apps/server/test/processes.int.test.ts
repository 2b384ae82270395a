import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppConfig } from '@receiptbox/contracts';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/open-database';
import { mailboxMessages, systemEchoes } from '../src/db/schema';
import { type JobQueue, startJobQueue } from '../src/jobs/job-queue';
import { systemEcho } from '../src/jobs/system-echo';
import { type SeededMailbox, seedMailbox } from './helpers/inbound-fixtures';
import { freePort, ServerProcess } from './helpers/server-process';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { waitFor } from './helpers/wait-for';

// Another process writes these rows; a slower poll spares the database it shares.
const POLL = { intervalMs: 200 };

async function serverEnv(testDb: TestDatabase, webDist: string): Promise<Record<string, string>> {
  return {
    DATA_DIR: testDb.dataDir,
    ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}),
    PORT: String(await freePort()),
    SMTP_PORT: String(await freePort()),
    HOST: '127.0.0.1',
    SECRETS_KEY: '22'.repeat(32),
    WEB_DIST_DIR: webDist,
    LOG_LEVEL: 'info',
  };
}

describe(`one process with ROLE=all on ${process.env.TEST_DB}`, () => {
  let testDb: TestDatabase;
  let webDist: string;
  let env: Record<string, string>;
  let server: ServerProcess;
  let mailbox: SeededMailbox;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    webDist = await mkdtemp(path.join(tmpdir(), 'rb-web-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    env = await serverEnv(testDb, webDist);
    // Before the server opens it: an embedded database belongs to one process at a time.
    const seeding = await openDatabase(testDb.config);
    mailbox = await seedMailbox(seeding.db);
    await seeding.close();
    server = new ServerProcess(env);
    await server.waitForLog(/^Receiptbox is serving/);
  });
  afterAll(async () => {
    await server?.stop();
    await testDb?.drop();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves the web app, AppConfig and both probes over a real socket', async () => {
    const base = `http://127.0.0.1:${env.PORT}`;
    const page = await fetch(`${base}/some/client/route`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(AppConfig.parse(await (await fetch(`${base}/api/App/config`)).json()).products).toHaveLength(5);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: 'ok', database: testDb.kind });
  });

  it('accepts mail for a mailbox on SMTP_PORT and works it', async () => {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: Number(env.SMTP_PORT),
      ignoreTLS: true,
    });
    const info = await transport.sendMail({
      from: 'shop@example.com',
      to: mailbox.address,
      subject: 'Receipt',
      text: 'Total 1.00',
    });
    expect(info.response).toMatch(/^250/);
    const worked = await server.waitForLog('inbound message worked');
    expect(worked.result).toBe('delivered');
  });

  it('stops gracefully on SIGTERM after doing its own start-up job', async () => {
    expect(await server.stop()).toBe(0);
    // The process is gone, so the database (PGlite too) can be opened here to look.
    const database = await openDatabase(testDb.config);
    try {
      const rows = await database.db.select().from(systemEchoes);
      expect(rows).toEqual([
        expect.objectContaining({
          message: 'started',
          sentBy: expect.stringMatching(/^all:/),
          doneBy: expect.stringMatching(/^all:/),
        }),
      ]);
    } finally {
      await database.close();
    }
  });
});

// Several processes share one database only on PostgreSQL (PGlite belongs to one process).
if (process.env.TEST_DB === 'postgres') {
  describe('ROLE=api and ROLE=worker side by side on one PostgreSQL', () => {
    let testDb: TestDatabase;
    let webDist: string;
    let api: ServerProcess;
    let worker: ServerProcess;
    let apiPort: string;
    let database: Database;
    let jobs: JobQueue;

    beforeAll(async () => {
      testDb = await createTestDatabase();
      webDist = await mkdtemp(path.join(tmpdir(), 'rb-web-'));
      const env = await serverEnv(testDb, webDist);
      apiPort = env.PORT!;
      // Started together, so they also race to migrate the empty database.
      api = new ServerProcess({ ...env, ROLE: 'api' });
      worker = new ServerProcess({ ...env, ROLE: 'worker' });
      await Promise.all([api.waitForLog(/^Receiptbox is serving/), worker.waitForLog('workers started')]);
      database = await openDatabase(testDb.config);
      jobs = await startJobQueue(database, { log: pino({ level: 'silent' }) });
    });
    afterAll(async () => {
      await jobs?.stop();
      await database?.close();
      await Promise.all([api?.stop(), worker?.stop()]);
      await testDb?.drop();
      await rm(webDist, { recursive: true, force: true });
    });

    it('runs HTTP only in the api process and no HTTP in the worker', async () => {
      expect(await (await fetch(`http://127.0.0.1:${apiPort}/readyz`)).json()).toEqual({
        status: 'ok',
        database: 'postgres',
      });
      expect(worker.lines.some((l) => l.msg?.startsWith('Receiptbox is serving'))).toBe(false);
      expect(api.lines.some((l) => l.msg === 'workers started')).toBe(false);
    });

    it('has the job the api process queued at start-up done by the worker process', async () => {
      const row = await waitFor(
        'the api start-up echo',
        async () => {
          const rows = await database.db.select().from(systemEchoes);
          return rows.find((r) => r.sentBy.startsWith(`api:${api.pid}@`));
        },
        POLL,
      );
      expect(row.doneBy).toMatch(new RegExp(`^worker:${worker.pid}@`));
    });

    it('has a job queued by a third process done by the worker process', async () => {
      const id = await jobs.send(systemEcho, { message: 'from the test', sentBy: 'test', failAttempts: 1 });
      const row = await waitFor(
        'the test echo',
        async () => {
          const [found] = await database.db.select().from(systemEchoes).where(eq(systemEchoes.jobId, id));
          return found;
        },
        POLL,
      );
      expect(row).toMatchObject({ message: 'from the test', attempts: 2 });
      expect(row.doneBy).toMatch(new RegExp(`^worker:${worker.pid}@`));
    });

    it('works mail an smtp process on another data directory spooled into PostgreSQL', async () => {
      const mailbox = await seedMailbox(database.db);
      // Its own DATA_DIR, as on another machine: only PostgreSQL is shared with the worker.
      const smtpDir = await mkdtemp(path.join(tmpdir(), 'rb-smtp-'));
      const smtpEnv: Record<string, string> = {
        ...(await serverEnv(testDb, webDist)),
        DATA_DIR: smtpDir,
        ROLE: 'smtp',
      };
      const smtp = new ServerProcess(smtpEnv);
      try {
        await smtp.waitForLog('smtp listener started');
        const info = await nodemailer
          .createTransport({ host: '127.0.0.1', port: Number(smtpEnv.SMTP_PORT), ignoreTLS: true })
          .sendMail({ from: 'shop@example.com', to: mailbox.address, subject: 'Across', text: 'Total 2.00' });
        expect(info.response).toMatch(/^250/);
        const row = await waitFor(
          'the worker to record the message',
          async () => {
            const [found] = await database.db
              .select()
              .from(mailboxMessages)
              .where(eq(mailboxMessages.mailboxId, mailbox.mailboxId));
            return found;
          },
          POLL,
        );
        // The sender is not authorized for this mailbox: worked (and refused) by the worker.
        expect(row).toMatchObject({ subject: 'Across', outcome: 'refused_sender' });
        // The worker logs after it writes the row, so its line may still be on its way.
        await worker.waitForLog('inbound message worked', 30_000);
        expect(smtp.lines.some((l) => l.msg === 'inbound message worked')).toBe(false);
      } finally {
        expect(await smtp.stop()).toBe(0);
        await rm(smtpDir, { recursive: true, force: true });
      }
    });

    it('stops both processes gracefully', async () => {
      expect(await Promise.all([api.stop(), worker.stop()])).toEqual([0, 0]);
    });
  });
}
