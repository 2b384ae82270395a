import { type DestinationStream, destination, type Logger, pino } from 'pino';
import type { Config } from './config';

/**
 * Structured JSON logs on stdout. Fastify's request logging records method, url, status and
 * timing, never bodies; authorization headers and cookies are redacted in case a serializer or
 * an error carries them. Receipt contents must never be passed to the logger.
 */
export function createLogger(
  config: Pick<Config, 'logLevel' | 'role'>,
  stream: DestinationStream = destination(1),
): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { role: config.role, pid: process.pid },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'headers.authorization',
          'headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.idToken',
          '*.accessToken',
          '*.refreshToken',
          '*.fileContent',
        ],
        censor: '[redacted]',
      },
    },
    stream,
  );
}
