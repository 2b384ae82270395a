import type { Config } from './config';

/**
 * Start-up failures the operator can fix (a port taken, a database that does not answer), told
 * in one line that names the setting, instead of a stack trace.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

type SystemError = NodeJS.ErrnoException & { port?: number; address?: string };

/** Where DATABASE_URL points, without the user name or password. */
function databaseTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return '(unparseable URL)';
  }
}

/** PostgreSQL SQLSTATEs an operator meets when DATABASE_URL is wrong. */
const POSTGRES_STATES: Record<string, string> = {
  '28P01': 'the password was rejected',
  '28000': 'the server refused this user',
  '3D000': 'the database does not exist',
  '57P03': 'the server is starting up or shutting down',
};

/** The one-line message for a failure to open the database, or null when it is not one we know. */
export function describeDatabaseError(error: unknown, config: Pick<Config, 'databaseUrl'>): string | null {
  if (!config.databaseUrl) return null;
  const e = error as SystemError;
  const target = databaseTarget(config.databaseUrl);
  const reason =
    (e.code && POSTGRES_STATES[e.code]) ??
    (e.code === 'ECONNREFUSED'
      ? 'nothing accepts connections there'
      : e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN'
        ? 'the host name does not resolve'
        : e.code === 'ETIMEDOUT' || /timeout/i.test(e.message ?? '')
          ? 'the connection timed out'
          : null);
  if (!reason) return null;
  return `cannot open the database at DATABASE_URL (${target}): ${reason}. Check DATABASE_URL and that PostgreSQL runs there; leave it unset to use the embedded database in DATA_DIR.`;
}

/** The one-line message for a listener that could not bind, or null. */
export function describeListenError(
  error: unknown,
  config: Pick<Config, 'port' | 'smtpPort'>,
): string | null {
  const e = error as SystemError;
  if (e.syscall !== 'listen' || (e.code !== 'EADDRINUSE' && e.code !== 'EACCES')) return null;
  const variable = e.port === config.smtpPort ? 'SMTP_PORT' : 'PORT';
  const port = e.port ?? (variable === 'PORT' ? config.port : config.smtpPort);
  return e.code === 'EADDRINUSE'
    ? `port ${port} (${variable}) is already in use by another program; stop it or set ${variable} to a free port.`
    : `no permission to listen on port ${port} (${variable}); ports below 1024 need privileges, so choose a higher ${variable}.`;
}
