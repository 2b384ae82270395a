import { Dialog } from '../../../components/ui/Dialog';

/** The account-delete confirmation (SPEC §2, 400px): Cancel answers false, Delete answers true. */
export function DeleteAccountDialog({
  open,
  busy,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  onClose: (confirmed: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onDismiss={() => onClose(false)}
      title="Delete Account"
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
            Cancel
          </button>
          <button
            type="button"
            className="button button-danger"
            onClick={() => onClose(true)}
            disabled={busy}
          >
            {busy ? 'Deleting...' : 'Delete'}
          </button>
        </>
      }
    >
      <p>Are you sure you want to delete your account?</p>
      <p className="muted">
        All your mailboxes and settings will be removed, along with your sending addresses and drive access.
        The files in your drive stay; they are yours.
      </p>
      <p className="danger-text">This action cannot be undone.</p>
    </Dialog>
  );
}
