import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEBIAN_JEMALLOC = '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2';

/** What `memoryAllocator()` says in a process started the way `npm start` starts the server. */
function allocatorUnderLauncher(env: Record<string, string>): string {
  return execFileSync(
    'sh',
    [
      'scripts/with-allocator.sh',
      process.execPath,
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      "import { memoryAllocator } from './src/memory-allocator.ts'; console.log(memoryAllocator())",
    ],
    { cwd: serverDir, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } },
  )
    .toString()
    .trim();
}

describe('the memory allocator npm start gives the server', () => {
  it('preloads jemalloc when Debian’s libjemalloc2 is installed, as sharp recommends', () => {
    // Machines of this kind have it (redis-tools depends on it); `apt-get install libjemalloc2`.
    expect(allocatorUnderLauncher({})).toBe('jemalloc');
  });

  it('keeps glibc with two arenas when JEMALLOC_PATH=off', () => {
    expect(allocatorUnderLauncher({ JEMALLOC_PATH: 'off' })).toMatch(/^glibc [\d.]+ \(MALLOC_ARENA_MAX=2\)$/);
  });

  it('leaves an LD_PRELOAD the operator set alone', () => {
    expect(allocatorUnderLauncher({ JEMALLOC_PATH: 'off', LD_PRELOAD: DEBIAN_JEMALLOC })).toBe('jemalloc');
  });

  it('preloads the library JEMALLOC_PATH names', () => {
    expect(allocatorUnderLauncher({ JEMALLOC_PATH: DEBIAN_JEMALLOC })).toBe('jemalloc');
  });
});

describe('the server’s npm scripts', () => {
  it('start and dev go through the allocator launcher', async () => {
    const { readFile } = await import('node:fs/promises');
    const { scripts } = JSON.parse(await readFile(path.join(serverDir, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toMatch(/^sh scripts\/with-allocator\.sh tsx /);
    expect(scripts.dev).toMatch(/^sh scripts\/with-allocator\.sh tsx watch /);
  });
});
