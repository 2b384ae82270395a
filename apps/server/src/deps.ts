import type { Logger } from 'pino';
import type { AppDeps } from './app-types';
import type { Config } from './config';
import { openDatabase } from './db/open-database';
import { createExtractor } from './extractor';
import type { GoogleEndpoints } from './features/auth/google';
import { createIdentity } from './features/auth/identity';
import { createPayments } from './features/billing/create-payments';
import { createDrive } from './features/drive/create-drive';
import { createMailer } from './features/mail-out/create-mailer';
import { startJobQueue } from './jobs/job-queue';
import { createLogger } from './logger';
import { releaseHeldMail } from './mail/release-held-mail';
import { resolveSecretsKey } from './secrets';
import { describeDatabaseError, StartupError } from './startup-errors';

export interface DepsOptions {
  /** The root logger; one from the config's LOG_LEVEL when omitted. */
  log?: Logger;
  /** Where Google's services are reached; Google's documented endpoints when omitted. */
  googleEndpoints?: GoogleEndpoints;
  /** How often idle job workers poll (seconds); pg-boss's default when omitted. */
  jobPollingIntervalSeconds?: number;
}

export interface ComposedDeps {
  deps: AppDeps;
  /** Closes what createDeps opened, in reverse order (queue before database). */
  close(): Promise<void>;
}

/**
 * The composition root: builds every adapter this configuration names, once: database (PGlite
 * or PostgreSQL, migrated), outbound mailer, job queue, identity provider, drive, payments and
 * the extractor. server.ts and the test helpers both start here, so tests run the same wiring.
 */
export async function createDeps(config: Config, options: DepsOptions = {}): Promise<ComposedDeps> {
  const log = options.log ?? createLogger(config);
  const closers: { name: string; close: () => Promise<void> }[] = [];
  const close = async () => {
    for (const { name, close } of closers.splice(0).reverse()) {
      await close().catch((error: unknown) => log.error({ err: error }, `closing ${name} failed`));
    }
  };
  try {
    const secretsKey = await resolveSecretsKey(config, log);
    const database = await openDatabase(config).catch((error: unknown) => {
      const message = describeDatabaseError(error, config);
      throw message ? new StartupError(message, { cause: error }) : error;
    });
    closers.push({ name: 'database', close: database.close });
    // Before the queue, so that it closes after the jobs that send mail have stopped.
    const mailer = createMailer(config);
    closers.push({ name: 'mailer', close: () => mailer.close() });
    const jobs = await startJobQueue(database, {
      log,
      ...(options.jobPollingIntervalSeconds
        ? { pollingIntervalSeconds: options.jobPollingIntervalSeconds }
        : {}),
    });
    closers.push({ name: 'job queue', close: jobs.stop });
    const identity = await createIdentity({
      config,
      db: database.db,
      secretsKey,
      log,
      ...(options.googleEndpoints ? { googleEndpoints: options.googleEndpoints } : {}),
    });
    const drive = createDrive({
      config,
      database,
      identity,
      ...(options.googleEndpoints ? { googleEndpoints: options.googleEndpoints } : {}),
    });
    const extractor = createExtractor(config);
    closers.push({ name: 'extractor', close: extractor.close });
    const deps: AppDeps = {
      config,
      db: database.db,
      database,
      jobs,
      log,
      mailer,
      identity,
      drive,
      // An upgrade releases inbound mail held over the old plan's quota.
      payments: createPayments(config, database.db, secretsKey, log, (userId) =>
        releaseHeldMail({ database, jobs, config }, userId),
      ),
      extractor,
      secretsKey,
    };
    return { deps, close };
  } catch (error) {
    await close();
    throw error;
  }
}
