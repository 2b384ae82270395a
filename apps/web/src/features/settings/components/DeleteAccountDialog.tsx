import { useEffect, useRef } from 'react';

/**
 * The account-delete confirmation (SPEC §2, 400px): Cancel answers false, Delete answers true.
 * A native <dialog>, so focus is trapped and Escape cancels.
 */
export function DeleteAccountDialog({
  open,
  busy,
  onClose,
}: {
  open: boolean;
  busy: boolean;
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
      aria-labelledby="delete-account-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose(false);
      }}
    >
      <h2 id="delete-account-title">Delete Account</h2>
      <p>Are you sure you want to delete your account?</p>
      <p className="muted">
        All your mailboxes and settings will be removed, along with your sending addresses and drive access.
        The files in your drive stay; they are yours.
      </p>
      <p className="danger-text">This action cannot be undone.</p>
      <div className="dialog-actions">
        <button type="button" className="button button-ghost" onClick={() => onClose(false)} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="button button-danger" onClick={() => onClose(true)} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </dialog>
  );
}
