import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, ne } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { SendMailOptions } from 'nodemailer';
import pg from 'pg';
import { openDatabase } from '../../../apps/server/src/db/open-database';
import { inboundMessages, mailboxes, receipts, userPlans, users } from '../../../apps/server/src/db/schema';
import { freePort, ServerProcess } from '../../../apps/server/test/helpers/server-process';
import { makePdf } from '../../../packages/extract/test/support/minimal-pdf';

/**
 * The real server program with inbound mail, on a fresh DATA_DIR (PGlite, the embedded default)
 * or a fresh database on the local PostgreSQL (DB=postgres), with one owner and mailbox, for
 * benchmarks and the crash test.
 */
export interface InboundRig {
  address: string;
  ownerEmail: string;
  smtpPort: number;
  start(): Promise<ServerProcess>;
  server(): ServerProcess | null;
  /** kill -9 of the running server. */
  kill(): Promise<void>;
  /** SIGTERM and wait. */
  stop(): Promise<void>;
  /** Spooled messages and receipts the pipeline has not delivered; the server must be stopped on PGlite. */
  backlog(): Promise<{ spooled: number; undelivered: number }>;
  /** Receipts sheet rows of the mailbox's workbook: Total and Received. */
  rows(): Promise<{ total: number; received: Date }[]>;
  dispose(): Promise<void>;
}

const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function createInboundRig(kind: 'pglite' | 'postgres' = 'pglite'): Promise<InboundRig> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rb-inbound-bench-'));
  let databaseUrl: string | null = null;
  let dbName = '';
  if (kind === 'postgres') {
    dbName = `rb_bench_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const config = { dataDir, databaseUrl };
  const ownerEmail = 'owner@example.com';
  const address = 'receipts@bench.receiptbox.localhost';
  {
    const database = await openDatabase(config);
    const [user] = await database.db
      .insert(users)
      .values({ email: ownerEmail, accountName: 'bench' })
      .returning({ id: users.id });
    await database.db
      .insert(mailboxes)
      .values({ ownerId: user!.id, name: 'receipts', address, sendConfirmationEmail: false });
    // Unlimited receipts: the benchmark is about speed, not the Free plan's 30.
    await database.db.insert(userPlans).values({ userId: user!.id, planType: 'Business' });
    await database.close();
  }
  const smtpPort = await freePort();
  const env = {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    PORT: String(await freePort()),
    SMTP_PORT: String(smtpPort),
    HOST: '127.0.0.1',
    SECRETS_KEY: '33'.repeat(32),
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: dataDir,
    // Every benchmark message comes from 127.0.0.1.
    SMTP_MESSAGES_PER_IP_PER_MINUTE: '100000',
  };
  let running: ServerProcess | null = null;

  const withDb = async <T>(use: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) => {
    const database = await openDatabase(config);
    try {
      return await use(database.db);
    } finally {
      await database.close();
    }
  };

  return {
    address,
    ownerEmail,
    smtpPort,
    async start() {
      running = new ServerProcess(env);
      await running.waitForLog('smtp listener started', 120_000);
      return running;
    },
    server: () => running,
    async kill() {
      if (!running) return;
      process.kill(running.pid, 'SIGKILL');
      await running.finished();
      running = null;
    },
    async stop() {
      if (!running) return;
      await running.stop();
      running = null;
    },
    backlog: () =>
      withDb(async (db) => {
        const [spooled] = await db.select({ n: count() }).from(inboundMessages);
        const [undelivered] = await db
          .select({ n: count() })
          .from(receipts)
          .where(ne(receipts.status, 'delivered'));
        return { spooled: spooled!.n, undelivered: undelivered!.n };
      }),
    async rows() {
      // Read without the database (PGlite keeps it to the running server): every folder of the
      // drive, since two first deliveries racing may each make one (the unused one stays empty).
      const drive = path.join(dataDir, 'drive');
      const folders = await readdir(drive).catch(() => [] as string[]);
      const out: { total: number; received: Date }[] = [];
      for (const folderId of folders) {
        const workbook = new ExcelJS.Workbook();
        try {
          await workbook.xlsx.load(
            new Uint8Array(await readFile(path.join(drive, folderId, 'Receipts.xlsx'))) as never,
          );
        } catch {
          continue;
        }
        const sheet = workbook.getWorksheet('Receipts');
        if (!sheet) continue;
        const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
        const at = (name: string) => header.indexOf(name) + 1;
        sheet.eachRow((row, n) => {
          if (n === 1) return;
          out.push({
            total: Number(row.getCell(at('Total')).value),
            received: new Date(row.getCell(at('Received')).value as Date),
          });
        });
      }
      return out;
    },
    async dispose() {
      if (running) await running.stop().catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
      if (dbName) {
        const admin = new pg.Client({ connectionString: ADMIN_URL });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
    },
  };
}

/** Receipt n of a run: a unique total (10 + n + 0.37) so each row can be found again. */
export function benchTotal(n: number): number {
  return Math.round((10 + n + 0.37) * 100) / 100;
}

function benchItems(n: number) {
  const first = Math.round((benchTotal(n) - 2.5) * 100) / 100;
  return [
    { name: 'Coffee beans', price: first },
    { name: 'Bagel', price: 2.5 },
  ];
}

export function benchPdf(n: number): Buffer {
  const items = benchItems(n);
  const texts = [
    { text: 'Blue Fern Cafe', x: 20, y: 20, size: 14 },
    { text: 'Date: 2025-03-14', x: 20, y: 45 },
    ...items.flatMap((item, i) => [
      { text: `1 x ${item.name}`, x: 20, y: 80 + i * 16 },
      { text: item.price.toFixed(2), x: 240, y: 80 + i * 16 },
    ]),
    { text: 'TOTAL', x: 20, y: 130, size: 12 },
    { text: benchTotal(n).toFixed(2), x: 240, y: 130, size: 12 },
  ];
  return Buffer.from(makePdf([{ texts }]));
}

export function benchHtml(n: number): string {
  const rows = benchItems(n)
    .map((i) => `<tr><td>${i.name}</td><td>1</td><td>$${i.price.toFixed(2)}</td></tr>`)
    .join('');
  return `<html><body><h1>Blue Fern Cafe</h1><p>Order #A-${10000 + n} placed on 2025-03-14</p>
<table>${rows}<tr><td><b>Total</b></td><td></td><td><b>$${benchTotal(n).toFixed(2)}</b></td></tr></table></body></html>`;
}

/** Receipt n as a message: a PDF attachment, or the HTML body. */
export function benchMail(rig: InboundRig, n: number, kind: 'pdf' | 'html'): SendMailOptions {
  return {
    from: rig.ownerEmail,
    to: rig.address,
    subject: `Receipt ${n}`,
    messageId: `<bench-${n}@example.com>`,
    ...(kind === 'pdf'
      ? { text: 'Receipt attached.', attachments: [{ filename: `receipt-${n}.pdf`, content: benchPdf(n) }] }
      : { html: benchHtml(n) }),
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}
