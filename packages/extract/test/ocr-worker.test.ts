import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeExtractor, configureExtractor, extractReceipt } from '../src/index';
import runOcrTask, { type OcrTask } from '../src/ocr/worker';
import { CAFE_RECEIPT, renderReceipt } from './support/synthetic-image';

// One OCR thread per test file: Vitest runs files in parallel on this 2-core machine.
configureExtractor({ ocrThreads: 1 });

let receiptJpeg: Uint8Array;
beforeAll(async () => {
  receiptJpeg = await renderReceipt(CAFE_RECEIPT);
});
afterAll(closeExtractor);

describe('OCR across the thread boundary', () => {
  it('leaves the caller’s Node Buffer intact (the image moves to the thread as a copy)', async () => {
    const bytes = Buffer.from(receiptJpeg);
    const receipt = await extractReceipt(bytes);
    expect(receipt.total_price).toBe(18.36);
    expect(bytes.byteLength).toBe(receiptJpeg.byteLength);
    expect(bytes.equals(receiptJpeg)).toBe(true);
    // The same bytes read a second time give the same receipt, not an empty-file error.
    expect((await extractReceipt(bytes)).total_price).toBe(18.36);
  });

  it('reads a job without a cancel flag instead of failing with "not an integer typed array"', async () => {
    // What a pool started from older code sends to a thread that loaded the current worker.
    const task = { page: 0, image: receiptJpeg.slice() } as unknown as OcrTask;
    const result = await runOcrTask(task);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.doc.lines.map((l) => l.text).join('\n')).toMatch(/TOTAL/);
  });

  it('stops a job whose cancel flag is already set', async () => {
    const cancel = new Int32Array(new SharedArrayBuffer(4));
    Atomics.store(cancel, 0, 1);
    expect(await runOcrTask({ page: 0, cancel, image: receiptJpeg.slice() })).toEqual({
      ok: false,
      code: 'TIMEOUT',
      message: '',
    });
  });
});
