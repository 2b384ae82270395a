import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format';

describe('file sizes', () => {
  it('shows small files in bytes', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(1023)).toBe('1023 bytes');
  });

  it('shows one decimal below ten units and none above', () => {
    expect(formatFileSize(1234)).toBe('1.2 KB');
    expect(formatFileSize(15 * 1024)).toBe('15 KB');
    expect(formatFileSize(3.4 * 1024 * 1024)).toBe('3.4 MB');
    expect(formatFileSize(2 * 1024 ** 3)).toBe('2.0 GB');
  });
});
