import { open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { inboundMessages } from '../db/schema';

export type InboundMessage = typeof inboundMessages.$inferSelect;

export interface SpoolEntry {
  raw: Buffer;
  mailboxIds: string[];
  clientIp: string;
  helo: string;
  mailFrom: string;
}

/**
 * The inbound mail spool, a table in the shared database: smtp processes write, workers read,
 * on any machine. A row is committed (and, on PGlite, its WAL fsync'd) before the sender hears
 * 250; it is deleted as soon as its receipts are delivered. Rows hold the raw message only while
 * it waits; nothing of it is logged.
 */
export class InboundSpool {
  /** @param dataDir DATA_DIR, where PGlite keeps its files (`db/`). */
  constructor(
    private readonly database: Database,
    private readonly dataDir: string,
  ) {}

  /** Stores a message durably; returns its id. */
  async store(entry: SpoolEntry): Promise<string> {
    const [row] = await this.database.db
      .insert(inboundMessages)
      .values({ ...entry, sizeBytes: entry.raw.byteLength })
      .returning({ id: inboundMessages.id });
    if (this.database.client.kind === 'pglite') await flushPgliteWal(path.join(this.dataDir, 'db'));
    return row!.id;
  }

  async load(id: string): Promise<InboundMessage | null> {
    const [row] = await this.database.db.select().from(inboundMessages).where(eq(inboundMessages.id, id));
    return row ?? null;
  }

  async setJob(id: string, jobId: string): Promise<void> {
    await this.database.db.update(inboundMessages).set({ jobId }).where(eq(inboundMessages.id, id));
  }

  async remove(id: string): Promise<void> {
    await this.database.db.delete(inboundMessages).where(eq(inboundMessages.id, id));
  }

  /** Over quota: kept, not worked, until the month turns or the plan changes. */
  async hold(id: string, month: string): Promise<void> {
    await this.database.db
      .update(inboundMessages)
      .set({ status: 'held', heldMonth: month, jobId: null })
      .where(eq(inboundMessages.id, id));
  }

  /** Out of retries: kept until `purgeAfter` (for support), then purged. */
  async fail(id: string, purgeAfter: Date): Promise<void> {
    await this.database.db
      .update(inboundMessages)
      .set({ status: 'failed', purgeAfter, jobId: null })
      .where(eq(inboundMessages.id, id));
  }

  /** Held messages of these mailboxes, or held in a month before `month`, back to queued; their ids. */
  async release(filter: { mailboxIds?: string[]; heldBefore?: string }): Promise<string[]> {
    const conditions = [eq(inboundMessages.status, 'held')];
    if (filter.heldBefore) conditions.push(lt(inboundMessages.heldMonth, filter.heldBefore));
    if (filter.mailboxIds) {
      if (filter.mailboxIds.length === 0) return [];
      conditions.push(
        sql`${inboundMessages.mailboxIds} ?| array[${sql.join(
          filter.mailboxIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::text[]`,
      );
    }
    const rows = await this.database.db
      .update(inboundMessages)
      .set({ status: 'queued', heldMonth: null })
      .where(and(...conditions))
      .returning({ id: inboundMessages.id });
    return rows.map((r) => r.id);
  }

  /** Queued rows whose job may be gone (a crash between commit and enqueue, or an expired job). */
  async queuedBefore(time: Date): Promise<{ id: string; jobId: string | null }[]> {
    return this.database.db
      .select({ id: inboundMessages.id, jobId: inboundMessages.jobId })
      .from(inboundMessages)
      .where(and(eq(inboundMessages.status, 'queued'), lt(inboundMessages.receivedAt, time)));
  }

  /** Deletes failed messages past their keeping time; how many. */
  async purgeExpired(now: Date): Promise<number> {
    const rows = await this.database.db
      .delete(inboundMessages)
      .where(and(eq(inboundMessages.status, 'failed'), lt(inboundMessages.purgeAfter, now)))
      .returning({ id: inboundMessages.id });
    return rows.length;
  }

  async count(): Promise<number> {
    const [row] = await this.database.db.select({ n: sql<number>`count(*)::int` }).from(inboundMessages);
    return row?.n ?? 0;
  }
}

/**
 * PGlite writes through Emscripten's file system, which does not pass fsync on to the disk: a
 * commit survives the process dying but not the machine. Syncing the newest WAL segments after
 * the commit makes the spooled message as durable as on PostgreSQL.
 */
async function flushPgliteWal(pgliteDir: string): Promise<void> {
  const walDir = path.join(pgliteDir, 'pg_wal');
  const names = (await readdir(walDir)).filter((n) => /^[0-9A-F]{24}$/.test(n));
  const withTimes = await Promise.all(
    names.map(async (name) => ({ name, mtime: (await stat(path.join(walDir, name))).mtimeMs })),
  );
  // The commit is in the newest segment, or the one before when it just switched.
  const newest = withTimes.sort((a, b) => b.mtime - a.mtime).slice(0, 2);
  for (const { name } of newest) {
    const file = await open(path.join(walDir, name), 'r+');
    try {
      await file.sync();
    } finally {
      await file.close();
    }
  }
}
