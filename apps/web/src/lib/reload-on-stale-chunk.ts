/** How long after one automatic reload another is refused, so a broken build cannot loop. */
export const STALE_CHUNK_RELOAD_GAP_MS = 10_000;
const KEY = 'receiptbox:stale-chunk-reload-at';

/**
 * A tab opened before a deploy still runs the old index.html, whose page chunks the new build
 * has deleted: the next navigation to a page not loaded yet fails with one of these (Chromium,
 * Firefox, Safari, Vite's CSS preload).
 */
const STALE_CHUNK_MESSAGES =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isStaleChunkError(error: unknown): boolean {
  return error instanceof Error && STALE_CHUNK_MESSAGES.test(error.message);
}

/**
 * Reloads the page (by then at the address the visitor asked for, so the new build serves that
 * page) unless it did so a moment ago: if the chunk is still missing after a reload, the caller
 * shows its error instead of looping. Returns whether it reloads.
 */
export function reloadOnce(
  storage: Storage = sessionStorage,
  reload: () => void = () => window.location.reload(),
  now: () => number = Date.now,
): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now() - last < STALE_CHUNK_RELOAD_GAP_MS) return false;
  storage.setItem(KEY, String(now()));
  reload();
  return true;
}
