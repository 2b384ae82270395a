import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { isAcceptedFile } from './upload-file';

const heic = new URL('../../../packages/extract/test/fixtures/cafe-receipt-exif6.heic', import.meta.url);

describe('uploaded file types', () => {
  it('accepts a HEIC photo from its bytes', async () => {
    expect(isAcceptedFile(new Uint8Array(await readFile(heic)))).toBe(true);
  });

  it('still refuses a text file', () => {
    expect(isAcceptedFile(new TextEncoder().encode('just some text, not a receipt image'))).toBe(false);
  });
});
