import { useCallback, useEffect, useRef, useState } from 'react';

export type ToastKind = 'success' | 'error';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** SPEC §9: toasts stay 3 s. */
export const TOAST_MS = 3000;

/** Short-lived notifications for one page; each disappears after `durationMs`. */
export function useToasts(durationMs = TOAST_MS) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const show = useCallback(
    (kind: ToastKind, message: string) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, kind, message }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setToasts((current) => current.filter((toast) => toast.id !== id));
      }, durationMs);
      timers.current.add(timer);
    },
    [durationMs],
  );

  return { toasts, show };
}
