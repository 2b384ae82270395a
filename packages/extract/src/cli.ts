/**
 * npm run extract -- <file> [<file>...] [--format json|csv|xlsx] [--out FILE] [--hsa] [--concurrency N]
 *
 * With EXTRACT_LLM_URL set, text is read by that model, with the local parser as fallback.
 * JSON Lines on stdout (one object per file, or per receipt of an e-mail), or the SPEC §2 CSV/XLSX
 * export; logs go to stderr. A file that fails prints {"file","error"} and the run goes on.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { type HsaReceipt, type Receipt, receiptToCsv } from '@receiptbox/contracts';
import { detectKind } from './detect-kind';
import {
  closeExtractor,
  configureExtractor,
  ExtractError,
  extractEmail,
  extractReceipt,
  receiptToXlsx,
} from './index';

const USAGE =
  'usage: npm run extract -- <file> [<file>...] [--format json|csv|xlsx] [--out FILE] [--hsa] [--concurrency N]';

function fail(message: string): never {
  console.error(message);
  console.error(USAGE);
  process.exit(2);
}

let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      format: { type: 'string', default: 'json' },
      out: { type: 'string' },
      hsa: { type: 'boolean', default: false },
      concurrency: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
}
try {
  args = parse();
} catch (error) {
  fail((error as Error).message);
}
const { values, positionals: files } = args;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const format = values.format;
if (format !== 'json' && format !== 'csv' && format !== 'xlsx') fail(`unknown format: ${format}`);
if (format === 'xlsx' && !values.out) fail('--format xlsx needs --out FILE');
if (files.length === 0) fail('no input files');
const concurrency = values.concurrency === undefined ? availableParallelism() : Number(values.concurrency);
if (!Number.isInteger(concurrency) || concurrency < 1) fail('--concurrency must be a positive integer');
// The OCR pool needs no more threads than files in flight; EXTRACT_OCR_THREADS overrides.
const threadsFromEnv = Number(process.env.EXTRACT_OCR_THREADS);
configureExtractor({
  ocrThreads:
    Number.isInteger(threadsFromEnv) && threadsFromEnv > 0
      ? threadsFromEnv
      : Math.min(concurrency, availableParallelism()),
});

// The CLI is an edge, so it reads its one setting here: an OpenAI-compatible endpoint, if any.
const modelUrl = process.env.EXTRACT_LLM_URL;

interface Outcome {
  file: string;
  receipts: (Receipt | HsaReceipt)[];
  error?: string;
  ms: number;
}

function toJsonLine(file: string, r: Receipt | HsaReceipt, ms: number): string {
  const base = {
    file,
    merchant: r.company,
    date: r.date,
    total: r.total_price,
    currency: r.currency,
    receipt_number: r.receipt_number,
    payment_method: r.payment_method,
    line_items: r.line_items,
    category: r.category,
    parsingNotes: r.parsingNotes,
    confidence: r.confidence,
  };
  const hsa =
    'hsa_amount' in r
      ? { hsa_amount: r.hsa_amount, hsa_notes: r.hsa_notes, parsing_notes: r.parsing_notes }
      : {};
  return JSON.stringify({ ...base, ...hsa, ms: Math.round(ms) });
}

const jsonLines: string[] = [];
function emit(line: string): void {
  if (values.out) jsonLines.push(line);
  else process.stdout.write(`${line}\n`);
}

async function extractFile(file: string): Promise<Outcome> {
  const started = performance.now();
  try {
    const input = new Uint8Array(await readFile(file));
    const options = { hsa: values.hsa, fileName: file, ...(modelUrl ? { model: { url: modelUrl } } : {}) };
    let receipts: (Receipt | HsaReceipt)[];
    if (input.byteLength > 0 && (await detectKind(input).catch(() => null)) === 'email') {
      const result = await extractEmail(input, options);
      for (const e of result.errors) console.error(`${file}: attachment ${e.fileName}: ${e.message}`);
      receipts = result.receipts;
      if (receipts.length === 0)
        throw new Error(result.errors[0]?.message ?? 'No receipt found in the message.');
    } else {
      receipts = [await extractReceipt(input, options)];
    }
    return { file, receipts, ms: performance.now() - started };
  } catch (error) {
    const message =
      error instanceof ExtractError
        ? error.message
        : (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? 'File not found.'
          : `Unexpected error: ${(error as Error).message}`;
    if (!(error instanceof ExtractError) && (error as NodeJS.ErrnoException).code !== 'ENOENT')
      console.error(error);
    return { file, receipts: [], error: message, ms: performance.now() - started };
  }
}

const outcomes: Outcome[] = [];
let next = 0;
async function lane(): Promise<void> {
  while (next < files.length) {
    const file = files[next++]!;
    const outcome = await extractFile(file);
    outcomes.push(outcome);
    if (format !== 'json') {
      if (outcome.error) console.error(`${file}: ${outcome.error}`);
      continue;
    }
    if (outcome.error) emit(JSON.stringify({ file, error: outcome.error }));
    // An e-mail may hold several receipts: the first keeps the file name, the others get #2, #3...
    outcome.receipts.forEach((r, i) => {
      emit(toJsonLine(i === 0 ? file : `${file}#${i + 1}`, r, outcome.ms));
    });
  }
}

try {
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, lane));
  const order = new Map(files.map((f, i) => [f, i]));
  const receipts = outcomes
    .sort((a, b) => (order.get(a.file) ?? 0) - (order.get(b.file) ?? 0))
    .flatMap((o) => o.receipts);
  if (format === 'json') {
    if (values.out) await writeFile(values.out, jsonLines.map((l) => `${l}\n`).join(''));
  } else if (format === 'csv') {
    const csv = receipts
      .map((r, i) => (i === 0 ? receiptToCsv(r) : receiptToCsv(r).replace(/^[^\n]*\n/, '')))
      .join('');
    if (values.out) await writeFile(values.out, csv);
    else process.stdout.write(csv);
  } else {
    await writeFile(values.out!, await receiptToXlsx(receipts));
  }
} finally {
  await closeExtractor();
}
process.exitCode = outcomes.every((o) => o.error) ? 1 : 0;
