import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Database } from '../db/open-database';
import { pgliteBossAdapter } from './pglite-boss-adapter';

/**
 * A kind of durable background job: its queue name, the shape of its data (checked when sent
 * and again when worked) and its retry policy.
 * Job data is stored in the database until the job is archived: put ids and spool file names in
 * it, never receipt contents.
 */
export interface JobDefinition<T> {
  name: string;
  data: z.ZodType<T>;
  /** Retries after the first attempt. */
  retryLimit: number;
  /** Seconds before the first retry. */
  retryDelay: number;
  /** Double the delay after every retry (with jitter). */
  retryBackoff: boolean;
  /** A started job not finished within this many seconds is failed (and retried). */
  expireInSeconds?: number;
}

export function defineJob<T>(definition: JobDefinition<T>): JobDefinition<T> {
  return definition;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobContext {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
}

export interface SendOptions {
  /** At most one queued job per key (e.g. a message hash). */
  singletonKey?: string;
  startAfter?: Date;
}

export interface WorkOptions {
  /** Parallel handlers in this process for this job kind. */
  concurrency?: number;
  /** How often an idle worker looks for new jobs (pg-boss minimum 0.5). */
  pollingIntervalSeconds?: number;
}

/** The one job queue API, identical on PGlite (embedded) and PostgreSQL (scale-out). */
export interface JobQueue {
  send<T>(job: JobDefinition<T>, data: T, options?: SendOptions): Promise<string>;
  /** Runs `handler` for jobs of this kind in this process; a thrown error schedules a retry. */
  work<T>(
    job: JobDefinition<T>,
    handler: (data: T, context: JobContext) => Promise<void>,
    options?: WorkOptions,
  ): Promise<void>;
  state(job: JobDefinition<unknown>, id: string): Promise<JobState | null>;
  /** Stops polling, waits for running handlers, closes the queue's connections. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  log: Logger;
  /** Default for `work`; tests shorten it. */
  pollingIntervalSeconds?: number;
}

/**
 * Starts pg-boss on the given database: on PostgreSQL through its own small pool on the same
 * DATABASE_URL, on PGlite through an in-process adapter. pg-boss creates or migrates its schema
 * (`pgboss`) under its own advisory lock, so concurrent starts are safe.
 */
export async function startJobQueue(database: Database, options: JobQueueOptions): Promise<JobQueue> {
  const { log } = options;
  const boss =
    database.client.kind === 'postgres'
      ? new PgBoss({ connectionString: database.client.url, max: 4, application_name: 'receiptbox-jobs' })
      : new PgBoss({ db: pgliteBossAdapter(database.client.pglite) });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  if (database.client.kind === 'pglite') await retryOrphanedJobs(boss, database.client.pglite, log);

  const createQueueAlone = serializeQueueCreation(database);
  const createdQueues = new Map<string, Promise<void>>();
  /** pg-boss worker ids of this process, by job name. */
  const localWorkers = new Map<string, string[]>();
  const ensureQueue = (job: JobDefinition<unknown>) => {
    let created = createdQueues.get(job.name);
    if (!created) {
      created = (async () => {
        const queue = {
          name: job.name,
          retryLimit: job.retryLimit,
          retryDelay: job.retryDelay,
          retryBackoff: job.retryBackoff,
          ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
        };
        // createQueue is a no-op when the queue exists; updateQueue applies a changed policy.
        await createQueueAlone(async () => {
          await boss.createQueue(job.name, queue);
          await boss.updateQueue(job.name, queue);
        });
      })();
      created.catch(() => createdQueues.delete(job.name));
      createdQueues.set(job.name, created);
    }
    return created;
  };

  return {
    async send(job, data, sendOptions = {}) {
      const payload = job.data.parse(data);
      await ensureQueue(job as JobDefinition<unknown>);
      const id = await boss.send(job.name, payload as object, {
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelay,
        retryBackoff: job.retryBackoff,
        ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      });
      if (!id)
        throw new Error(`job ${job.name} was not queued (a job with the same singleton key is queued)`);
      // A worker of this kind in this process (ROLE=all) starts on it now rather than at its next poll.
      if (!sendOptions.startAfter)
        for (const workerId of localWorkers.get(job.name) ?? []) boss.notifyWorker(workerId);
      return id;
    },

    async work(job, handler, workOptions = {}) {
      await ensureQueue(job as JobDefinition<unknown>);
      const concurrency = workOptions.concurrency ?? 1;
      const pollingIntervalSeconds =
        workOptions.pollingIntervalSeconds ?? options.pollingIntervalSeconds ?? 2;
      // One pg-boss worker per unit of concurrency, each taking one job at a time, so a failing job
      // is retried on its own rather than with a batch.
      for (let i = 0; i < concurrency; i++) {
        let workerId: string | undefined;
        workerId = await boss.work<unknown>(
          job.name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds },
          async ([raw]) => {
            if (!raw) return;
            // pg-boss waits out the polling interval after every fetch, even a fruitful one: one job
            // per interval per worker. Waking the worker after each job drains a burst at the speed
            // of the handler; only an empty fetch waits.
            if (workerId) boss.notifyWorker(workerId);
            const jobLog = log.child({ job: job.name, jobId: raw.id, retryCount: raw.retryCount });
            const parsed = job.data.safeParse(raw.data);
            if (!parsed.success) {
              jobLog.error(
                { issues: parsed.error.issues.map((i) => i.path.join('.')) },
                'job data is invalid',
              );
              throw new Error(`invalid data for job ${job.name}`);
            }
            try {
              await handler(parsed.data, { id: raw.id, retryCount: raw.retryCount });
            } catch (error) {
              jobLog.warn({ err: error }, 'job failed; pg-boss retries it while retries remain');
              throw error;
            }
          },
        );
        localWorkers.set(job.name, [...(localWorkers.get(job.name) ?? []), workerId]);
      }
    },

    async state(job, id) {
      const found = await boss.getJobById(job.name, id);
      return found?.state ?? null;
    },

    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

/**
 * pg-boss creates a queue by attaching a new partition to its job table, and two of those at
 * once deadlock (PostgreSQL aborts one with 40P01): an api process sending its first job while a
 * worker process starts its workers did exactly that. So queues are created one at a time: in
 * this process by a chain, across processes by an advisory lock held in a transaction of our own
 * pool while pg-boss works on its connections. PGlite is one process with one connection, where
 * the chain alone serializes (a transaction there would block pg-boss's own statements).
 */
function serializeQueueCreation(database: Database): (create: () => Promise<void>) => Promise<void> {
  let previous: Promise<void> = Promise.resolve();
  const locked = (create: () => Promise<void>) =>
    database.client.kind === 'postgres'
      ? database.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pgboss:create-queue'))`);
          await create();
        })
      : create();
  return (create) => {
    const run = previous.then(
      () => locked(create),
      () => locked(create),
    );
    previous = run.catch(() => {});
    return run;
  };
}

/**
 * The embedded database belongs to one process, so a job still `active` when it opens was being
 * worked by a process that died (kill -9, power loss). Failing it now puts it back in line (as a
 * retry, after its retry delay) instead of waiting for its expiry.
 */
async function retryOrphanedJobs(boss: PgBoss, pglite: PGlite, log: Logger): Promise<void> {
  const { rows } = await pglite.query<{ name: string; id: string }>(
    `select name, id from pgboss.job where state = 'active'`,
  );
  const byName = new Map<string, string[]>();
  for (const { name, id } of rows) byName.set(name, [...(byName.get(name) ?? []), id]);
  for (const [name, ids] of byName) {
    await boss.fail(name, ids);
  }
  if (rows.length > 0) log.warn({ jobs: rows.length }, 'jobs left active by a stopped process are retried');
}
