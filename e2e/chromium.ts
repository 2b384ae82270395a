import { existsSync } from 'node:fs';

/**
 * The browser every Chromium launcher here drives (Playwright specs, the Lighthouse bench): Debian's
 * Chromium, since a test tool's own browser download does not work on these machines.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for a reproducible run in a container: no sandbox (no user namespaces here), no GPU, and
 * none of Chromium's own background traffic (updates, sync, first-run pages). Headless mode is the
 * launcher's business: Playwright adds its own flag, chrome-launcher callers add `--headless=new`.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Fails early with the install command rather than with a launcher's spawn error. */
export function assertChromiumInstalled(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with: apt-get update && apt-get install -y chromium`,
    );
  }
}
