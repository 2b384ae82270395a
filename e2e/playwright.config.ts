import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from './chromium';
import { freePort } from './free-port';

// Browser tests drive Chromium (the machine's, else the one from npm) against the real app, started
// on free ports with a fresh data directory.
// The runner loads this file again in each worker; the first load fixes the browser and the ports.
if (!process.env.E2E_CHROMIUM) {
  process.env.E2E_CHROMIUM = await resolveChromium();
  console.log(`browser tests: Chromium at ${process.env.E2E_CHROMIUM}`);
}
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_SMTP_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'receiptbox-e2e-'));
const port = Number(process.env.E2E_PORT);
const repoRoot = resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM,
      args: [...CHROMIUM_ARGS, '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npx tsx apps/server/src/main.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      SMTP_PORT: process.env.E2E_SMTP_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ROLE: 'all',
      LOG_LEVEL: 'warn',
    },
  },
});
