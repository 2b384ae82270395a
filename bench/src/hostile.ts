/**
 * bench:hostile — the hostile files and oversized requests of the security tests, sent at the real
 * server program 5 at a time. Prints per request the status and time to answer, the worst /healthz
 * latency while they ran (polled every 50 ms), and the server's RSS before, at its peak and after.
 *
 *   npm run bench:hostile
 *
 * Targets (issue #10): every file ends within its budget (60 s), /healthz under 200 ms meanwhile,
 * RSS back within 200 MB of the start afterwards.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { inflatingPdf } from '../../packages/extract/test/support/hostile-pdf';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONCURRENCY = 5;

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const rssMb = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

interface Probe {
  name: string;
  send(base: string): Promise<Response>;
}

const convert = (name: string, bytes: Uint8Array): Probe => ({
  name,
  send: (base) =>
    fetch(`${base}/api/Converter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fileName: 'receipt.pdf', fileContent: Buffer.from(bytes).toString('base64') }),
    }),
});

async function probes(): Promise<Probe[]> {
  const pixelBomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return [
    convert('PDF, 1 MB inflating to 1 GB', await inflatingPdf(1024)),
    convert('PDF, Flate twice, 2 KB inflating to 1 GB', await inflatingPdf(1024, 2)),
    convert('PDF, 48 MB of content stream (slow, under the cap)', await inflatingPdf(48)),
    convert('PNG, 64 megapixels in a few KB', pixelBomb),
    {
      name: 'JSON body of 16 MB (over the server-wide limit)',
      send: (base) =>
        fetch(`${base}/api/Converter`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ fileName: 'x.pdf', fileContent: 'A'.repeat(16 * 1024 * 1024) }),
        }),
    },
    {
      name: '8,192 categories in one mailbox update',
      send: (base) =>
        fetch(`${base}/api/AppUser/a%40example.com/mailboxes/00000000-0000-0000-0000-000000000000`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ categories: Array.from({ length: 8192 }, (_, i) => ({ name: `c${i}` })) }),
        }),
    },
  ];
}

async function main(): Promise<void> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rb-hostile-'));
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      SMTP_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CONVERTER_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      const ready = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (i > 600) throw new Error('the server did not become ready in 60 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    const pid = child.pid!;
    const list = await probes();
    const rssBefore = rssMb(pid);
    let rssPeak = rssBefore;
    let worstHealth = 0;
    let worstInGroup = 0;
    let healthChecks = 0;
    let running = true;
    const watch = (async () => {
      while (running) {
        const started = performance.now();
        await fetch(`${base}/healthz`).catch(() => {});
        const latency = performance.now() - started;
        worstHealth = Math.max(worstHealth, latency);
        worstInGroup = Math.max(worstInGroup, latency);
        healthChecks++;
        rssPeak = Math.max(rssPeak, rssMb(pid));
        await new Promise((r) => setTimeout(r, 50));
      }
    })();

    console.log(`server pid ${pid}, RSS before: ${rssBefore} MB; ${CONCURRENCY} of each at a time\n`);
    console.log(
      'request                                              status   worst /healthz  time to answer (each)',
    );
    const benchStarted = performance.now();
    for (const probe of list) {
      worstInGroup = 0;
      const results = await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          const started = performance.now();
          const response = await probe.send(base).catch((e: Error) => ({ status: e.message }) as never);
          await (response as Response).arrayBuffer?.().catch(() => {});
          return { status: (response as Response).status, ms: performance.now() - started };
        }),
      );
      const statuses = [...new Set(results.map((r) => r.status))].join('/');
      const times = results.map((r) => `${(r.ms / 1000).toFixed(1)} s`).join(', ');
      const health = `${worstInGroup.toFixed(0)} ms`.padEnd(15);
      console.log(`${probe.name.padEnd(52)} ${String(statuses).padEnd(8)} ${health} ${times}`);
    }
    running = false;
    await watch;
    const total = (performance.now() - benchStarted) / 1000;
    const rssRightAfter = rssMb(pid);
    // The PDF thread exits after 5 s idle and gives its memory back.
    await new Promise((r) => setTimeout(r, 10_000));
    const rss10s = rssMb(pid);
    await new Promise((r) => setTimeout(r, 20_000));
    const rssAfter = rssMb(pid);
    console.log(`\nall requests: ${total.toFixed(1)} s`);
    console.log(`worst /healthz latency meanwhile: ${worstHealth.toFixed(0)} ms (${healthChecks} checks)`);
    console.log(
      `RSS: before ${rssBefore} MB, peak ${rssPeak} MB, right after ${rssRightAfter} MB, 10 s later ${rss10s} MB, 30 s later ${rssAfter} MB (${rssAfter - rssBefore >= 0 ? '+' : ''}${rssAfter - rssBefore} MB)`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
