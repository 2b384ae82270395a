/**
 * `npm run bench:web`: builds the web app, starts the real server on a free port, runs Lighthouse
 * (mobile preset, simulated throttling — Lighthouse's default) with Chromium on /,
 * /pricing and /receipt-to-excel, and prints the four category scores per page, then the gzipped
 * JavaScript the landing page loads (budget: 150 KB). Targets: performance and accessibility ≥ 95.
 *
 * Env: CHROMIUM_PATH (see e2e/chromium.ts), BENCH_SKIP_BUILD=1 to reuse apps/web/dist,
 * BENCH_PRESET=desktop for Lighthouse's desktop preset.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_ARGS, resolveChromium } from '../../e2e/chromium';
import { freePort } from '../../e2e/free-port';

const ROOT = resolve(import.meta.dirname, '../..');
const PAGES = ['/', '/pricing', '/receipt-to-excel'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const LANDING_JS_BUDGET = 150 * 1024;

function build(): void {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  console.log('building apps/web ...');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('web build failed');
}

async function startServer(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'receiptbox-bench-web-'));
  const child: ChildProcess = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      SMTP_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    // The server runs under npx/tsx; end the whole process group we started.
    if (child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('the server did not become ready within 60 s');
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  mimeType?: string;
}

/** Gzipped bytes of every script a page loaded (measured here, whatever the server sends). */
async function gzippedScriptBytes(requests: NetworkRequest[]): Promise<{ url: string; gzip: number }[]> {
  const scripts = requests.filter((r) => r.resourceType === 'Script' || r.mimeType?.includes('javascript'));
  const sizes = [];
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(script.url)).arrayBuffer());
    sizes.push({ url: script.url, gzip: gzipSync(body, { level: 9 }).byteLength });
  }
  return sizes;
}

async function main(): Promise<void> {
  build();
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: await resolveChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  let failed = false;
  try {
    const preset = process.env.BENCH_PRESET === 'desktop' ? 'desktop' : 'mobile';
    console.log(`\nLighthouse (${preset} preset) on ${server.url}`);
    console.log(['page'.padEnd(20), ...CATEGORIES.map((c) => c.padStart(15))].join(''));
    let landingRequests: NetworkRequest[] = [];
    for (const path of PAGES) {
      const result = await lighthouse(
        `${server.url}${path}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { lhr } = result;
      const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
      console.log([path.padEnd(20), ...scores.map((s) => String(s).padStart(15))].join(''));
      if ((scores[0] ?? 0) < 95 || (scores[1] ?? 0) < 95) failed = true;
      const failing = Object.values(lhr.audits).filter(
        (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative',
      );
      for (const audit of failing.slice(0, 8)) {
        console.log(`    ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
      if (path === '/') {
        const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
        landingRequests = details?.items ?? [];
      }
    }

    const scripts = await gzippedScriptBytes(landingRequests);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    console.log('\nJavaScript loaded by the landing page (gzip -9):');
    for (const s of scripts)
      console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(7)} KB  ${new URL(s.url).pathname}`);
    console.log(
      `  ${(total / 1024).toFixed(1).padStart(7)} KB  total (budget ${LANDING_JS_BUDGET / 1024} KB)`,
    );
    if (total > LANDING_JS_BUDGET) failed = true;
  } finally {
    chrome.kill();
    server.stop();
  }
  if (failed) {
    console.log('\nBelow target (performance/accessibility 95, landing JS 150 KB).');
    process.exitCode = 1;
  }
}

await main();
