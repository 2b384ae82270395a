import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';

/** Confirms Cancel Subscription (SPEC §4); "Keep Subscription" is the safe answer. */
export function CancelSubscriptionDialog({
  open,
  busy,
  planName,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  planName: string;
  onClose: (confirmed: boolean) => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      title="Cancel Subscription"
      cancelLabel="Keep Subscription"
      confirmLabel="Cancel Subscription"
      busyLabel="Cancelling..."
      onClose={onClose}
    >
      <p>Are you sure you want to cancel your {planName} subscription?</p>
      <p className="muted">
        Your account returns to the Personal (Free) plan right away. Your mailboxes stay; if you have more
        than the free plan includes, you cannot add new ones.
      </p>
    </ConfirmDialog>
  );
}
