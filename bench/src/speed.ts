/**
 * npm run bench:speed — per-image latency (p50/p95) of the extractor on one thread against the
 * native tesseract CLI (one thread, OMP_THREAD_LIMIT=1, psm 6) on the same images in the same run,
 * alternating image by image;
 * throughput and peak RSS at concurrency 2; digital-PDF and e-mail (no attachment) latency.
 * IMAGES=n limits the number of dev images (default: all 80).
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeExtractor, configureExtractor, extractReceipt } from '../../packages/extract/src/index';
import { devSetDir } from './lib/dev-set';
import { runExtractCli } from './lib/run-cli';
import { syntheticEmail, syntheticPdf, syntheticReceipt } from './lib/synthetic';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
const fmt = (ms: number) => `${Math.round(ms)} ms`;

const imageDirs = [devSetDir(), path.join(devSetDir(), 'wildreceipt')];
let images = (
  await Promise.all(
    imageDirs.map(async (d) =>
      (
        await readdir(d)
      )
        .filter((f) => /\.jpe?g$/i.test(f))
        .sort()
        .map((f) => path.join(d, f)),
    ),
  )
).flat();
if (process.env.IMAGES) images = images.slice(0, Number(process.env.IMAGES));

console.log(`# images: ${images.length} (SROIE scans and WildReceipt photos)`);

// Latency: each image through the library (one OCR thread, models loaded once, as in the CLI and
// the server) and then through the tesseract CLI, alternating, so both see the same machine load.
configureExtractor({ ocrThreads: 1 });
const hasTesseract = spawnSync('tesseract', ['--version'], { encoding: 'utf8' }).status === 0;
await extractReceipt(new Uint8Array(await readFile(images[0]!))); // model load is start-up, not per image
const ours: number[] = [];
const theirs: number[] = [];
for (const image of images) {
  const bytes = new Uint8Array(await readFile(image));
  const t0 = performance.now();
  await extractReceipt(bytes).catch(() => null);
  ours.push(performance.now() - t0);
  if (!hasTesseract) continue;
  const t1 = performance.now();
  spawnSync('tesseract', [image, 'stdout', '--psm', '6'], {
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    stdio: 'ignore',
  });
  theirs.push(performance.now() - t1);
}
await closeExtractor();
// The CLI runs below size their own pools from --concurrency.
configureExtractor({});
console.log(`receiptbox  one thread: p50 ${fmt(percentile(ours, 50))}  p95 ${fmt(percentile(ours, 95))}`);
if (hasTesseract) {
  const p50 = percentile(theirs, 50);
  const p95 = percentile(theirs, 95);
  console.log(`tesseract   (OMP_THREAD_LIMIT=1, psm 6, CLI per image): p50 ${fmt(p50)}  p95 ${fmt(p95)}`);
  console.log(
    `ratio receiptbox/tesseract: p50 ${(percentile(ours, 50) / p50).toFixed(2)}x (target <= 2)  p95 ${(percentile(ours, 95) / p95).toFixed(2)}x (target <= 3)`,
  );
} else {
  console.log('tesseract not installed (apt-get install -y tesseract-ocr tesseract-ocr-eng): no comparison');
}

const double = await runExtractCli(images, ['--concurrency', '2']);
const perSecond = images.length / (double.wallMs / 1000);
console.log(
  `extract CLI concurrency 2: ${perSecond.toFixed(2)} receipts/s (wall ${(double.wallMs / 1000).toFixed(1)} s incl. start-up)  peak RSS ${Math.round((double.peakRssKb ?? 0) / 1024)} MB (target <= 1536)`,
);

const work = await mkdtemp(path.join(tmpdir(), 'bench-speed-'));
const pdfs: string[] = [];
const emails: string[] = [];
for (let i = 0; i < 30; i++) {
  const receipt = syntheticReceipt(i + 1);
  const pdf = path.join(work, `receipt-${i}.pdf`);
  await writeFile(pdf, syntheticPdf(receipt));
  pdfs.push(pdf);
  const eml = path.join(work, `receipt-${i}.eml`);
  await writeFile(eml, await syntheticEmail(receipt));
  emails.push(eml);
}
const pdfRun = await runExtractCli(pdfs, ['--concurrency', '1']);
const pdfMs = pdfRun.lines.map((l) => l.ms as number);
console.log(
  `digital PDF  (${pdfs.length}): p50 ${fmt(percentile(pdfMs, 50))}  p95 ${fmt(percentile(pdfMs, 95))}  (target p50 <= 150 ms)`,
);
const mailRun = await runExtractCli(emails, ['--concurrency', '1']);
const mailMs = mailRun.lines.map((l) => l.ms as number);
console.log(
  `e-mail, no attachment (${emails.length}): p50 ${fmt(percentile(mailMs, 50))}  p95 ${fmt(percentile(mailMs, 95))}  (target p50 <= 30 ms)`,
);
const failures = [...double.lines, ...pdfRun.lines, ...mailRun.lines].filter((l) => 'error' in l);
if (failures.length) console.log(`errors: ${failures.length}`, failures.slice(0, 3));
