/**
 * Writes the OCR TextDocument of every dev-set image to a folder (default /tmp/ocr-dump), so the
 * parser can be tuned without running OCR each time. Usage: tsx bench/src/ocr-dump.ts [outDir]
 * Lines keep the greedy reading and their recognizer steps: dev-score runs the lexicon decoder on
 * them, so the decoder can be tuned on the saved output too.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { prepareImage } from '../../packages/extract/src/image/prepare';
import { OcrEngine } from '../../packages/extract/src/ocr/engine';
import { devSetDir } from './lib/dev-set';

const outDir = process.argv[2] ?? '/tmp/ocr-dump';
await mkdir(outDir, { recursive: true });
const dirs = [devSetDir(), path.join(devSetDir(), 'wildreceipt')];
const files = (
  await Promise.all(
    dirs.map(async (d) =>
      (await readdir(d)).filter((f) => /\.(jpe?g|png|webp)$/i.test(f)).map((f) => path.join(d, f)),
    ),
  )
).flat();
const only = process.env.ONLY ? new RegExp(process.env.ONLY) : null;
const engine = await OcrEngine.create({
  keepSteps: true,
  lexicon: false,
  ...(process.env.DET_SIDE ? { detectionMaxSide: Number(process.env.DET_SIDE) } : {}),
});
for (const file of files) {
  if (only && !only.test(file)) continue;
  const name0 = path.basename(file).replace(/\.[^.]+$/, '');
  if (process.env.SKIP_DONE && existsSync(path.join(outDir, `${name0}.json`))) continue;
  const t0 = performance.now();
  const doc = await engine.read(await prepareImage(await readFile(file)));
  const name = path.basename(file).replace(/\.[^.]+$/, '');
  await writeFile(path.join(outDir, `${name}.json`), JSON.stringify(doc));
  console.error(`${name} ${doc.lines.length} lines ${Math.round(performance.now() - t0)} ms`);
}
await engine.release();
