import { pino } from 'pino';
import { buildApp } from '../../src/app';
import { type Env, loadConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/open-database';
import { createPayments } from '../../src/features/billing/create-payments';
import type { Payments } from '../../src/features/billing/payments';
import type { App, AppDeps, Feature } from '../../src/features/index';
import { createMailer } from '../../src/features/mail-out/create-mailer';
import { type JobQueue, startJobQueue } from '../../src/jobs/job-queue';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestContext {
  testDb: TestDatabase;
  database: Database;
  jobs: JobQueue;
  deps: AppDeps;
  app: App;
  close(): Promise<void>;
}

/**
 * Everything a route test needs, real: a fresh database (PGlite or PostgreSQL per TEST_DB),
 * migrations applied, the job queue started, and the Fastify app (use `app.inject`).
 */
export async function createTestContext(
  options: {
    env?: Env;
    features?: Feature[];
    /** Replaces the payments adapter the config would choose (e.g. Stripe against recorded responses). */
    payments?: (deps: Omit<AppDeps, 'payments'>) => Payments;
  } = {},
): Promise<TestContext> {
  const testDb = await createTestDatabase();
  const config = loadConfig(
    {
      DATA_DIR: testDb.dataDir,
      DATABASE_URL: testDb.databaseUrl ?? undefined,
      SECRETS_KEY: '11'.repeat(32),
      LOG_LEVEL: 'silent',
      ...options.env,
    },
    process.cwd(),
  );
  const log = pino({ level: 'silent' });
  const database = await openDatabase(config);
  const jobs = await startJobQueue(database, { log, pollingIntervalSeconds: 0.5 });
  const mailer = createMailer(config);
  const base = {
    config,
    db: database.db,
    database,
    jobs,
    log,
    mailer,
    secretsKey: config.secretsKey!,
  };
  const payments = options.payments?.(base) ?? createPayments(config, base.db, base.secretsKey, log);
  const deps: AppDeps = { ...base, payments };
  const app = await buildApp(deps, { features: options.features ?? [] });
  return {
    testDb,
    database,
    jobs,
    deps,
    app,
    close: async () => {
      await app.close();
      await jobs.stop();
      await mailer.close();
      await database.close();
      await testDb.drop();
    },
  };
}
