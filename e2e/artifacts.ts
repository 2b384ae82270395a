import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';

/** Screenshots the acceptance criteria ask for land in e2e/artifacts/ (kept by CI as artifacts). */
export const ARTIFACTS_DIR = resolve(import.meta.dirname, 'artifacts');

/** The whole page by default; `fullPage: false` for what is on screen (an open modal dialog). */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${name.replace(/[^a-z0-9-]+/gi, '-')}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}
