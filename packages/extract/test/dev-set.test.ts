import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor, configureExtractor, extractReceipt } from '../src/index';

configureExtractor({ ocrThreads: 1 });

// ../shared/receipts-dev beside the repository (see its README); RECEIPTS_DEV overrides.
const devSet =
  process.env.RECEIPTS_DEV ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/receipts-dev');

afterAll(closeExtractor);

/** A few real receipts: SROIE scans (day-first dates, ringgit) and WildReceipt photos (US dates). */
// Labels as printed: 25/12/2018, 11.02.18, 28/01/2017 (UK photo), 03/21/03 (US photo). All are
// tuning receipts: check receipts (every fourth, bench/src/lib/score.ts) are never test cases.
const CASES = [
  { file: 'd001.jpg', date: '2018-12-25', total: 80.9 },
  { file: 'd025.jpg', date: '2018-02-11', total: 60 },
  { file: 'wildreceipt/wd009.jpg', date: '2017-01-28', total: 17.99 },
  { file: 'wildreceipt/wd006.jpg', date: '2003-03-21', total: 29.21 },
];

describe('dev-set receipts', () => {
  it.each(CASES)('$file: total and date match the label', async ({ file, date, total }) => {
    const labelled = JSON.parse(await readFile(path.join(devSet, file.replace(/\.jpg$/, '.json')), 'utf8'));
    expect(Number(String(labelled.total).replace(/[^0-9.]/g, ''))).toBe(total);
    const receipt = await extractReceipt(new Uint8Array(await readFile(path.join(devSet, file))));
    expect(receipt.total_price).toBe(total);
    expect(receipt.date).toBe(date);
  });
});
