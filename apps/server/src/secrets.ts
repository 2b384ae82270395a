import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from './config';

/**
 * The key that encrypts OAuth tokens at rest: SECRETS_KEY, or one generated on first start into
 * `${DATA_DIR}/secrets.key` (readable by the owner only) and reused afterwards.
 * Processes that share a PostgreSQL database must share the key: set SECRETS_KEY for scale-out.
 */
export async function resolveSecretsKey(
  config: Pick<Config, 'secretsKey' | 'dataDir' | 'databaseUrl'>,
  log: Logger,
): Promise<Buffer> {
  if (config.secretsKey) return config.secretsKey;
  if (config.databaseUrl) {
    log.warn(
      'SECRETS_KEY is not set: using a key in DATA_DIR; every process sharing this database needs the same key',
    );
  }
  const file = path.join(config.dataDir, 'secrets.key');
  await mkdir(config.dataDir, { recursive: true });
  try {
    // 'wx' fails if the file exists, so two processes starting together keep the first key.
    await writeFile(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
    log.info({ file }, 'generated a new secrets key');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const hex = (await readFile(file, 'utf8')).trim();
  if (!/^[0-9a-f]{64}$/i.test(hex)) {
    throw new Error(`${file} does not hold a 64-character hex key; delete it to generate a new one`);
  }
  return Buffer.from(hex, 'hex');
}
