/**
 * npm run bench:accuracy — runs the extract CLI on ../shared/receipts-dev (SROIE scans) and its
 * wildreceipt/ subfolder (photos), scores each with ../shared/tools/score-receipts.py and prints
 * per-field accuracy. Set DETAILS=1 to list every miss.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { devSetDir, sharedDir } from './lib/dev-set';
import { runExtractCli } from './lib/run-cli';

const scorer = path.join(sharedDir, 'tools', 'score-receipts.py');
const sets = [
  { name: 'receipts-dev (SROIE scans)', dir: devSetDir() },
  { name: 'wildreceipt (photos)', dir: path.join(devSetDir(), 'wildreceipt') },
];
const work = await mkdtemp(path.join(tmpdir(), 'bench-accuracy-'));
const summary: string[] = [];
for (const set of sets) {
  const files = (await readdir(set.dir)).filter((f) => /\.(jpe?g|png|webp|pdf)$/i.test(f)).sort();
  const run = await runExtractCli(
    files.map((f) => path.join(set.dir, f)),
    ['--concurrency', process.env.CONCURRENCY ?? '2'],
  );
  const predictions = path.join(work, `${path.basename(set.dir)}.jsonl`);
  await writeFile(
    predictions,
    run.lines.map((l) => `${JSON.stringify({ ...l, file: path.basename(String(l.file)) })}\n`).join(''),
  );
  const errors = run.lines.filter((l) => 'error' in l);
  const args = [scorer, set.dir, predictions, ...(process.env.DETAILS ? ['--details'] : [])];
  const scored = spawnSync('python3', args, { encoding: 'utf8' });
  if (scored.status !== 0) throw new Error(`scorer failed: ${scored.stderr}`);
  console.log(
    `## ${set.name}: ${files.length} files, ${errors.length} errors, ${(run.wallMs / 1000).toFixed(1)} s`,
  );
  console.log(scored.stdout.trim());
  summary.push(`${set.name.padEnd(28)} ${scored.stdout.trim().split('\n').at(-1)}`);
}
console.log('\n## summary');
for (const line of summary) console.log(line);
console.log(`predictions in ${work}`);
