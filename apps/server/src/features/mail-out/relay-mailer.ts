import nodemailer, { type Transporter } from 'nodemailer';
import { checkOutgoingMail, type Mailer, type OutgoingMail, type SentMail } from './mailer';

/**
 * The scale-out mailer: hands each mail to the SMTP relay of SMTP_RELAY_URL
 * (`smtp://user:pass@host:587` upgrades with STARTTLS when offered, `smtps://...:465` is TLS from
 * the start; nodemailer reads options such as `?requireTLS=true` from the query string).
 * Connections are pooled, so a burst of confirmations does not open one connection per mail.
 */
export class RelayMailer implements Mailer {
  readonly kind = 'relay';
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(options: { url: string; from: string }) {
    this.from = options.from;
    this.transport = nodemailer.createTransport({
      url: options.url,
      pool: true,
      maxConnections: 2,
      // nodemailer waits minutes by default; a job retries sooner than that.
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
  }

  async send(mail: OutgoingMail): Promise<SentMail> {
    const checked = checkOutgoingMail(mail);
    const info = await this.transport.sendMail({ ...checked, from: this.from });
    return { id: info.messageId };
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
