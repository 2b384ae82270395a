import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * PDFs are read in their own thread. Loading pdf.js's legacy build on the host's main thread as
 * well cost ~100 MB there and replaced the process's JSON.stringify with core-js's (~25 times
 * slower: a 16 MB string took seconds and stalled every request). A fresh process is the only
 * clean slate: vitest's own workers have loaded pdf.js for other tests.
 */
describe('importing the package on the main thread', () => {
  it('leaves pdf.js, and its polyfills over the globals, to the PDF thread', async () => {
    const probe = `
      const nativeStringify = JSON.stringify;
      await import('./packages/extract/src/index.ts');
      console.log(JSON.stringify({ stringify: JSON.stringify === nativeStringify, pdfjs: 'pdfjsLib' in globalThis }));
    `;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', probe],
      { cwd: root },
    );
    expect(JSON.parse(stdout.trim().split('\n').at(-1) ?? '')).toEqual({ stringify: true, pdfjs: false });
  });
});
