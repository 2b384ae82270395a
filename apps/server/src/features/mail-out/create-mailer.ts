import type { Config } from '../../config';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { RelayMailer } from './relay-mailer';

/** The mailer for this configuration: the SMTP relay when SMTP_RELAY_URL is set, else the outbox. */
export function createMailer(config: Pick<Config, 'smtpRelayUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  return config.smtpRelayUrl
    ? new RelayMailer({ url: config.smtpRelayUrl, from: config.mailFrom })
    : new OutboxMailer({ dataDir: config.dataDir, from: config.mailFrom });
}
