import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import type { JobQueue } from '../jobs/job-queue';
import { mailReceived } from './mail-received-job';
import type { MailSpool } from './spool';

/** Larger messages are refused with 552 (a 10 MB attachment grows ~37% in base64). */
export const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

export interface SmtpListenerOptions {
  port: number;
  host?: string;
  mailDomain: string;
  spool: MailSpool;
  jobs: JobQueue;
  log: Logger;
  /** Defaults to MAX_MESSAGE_BYTES. */
  maxMessageBytes?: number;
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

/** `name@account.MAIL_DOMAIN`: one label (the account name) below the mail domain. */
export function isMailboxAddress(address: string, mailDomain: string): boolean {
  const at = address.lastIndexOf('@');
  if (at <= 0) return false;
  const domain = address.slice(at + 1).toLowerCase();
  const suffix = `.${mailDomain.toLowerCase()}`;
  return domain.endsWith(suffix) && /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/.test(domain.slice(0, -suffix.length));
}

/**
 * Inbound mail: accepts messages for mailbox addresses, spools each one durably and queues a
 * `mail.received` job before answering 250. Other recipients get 550. Nothing of the message
 * is logged but its size and recipients.
 */
export async function startSmtpListener(options: SmtpListenerOptions): Promise<SmtpListener> {
  const { log, spool, jobs, mailDomain } = options;
  const maxMessageBytes = options.maxMessageBytes ?? MAX_MESSAGE_BYTES;
  const server = new SMTPServer({
    name: `mx.${mailDomain}`,
    banner: 'Receiptbox',
    size: maxMessageBytes,
    // Inbound mail from other servers: no login, and no TLS certificate in the embedded mode.
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // Shutdown waits this long for open sessions before cutting them off.
    closeTimeout: 5_000,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (isMailboxAddress(address.address, mailDomain)) return callback();
      callback(smtpError(550, `5.1.1 <${address.address}>: recipient not accepted here`));
    },
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      (async () => {
        const spoolFile = await spool.write(stream);
        if (stream.sizeExceeded) {
          await spool.remove(spoolFile);
          return smtpError(552, `5.3.4 Message exceeds the maximum size of ${maxMessageBytes} bytes`);
        }
        try {
          const jobId = await jobs.send(mailReceived, {
            spoolFile,
            recipients,
            sizeBytes: stream.byteLength,
          });
          log.info({ jobId, recipients: recipients.length }, 'smtp message accepted');
          return null;
        } catch (error) {
          await spool.remove(spoolFile);
          throw error;
        }
      })().then(
        (rejection) => callback(rejection),
        (error: unknown) => {
          log.error({ err: error }, 'smtp message could not be spooled');
          callback(smtpError(451, '4.3.0 Temporary failure, please try again later'));
        },
      );
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
  server.on('error', (error) => log.error({ err: error }, 'smtp server error'));
  const address = server.server.address() as AddressInfo;
  log.info({ port: address.port }, 'smtp listener started');
  return {
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
