import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secrets';

describe('secret box', () => {
  const box = createSecretBox(Buffer.alloc(32, 7));

  it('opens what it sealed as separate columns', () => {
    expect(box.openParts(box.sealParts('token'))).toBe('token');
  });

  it('opens what it sealed, and never seals the same value to the same text', () => {
    const a = box.seal('refresh-token');
    expect(box.open(a)).toBe('refresh-token');
    expect(box.seal('refresh-token')).not.toBe(a);
    expect(a).not.toContain('refresh-token');
  });

  it('refuses a value that was altered or sealed with another key', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => createSecretBox(Buffer.alloc(32, 8)).open(sealed)).toThrow();
    expect(() => box.open('plain')).toThrow('not a sealed secret');
  });
});
