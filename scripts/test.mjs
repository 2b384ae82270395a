#!/usr/bin/env node
// `npm test`: preflight checks, then lint, types, unit + server integration tests (PGlite and
// PostgreSQL) and browser tests. Nothing is skipped silently: a missing browser or database fails
// the run and says how to provide it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function preflight() {
  const problems = [];
  if (!existsSync(chromium)) {
    problems.push(
      `Chromium is missing at ${chromium} (browser tests need it). Install: apt-get update && apt-get install -y chromium`,
    );
  }
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    problems.push(
      `PostgreSQL is not reachable at ${postgresUrl} (${error.message}). Start one (Debian: apt-get install -y postgresql && pg_ctlcluster 15 main start) or point TEST_POSTGRES_URL at a server where the user may create databases.`,
    );
  } finally {
    await client.end().catch(() => {});
  }
  return problems;
}

// Machine-readable reports let the summary count tests, not steps.
const reports = mkdtempSync(join(tmpdir(), 'receiptbox-test-'));
const vitestJson = join(reports, 'vitest.json');
const playwrightJson = join(reports, 'playwright.json');

const steps = [
  ['lint and format (biome)', 'npx', ['biome', 'check', '.']],
  ['types (tsc)', 'npm', ['run', '--silent', 'typecheck']],
  [
    'unit and server integration tests (vitest)',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  ],
  ['web build', 'npm', ['run', '--silent', 'build']],
  [
    'browser tests (playwright + chromium)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  ],
];

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

function countTests() {
  const counts = { passed: 0, failed: 0 };
  const vitest = readJson(vitestJson);
  if (vitest) {
    counts.passed += vitest.numPassedTests ?? 0;
    counts.failed +=
      (vitest.numFailedTests ?? 0) + (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  }
  const playwright = readJson(playwrightJson);
  if (playwright?.stats) {
    counts.passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
    counts.failed += (playwright.stats.unexpected ?? 0) + (playwright.stats.skipped ?? 0);
  }
  return counts;
}

const problems = await preflight();
if (problems.length > 0) {
  for (const p of problems) console.error(`test: ${p}`);
  process.exit(1);
}

const results = [];
for (const [name, cmd, args, env = {}] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = run.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
const tests = countTests();
// A skipped test counts as failed: the suite never skips silently.
console.log(`tests: ${tests.passed} passed, ${tests.failed + failed} failed`);
process.exit(failed === 0 && tests.failed === 0 ? 0 : 1);
