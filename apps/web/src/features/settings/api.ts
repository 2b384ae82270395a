import { CANCEL_SUBSCRIPTION_MESSAGES } from '@receiptbox/contracts/api/payments';
import { User } from '@receiptbox/contracts/api/users';
import { useMutation } from '@tanstack/react-query';
import { useStoredSession } from '../../lib/auth/session';
import { userPath, useUserMutation } from '../../lib/current-user';
import { http, isApiError } from '../../lib/http';

/** POST /api/Payment/cancel-subscription. */
export const useCancelSubscription = () =>
  useMutation({
    mutationFn: (subscriptionId: string) =>
      http.post<null>('/api/Payment/cancel-subscription', { subscriptionId }),
  });

/** SPEC §8: the message for a failed cancellation, by status. */
export function cancelErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 404) return CANCEL_SUBSCRIPTION_MESSAGES.notFound;
  if (isApiError(error) && error.status === 400) return CANCEL_SUBSCRIPTION_MESSAGES.badRequest;
  return CANCEL_SUBSCRIPTION_MESSAGES.other;
}

/** The /api/AppUser calls only the settings page makes (SPEC §7); each answers the whole User. */
export const useSetShareTelemetry = () =>
  useUserMutation((email, shareTelemetry: boolean) =>
    http.put(`${userPath(email)}`, { shareTelemetry }, { schema: User }),
  );

export const useAddSendFromAddress = () =>
  useUserMutation((email, address: string) =>
    http.post(`${userPath(email)}/send-from-addresses`, { address }, { schema: User }),
  );

export const useRemoveSendFromAddress = () =>
  useUserMutation((email, address: string) =>
    http.delete(`${userPath(email)}/send-from-addresses/${encodeURIComponent(address)}`, { schema: User }),
  );

/** DELETE /api/AppUser/{email}: the account and everything Receiptbox holds for it. */
export function useDeleteAccount() {
  const session = useStoredSession();
  return useMutation({
    mutationFn: () => {
      if (!session) throw new Error('No user logged in');
      return http.delete<null>(userPath(session.email));
    },
  });
}
