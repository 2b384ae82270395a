import { readFileSync } from 'node:fs';

/**
 * Which malloc this process runs on, for the start-up log: `npm start` preloads jemalloc when it
 * is installed (scripts/with-allocator.sh), and an operator reading a memory graph needs to know
 * whether it did.
 */
export function memoryAllocator(): string {
  let maps = '';
  try {
    maps = readFileSync('/proc/self/maps', 'utf8');
  } catch {
    // Not Linux: the platform's own allocator.
    return 'system';
  }
  if (maps.includes('libjemalloc')) return 'jemalloc';
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  const glibc = report?.header?.glibcVersionRuntime;
  if (!glibc) return 'system';
  const arenas = process.env.MALLOC_ARENA_MAX;
  return `glibc ${glibc}${arenas ? ` (MALLOC_ARENA_MAX=${arenas})` : ''}`;
}
