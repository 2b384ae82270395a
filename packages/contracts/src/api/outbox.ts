import { z } from 'zod';

/**
 * GET /api/Outbox (development only): the mails the local outbox holds, newest first.
 * GET /api/Outbox/{id} answers with the raw message (message/rfc822).
 */
export const OutboxListItem = z.object({
  id: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  /** ISO 8601. */
  date: z.string(),
});
export type OutboxListItem = z.infer<typeof OutboxListItem>;

export const OutboxList = z.array(OutboxListItem);
export type OutboxList = z.infer<typeof OutboxList>;
