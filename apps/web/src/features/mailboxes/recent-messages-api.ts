import { MailboxMessages } from '@receiptbox/contracts/api/mailbox-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';

/** The mailbox activity call (server: apps/server/src/mail/mailbox-messages-routes.ts). */
export const recentMessagesQueries = {
  all: ['mailbox-messages'] as const,
  list: (ownerEmail: string, mailboxId: string) =>
    queryOptions({
      queryKey: [...recentMessagesQueries.all, ownerEmail, mailboxId] as const,
      queryFn: ({ signal }) =>
        http.get(
          `/api/AppUser/${encodeURIComponent(ownerEmail)}/mailboxes/${encodeURIComponent(mailboxId)}/messages`,
          { schema: MailboxMessages, signal },
        ),
      // A forward sent a moment ago shows up without a reload.
      refetchInterval: 15_000,
    }),
};

export const useRecentMessages = (ownerEmail: string, mailboxId: string) =>
  useQuery(recentMessagesQueries.list(ownerEmail, mailboxId));
