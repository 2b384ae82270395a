import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app-types';
import type { Db } from '../db/open-database';
import { mailboxes } from '../db/schema';
import { acceptInboundMessage, type InboundWorkerOptions, workInboundMail } from './inbound-mail-job';
import { InboundSpool } from './inbound-spool';
import type { InboundDeps } from './process-inbound-message';
import type { DNSResolver } from './sender-trust';
import { type SmtpLimits, type SmtpListener, startSmtpListener } from './smtp-listener';

/** What the smtp and worker roles of inbound mail are built from (a subset of the app's deps). */
export type InboundMailDeps = Pick<
  AppDeps,
  'config' | 'database' | 'db' | 'jobs' | 'log' | 'mailer' | 'drive' | 'extractor'
>;

/** The mailbox id of a normalized mailbox address (addresses are stored lowercased). */
export async function findMailboxByAddress(db: Db, address: string): Promise<string | null> {
  const [row] = await db.select({ id: mailboxes.id }).from(mailboxes).where(eq(mailboxes.address, address));
  return row?.id ?? null;
}

/** ROLE=smtp: the listener on SMTP_PORT, spooling into the shared database. */
export async function startInboundListener(
  deps: InboundMailDeps,
  options: { port?: number; host?: string; limits?: Partial<SmtpLimits> } = {},
): Promise<SmtpListener> {
  const { config, database, jobs, log } = deps;
  const spool = new InboundSpool(database, config.dataDir);
  const tls = config.smtpTls
    ? { cert: await readFile(config.smtpTls.certFile), key: await readFile(config.smtpTls.keyFile) }
    : null;
  return startSmtpListener({
    port: options.port ?? config.smtpPort,
    host: options.host ?? config.host,
    mailDomain: config.mailDomain,
    findMailbox: (address) => findMailboxByAddress(database.db, address),
    accept: (entry) => acceptInboundMessage(spool, jobs, entry),
    log,
    tls,
    limits: { ...config.smtpLimits, ...options.limits },
  });
}

/** What the inbound worker works with, from the app's dependencies. */
export function inboundDeps(deps: InboundMailDeps, options: { resolver?: DNSResolver } = {}): InboundDeps {
  const { config, database, log, mailer } = deps;
  return {
    db: database.db,
    config,
    mailer,
    log,
    spool: new InboundSpool(database, config.dataDir),
    pipeline: deps,
    ...(options.resolver ? { resolver: options.resolver } : {}),
  };
}

/** ROLE=worker: works spooled messages through the receipt pipeline. */
export async function startInboundWorker(
  deps: InboundMailDeps,
  options: InboundWorkerOptions & { resolver?: DNSResolver } = {},
) {
  return workInboundMail(inboundDeps(deps, options), deps.jobs, options);
}
