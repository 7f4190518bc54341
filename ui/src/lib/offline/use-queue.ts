import { useEffect, useState } from 'react';
import { allActions, onQueueChange } from './store.ts';
import type { OfflineAction } from './types.ts';

/** The offline queue, live: every change in any bundle or tab re-reads it. Optionally one event's actions. */
export function useOfflineQueue(eventId?: string): OfflineAction[] {
  const [actions, setActions] = useState<OfflineAction[]>([]);
  useEffect(() => {
    let alive = true;
    const read = () =>
      void allActions().then((all) => {
        if (alive) setActions(eventId ? all.filter((a) => a.eventId === eventId || a.serverEventId === eventId) : all);
      });
    read();
    const stop = onQueueChange(read);
    return () => {
      alive = false;
      stop();
    };
  }, [eventId]);
  return actions;
}

/** navigator.onLine, live. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}
