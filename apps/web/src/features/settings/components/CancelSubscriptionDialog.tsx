import { useEffect, useRef } from 'react';

/** Confirms Cancel Subscription (SPEC §4); a native <dialog>, so Escape answers "keep it". */
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
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby="cancel-subscription-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose(false);
      }}
    >
      <h2 id="cancel-subscription-title">Cancel Subscription</h2>
      <p>Are you sure you want to cancel your {planName} subscription?</p>
      <p className="muted">
        Your account returns to the Personal (Free) plan right away. Your mailboxes stay; if you have more
        than the free plan includes, you cannot add new ones.
      </p>
      <div className="dialog-actions">
        <button type="button" className="button button-ghost" onClick={() => onClose(false)} disabled={busy}>
          Keep Subscription
        </button>
        <button type="button" className="button button-danger" onClick={() => onClose(true)} disabled={busy}>
          {busy ? 'Cancelling...' : 'Cancel Subscription'}
        </button>
      </div>
    </dialog>
  );
}
