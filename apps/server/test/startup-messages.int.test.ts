import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, ServerProcess } from './helpers/server-process';

/** The fatal lines a failed start printed; each must say what to fix without a stack trace. */
function fatalLines(output: string): { msg: string; err?: unknown }[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown })
    .filter((line) => line.level === 60);
}

// Each test starts the whole program on a fresh embedded database before it fails to listen: on a
// loaded 2-core machine that alone has taken close to a minute.
const START_AND_FAIL_MS = 150_000;

describe('start-up failures an operator can fix', { timeout: START_AND_FAIL_MS }, () => {
  let dataDir: string;
  let occupied: Server;
  let occupiedPort: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rb-startup-'));
    occupied = createServer();
    await new Promise<void>((resolve) => occupied.listen(0, '0.0.0.0', resolve));
    occupiedPort = (occupied.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => occupied.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Starts the server with `env` in a data directory of its own and waits for it to give up. */
  async function failedStart(name: string, env: Record<string, string>) {
    const server = new ServerProcess({
      DATA_DIR: path.join(dataDir, name),
      SECRETS_KEY: '33'.repeat(32),
      ...env,
    });
    const { code, output } = await server.finished();
    expect(code).toBe(1);
    return { output, fatal: fatalLines(output) };
  }

  it('names DATABASE_URL, without its password, when nothing answers there', async () => {
    const deadPort = await freePort();
    const { output, fatal } = await failedStart('dead-db', {
      DATABASE_URL: `postgres://someone:hunter2-secret@127.0.0.1:${deadPort}/receipts`,
      PORT: String(await freePort()),
      SMTP_PORT: String(await freePort()),
    });
    expect(fatal).toHaveLength(1);
    expect(fatal[0]?.msg).toContain(`DATABASE_URL (127.0.0.1:${deadPort}/receipts)`);
    expect(fatal[0]?.err).toBeUndefined();
    expect(output).not.toContain('hunter2-secret');
  });

  it('names PORT and the port when another program holds it', async () => {
    const { output, fatal } = await failedStart('port-taken', {
      PORT: String(occupiedPort),
      SMTP_PORT: String(await freePort()),
    });
    expect(fatal).toHaveLength(1);
    expect(fatal[0]?.msg).toBe(
      `port ${occupiedPort} (PORT) is already in use by another program; stop it or set PORT to a free port.`,
    );
    expect(output).not.toContain('EADDRINUSE');
  });

  it('names SMTP_PORT when the SMTP port is the one taken', async () => {
    const { output, fatal } = await failedStart('smtp-taken', {
      PORT: String(await freePort()),
      SMTP_PORT: String(occupiedPort),
    });
    expect(fatal.map((line) => line.msg)).toEqual([
      `port ${occupiedPort} (SMTP_PORT) is already in use by another program; stop it or set SMTP_PORT to a free port.`,
    ]);
    expect(output).not.toContain('EADDRINUSE');
  });
});
