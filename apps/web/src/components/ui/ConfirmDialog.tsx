import type { ReactNode } from 'react';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  busy: boolean;
  /** The safe answer (focused when the dialog opens), e.g. "Cancel", "Keep Subscription". */
  cancelLabel: string;
  /** The red button, e.g. "Delete"; `busyLabel` replaces it while the answer is carried out. */
  confirmLabel: string;
  busyLabel: string;
  /** The safe answer, Escape and the backdrop answer false; the red button answers true. */
  onClose: (confirmed: boolean) => void;
}

/** A 400px question with a safe answer and a destructive one (SPEC §2's confirmation dialogs). */
export function ConfirmDialog({
  open,
  title,
  children,
  busy,
  cancelLabel,
  confirmLabel,
  busyLabel,
  onClose,
}: ConfirmDialogProps) {
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
            {cancelLabel}
          </button>
          <button
            type="button"
            className="button button-danger"
            onClick={() => onClose(true)}
            disabled={busy}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
