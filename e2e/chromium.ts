import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The browser every Chromium launcher here drives (Playwright specs, the Lighthouse bench), in this
 * order: `CHROMIUM_PATH` when set (a path that must exist, or `bundled`), else Debian's
 * `/usr/bin/chromium`, else the Chromium that ships inside the npm package `@sparticuz/chromium`
 * (its major pinned to the one our Playwright drives), so `npm test` needs nothing but Node.
 */
export async function resolveChromium(): Promise<string> {
  const configured = process.env.CHROMIUM_PATH;
  if (configured && configured !== 'bundled') {
    if (!existsSync(configured)) {
      throw new Error(
        `CHROMIUM_PATH is ${configured}, which does not exist. Unset it to use /usr/bin/chromium or the Chromium from npm, or set CHROMIUM_PATH=bundled for the latter.`,
      );
    }
    return configured;
  }
  if (!configured && existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  return await bundledChromium();
}

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

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

/**
 * Unpacks @sparticuz/chromium once per version into the temp directory and returns a launcher
 * script for it. The package is built for AWS Lambda: its binary needs the NSS and expat libraries
 * it carries (absent on a bare Debian), and its font config points at Lambda's paths, so the
 * script supplies both. The package unpacks into `os.tmpdir()`, so it is pointed at a fresh
 * directory that is renamed into place when complete: a half-written browser is never used.
 */
async function bundledChromium(): Promise<string> {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `No Chromium at ${SYSTEM_CHROMIUM}, and the one from npm (@sparticuz/chromium) is for Linux x64 only. Point CHROMIUM_PATH at a Chromium or Chrome binary.`,
    );
  }
  // package.json is not among the package's exports; it sits one level above its entry point.
  const packageDir = join(createRequire(import.meta.url).resolve('@sparticuz/chromium'), '../..');
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const dir = join(tmpdir(), `receiptbox-chromium-${version}`);
  const launcher = join(dir, 'chromium.sh');
  if (existsSync(launcher)) return launcher;

  const staging = await mkdtemp(`${dir}.partial-`);
  const { default: Chromium, inflate } = await import('@sparticuz/chromium');
  const tmp = process.env.TMPDIR;
  process.env.TMPDIR = staging; // read synchronously by each inflate() call below
  const unpacked = Promise.all([
    Chromium.executablePath(),
    inflate(join(packageDir, 'bin', 'al2023.tar.br')),
  ]);
  if (tmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = tmp;
  await unpacked;

  await writeFile(
    join(staging, 'fonts', 'fonts.conf'),
    `<?xml version="1.0"?>\n<fontconfig><dir>${dir}/fonts/fonts</dir><cachedir>${dir}/fonts-cache</cachedir></fontconfig>\n`,
  );
  // System fonts when the machine has a font configuration, the package's Open Sans otherwise.
  await writeFile(
    join(staging, 'chromium.sh'),
    [
      '#!/bin/sh',
      `# Chromium ${version} from npm @sparticuz/chromium, with the libraries and fonts it brings.`,
      `[ -e /etc/fonts/fonts.conf ] || export FONTCONFIG_PATH='${dir}/fonts'`,
      `export LD_LIBRARY_PATH='${dir}/al2023/lib'\${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}`,
      `exec '${dir}/chromium' "$@"`,
      '',
    ].join('\n'),
  );
  await chmod(join(staging, 'chromium.sh'), 0o755);
  // Another process may have finished first; either copy is the same.
  await rename(staging, dir).catch(() => rm(staging, { recursive: true, force: true }));
  return launcher;
}
