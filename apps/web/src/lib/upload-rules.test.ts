import { UPLOAD_SIZE_MESSAGE, UPLOAD_TYPE_MESSAGE } from '@receiptbox/contracts';
import { describe, expect, it } from 'vitest';
import { fileToBase64, uploadProblem } from './upload-rules';

describe('upload rules (SPEC §5)', () => {
  it('accepts JPEG, PNG, WEBP and PDF under 10 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'application/pdf']) {
      expect(uploadProblem({ type, size: 1024 })).toBeNull();
    }
  });

  it('accepts HEIC and HEIF photos from iPhones', () => {
    for (const type of ['image/heic', 'image/heif']) expect(uploadProblem({ type, size: 1024 })).toBeNull();
  });

  it('refuses other types with the spec message', () => {
    expect(uploadProblem({ type: 'image/gif', size: 10 })).toBe(UPLOAD_TYPE_MESSAGE);
    expect(uploadProblem({ type: '', size: 10 })).toBe(UPLOAD_TYPE_MESSAGE);
  });

  it('refuses 10 MB and more with the spec message', () => {
    expect(uploadProblem({ type: 'image/png', size: 10 * 1024 * 1024 })).toBe(UPLOAD_SIZE_MESSAGE);
    expect(uploadProblem({ type: 'image/png', size: 10 * 1024 * 1024 - 1 })).toBeNull();
  });

  it('encodes a file as plain base64 without the data-URL prefix', async () => {
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0x00])], 'a.jpg', { type: 'image/jpeg' });
    expect(await fileToBase64(file)).toBe('/9j/AA==');
  });
});
