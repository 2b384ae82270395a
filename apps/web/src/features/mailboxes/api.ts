import { type DirectUploadRequest, DirectUploadResponse } from '@receiptbox/contracts/api/uploads';
import { Mailbox, type UpdateMailboxRequest, User } from '@receiptbox/contracts/api/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useStoredSession } from '../../lib/auth/session';
import { useCurrentUser, userPath, useUserMutation } from '../../lib/current-user';
import { http } from '../../lib/http';

/**
 * The mailbox calls of SPEC §7. Owned mailboxes travel inside the current user (every mailbox
 * call answers the whole User, which replaces the cached one); shared mailboxes have their own
 * query.
 */

const mailboxesPath = (email: string) => `${userPath(email)}/mailboxes`;

export const mailboxQueries = {
  all: ['mailboxes'] as const,
  shared: (email: string) =>
    queryOptions({
      queryKey: [...mailboxQueries.all, 'shared', email] as const,
      queryFn: ({ signal }) => http.get('/api/AppUser/sharedmailboxes', { schema: z.array(Mailbox), signal }),
    }),
};

export const useSharedMailboxes = () => {
  const session = useStoredSession();
  return useQuery({ ...mailboxQueries.shared(session?.email ?? ''), enabled: !!session });
};

export type MailboxAccess = 'owner' | 'shared';

/**
 * One mailbox by id, looked up among the user's own first and then among those shared with them
 * (SPEC §6). `mailbox` is undefined while loading and null when it is neither.
 */
export function useMailbox(id: string | undefined) {
  const user = useCurrentUser();
  const owned = user.data?.mailboxes.find((m) => m.id === id);
  const shared = useSharedMailboxes();
  const sharedMailbox = owned ? undefined : shared.data?.find((m) => m.id === id);
  if (owned) return { mailbox: owned, access: 'owner' as MailboxAccess, user: user.data, isError: false };
  if (user.isError || (user.data && shared.isError))
    return { mailbox: null, access: null, user: user.data, isError: true };
  if (user.isPending || shared.isPending)
    return { mailbox: undefined, access: null, user: user.data, isError: false };
  return sharedMailbox
    ? { mailbox: sharedMailbox, access: 'shared' as MailboxAccess, user: user.data, isError: false }
    : { mailbox: null, access: null, user: user.data, isError: false };
}

export const useUpdateMailbox = () =>
  useUserMutation((email, { id, changes }: { id: string; changes: UpdateMailboxRequest }) =>
    http.put(`${mailboxesPath(email)}/${encodeURIComponent(id)}`, changes, { schema: User }),
  );

export const useDeleteMailbox = () =>
  useUserMutation((email, id: string) =>
    http.delete(`${mailboxesPath(email)}/${encodeURIComponent(id)}`, { schema: User }),
  );

/** The new mailbox in the answer to a create call: the last one (SPEC §7). */
export const createdMailbox = (user: User): Mailbox | undefined => user.mailboxes.at(-1);

/** POST /api/AppUser/DirectUpload, or HsaDirectUpload for an HSA mailbox (SPEC §7). */
export function uploadReceipt(
  body: DirectUploadRequest,
  isHsaMailbox: boolean,
  signal?: AbortSignal,
): Promise<DirectUploadResponse> {
  const path = isHsaMailbox ? '/api/AppUser/HsaDirectUpload' : '/api/AppUser/DirectUpload';
  return http.post(path, body, { schema: DirectUploadResponse, signal });
}
