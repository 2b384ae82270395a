#!/usr/bin/env node
// `npm test`: lint, types, unit tests, server integration tests (PGlite, then PostgreSQL) and
// browser tests, timed per level. The suite brings what it needs: a PostgreSQL server from npm when
// none is configured or local (apps/server/test/helpers/postgres-server.ts), a Chromium from npm
// when the machine has none (e2e/chromium.ts). Nothing is skipped silently.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Machine-readable reports let the summary count tests, not steps.
const reports = mkdtempSync(join(tmpdir(), 'receiptbox-test-'));
const playwrightJson = join(reports, 'playwright.json');
const vitestJsons = [];
const vitest = (projects) => {
  const json = join(reports, `vitest-${vitestJsons.length}.json`);
  vitestJsons.push(json);
  const selected = projects.flatMap((p) => ['--project', p]);
  return ['vitest', 'run', ...selected, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`];
};

const steps = [
  ['lint and format (biome)', 'npx', ['biome', 'check', '.']],
  ['types (tsc)', 'npm', ['run', '--silent', 'typecheck']],
  ['unit tests (vitest)', 'npx', vitest(['unit', 'web'])],
  ['server integration tests on PGlite (vitest)', 'npx', vitest(['server-pglite'])],
  ['server integration tests on PostgreSQL (vitest)', 'npx', vitest(['server-postgres'])],
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
  for (const vitest of vitestJsons.map(readJson).filter(Boolean)) {
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

const results = [];
for (const [name, cmd, args, env = {}] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = run.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
}

const total = results.reduce((sum, r) => sum + r.seconds, 0);
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
const tests = countTests();
// A skipped test counts as failed: the suite never skips silently.
console.log(`tests: ${tests.passed} passed, ${tests.failed + failed} failed; ${total}s in all`);
process.exit(failed === 0 && tests.failed === 0 ? 0 : 1);
