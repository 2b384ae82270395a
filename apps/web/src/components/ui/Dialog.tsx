import { type ReactNode, useEffect, useId, useRef } from 'react';

interface DialogProps {
  open: boolean;
  /** Escape, the Cancel button and a click on the backdrop all end here. */
  onDismiss: () => void;
  title: string;
  /** Width in px (SPEC §9: create 600, delete 400); narrower screens get the screen width. */
  width: number;
  children: ReactNode;
  /** Buttons at the bottom, right-aligned (a form may render its own `.dialog-actions` instead). */
  actions?: ReactNode;
  /** Ignores Escape and the backdrop while something is being saved. */
  busy?: boolean;
  className?: string;
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the rest of the page inert (focus stays
 * inside), Escape fires `cancel`, the title labels it for screen readers, and focus goes back to
 * what opened it when it closes.
 */
export function Dialog({
  open,
  onDismiss,
  title,
  width,
  children,
  actions,
  busy = false,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // jsdom has no showModal; the attribute alone still shows the content there.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      opener.current?.focus();
      opener.current = null;
    }
  }, [open]);

  return (
    // The backdrop click is a pointer shortcut; Escape (the `cancel` event) is the keyboard path.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
    <dialog
      ref={ref}
      className={`dialog${className ? ` ${className}` : ''}`}
      style={{ width: `min(${width}px, calc(100vw - 24px))` }}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onDismiss();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its content box.
        if (event.target !== event.currentTarget || busy) return;
        const box = event.currentTarget.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inside && box.width > 0) onDismiss();
      }}
    >
      {open && (
        <div className="dialog-body">
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          {children}
          {actions && <div className="dialog-actions">{actions}</div>}
        </div>
      )}
    </dialog>
  );
}
