import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/open-database';
import { mailboxes, users } from '../src/db/schema';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const migrationFiles = readdirSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations'),
).filter((f) => f.endsWith('.sql'));

/** Both drivers answer `execute` with `{ rows }`; the shared Db type cannot say so. */
async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}

async function tableNames(database: Database): Promise<string[]> {
  const rows = await rowsOf<{ table_name: string }>(
    database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    ),
  );
  return rows.map((r) => r.table_name);
}

async function appliedMigrations(database: Database): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
  );
  return rows[0]!.n;
}

describe(`database on ${process.env.TEST_DB}`, () => {
  let testDb: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase(undefined, { empty: true });
    database = await openDatabase(testDb.config);
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
  });

  it('applies every migration on open and creates the tables of SPEC §3', async () => {
    expect(await appliedMigrations(database)).toBe(migrationFiles.length);
    expect(await tableNames(database)).toEqual(
      expect.arrayContaining([
        'billing_events',
        'categories',
        'contact_messages',
        'local_accounts',
        'mailbox_shares',
        'mailboxes',
        'oauth_tokens',
        'processed_messages',
        'send_from_addresses',
        'usage_counters',
        'user_plans',
        'users',
      ]),
    );
    expect(database.kind).toBe(testDb.kind);
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it('opens an existing database again without re-applying migrations and keeps its rows', async () => {
    await database.db.insert(users).values({ email: 'kept@example.com' });
    await database.close();
    database = await openDatabase(testDb.config);
    expect(await appliedMigrations(database)).toBe(migrationFiles.length);
    const [kept] = await database.db.select().from(users).where(eq(users.email, 'kept@example.com'));
    expect(kept?.shareTelemetry).toBe(false);
  });

  it('refuses an email that is not lowercased, so uniqueness is case-insensitive', async () => {
    await expect(database.db.insert(users).values({ email: 'Mixed@Example.com' })).rejects.toThrow();
  });

  it('refuses a second mailbox of one owner whose name differs only in case', async () => {
    const [owner] = await database.db.insert(users).values({ email: 'owner@example.com' }).returning();
    await database.db
      .insert(mailboxes)
      .values({ ownerId: owner!.id, name: 'Welcome', address: 'welcome@owner.receiptbox.localhost' });
    await expect(
      database.db
        .insert(mailboxes)
        .values({ ownerId: owner!.id, name: 'WELCOME', address: 'welcome-2@owner.receiptbox.localhost' }),
    ).rejects.toThrow();
  });
});

// PGlite belongs to one process, so concurrent start-ups only exist on PostgreSQL.
if (process.env.TEST_DB === 'postgres') {
  describe('migrations on a shared PostgreSQL', () => {
    it('are applied exactly once when several processes start at the same time', async () => {
      const testDb = await createTestDatabase('postgres');
      try {
        const opened = await Promise.all([1, 2, 3, 4].map(() => openDatabase(testDb.config)));
        try {
          for (const database of opened) {
            expect(await appliedMigrations(database)).toBe(migrationFiles.length);
          }
        } finally {
          await Promise.all(opened.map((d) => d.close()));
        }
      } finally {
        await testDb.drop();
      }
    });
  });
}

// The embedded database must refuse a second process rather than be corrupted by it.
if (process.env.TEST_DB === 'pglite') {
  describe('PGlite in one DATA_DIR', () => {
    it('refuses to be opened twice at the same time, and opens again once closed', async () => {
      const testDb = await createTestDatabase('pglite');
      try {
        const first = await openDatabase(testDb.config);
        await expect(openDatabase(testDb.config)).rejects.toThrow(/in use by process \d+.*DATABASE_URL/);
        await first.close();
        const again = await openDatabase(testDb.config);
        await again.close();
      } finally {
        await testDb.drop();
      }
    });
  });
}
