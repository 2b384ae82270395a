import type { ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

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
export function ConfirmDeleteDialog({ error, children, ...dialog }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog {...dialog} cancelLabel="Cancel" confirmLabel="Delete" busyLabel="Deleting...">
      {children}
      <p className="danger-text">This action cannot be undone.</p>
      {error && (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      )}
    </ConfirmDialog>
  );
}
