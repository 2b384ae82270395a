import type { ContactRequest } from '@receiptbox/contracts/api/contact';
import type { Db } from '../../db/open-database';
import { contactMessages } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import { forwardToSupport } from './forward-to-support';

export interface SaveContactMessageDeps {
  db: Db;
  jobs: JobQueue;
  log: { error(details: object, message: string): void };
}

/**
 * Stores a contact-form message for the support team, then queues the job that mails it to
 * SUPPORT_EMAIL (forward-to-support.ts); returns its id. The row is what counts: when the queue
 * refuses the job, the message stays stored and the failure is logged (by id, never its text).
 */
export async function saveContactMessage(
  deps: SaveContactMessageDeps,
  message: ContactRequest,
): Promise<string> {
  const [row] = await deps.db
    .insert(contactMessages)
    .values({ name: message.name, email: message.email, subject: message.subject, message: message.message })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact_messages insert returned no row');
  try {
    await deps.jobs.send(forwardToSupport, { contactMessageId: row.id }, { singletonKey: row.id });
  } catch (error) {
    deps.log.error(
      { err: error, contactMessageId: row.id },
      'contact message stored but not queued for mailing to support',
    );
  }
  return row.id;
}
