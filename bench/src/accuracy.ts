/**
 * npm run bench:accuracy — runs the extract CLI on ../shared/receipts-dev (SROIE scans) and its
 * wildreceipt/ (photos), email/ (real receipt e-mails) and pdf/ (real PDF receipts and invoices)
 * subfolders, scores each with ../shared/tools/score-receipts.py and prints per-field accuracy for
 * the whole folder, its tuning split and its check split (see lib/split-score.ts).
 * SETS=email,pdf scores only those folders (keys: sroie, wildreceipt, email, pdf).
 * DETAILS=1 lists the misses of the tuning split only: check receipts' misses stay unseen.
 * TILT=<degrees> scores a copy of the image sets with every image turned by that much.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { devSetDir, sharedDir } from './lib/dev-set';
import { runExtractCli } from './lib/run-cli';
import { scoreSplit, splitFiles } from './lib/split-score';
import { tiltedCopy } from './lib/tilted-set';

const scorer = path.join(sharedDir, 'tools', 'score-receipts.py');
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
const combined = new Map<string, number>();
let combinedN = 0;
for (const set of sets) {
  const files = (await readdir(set.dir)).filter((f) => /\.(jpe?g|png|webp|pdf|eml)$/i.test(f)).sort();
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
  const scored = spawnSync('python3', [scorer, set.dir, predictions], { encoding: 'utf8' });
  if (scored.status !== 0) throw new Error(`scorer failed: ${scored.stderr}`);
  console.log(
    `## ${set.name}: ${files.length} files, ${errors.length} errors, ${(run.wallMs / 1000).toFixed(1)} s`,
  );
  console.log(scored.stdout.trim());
  const last = scored.stdout.trim().split('\n').at(-1) ?? '';
  const split = splitFiles(files);
  for (const part of ['tuning', 'check'] as const) {
    const out = await scoreSplit({
      scorer,
      labelsDir: set.dir,
      files: split[part],
      predictions,
      work,
      name: `${set.key}-${part}`,
      details: part === 'tuning' && Boolean(process.env.DETAILS),
    });
    const lines = out.split('\n');
    // Only the tuning split's misses are listed; a check split shows its scores alone.
    const shown = part === 'tuning' ? lines.filter((l) => !l.startsWith('receipts=')) : [lines.at(-1) ?? ''];
    console.log(`### ${part} split (${split[part].length})\n${shown.join('\n')}`);
    summary.push(`${`  ${part}`.padEnd(28)} ${lines.at(-1) ?? ''}`);
  }
  summary.splice(summary.length - 2, 0, `${set.name.padEnd(28)} ${last}`);
  const n = Number(/\bn=(\d+)/.exec(last)?.[1] ?? 0);
  combinedN += n;
  // The four-decimal line (total_acc=0.9833 ...) keeps the combined figures exact.
  const precise = scored.stdout.split('\n').find((l) => l.startsWith('total_acc=')) ?? '';
  for (const [, field, value] of precise.matchAll(/(total|date|merchant|all_three)(?:_acc)?=([\d.]+)/g)) {
    combined.set(field!, (combined.get(field!) ?? 0) + Number(value) * n);
  }
}
console.log('\n## summary');
for (const line of summary) console.log(line);
const overall = [...combined].map(([field, sum]) => `${field}=${(sum / combinedN).toFixed(3)}`).join(' ');
console.log(`${'all dev receipts'.padEnd(28)} ${overall} n=${combinedN}`);
console.log(`predictions in ${work}`);
