import { hostname } from 'node:os';
import type { Logger } from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import { createDeps } from './deps';
import { features } from './features/index';
import { systemEcho, workSystemEcho } from './jobs/system-echo';
import { startInboundListener, startInboundWorker } from './mail/inbound-mail';
import { memoryAllocator } from './memory-allocator';

/**
 * Starts the parts this process's ROLE asks for: the API with the web app, the SMTP listener,
 * the workers (all three for ROLE=all). Returns `stop`, which closes them in reverse order.
 */
export async function start(config: Config, log: Logger): Promise<{ stop(): Promise<void> }> {
  const runs = (part: 'api' | 'smtp' | 'worker') => config.role === 'all' || config.role === part;
  const processName = `${config.role}:${process.pid}@${hostname()}`;
  const closers: { name: string; close: () => Promise<void> }[] = [];
  const stop = async () => {
    for (const { name, close } of closers.reverse()) {
      await close().catch((error: unknown) => log.error({ err: error }, `closing ${name} failed`));
    }
  };

  try {
    // What runs where, without secrets: enough to tell the embedded and scale-out set-ups apart.
    log.info(
      {
        dataDir: config.dataDir,
        database: config.databaseUrl ? 'postgres' : 'pglite',
        identity: config.google ? 'google' : 'builtin',
        payments: config.stripe ? 'stripe' : 'sandbox',
        outboundMail: config.smtpRelayUrl ? 'relay' : 'outbox',
        memoryAllocator: memoryAllocator(),
      },
      `starting Receiptbox (ROLE=${config.role})`,
    );
    const composed = await createDeps(config, { log });
    closers.push({ name: 'dependencies', close: composed.close });
    const { deps } = composed;
    const { jobs, database } = deps;
    log.info({ database: database.kind }, 'database ready (migrations applied)');

    if (runs('worker')) {
      await workSystemEcho(jobs, database.db, processName);
      const inbound = await startInboundWorker(deps);
      closers.push({ name: 'inbound mail sweep', close: async () => inbound.stop() });
      for (const feature of features) await feature.workers?.(deps);
      log.info('workers started');
    }
    if (runs('smtp')) {
      const smtp = await startInboundListener(deps);
      closers.push({ name: 'smtp listener', close: smtp.close });
    }
    if (runs('api')) {
      const app = await buildApp(deps);
      closers.push({ name: 'http server', close: () => app.close() });
      await app.listen({ port: config.port, host: config.host });
      log.info({ url: config.publicUrl }, `Receiptbox is serving ${config.publicUrl}`);
    }
    if (config.role !== 'worker') {
      // Announce this process through the queue; a worker (here or elsewhere) records it.
      await jobs.send(systemEcho, { message: 'started', sentBy: processName, failAttempts: 0 });
    }
    return { stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
