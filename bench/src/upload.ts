/**
 * npm run bench:upload — the receipt pipeline end to end over HTTP: POST /api/AppUser/DirectUpload
 * against the real app (composition root, PGlite, local drive, OCR), from the request to the
 * rows written in the mailbox's workbook (the answer comes after the rows are written). Two
 * passes over 20 receipts of the development set: one at a time, then 4 at once; each pass into
 * a fresh mailbox so nothing is a duplicate. Prints p50/p95/max per pass and checks the rows.
 *
 *   npm run bench:upload            # 20 scanned receipts (the smallest by pixels)
 *   npm run bench:upload -- --pdf   # 20 digital PDFs (text layer, no OCR)
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import pLimit from 'p-limit';
import { pino } from 'pino';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { userPlans, users } from '../../apps/server/src/db/schema';
import { createDeps } from '../../apps/server/src/deps';
import { createMailbox } from '../../apps/server/src/features/mailboxes/create-mailbox';
import { builtinSessionHeaders } from '../../apps/server/test/helpers/builtin-session';
import { devSetDir } from './lib/dev-set';

/** The 20 scans of the development set with the fewest pixels. */
const SCANS = [62, 63, 150, 36, 67, 1, 61, 123, 2, 41, 79, 115, 38, 153, 151, 189, 147, 92, 221, 174].map(
  (n) => `d${String(n).padStart(3, '0')}.jpg`,
);
const PDFS = Array.from({ length: 20 }, (_, i) => path.join('pdf', `p${String(i + 1).padStart(3, '0')}.pdf`));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function main(): Promise<void> {
  const usePdf = process.argv.includes('--pdf');
  const names = usePdf ? PDFS : SCANS;
  const files = await Promise.all(
    names.map(async (name) => ({
      name,
      base64: (await readFile(path.join(devSetDir(), name))).toString('base64'),
    })),
  );
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rb-bench-upload-'));
  const config = loadConfig(
    { DATA_DIR: dataDir, SECRETS_KEY: '44'.repeat(32), LOG_LEVEL: 'silent' },
    process.cwd(),
  );
  const composed = await createDeps(config, { log: pino({ level: 'silent' }) });
  const { deps } = composed;
  const app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const email = 'bench@example.com';
    const [user] = await deps.db.insert(users).values({ email, accountName: 'bench' }).returning();
    if (!user) throw new Error('no user');
    // Unlimited receipts, so 40 uploads in a month are not the Free plan's business here.
    await deps.db.insert(userPlans).values({ userId: user.id, planType: 'Business' });
    const session = await builtinSessionHeaders(deps, config.publicUrl, email);

    console.log(
      `bench:upload — ${files.length} ${usePdf ? 'digital PDFs' : 'scanned receipts'} of ${devSetDir()}`,
    );
    for (const concurrency of [1, 4]) {
      const mailboxId = await createMailbox(
        { db: deps.db, mailDomain: config.mailDomain, drive: deps.drive },
        { id: user.id, accountName: 'bench', planType: 'Business' },
        { name: `Pass ${concurrency}`, isHsaMailbox: false },
      );
      const limit = pLimit(concurrency);
      const started = Date.now();
      const times = await Promise.all(
        files.map((file) =>
          limit(async () => {
            const t0 = performance.now();
            const response = await fetch(`${base}/api/AppUser/DirectUpload`, {
              method: 'POST',
              headers: { ...session, 'content-type': 'application/json' },
              body: JSON.stringify({
                mailBoxId: mailboxId,
                fileName: path.basename(file.name),
                fileContent: file.base64,
              }),
            });
            const ms = performance.now() - t0;
            if (response.status !== 200)
              console.log(`  ${file.name}: ${response.status} ${await response.text()}`);
            return { ms, ok: response.status === 200 };
          }),
        ),
      );
      const wall = (Date.now() - started) / 1000;
      const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
      const folders = await readdir(config.localDriveDir!);
      let rows = 0;
      for (const folder of folders) {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(
          new Uint8Array(await readFile(path.join(config.localDriveDir!, folder, 'Receipts.xlsx'))) as never,
        );
        if (workbook.getWorksheet('Receipts')) rows += (workbook.getWorksheet('Receipts')?.rowCount ?? 1) - 1;
      }
      console.log(
        `  ${concurrency} at a time: p50 ${(percentile(sorted, 50) / 1000).toFixed(2)} s, p95 ${(percentile(sorted, 95) / 1000).toFixed(2)} s, ` +
          `max ${((sorted.at(-1) ?? 0) / 1000).toFixed(2)} s; ${times.filter((t) => t.ok).length}/${files.length} answered 200 ` +
          `in ${wall.toFixed(1)} s wall (${(files.length / wall).toFixed(2)} receipts/s); rows in workbooks so far: ${rows}`,
      );
    }
  } finally {
    await app.close();
    await composed.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
