import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeExtractor,
  configureExtractor,
  ExtractError,
  type ExtractErrorCode,
  extractEmail,
  extractReceipt,
} from '../src/index';
import { makePdf } from './support/minimal-pdf';
import { CAFE_RECEIPT, renderReceipt } from './support/synthetic-image';

// One OCR thread per test file: Vitest runs files in parallel on this 2-core machine.
configureExtractor({ ocrThreads: 1 });

async function codeOf(promise: Promise<unknown>): Promise<ExtractErrorCode> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ExtractError);
  expect((error as ExtractError).message.length).toBeGreaterThan(10);
  return (error as ExtractError).code;
}

let receiptJpeg: Uint8Array;
beforeAll(async () => {
  receiptJpeg = await renderReceipt(CAFE_RECEIPT);
});
afterAll(closeExtractor);

describe('bad input gives a typed error', () => {
  it('a zero-byte file is EMPTY_FILE', async () => {
    expect(await codeOf(extractReceipt(new Uint8Array(0)))).toBe('EMPTY_FILE');
  });

  it('a file over 10 MB is FILE_TOO_LARGE, before any decoding', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(receiptJpeg);
    expect(await codeOf(extractReceipt(big))).toBe('FILE_TOO_LARGE');
  });

  it('a text file named .jpg is UNSUPPORTED_TYPE: the kind comes from the bytes', async () => {
    const text = new TextEncoder().encode('TOTAL 12.00\nThis is not an image at all.\n');
    expect(await codeOf(extractReceipt(text, { fileName: 'receipt.jpg' }))).toBe('UNSUPPORTED_TYPE');
  });

  it('a truncated JPEG is CORRUPT_FILE', async () => {
    const truncated = receiptJpeg.slice(0, Math.floor(receiptJpeg.byteLength / 2));
    expect(await codeOf(extractReceipt(truncated))).toBe('CORRUPT_FILE');
  });

  it('a JPEG header followed by garbage is CORRUPT_FILE', async () => {
    const junk = new Uint8Array(4096).map((_, i) => (i * 7919) % 251);
    junk.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(await codeOf(extractReceipt(junk))).toBe('CORRUPT_FILE');
  });

  it('a PNG of 64 megapixels (a decompression bomb of a few KB) is TOO_MANY_PIXELS', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' } })
      .greyscale()
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    expect(await codeOf(extractReceipt(new Uint8Array(bomb)))).toBe('TOO_MANY_PIXELS');
  });

  it('a PDF with more pages than the limit is TOO_MANY_PAGES', async () => {
    const pages = Array.from({ length: 21 }, (_, i) => ({
      texts: [{ text: `Page ${i + 1}`, x: 20, y: 20 }],
    }));
    expect(await codeOf(extractReceipt(makePdf(pages)))).toBe('TOO_MANY_PAGES');
  });

  it('a password-protected PDF is ENCRYPTED_PDF', async () => {
    const pdf = makePdf([{ texts: [{ text: 'TOTAL 5.00', x: 20, y: 20 }] }], { encrypted: true });
    expect(await codeOf(extractReceipt(pdf))).toBe('ENCRYPTED_PDF');
  });

  it('a PDF header followed by garbage is CORRUPT_FILE', async () => {
    const pdf = new TextEncoder().encode(`%PDF-1.7\n${'garbage '.repeat(200)}`);
    expect(await codeOf(extractReceipt(pdf))).toBe('CORRUPT_FILE');
  });

  it('a file that outlasts its time budget is TIMEOUT, and the pool stays usable', async () => {
    expect(await codeOf(extractReceipt(receiptJpeg, { timeoutMs: 5 }))).toBe('TIMEOUT');
    const receipt = await extractReceipt(receiptJpeg);
    expect(receipt.total_price).toBe(18.36);
  });

  it('closing the extractor while a timed-out job is still running neither crashes nor hangs', async () => {
    const larger = await sharp(receiptJpeg).resize({ width: 1500 }).jpeg().toBuffer();
    await extractReceipt(receiptJpeg); // models loaded, so the next job is mid-run when it times out
    expect(await codeOf(extractReceipt(new Uint8Array(larger), { timeoutMs: 150 }))).toBe('TIMEOUT');
    await closeExtractor();
    expect((await extractReceipt(receiptJpeg)).total_price).toBe(18.36);
  });

  it("an aborted caller's signal gives TIMEOUT", async () => {
    const controller = new AbortController();
    const pending = extractReceipt(receiptJpeg, { signal: controller.signal });
    controller.abort();
    expect(await codeOf(pending)).toBe('TIMEOUT');
  });

  it('an e-mail whose only attachment is corrupt reports the attachment and no receipt', async () => {
    const raw = new TextEncoder().encode(
      [
        'From: Shop <shop@example.com>',
        'To: me@example.org',
        'Subject: Your receipt',
        'MIME-Version: 1.0',
        'Content-Type: multipart/mixed; boundary="b"',
        '',
        '--b',
        'Content-Type: text/plain',
        '',
        'Your receipt is attached.',
        '--b',
        'Content-Type: application/pdf; name="receipt.pdf"',
        'Content-Disposition: attachment; filename="receipt.pdf"',
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.from('%PDF-1.4 not really').toString('base64'),
        '--b--',
        '',
      ].join('\r\n'),
    );
    const result = await extractEmail(raw);
    expect(result.receipts).toEqual([]);
    expect(result.errors).toEqual([
      { fileName: 'receipt.pdf', code: 'CORRUPT_FILE', message: expect.any(String) },
    ]);
  });
});
