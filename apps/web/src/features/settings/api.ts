import { CANCEL_SUBSCRIPTION_MESSAGES } from '@receiptbox/contracts/api/payments';
import { useMutation } from '@tanstack/react-query';
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
