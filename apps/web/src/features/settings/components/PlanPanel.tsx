import { CANCEL_SUBSCRIPTION_MESSAGES } from '@receiptbox/contracts/api/payments';
import type { User } from '@receiptbox/contracts/api/users';
import { overLimitNote } from '@receiptbox/contracts/plan-rules';
import { PLAN_DISPLAY_NAMES } from '@receiptbox/contracts/plans';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ToastRegion } from '../../../components/ui/ToastRegion';
import { useToasts } from '../../../components/ui/use-toasts';
import { paths } from '../../../config/paths';
import { userQueries } from '../../../lib/current-user';
import { cancelErrorMessage, useCancelSubscription } from '../api';
import { planStatus } from '../plan-status';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';

/** SPEC §9: the cancel success message stays 5 s; the user is reloaded 3 s after cancelling. */
export const CANCEL_SUCCESS_MS = 5000;
export const RELOAD_AFTER_CANCEL_MS = 3000;

/** Settings' current-plan panel (SPEC §2, §4): plan, billing, days left, renewal, cancel. */
export function PlanPanel({ user }: { user: User }) {
  const plan = user.userPlan;
  const status = planStatus(plan);
  const planName = PLAN_DISPLAY_NAMES[plan.planType];
  const cancel = useCancelSubscription();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [success, setSuccess] = useState(false);
  const shortToasts = useToasts();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const note = overLimitNote(planName, plan.planType, user.mailboxes.length);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const onCancelClick = () => {
    // SPEC §4: only a paid plan with a subscription can be cancelled.
    if (plan.planType === 'Free' || !plan.subscriptionId) {
      shortToasts.show('error', CANCEL_SUBSCRIPTION_MESSAGES.noSubscription);
      return;
    }
    setConfirming(true);
  };

  const onDialogClose = async (confirmed: boolean) => {
    if (!confirmed || !plan.subscriptionId) {
      setConfirming(false);
      return;
    }
    try {
      await cancel.mutateAsync(plan.subscriptionId);
      setConfirming(false);
      setSuccess(true);
      timers.current.push(setTimeout(() => setSuccess(false), CANCEL_SUCCESS_MS));
      timers.current.push(
        setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: userQueries.me(user.email).queryKey });
        }, RELOAD_AFTER_CANCEL_MS),
      );
    } catch (error) {
      console.error('cancelling the subscription failed', error);
      setConfirming(false);
      shortToasts.show('error', cancelErrorMessage(error));
    }
  };

  const expired = status.tone === 'expired';
  return (
    <section className="settings-section" aria-labelledby="plan-title" data-testid="plan-panel">
      <h2 id="plan-title">Current Plan</h2>
      <p>
        <strong data-testid="plan-name">{planName}</strong>
        {plan.planType !== 'Free' && (
          <span className="muted"> · Billed {plan.isYearly ? 'yearly' : 'monthly'}</span>
        )}
      </p>
      {status.label && (
        <p>
          <span className={`plan-badge ${status.tone}`} data-testid="plan-status">
            {status.label}
          </span>
          {status.tone === 'soon' && <span className="muted"> {status.daysRemaining} days remaining</span>}
        </p>
      )}
      {plan.endDate && (
        <p className="muted">
          {expired ? 'Ended' : 'Renews'} {new Date(plan.endDate).toLocaleDateString()}
        </p>
      )}
      {note && (
        <p className="alert alert-warning" role="note">
          {note}
        </p>
      )}
      {success && (
        <div className="alert alert-success" role="status">
          {CANCEL_SUBSCRIPTION_MESSAGES.success}
        </div>
      )}
      <div className="button-row">
        <Link className="button button-ghost" to={paths.pricing.href()}>
          {plan.planType === 'Business' ? 'View plans' : 'Upgrade plan'}
        </Link>
        {plan.planType !== 'Free' && (
          <button
            type="button"
            className="button button-ghost"
            onClick={onCancelClick}
            disabled={cancel.isPending}
          >
            Cancel Subscription
          </button>
        )}
      </div>
      <ToastRegion toasts={shortToasts.toasts} />
      <CancelSubscriptionDialog
        open={confirming}
        busy={cancel.isPending}
        planName={planName}
        onClose={onDialogClose}
      />
    </section>
  );
}
