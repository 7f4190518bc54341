import { OfflineQueueList } from '@dwell/ui/components/offline-queue.tsx';
import { useOfflineQueue, useOnline } from '@dwell/ui/lib/offline/use-queue.ts';
import { useEffect, useRef, useState } from 'react';

/**
 * The header's connection state: 'Offline' when the phone has no signal, and the number of saved actions
 * still to send, which opens the list of every saved action and its state.
 */
export function OfflineStatus() {
  const online = useOnline();
  const actions = useOfflineQueue();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  const waiting = actions.filter((a) => a.state === 'queued' || a.state === 'sending').length;
  const failed = actions.filter((a) => a.state === 'failed').length;
  if (online && actions.length === 0) return null;
  return (
    <div className="menu" ref={box}>
      <span className="sr-only" role="status">
        {online ? '' : 'You are offline. Check-ins, check-outs, notes and photos are saved and sent later.'}
      </span>
      <button
        type="button"
        className={`btn btn-sm ${online ? 'btn-ghost' : 'btn-warning'}`}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((o) => !o)}
        data-testid="offline-status"
      >
        {online ? '' : 'Offline · '}
        {waiting} to send{failed ? ` · ${failed} not sent` : ''}
      </button>
      {open ? (
        <div className="menu-list menu-wide" role="dialog" aria-label="Saved actions">
          <OfflineQueueList actions={actions} />
        </div>
      ) : null}
    </div>
  );
}
