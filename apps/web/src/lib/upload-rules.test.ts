import { UPLOAD_SIZE_MESSAGE, UPLOAD_TYPE_MESSAGE } from '@receiptbox/contracts';
import { describe, expect, it } from 'vitest';
import { fileToBase64, uploadProblem } from './upload-rules';

describe('upload rules (SPEC §5)', () => {
  it('accepts JPEG, PNG, WEBP and PDF under 10 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'application/pdf']) {
      expect(uploadProblem({ type, size: 1024, name: 'receipt' })).toBeNull();
    }
  });

  it('accepts HEIC and HEIF photos from iPhones', () => {
    for (const type of ['image/heic', 'image/heif'])
      expect(uploadProblem({ type, size: 1024, name: 'receipt' })).toBeNull();
  });

  it('accepts a HEIC or HEIF photo the browser gave no type, by its extension', () => {
    expect(uploadProblem({ type: '', size: 1024, name: 'IMG_0042.HEIC' })).toBeNull();
    expect(uploadProblem({ type: 'application/octet-stream', size: 1024, name: 'photo.heif' })).toBeNull();
    expect(uploadProblem({ type: '', size: 1024, name: 'IMG_0042.heic.exe' })).toBe(UPLOAD_TYPE_MESSAGE);
  });

  it('refuses other types with the spec message', () => {
    expect(uploadProblem({ type: 'image/gif', size: 10, name: 'a.gif' })).toBe(UPLOAD_TYPE_MESSAGE);
    expect(uploadProblem({ type: '', size: 10, name: 'notes' })).toBe(UPLOAD_TYPE_MESSAGE);
  });

  it('refuses 10 MB and more with the spec message', () => {
    expect(uploadProblem({ type: 'image/png', size: 10 * 1024 * 1024, name: 'a.png' })).toBe(
      UPLOAD_SIZE_MESSAGE,
    );
    expect(uploadProblem({ type: 'image/png', size: 10 * 1024 * 1024 - 1, name: 'a.png' })).toBeNull();
  });

  it('encodes a file as plain base64 without the data-URL prefix', async () => {
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0x00])], 'a.jpg', { type: 'image/jpeg' });
    expect(await fileToBase64(file)).toBe('/9j/AA==');
  });
});
