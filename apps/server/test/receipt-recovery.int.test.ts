import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DirectUploadResponse } from '@receiptbox/contracts/api/uploads';
import ExcelJS from 'exceljs';
import lockfile from 'proper-lockfile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { users } from '../src/db/schema';
import { createDeps } from '../src/deps';
import { createMailbox } from '../src/features/mailboxes/create-mailbox';
import { builtinSessionHeaders, type SessionHeaders } from './helpers/builtin-session';
import { devPdfBase64 } from './helpers/receipts-dev';
import { freePort, ServerProcess } from './helpers/server-process';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { waitFor } from './helpers/wait-for';

const SECRETS_KEY = '33'.repeat(32);
const EMAIL = 'crash@example.com';

/**
 * The real server program killed (SIGKILL) after it has read a receipt and while it waits to
 * write the rows: nothing is lost, and the restarted program writes them exactly once. The
 * workbook is held by another process's lock file (as a second worker would hold it), which is
 * what keeps the first program waiting between extract and deliver.
 */
describe(`a server killed between extract and deliver, on ${process.env.TEST_DB}`, () => {
  let testDb: TestDatabase;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;
  let session: SessionHeaders;
  let folderDir: string;
  let mailboxId: string;

  const workbookRows = async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await readFile(path.join(folderDir, 'Receipts.xlsx'))) as never);
    const ids: string[] = [];
    workbook.getWorksheet('Receipts')?.eachRow((row, n) => {
      if (n > 1) ids.push(String(row.getCell(15).value));
    });
    return ids;
  };

  const upload = (fileContent: string) =>
    fetch(`http://127.0.0.1:${env.PORT}/api/AppUser/DirectUpload`, {
      method: 'POST',
      headers: { ...session, 'content-type': 'application/json' },
      body: JSON.stringify({ mailBoxId: mailboxId, fileName: 'invoice.pdf', fileContent }),
    });

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const port = await freePort();
    env = {
      DATA_DIR: testDb.dataDir,
      ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}),
      PORT: String(port),
      SMTP_PORT: String(await freePort()),
      HOST: '127.0.0.1',
      SECRETS_KEY,
      LOG_LEVEL: 'info',
    };
    // The account and its mailbox, made with the program's own wiring before it starts.
    const config = loadConfig(env, process.cwd());
    const composed = await createDeps(config, { log: (await import('pino')).pino({ level: 'silent' }) });
    const { db, drive } = composed.deps;
    const [user] = await db.insert(users).values({ email: EMAIL, accountName: 'crash' }).returning();
    mailboxId = await createMailbox(
      { db, mailDomain: config.mailDomain, drive },
      { id: user!.id, accountName: 'crash', planType: 'Free' },
      { name: 'Invoices', isHsaMailbox: false },
    );
    const folders = await readdir(config.localDriveDir!);
    folderDir = path.join(config.localDriveDir!, folders[0]!);
    session = await builtinSessionHeaders(composed.deps, config.publicUrl, EMAIL, '10m');
    await composed.close();
  });
  afterAll(async () => {
    await server?.stop();
    await testDb?.drop();
  });

  it('loses nothing and writes the rows once after a restart', { timeout: 240_000 }, async () => {
    const file = await devPdfBase64(3);
    const release = await lockfile.lock(path.join(folderDir, 'Receipts.xlsx'), {
      realpath: false,
      stale: 30_000,
    });
    server = new ServerProcess(env);
    await server.waitForLog(/^Receiptbox is serving/);
    const pending = upload(file).catch((error: unknown) => error);

    // The original is stored once the receipt has been read; the rows wait for the workbook.
    await waitFor('the original file in the folder', async () =>
      (await readdir(folderDir)).find((n) => n.endsWith('invoice.pdf')),
    );
    process.kill(server.pid, 'SIGKILL');
    await server.finished();
    await pending;
    await release();
    expect(await workbookRows()).toEqual([]);
    const spooled = await readdir(path.join(testDb.dataDir, 'spool', 'receipts'));
    expect(spooled.filter((n) => n.endsWith('.bin'))).toHaveLength(1);
    const receiptId = spooled[0]!.replace(/\.(bin|json)$/, '');

    server = new ServerProcess(env);
    await server.waitForLog(/^Receiptbox is serving/);
    const rows = await waitFor(
      'the recovered rows',
      async () => {
        const ids = await workbookRows();
        return ids.length > 0 ? ids : undefined;
      },
      { timeoutMs: 150_000, intervalMs: 1000 },
    );
    expect(rows).toEqual([receiptId]);
    await waitFor('the spool entry to go', async () =>
      (await readdir(path.join(testDb.dataDir, 'spool', 'receipts'))).length === 0 ? true : undefined,
    );

    // The same file again is recognised, answered, and not written a second time.
    const again = await upload(file);
    expect(again.status).toBe(200);
    const answer = DirectUploadResponse.parse(await again.json());
    expect(answer.receiptId).toBe(receiptId);
    expect(answer.alreadyAddedAt).not.toBeNull();
    expect(await workbookRows()).toEqual([receiptId]);
  });
});
