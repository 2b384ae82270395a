import { describe, expect, it } from 'vitest';
import { sanitizeWhileTyping } from './account-name-input';

describe('account name while typing', () => {
  it('keeps one trailing hyphen so a multi-word name can be typed', () => {
    expect(sanitizeWhileTyping('My ')).toBe('my-');
    expect(sanitizeWhileTyping('My Co')).toBe('my-co');
    expect(sanitizeWhileTyping('my--')).toBe('my-');
  });

  it('drops leading separators and everything that is not a letter, digit or hyphen', () => {
    expect(sanitizeWhileTyping('  !Acme')).toBe('acme');
    expect(sanitizeWhileTyping('!!!')).toBe('');
  });
});
