/**
 * npm run bench:accuracy — runs the extract CLI on ../shared/receipts-dev (228 SROIE scans) and its
 * wildreceipt/ (120 photos), email/ (real receipt e-mails) and pdf/ (real PDF receipts and
 * invoices) subfolders and prints, per folder, the scores of the tuning and the check split
 * (bench/src/lib/score.ts: every fourth receipt id is a check receipt) and a reliability table per
 * field. SETS=email,pdf scores only those folders (keys: sroie, wildreceipt, email, pdf).
 * DETAILS=1 lists the tuning receipts' misses (never the check receipts'), TILT=<degrees> scores a
 * copy of the image sets with every image turned by that much.
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
const allSets = [
  { key: 'sroie', name: 'receipts-dev (SROIE scans)', dir: root },
  { key: 'wildreceipt', name: 'wildreceipt (photos)', dir: path.join(root, 'wildreceipt') },
  { key: 'email', name: 'email (real e-mails)', dir: path.join(devSetDir(), 'email') },
  { key: 'pdf', name: 'pdf (real PDFs)', dir: path.join(devSetDir(), 'pdf') },
];
const wanted = process.env.SETS?.split(',').map((k) => k.trim());
const sets = wanted ? allSets.filter((s) => wanted.includes(s.key)) : allSets;
const summary: string[] = [];
for (const set of sets) {
  const files = (await readdir(set.dir)).filter((f) => /\.(jpe?g|png|webp|heic|pdf|eml)$/i.test(f)).sort();
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
