import { Dialog } from '../../../components/ui/Dialog';

/**
 * Confirms Cancel Subscription (SPEC §4) in the shared modal: Tab stays inside, Escape and
 * "Keep Subscription" (which has focus when it opens) answer no, focus returns to the opener.
 */
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
    <Dialog
      open={open}
      onDismiss={() => onClose(false)}
      title="Cancel Subscription"
      width={400}
      busy={busy}
      actions={
        <>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => onClose(false)}
            disabled={busy}
            // biome-ignore lint/a11y/noAutofocus: the safe answer takes focus when the dialog opens.
            autoFocus
          >
            Keep Subscription
          </button>
          <button
            type="button"
            className="button button-danger"
            onClick={() => onClose(true)}
            disabled={busy}
          >
            {busy ? 'Cancelling...' : 'Cancel Subscription'}
          </button>
        </>
      }
    >
      <p>Are you sure you want to cancel your {planName} subscription?</p>
      <p className="muted">
        Your account returns to the Personal (Free) plan right away. Your mailboxes stay; if you have more
        than the free plan includes, you cannot add new ones.
      </p>
    </Dialog>
  );
}
