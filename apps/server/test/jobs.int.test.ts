import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Database, openDatabase } from '../src/db/open-database';
import { systemEchoes } from '../src/db/schema';
import { defineJob, type JobQueue, startJobQueue } from '../src/jobs/job-queue';
import { systemEcho, workSystemEcho } from '../src/jobs/system-echo';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { waitFor } from './helpers/wait-for';

describe(`job queue on ${process.env.TEST_DB}`, () => {
  let testDb: TestDatabase;
  let database: Database;
  let jobs: JobQueue;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = await openDatabase(testDb.config);
    jobs = await startJobQueue(database, { log: pino({ level: 'silent' }), pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await jobs?.stop();
    await database?.close();
    await testDb?.drop();
  });

  it('retries a failing job with growing delays until it succeeds', async () => {
    const flaky = defineJob({
      name: 'test.flaky',
      data: z.object({ failTimes: z.number() }),
      retryLimit: 3,
      retryDelay: 1,
      retryBackoff: true,
    });
    const attempts: { at: number; retryCount: number }[] = [];
    await jobs.work(flaky, async (data, { retryCount }) => {
      attempts.push({ at: Date.now(), retryCount });
      if (retryCount < data.failTimes) throw new Error('fails on purpose');
    });
    const id = await jobs.send(flaky, { failTimes: 2 });

    await waitFor('the job to complete', async () =>
      (await jobs.state(flaky, id)) === 'completed' ? true : undefined,
    );
    expect(attempts.map((a) => a.retryCount)).toEqual([0, 1, 2]);
    // pg-boss backoff: the n-th retry waits between delay*2^(n-1) and delay*2^n seconds.
    const firstGap = attempts[1]!.at - attempts[0]!.at;
    const secondGap = attempts[2]!.at - attempts[1]!.at;
    expect(firstGap).toBeGreaterThanOrEqual(1_000);
    expect(secondGap).toBeGreaterThanOrEqual(2_000);
  });

  it('marks a job failed once its retries are used up', async () => {
    const hopeless = defineJob({
      name: 'test.hopeless',
      data: z.object({}),
      retryLimit: 1,
      retryDelay: 1,
      retryBackoff: false,
    });
    let calls = 0;
    await jobs.work(hopeless, async () => {
      calls++;
      throw new Error('always fails');
    });
    const id = await jobs.send(hopeless, {});
    await waitFor('the job to fail', async () =>
      (await jobs.state(hopeless, id)) === 'failed' ? true : undefined,
    );
    expect(calls).toBe(2);
  });

  it('refuses to queue data that does not fit the job', async () => {
    await expect(
      jobs.send(systemEcho, { message: 42 } as unknown as z.input<typeof systemEcho.data>),
    ).rejects.toThrow();
  });

  it('keeps a queued job across a restart of the queue and the database', async () => {
    const id = await jobs.send(systemEcho, { message: 'durable', sentBy: 'test', failAttempts: 0 });
    await jobs.stop();
    await database.close();

    database = await openDatabase(testDb.config);
    jobs = await startJobQueue(database, { log: pino({ level: 'silent' }), pollingIntervalSeconds: 0.5 });
    await workSystemEcho(jobs, database.db, 'restarted-worker');
    const row = await waitFor('the echo row', async () => {
      const [found] = await database.db.select().from(systemEchoes).where(eq(systemEchoes.jobId, id));
      return found;
    });
    expect(row).toMatchObject({
      message: 'durable',
      sentBy: 'test',
      doneBy: 'restarted-worker',
      attempts: 1,
    });
  });
});

// Several processes share one database only on PostgreSQL (PGlite belongs to one process).
if (process.env.TEST_DB === 'postgres') {
  describe('job queues of two processes on one PostgreSQL', () => {
    let testDb: TestDatabase;
    let database: Database;
    let jobs: JobQueue;

    beforeAll(async () => {
      testDb = await createTestDatabase();
      database = await openDatabase(testDb.config);
      jobs = await startJobQueue(database, { log: pino({ level: 'silent' }) });
    });
    afterAll(async () => {
      await jobs?.stop();
      await database?.close();
      await testDb?.drop();
    });

    it('creates the queues two starting processes need at the same time without a deadlock', async () => {
      // A second process's queue: its own pool and its own pg-boss on the same database.
      const other = await openDatabase(testDb.config);
      const otherJobs = await startJobQueue(other, { log: pino({ level: 'silent' }) });
      try {
        const kinds = Array.from({ length: 8 }, (_, i) =>
          defineJob({
            name: `test.started-together-${i}`,
            data: z.object({}),
            retryLimit: 0,
            retryDelay: 1,
            retryBackoff: false,
          }),
        );
        // Opposite orders, as an api process sending and a worker process starting its workers.
        const sent = await Promise.allSettled([
          ...kinds.map((kind) => jobs.send(kind, {})),
          ...[...kinds].reverse().map((kind) => otherJobs.send(kind, {})),
        ]);
        expect(sent.filter((s) => s.status === 'rejected')).toEqual([]);
      } finally {
        await otherJobs.stop();
        await other.close();
      }
    });
  });
}
