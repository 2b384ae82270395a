import { afterEach, describe, expect, it, vi } from 'vitest';
import { isStaleChunkError, reloadOnce, STALE_CHUNK_RELOAD_GAP_MS } from './reload-on-stale-chunk';

describe('a page chunk deleted by a deploy', () => {
  afterEach(() => sessionStorage.clear());

  it("is recognised from each browser's dynamic-import failure", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://app/assets/FeaturesPage-1a2b.js',
      'error loading dynamically imported module: https://app/assets/FeaturesPage-1a2b.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/ConverterPage-1a2b.css',
    ]) {
      expect(isStaleChunkError(new TypeError(message))).toBe(true);
    }
    expect(isStaleChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isStaleChunkError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, and not again right after, so a broken build shows the error page instead of looping', () => {
    const reload = vi.fn();
    let clock = 1_000_000;
    expect(reloadOnce(sessionStorage, reload, () => clock)).toBe(true);
    clock += 2_000;
    expect(reloadOnce(sessionStorage, reload, () => clock)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    clock += STALE_CHUNK_RELOAD_GAP_MS;
    expect(reloadOnce(sessionStorage, reload, () => clock)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
