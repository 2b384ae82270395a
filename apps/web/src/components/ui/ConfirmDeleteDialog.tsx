import type { ReactNode } from 'react';
import { Dialog } from './Dialog';

interface ConfirmDeleteDialogProps {
  open: boolean;
  /** "Delete Mailbox", "Delete Account". */
  title: string;
  /** The question and what deleting removes; the warning that it cannot be undone follows. */
  children: ReactNode;
  busy: boolean;
  /** Shown in an alert under the warning. */
  error?: string | null;
  /** Cancel (or Escape) answers false, Delete answers true. */
  onClose: (confirmed: boolean) => void;
}

/** The delete confirmation of SPEC §2 (400px); Cancel, the safe answer, has focus when it opens. */
export function ConfirmDeleteDialog({
  open,
  title,
  children,
  busy,
  error,
  onClose,
}: ConfirmDeleteDialogProps) {
  return (
    <Dialog
      open={open}
      onDismiss={() => onClose(false)}
      title={title}
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
      {children}
      <p className="danger-text">This action cannot be undone.</p>
      {error && (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      )}
    </Dialog>
  );
}
