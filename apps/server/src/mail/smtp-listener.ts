import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from 'smtp-server';
import { ClientLimits } from './client-limits';
import type { SpoolEntry } from './inbound-spool';
import { classifyRecipient } from './mailbox-address';

/** What one listener allows; every limit is answered with its own SMTP code. */
export interface SmtpLimits {
  /** Announced as SIZE and enforced while the data streams in: 552 (a 10 MB attachment grows ~37% in base64). */
  maxMessageBytes: number;
  /** Recipients per message; more get 452 (the sender retries them in another message). */
  recipientsPerMessage: number;
  /** Open connections per client IP; more get 421 at connect. */
  connectionsPerIp: number;
  /** Messages begun per client IP per minute; more get 451 at MAIL FROM. */
  messagesPerIpPerMinute: number;
  /** Open connections in all. */
  maxClients: number;
}

export const DEFAULT_SMTP_LIMITS: SmtpLimits = {
  maxMessageBytes: 25 * 1024 * 1024,
  recipientsPerMessage: 10,
  connectionsPerIp: 10,
  messagesPerIpPerMinute: 120,
  maxClients: 200,
};

export interface SmtpListenerOptions {
  port: number;
  host?: string;
  mailDomain: string;
  /** The mailbox id for a normalized mailbox address, or null when there is none. */
  findMailbox(address: string): Promise<string | null>;
  /** Spools the message durably and queues its job; resolves only once both are done. */
  accept(entry: SpoolEntry): Promise<string>;
  log: Logger;
  /** PEM certificate and key: STARTTLS is offered. */
  tls?: { cert: Buffer; key: Buffer } | null;
  limits?: Partial<SmtpLimits>;
}

export interface SmtpListener {
  /** The bound port (useful when started on port 0). */
  port: number;
  close(): Promise<void>;
}

type SmtpError = Error & { responseCode?: number };

function smtpError(responseCode: number, message: string): SmtpError {
  return Object.assign(new Error(message), { responseCode });
}

/**
 * Inbound mail, the only door: RCPT TO must name an existing mailbox (550 otherwise, at RCPT
 * time, so nobody bounces anything later), nothing is relayed, and a message is committed to the
 * spool with its job queued before 250 answers DATA. Nothing of a message is logged but its size
 * and recipient count.
 */
export async function startSmtpListener(options: SmtpListenerOptions): Promise<SmtpListener> {
  const { log, mailDomain } = options;
  const limits = { ...DEFAULT_SMTP_LIMITS, ...options.limits };
  const clients = new ClientLimits(limits);
  // Mailbox ids of each session's current transaction, by recipient address as given.
  const recipients = new Map<string, Map<string, string>>();
  const counted = new Set<string>();

  const server = new SMTPServer({
    name: `mx.${mailDomain}`,
    banner: 'Receiptbox',
    size: limits.maxMessageBytes,
    maxClients: limits.maxClients,
    // Inbound mail from other servers: no login.
    authOptional: true,
    disabledCommands: options.tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(options.tls ? { secure: false, cert: options.tls.cert, key: options.tls.key } : {}),
    logger: false,
    // Shutdown waits this long for open sessions before cutting them off.
    closeTimeout: 5_000,
    onConnect(session, callback) {
      if (!clients.connect(session.remoteAddress)) {
        return callback(smtpError(421, '4.7.0 Too many connections from your address, try again later'));
      }
      counted.add(session.id);
      callback();
    },
    onClose(session: SMTPServerSession) {
      if (counted.delete(session.id)) clients.disconnect(session.remoteAddress);
      recipients.delete(session.id);
    },
    onMailFrom(_address, session, callback) {
      recipients.set(session.id, new Map());
      if (!clients.beginMessage(session.remoteAddress)) {
        return callback(smtpError(451, '4.7.1 Too many messages from your address, try again later'));
      }
      callback();
    },
    onRcptTo(address: SMTPServerAddress, session, callback) {
      if (session.envelope.rcptTo.length >= limits.recipientsPerMessage) {
        return callback(smtpError(452, '4.5.3 Too many recipients'));
      }
      const verdict = classifyRecipient(address.address, mailDomain);
      if (verdict.kind === 'other-domain') {
        return callback(
          smtpError(550, '5.7.1 Relaying denied: this server only receives mail for its mailboxes'),
        );
      }
      options.findMailbox(verdict.address).then(
        (mailboxId) => {
          if (!mailboxId) return callback(smtpError(550, `5.1.1 <${address.address}>: no such mailbox`));
          const current = recipients.get(session.id) ?? new Map<string, string>();
          current.set(address.address, mailboxId);
          recipients.set(session.id, current);
          callback();
        },
        (error: unknown) => {
          log.error({ err: error }, 'smtp recipient lookup failed');
          callback(smtpError(451, '4.3.0 Temporary failure, please try again later'));
        },
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let bytes = 0;
      // Past the limit nothing more is kept: the rest is read (the client must finish) and dropped.
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes <= limits.maxMessageBytes) chunks.push(chunk);
      });
      stream.once('end', () => {
        if (stream.sizeExceeded || bytes > limits.maxMessageBytes) {
          return callback(
            smtpError(552, `5.3.4 Message exceeds the maximum size of ${limits.maxMessageBytes} bytes`),
          );
        }
        const byAddress = recipients.get(session.id) ?? new Map<string, string>();
        const mailboxIds = [
          ...new Set(
            session.envelope.rcptTo.map((r) => byAddress.get(r.address)).filter((id) => id !== undefined),
          ),
        ];
        if (mailboxIds.length === 0) return callback(smtpError(554, '5.5.1 No valid recipients'));
        const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        options
          .accept({
            raw: Buffer.concat(chunks, bytes),
            mailboxIds,
            clientIp: session.remoteAddress,
            helo: session.hostNameAppearsAs ?? '',
            mailFrom,
          })
          .then(
            (inboundId) => {
              log.info(
                { inboundId, mailboxes: mailboxIds.length, sizeBytes: bytes },
                'smtp message accepted',
              );
              callback(null);
            },
            (error: unknown) => {
              log.error({ err: error }, 'smtp message could not be spooled');
              callback(smtpError(451, '4.3.0 Temporary failure, please try again later'));
            },
          );
      });
    },
  });
  // A failure to bind goes to the caller alone (main.ts turns it into one line naming SMTP_PORT);
  // errors once listening (a client's broken connection) are logged here.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => log.warn({ err: error }, 'smtp connection error'));
  const address = server.server.address() as AddressInfo;
  log.info({ port: address.port, starttls: Boolean(options.tls) }, 'smtp listener started');
  return {
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
