import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../../src/db/open-database';

/**
 * A fresh, empty database for one test file, of the kind the Vitest project asks for
 * (TEST_DB=pglite|postgres): PGlite in a new temporary directory, or a new database
 * `rb_test_<random>` on the run's PostgreSQL server (chosen by ./postgres-server.ts), dropped
 * afterwards.
 */
export type TestDbKind = 'pglite' | 'postgres';

export function testDbKind(): TestDbKind {
  const kind = process.env.TEST_DB;
  if (kind !== 'pglite' && kind !== 'postgres') {
    throw new Error(
      `TEST_DB must be pglite or postgres (got ${kind ?? 'nothing'}); run these tests through the ` +
        '`server-pglite` or `server-postgres` Vitest project: npx vitest run --project server-pglite',
    );
  }
  return kind;
}

export interface TestDatabase {
  kind: TestDbKind;
  /** A temporary DATA_DIR (PGlite lives in `${dataDir}/db`; also the spool and secrets). */
  dataDir: string;
  /** Set on PostgreSQL. */
  databaseUrl: string | null;
  /** The configuration subset openDatabase needs. */
  config: { dataDir: string; databaseUrl: string | null };
  drop(): Promise<void>;
}

export interface CreateTestDatabaseOptions {
  /**
   * PGlite only: start from an empty directory instead of a copy of the migrated template, so
   * that opening it runs initdb and every migration (the database tests want that).
   */
  empty?: boolean;
}

export async function createTestDatabase(
  kind: TestDbKind = testDbKind(),
  options: CreateTestDatabaseOptions = {},
): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rb-test-'));
  if (kind === 'pglite') {
    if (!options.empty) await cp(await pgliteTemplate(), path.join(dataDir, 'db'), { recursive: true });
    return {
      kind,
      dataDir,
      databaseUrl: null,
      config: { dataDir, databaseUrl: null },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `rb_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(postgresUrl());
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    kind,
    dataDir,
    databaseUrl,
    config: { dataDir, databaseUrl },
    drop: async () => {
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The installed PGlite's package.json (not in its exports, so found beside its entry point). */
const PGLITE_VERSION = readFileSync(
  path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '../package.json'),
  'utf8',
);
const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations');

/**
 * A migrated PGlite directory, made once per set of migrations and copied for each test file:
 * initdb plus migrations take 4-8 s on two busy cores, a copy well under one.
 */
async function pgliteTemplate(): Promise<string> {
  // A new PGlite may write another on-disk format; a new migration changes the schema.
  const hash = createHash('sha256').update(PGLITE_VERSION);
  for (const file of readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  const template = path.join(tmpdir(), `rb-pglite-template-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(template)) return template;
  const building = await mkdtemp(`${template}.building-`);
  const database = await openDatabase({ dataDir: building, databaseUrl: null });
  await database.close();
  // Another test process may have finished first; either copy is the same.
  await rename(path.join(building, 'db'), template).catch(() => undefined);
  await rm(building, { recursive: true, force: true });
  return template;
}

function postgresUrl(): string {
  const url = inject('postgresUrl');
  if (!url)
    throw new Error(
      'No PostgreSQL server for this run: run these tests in the server-postgres Vitest project.',
    );
  return url;
}

async function withAdmin<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: postgresUrl(), connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}
