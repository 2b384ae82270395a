import { pino } from 'pino';
import { buildApp } from '../../src/app';
import type { App, AppDeps, Feature } from '../../src/app-types';
import { type Env, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/open-database';
import { createDeps } from '../../src/deps';
import type { GoogleEndpoints } from '../../src/features/auth/google';
import type { JobQueue } from '../../src/jobs/job-queue';
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
 * Everything a route test needs, real and wired by the server's own `createDeps`: a fresh
 * database (PGlite or PostgreSQL per TEST_DB), migrations applied, the job queue started, every
 * adapter, and the Fastify app with `features` (use `app.inject`). `googleEndpoints` points the
 * Google adapters at a local server replaying recorded responses.
 */
export async function createTestContext(
  options: { env?: Env; features?: Feature[]; googleEndpoints?: GoogleEndpoints } = {},
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
  const composed = await createDeps(config, {
    log,
    jobPollingIntervalSeconds: 0.5,
    ...(options.googleEndpoints ? { googleEndpoints: options.googleEndpoints } : {}),
  });
  const deps: AppDeps = composed.deps;
  const app = await buildApp(deps, { features: options.features ?? [] });
  return {
    testDb,
    database: deps.database,
    jobs: deps.jobs,
    deps,
    app,
    close: async () => {
      await app.close();
      await composed.close();
      await testDb.drop();
    },
  };
}
