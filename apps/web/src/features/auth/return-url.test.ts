import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url';

describe('safeReturnUrl', () => {
  it.each(['/dashboard', '/settings?tab=drive', '/mailboxes/1#categories'])(
    'keeps the path %j on this site',
    (value) => {
      expect(safeReturnUrl(value)).toBe(value);
    },
  );

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '/\t/evil.example/',
    '/\n/evil.example/',
    '/\r/evil.example/',
    '\t//evil.example/',
    '/x\\..\\..\\/evil.example',
    'javascript:alert(1)',
  ])('sends %j to the dashboard instead', (value) => {
    expect(safeReturnUrl(value)).toBe('/dashboard');
  });
});
