import { Dialog } from '../../../components/ui/Dialog';

interface DeleteMailboxDialogProps {
  /** The mailbox to delete; the dialog is open while one is given. */
  mailboxName: string | null;
  busy: boolean;
  error: string | null;
  /** Cancel answers false, Delete answers true (SPEC §2). */
  onClose: (confirmed: boolean) => void;
}

/** The delete confirmation of SPEC §2 (400px) for a mailbox. */
export function DeleteMailboxDialog({ mailboxName, busy, error, onClose }: DeleteMailboxDialogProps) {
  return (
    <Dialog
      open={mailboxName !== null}
      onDismiss={() => onClose(false)}
      title="Delete Mailbox"
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
      <p>Are you sure you want to delete the mailbox "{mailboxName}"?</p>
      <p className="muted">
        Only the mailbox's entry in your Receiptbox account is removed. Its folder and spreadsheet stay in
        your drive.
      </p>
      <p className="danger-text">This action cannot be undone.</p>
      {error && (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      )}
    </Dialog>
  );
}
