import type { AuthCodeRequest } from '@receiptbox/contracts/api/auth';
import { User } from '@receiptbox/contracts/api/users';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useStoredSession } from './auth/session';
import { http } from './http';

/**
 * The signed-in user's record (/api/AppUser, SPEC §7) and the calls more than one feature makes:
 * the guards, account setup, the dashboard, settings, pricing.
 */

export const userPath = (email: string) => `/api/AppUser/${encodeURIComponent(email)}`;

/** SPEC §9: the current user is cached for 500 ms. */
export const CURRENT_USER_CACHE_MS = 500;

export const userQueries = {
  all: ['users'] as const,
  me: (email: string) =>
    queryOptions({
      queryKey: [...userQueries.all, 'me', email] as const,
      queryFn: ({ signal }) => http.get('/api/AppUser/me', { schema: User, signal }),
      staleTime: CURRENT_USER_CACHE_MS,
      retry: false,
    }),
  driveAccess: (email: string) =>
    queryOptions({
      queryKey: [...userQueries.all, 'drive-access', email] as const,
      queryFn: ({ signal }) => http.get(`${userPath(email)}/drive-access`, { schema: z.boolean(), signal }),
    }),
};

/** The signed-in user's record (404 ApiError when they have none yet). */
export function useCurrentUser() {
  const session = useStoredSession();
  return useQuery({ ...userQueries.me(session?.email ?? ''), enabled: !!session });
}

/** A call that answers the whole User, which then replaces the cached current user. */
export function useUserMutation<TVariables>(call: (email: string, variables: TVariables) => Promise<User>) {
  const session = useStoredSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => {
      if (!session) throw new Error('No user logged in');
      return call(session.email, variables);
    },
    onSuccess: (user) => {
      queryClient.setQueryData(userQueries.me(user.email).queryKey, user);
    },
  });
}

/** POST …/mailboxes: answers the User whose last mailbox is the new one (SPEC §7). */
export const useCreateMailbox = () =>
  useUserMutation((email, body: { name: string; isHsaMailbox: boolean }) =>
    http.post(`${userPath(email)}/mailboxes`, body, { schema: User }),
  );

/** Drive access: grant sends the issuer's code to the server; revoke forgets the token. */
export function useDriveAccess() {
  const session = useStoredSession();
  const queryClient = useQueryClient();
  const email = session?.email ?? '';
  const query = useQuery({ ...userQueries.driveAccess(email), enabled: !!session });
  const grant = useMutation({
    mutationFn: (code: AuthCodeRequest) => http.post<null>(`${userPath(email)}/auth/code`, code),
    onSuccess: () => queryClient.setQueryData(userQueries.driveAccess(email).queryKey, true),
  });
  const revoke = useMutation({
    mutationFn: () => http.delete(`${userPath(email)}/drive-access`, { schema: User }),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueries.driveAccess(email).queryKey, false);
      queryClient.setQueryData(userQueries.me(email).queryKey, user);
    },
  });
  return { query, grant, revoke };
}
