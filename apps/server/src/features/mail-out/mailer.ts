import { z } from 'zod';
import { AppError } from '../../app-error';

/** A mail we send: to users (confirmations) or to support (the contact form). */
export interface OutgoingMail {
  /** One address or several; plain addresses, no display names. */
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * Extra header fields, e.g. `Auto-Submitted: auto-replied` and `In-Reply-To` on automatic
   * replies (RFC 3834).
   */
  headers?: Record<string, string>;
}

export interface SentMail {
  /** The outbox entry id (outbox), or the Message-ID the relay accepted (relay). */
  id: string;
}

/**
 * Outbound mail, one interface with two implementations picked once from the config
 * (create-mailer.ts): the local outbox (embedded) and an SMTP relay (scale-out).
 */
export interface Mailer {
  readonly kind: 'outbox' | 'relay';
  /**
   * Sends one mail from MAIL_FROM.
   * @throws AppError `validation_failed` for a bad address or a line break in a header field
   *   (header injection); any other error is a delivery failure worth retrying.
   */
  send(mail: OutgoingMail): Promise<SentMail>;
  /** Closes open connections (relay); the outbox has none. */
  close(): Promise<void>;
}

/** A line break in a header value would let its text start a header of its own. */
const noLineBreak = (field: string) =>
  z.string().refine((s) => !/[\r\n]/.test(s), `The ${field} must not contain line breaks.`);

const address = (field: string) => noLineBreak(field).pipe(z.email(`The ${field} must be an email address.`));

const OutgoingMailSchema = z.object({
  to: z.union([address('recipient'), z.array(address('recipient')).min(1, 'Name a recipient.')]),
  // RFC 5322 caps a line at 998 characters; a subject is one header line before folding.
  subject: noLineBreak('subject').pipe(z.string().max(900, 'The subject is too long.')),
  text: z.string(),
  html: z.string().optional(),
  replyTo: address('reply-to address').optional(),
  headers: z
    .record(
      z.string().regex(/^[A-Za-z0-9-]+$/, 'A header name is letters, digits and hyphens.'),
      noLineBreak('header value').pipe(z.string().max(900, 'A header value is too long.')),
    )
    .optional(),
});

/**
 * Checks a mail before either mailer composes it, so both refuse the same things.
 * @throws AppError `validation_failed` naming the first bad field.
 */
export function checkOutgoingMail(mail: OutgoingMail): OutgoingMail {
  const result = OutgoingMailSchema.safeParse(mail);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new AppError('validation_failed', issue?.message ?? 'The mail is invalid.');
  }
  return result.data;
}
