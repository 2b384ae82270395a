import { getEventListeners } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { closeOcrPool, ocrInPool, setOcrThreads } from './pool';

setOcrThreads(1);
afterAll(closeOcrPool);

describe('OCR pool', () => {
  it('leaves no listeners on the signal that covers every page of a file', async () => {
    const controller = new AbortController();
    const blank = { width: 64, height: 64, data: new Uint8Array(64 * 64 * 3).fill(255) };
    for (let page = 0; page < 12; page++) {
      const doc = await ocrInPool(
        { page, raster: { ...blank, data: blank.data.slice() } },
        controller.signal,
      );
      expect(doc.lines).toEqual([]);
    }
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});
