import { paths } from '../../config/paths';

const PLACEHOLDER_ORIGIN = 'https://receiptbox.invalid';

/**
 * Where to go after sign-in: the returnUrl query parameter when it is a path on this site, else
 * /dashboard. Browsers drop tabs and line breaks from URLs and read `\` as `/`, so `/\t/evil.example`
 * would become `//evil.example`: any control character or backslash refuses the value, and what is
 * left must stay on this origin once parsed.
 */
export function safeReturnUrl(value: string | null | undefined): string {
  const fallback = paths.dashboard.href();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
  if (!value?.startsWith('/') || value.startsWith('//') || /[\u0000-\u001f\u007f\\]/.test(value)) {
    return fallback;
  }
  try {
    const url = new URL(value, PLACEHOLDER_ORIGIN);
    if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
