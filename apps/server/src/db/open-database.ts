import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { lockPgliteDir } from './pglite-lock';
import * as schema from './schema';

/** The drizzle handle every feature queries through; the same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** The raw client, for adapters that speak SQL themselves (the job queue). */
  client: { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; pool: pg.Pool; url: string };
  /** Resolves when the database answers a query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * An arbitrary constant key for `pg_advisory_lock`, so that processes starting together on one
 * PostgreSQL database apply migrations one at a time ('rbmigr' in ASCII).
 */
const MIGRATION_LOCK_KEY = 0x72626d696772;

/**
 * Opens the database chosen by the configuration and brings its schema up to date:
 * PostgreSQL when DATABASE_URL is set, otherwise PGlite in `${DATA_DIR}/db`.
 * @example const { db, close } = await openDatabase(config); await db.select().from(users); await close();
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(path.join(config.dataDir, 'db'));
}

async function openPglite(dir: string): Promise<Database> {
  mkdirSync(dir, { recursive: true });
  const unlock = lockPgliteDir(dir);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dir);
  } catch (error) {
    unlock();
    throw error;
  }
  try {
    const db = drizzlePglite({ client: pglite, schema });
    // One PGlite instance belongs to one process, so there is nobody to race with.
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      client: { kind: 'pglite', pglite },
      ping: () => roundTrip(db as unknown as Db),
      close: async () => {
        if (!pglite.closed) await pglite.close();
        unlock();
      },
    };
  } catch (error) {
    await pglite.close();
    unlock();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle client that loses its connection emits 'error'; without a listener that crashes the process.
  pool.on('error', () => {});
  try {
    await migratePostgres(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    client: { kind: 'postgres', pool, url },
    ping: () => roundTrip(db as unknown as Db),
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

/**
 * Readiness: a parameterised query on a real table through the same handle the features use, and
 * its answer checked. A bare `select 1` kept answering while a connection whose protocol state was
 * broken returned other queries' results (or none) to everyone.
 */
async function roundTrip(db: Db): Promise<void> {
  const probe = randomBytes(8).toString('hex');
  const result = await db.execute<{ probe: string }>(
    sql`select ${probe}::text as probe from (select count(*) from ${schema.users}) as users`,
  );
  const rows = (result as unknown as { rows: { probe: string }[] }).rows;
  if (rows.length !== 1 || rows[0]?.probe !== probe) {
    throw new Error('the database answered a readiness probe with something else');
  }
}

/** Applies pending migrations while holding a session advisory lock on one connection. */
async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
