import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor, ExtractError, extractReceipt, readText } from '../src/index';
import { checkDecodedStreams, TOO_MUCH_DATA_MESSAGE } from '../src/pdf/stream-budget';
import { inflatingPdf } from './support/hostile-pdf';
import { makePdf } from './support/minimal-pdf';

process.env.EXTRACT_OCR_THREADS ??= '1';
afterAll(closeExtractor);

async function failureOf(promise: Promise<unknown>): Promise<ExtractError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ExtractError);
  return error as ExtractError;
}

/** Main-thread event-loop stalls while `work` runs: the longest gap between 10 ms ticks, minus 10 ms. */
async function worstStall<T>(work: () => Promise<T>): Promise<number> {
  let worst = 0;
  let last = performance.now();
  const ticks = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last - 10);
    last = now;
  }, 10);
  try {
    await work().catch(() => {});
  } finally {
    clearInterval(ticks);
  }
  return worst;
}

describe('PDFs built to exhaust the reader', () => {
  it('refuses a 1 MB PDF whose stream inflates to 1 GB, quickly and without stalling the caller', async () => {
    const bomb = await inflatingPdf(1024);
    expect(bomb.byteLength).toBeLessThan(1.1 * 1024 * 1024);
    const started = performance.now();
    let error: ExtractError | undefined;
    const stall = await worstStall(async () => {
      error = await failureOf(extractReceipt(bomb));
    });
    expect(error?.code).toBe('CORRUPT_FILE');
    expect(error?.message).toBe(TOO_MUCH_DATA_MESSAGE);
    expect(performance.now() - started).toBeLessThan(20_000);
    // pdf.js runs in its own thread: the caller's event loop keeps turning.
    expect(stall).toBeLessThan(1000);
  });

  it('counts every Flate layer of a stream compressed twice', async () => {
    const bomb = await inflatingPdf(1024, 2);
    expect(bomb.byteLength).toBeLessThan(64 * 1024);
    expect(() => checkDecodedStreams(bomb)).toThrow(TOO_MUCH_DATA_MESSAGE);
  });

  it('ends a slow PDF at its time budget when the caller also passes a signal and the garbage collector runs', async () => {
    // 48 MB of content stream: under the size cap, but pdf.js needs several seconds for it.
    const slow = await inflatingPdf(48);
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const collecting = setInterval(gc, 50);
    const started = performance.now();
    try {
      // The converter passes a signal of its own (the visitor may leave); Node 20 used to lose the
      // combination of that signal and the budget's timeout to the garbage collector.
      const visitor = new AbortController();
      expect((await failureOf(readText(slow, { timeoutMs: 1500, signal: visitor.signal }))).code).toBe(
        'TIMEOUT',
      );
    } finally {
      clearInterval(collecting);
    }
    expect(performance.now() - started).toBeLessThan(4000);
  });

  it('still reads an ordinary digital PDF after a hostile one ended its thread', async () => {
    const pdf = makePdf([
      {
        texts: [
          { text: 'CORNER CAFE', x: 20, y: 40 },
          { text: 'TOTAL 12.50', x: 20, y: 80 },
        ],
      },
    ]);
    const doc = await readText(pdf);
    expect(doc.lines.map((l) => l.text)).toEqual(expect.arrayContaining(['CORNER CAFE', 'TOTAL 12.50']));
  });
});
