import { useEffect, useState } from 'react';
import { TOAST_EVENT, type Toast } from '../lib/toast.ts';

/** Renders the toasts raised anywhere on the page; errors are announced assertively. */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onToast = (event: Event) => {
      const next = (event as CustomEvent<Toast>).detail;
      // The same words twice at once say nothing new (a sign-out seen by the page and by the session socket).
      setToasts((list) =>
        list.some((t) => t.type === next.type && t.title === next.title && t.message === next.message)
          ? list
          : [...list, next],
      );
      if (next.duration > 0) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          setToasts((list) => list.filter((t) => t.id !== next.id));
        }, next.duration);
        timers.add(timer);
      }
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => {
      window.removeEventListener(TOAST_EVENT, onToast);
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  const dismiss = (id: string) => setToasts((list) => list.filter((t) => t.id !== id));
  return (
    <div className="toasts">
      <div aria-live="polite" className="stack">
        {toasts
          .filter((t) => t.type !== 'error')
          .map((t) => (
            <ToastCard key={t.id} toast={t} onDismiss={dismiss} />
          ))}
      </div>
      <div aria-live="assertive" role="alert" className="stack">
        {toasts
          .filter((t) => t.type === 'error')
          .map((t) => (
            <ToastCard key={t.id} toast={t} onDismiss={dismiss} />
          ))}
      </div>
    </div>
  );
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  return (
    <div className={`toast toast-${toast.type}`} data-testid="toast">
      <div>
        <strong>{toast.title}</strong>
        {toast.message ? <p>{toast.message}</p> : null}
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={() => onDismiss(toast.id)}
        aria-label="Dismiss notification"
      >
        ×
      </button>
    </div>
  );
}
