import { PRODUCT_NAME } from '../../lib/page-meta';

/** SPEC §9: a manifest's short name is at most 12 characters. */
export const SHORT_NAME_MAX = 12;
export const THEME_COLOR = '#4338ca';

export interface WebAppManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/**
 * The upload page's own app manifest (SPEC §2): installed to the home screen it opens straight on
 * this mailbox's upload page. URLs are absolute because the manifest is served from a blob: URL.
 */
export function mailboxManifest(mailbox: { id: string; name: string }, origin: string): WebAppManifest {
  const uploadPath = `/upload/${encodeURIComponent(mailbox.id)}`;
  return {
    name: `${PRODUCT_NAME} - ${mailbox.name}`,
    short_name: mailbox.name.slice(0, SHORT_NAME_MAX),
    start_url: `${origin}${uploadPath}?source=pwa`,
    scope: `${origin}${uploadPath}`,
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons: [{ src: `${origin}/favicon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}

export type InstallVariant = 'hidden' | 'prompt' | 'ios' | 'generic';

/**
 * Which add-to-home-screen card to show (SPEC §2): none when already running standalone; the
 * install button where the browser offered an install prompt (Chrome, Edge); Safari's steps on
 * iOS; generic browser-menu steps on other phones; none on a desktop without a prompt.
 */
export function installVariant(env: {
  standalone: boolean;
  canPrompt: boolean;
  userAgent: string;
}): InstallVariant {
  if (env.standalone) return 'hidden';
  if (env.canPrompt) return 'prompt';
  if (/iPhone|iPad|iPod/i.test(env.userAgent)) return 'ios';
  if (/Android|Mobile/i.test(env.userAgent)) return 'generic';
  return 'hidden';
}
