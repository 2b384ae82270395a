import { type Config, ConfigError, loadConfigFromProcess } from './config';

/**
 * The one Receiptbox program. ROLE=all (default) runs the API with the web app, the SMTP
 * listener and the workers in this process; api, smtp and worker run one part each, sharing
 * work through the job queue on one PostgreSQL database (DATABASE_URL).
 *
 * The configuration is checked before anything else is loaded, so a bad value prints its one
 * line and nothing else (no library's import-time warnings, no stack).
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfigFromProcess();
  } catch (error) {
    if (error instanceof ConfigError) {
      // One line naming the variable, no stack: this is the user's to fix, not a crash.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { createLogger } = await import('./logger');
  const { start } = await import('./server');
  const { describeListenError, StartupError } = await import('./startup-errors');
  const log = createLogger(config);
  let running: { stop(): Promise<void> };
  try {
    running = await start(config, log);
  } catch (error) {
    // One line naming the setting for what the operator can fix; the stack only for the rest.
    const message = error instanceof StartupError ? error.message : describeListenError(error, config);
    if (message) {
      log.fatal(message);
    } else {
      log.fatal({ err: error }, 'start-up failed');
    }
    process.exit(1);
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // A second signal, or a hung close, must not keep the process alive for ever.
    setTimeout(() => process.exit(1), 15_000).unref();
    running.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

await main();
