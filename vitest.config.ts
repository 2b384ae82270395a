import { defineConfig } from 'vitest/config';

// Three levels (see README "Tests"): unit tests beside the code, server integration tests run
// once on PGlite and once on a real PostgreSQL server, browser tests with Playwright (e2e/).
const serverProject = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${db}`,
    include: ['apps/server/test/**/*.int.test.ts'],
    env: { TEST_DB: db },
    // TEST_POSTGRES_URL, else 127.0.0.1:5432, else a PostgreSQL from npm for the run.
    globalSetup: db === 'postgres' ? ['apps/server/test/helpers/postgres-server.ts'] : [],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
          ],
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      serverProject('pglite'),
      serverProject('postgres'),
    ],
  },
});
