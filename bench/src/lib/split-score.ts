import { spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Tune on part, confirm on the rest: the receipt at 0-based position i of a folder's sorted ids is
 * a CHECK receipt when i % 4 === 3, else a TUNING receipt. The same rule for every folder, so
 * the check split stays unseen while rules change.
 */
export function isCheckPosition(i: number): boolean {
  return i % 4 === 3;
}

export function splitFiles(files: string[]): { tuning: string[]; check: string[] } {
  const sorted = [...files].sort();
  return {
    tuning: sorted.filter((_, i) => !isCheckPosition(i)),
    check: sorted.filter((_, i) => isCheckPosition(i)),
  };
}

/**
 * Scores one split with the shared scorer: its labels are copied into a folder of their own (the
 * scorer counts every label in a folder), with the set's manifest date order.
 */
export async function scoreSplit(options: {
  scorer: string;
  labelsDir: string;
  files: string[];
  predictions: string;
  work: string;
  name: string;
  details: boolean;
}): Promise<string> {
  const dir = path.join(options.work, options.name);
  await mkdir(dir, { recursive: true });
  const manifest = JSON.parse(await readFile(path.join(options.labelsDir, 'manifest.json'), 'utf8')) as {
    date_order?: string;
  };
  const labels = options.files.map((f) => f.replace(/\.[^.]+$/, '.json'));
  for (const label of labels)
    await writeFile(path.join(dir, label), await readFile(path.join(options.labelsDir, label)));
  await writeFile(
    path.join(dir, 'manifest.json'),
    JSON.stringify({ date_order: manifest.date_order ?? 'DMY', items: labels.map((label) => ({ label })) }),
  );
  const args = [options.scorer, dir, options.predictions, ...(options.details ? ['--details'] : [])];
  const scored = spawnSync('python3', args, { encoding: 'utf8' });
  if (scored.status !== 0) throw new Error(`scorer failed: ${scored.stderr}`);
  return scored.stdout.trim();
}
