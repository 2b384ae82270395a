import type { Logger } from 'pino';
import { z } from 'zod';
import { defineJob, type JobQueue } from '../jobs/job-queue';
import type { MailSpool } from './spool';

/** A message accepted by the SMTP listener and waiting in the spool. */
export const mailReceived = defineJob({
  name: 'mail.received',
  data: z.object({
    spoolFile: z.string(),
    /** Accepted recipients: mailbox addresses. */
    recipients: z.array(z.string()).min(1),
    sizeBytes: z.number().int().nonnegative(),
  }),
  retryLimit: 8,
  retryDelay: 30,
  retryBackoff: true,
});

/**
 * Placeholder worker until the mailbox pipeline exists (a later issue): it records which
 * mailboxes got a message, without its contents, and deletes the spool file.
 */
export async function workMailReceived(jobs: JobQueue, spool: MailSpool, log: Logger): Promise<void> {
  await jobs.work(mailReceived, async (data, { id }) => {
    log.info(
      { jobId: id, mailboxes: data.recipients, sizeBytes: data.sizeBytes },
      'mail received for mailboxes',
    );
    await spool.remove(data.spoolFile);
  });
}
