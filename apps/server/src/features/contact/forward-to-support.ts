import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../app-error';
import type { AppDeps } from '../../app-types';
import { contactMessages } from '../../db/schema';
import { defineJob } from '../../jobs/job-queue';

/**
 * Mails a stored contact message to SUPPORT_EMAIL. A job rather than a call in the request, so a
 * relay that is down delays the mail (retries over about two hours) but never loses the message,
 * which the contact_messages row already holds. The job carries only the row's id.
 */
export const forwardToSupport = defineJob({
  name: 'contact.forward-to-support',
  data: z.object({ contactMessageId: z.uuid() }),
  retryLimit: 8,
  retryDelay: 30,
  retryBackoff: true,
});

/**
 * Sends the message with this id to support, the sender as Reply-To; returns false when the row
 * is gone (deleted since), as there is nothing left to send.
 */
export async function sendContactMessageToSupport(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  contactMessageId: string,
): Promise<boolean> {
  const [row] = await deps.db.select().from(contactMessages).where(eq(contactMessages.id, contactMessageId));
  if (!row) return false;
  // The form's subject is one trimmed line already; flatten anyway, as it becomes a header.
  const subject = row.subject.replace(/\s+/g, ' ').trim();
  await deps.mailer.send({
    to: deps.config.supportEmail,
    replyTo: row.email,
    subject: `[Contact] ${subject || 'Message from the contact form'}`,
    text: [
      `From: ${row.name} <${row.email}>`,
      `Sent: ${row.createdAt.toISOString()}`,
      `Message id: ${row.id}`,
      '',
      row.message,
      '',
    ].join('\n'),
  });
  return true;
}

export async function workForwardToSupport(deps: AppDeps): Promise<void> {
  await deps.jobs.work(forwardToSupport, async ({ contactMessageId }) => {
    try {
      await sendContactMessageToSupport(deps, contactMessageId);
    } catch (error) {
      // A mail the mailer refuses (a malformed Reply-To) fails the same way on every retry.
      if (error instanceof AppError && error.code === 'validation_failed') {
        deps.log.error({ contactMessageId, reason: error.message }, 'contact message cannot be mailed');
        return;
      }
      throw error;
    }
  });
}
