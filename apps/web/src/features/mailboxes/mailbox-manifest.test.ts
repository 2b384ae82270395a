import { describe, expect, it } from 'vitest';
import { installVariant, mailboxManifest } from './mailbox-manifest';

describe('upload page manifest', () => {
  it('is named after the mailbox, cuts the short name to 12 characters and starts on its upload page', () => {
    const manifest = mailboxManifest(
      { id: 'abc-123', name: 'Business Expenses 2026' },
      'https://app.example',
    );
    expect(manifest.name).toBe('Receiptbox - Business Expenses 2026');
    expect(manifest.short_name).toBe('Business Exp');
    expect(manifest.start_url).toBe('https://app.example/upload/abc-123?source=pwa');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  });
});

describe('add-to-home-screen card', () => {
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const android = 'Mozilla/5.0 (Linux; Android 14) Gecko/124.0 Firefox/124.0 Mobile';
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';

  it('is hidden when the page already runs standalone', () => {
    expect(installVariant({ standalone: true, canPrompt: true, userAgent: iphone })).toBe('hidden');
  });

  it('offers the install button when the browser can prompt', () => {
    expect(installVariant({ standalone: false, canPrompt: true, userAgent: android })).toBe('prompt');
  });

  it("shows Safari's steps on iOS and menu steps on other phones", () => {
    expect(installVariant({ standalone: false, canPrompt: false, userAgent: iphone })).toBe('ios');
    expect(installVariant({ standalone: false, canPrompt: false, userAgent: android })).toBe('generic');
  });

  it('stays hidden on a desktop browser without an install prompt', () => {
    expect(installVariant({ standalone: false, canPrompt: false, userAgent: desktop })).toBe('hidden');
  });
});
