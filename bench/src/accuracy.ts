/**
 * npm run bench:accuracy — runs the extract CLI on ../shared/receipts-dev (228 SROIE scans) and its
 * wildreceipt/ subfolder (120 photos) and prints, per folder, the scores of the tuning and the
 * check split (bench/src/lib/score.ts: every fourth receipt id is a check receipt) and a
 * reliability table per field. DETAILS=1 lists the tuning receipts' misses (never the check
 * receipts'), TILT=<degrees> scores a copy of the set with every image turned by that much.
 */
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { devSetDir } from './lib/dev-set';
import { runExtractCli } from './lib/run-cli';
import { type Prediction, type SetScore, scoreSet } from './lib/score';
import { tiltedCopy } from './lib/tilted-set';

const work = await mkdtemp(path.join(tmpdir(), 'bench-accuracy-'));
let root = devSetDir();
if (process.env.TILT) {
  root = path.join(work, 'tilted');
  await tiltedCopy(devSetDir(), root, Number(process.env.TILT));
  console.log(`# every image turned by ${process.env.TILT} degrees`);
}
const sets = [
  { name: 'receipts-dev (SROIE scans)', dir: root },
  { name: 'wildreceipt (photos)', dir: path.join(root, 'wildreceipt') },
];
const summary: string[] = [];
for (const set of sets) {
  const files = (await readdir(set.dir)).filter((f) => /\.(jpe?g|png|webp|heic|pdf)$/i.test(f)).sort();
  const run = await runExtractCli(
    files.map((f) => path.join(set.dir, f)),
    ['--concurrency', process.env.CONCURRENCY ?? '2'],
  );
  const predictions = run.lines.map((l) => ({ ...l, file: path.basename(String(l.file)) }) as Prediction);
  const scored: SetScore = await scoreSet(set.name, set.dir, predictions, { details: !!process.env.DETAILS });
  console.log(scored.lines.join('\n'));
  console.log(
    `wall ${(run.wallMs / 1000).toFixed(1)} s, peak RSS ${run.peakRssKb ? `${Math.round(run.peakRssKb / 1024)} MB` : 'n/a'}\n`,
  );
  for (const s of ['tuning', 'check'] as const) {
    const a = scored.accuracy[s];
    summary.push(
      `${set.name.padEnd(28)} ${s.padEnd(6)} total=${a.total!.toFixed(3)} date=${a.date!.toFixed(3)} merchant=${a.merchant!.toFixed(3)} n=${a.n}`,
    );
  }
}
console.log('## summary');
for (const line of summary) console.log(line);
