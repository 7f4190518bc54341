import { queryClient } from '@dwell/ui/lib/bridge.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useEffect, useSyncExternalStore } from 'react';
import { alertKeys, newestAlertsQuery } from '@dwell/ui/lib/alerts.ts';
import { keys } from './query-keys.ts';

type Topic = 'events' | 'alerts' | 'claims';
interface ChangedMessage {
  type: 'changed';
  topics: Topic[];
  eventIds: string[];
  at: number;
}

const PING_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;

let socket: WebSocket | null = null;
let users = 0;
let attempt = 0;
let reconnect: ReturnType<typeof setTimeout> | null = null;
let ping: ReturnType<typeof setInterval> | null = null;
let connected = false;
const statusListeners = new Set<() => void>();
const seenAlerts = new Set<string>();
let alertsPrimed = false;

function setConnected(value: boolean) {
  connected = value;
  for (const listener of statusListeners) listener();
}

/**
 * Toasts the unread alerts that arrived since the last look (the first look only remembers what is there). It
 * reads the newest alerts the bell lists: the same cache entry, so a look the bell's own read (or its refresh
 * after a change) is making already asks the API nothing more.
 */
async function announceNewAlerts(): Promise<void> {
  const body = await queryClient.fetchQuery(newestAlertsQuery()).catch(() => null);
  if (!body) return;
  for (const alert of [...body.alerts].reverse()) {
    if (seenAlerts.has(alert.id)) continue;
    seenAlerts.add(alert.id);
    if (alertsPrimed && !alert.read) toast('warning', alert.title, alert.message, 8000);
  }
  alertsPrimed = true;
}

/** Refetches exactly what a change touched; a reconnect refetches everything (changes may have been missed). */
function apply(message: ChangedMessage | null): void {
  if (!message) {
    void queryClient.invalidateQueries();
    void announceNewAlerts();
    return;
  }
  if (message.topics.includes('events')) {
    void queryClient.invalidateQueries({ queryKey: keys.events });
    for (const id of message.eventIds) void queryClient.invalidateQueries({ queryKey: keys.event(id) });
  }
  if (message.topics.includes('claims')) {
    void queryClient.invalidateQueries({ queryKey: keys.claims });
    for (const id of message.eventIds) void queryClient.invalidateQueries({ queryKey: keys.event(id) });
  }
  if (message.topics.includes('alerts')) {
    void queryClient.invalidateQueries({ queryKey: alertKeys.all });
    void announceNewAlerts();
  }
}

function open(): void {
  if (socket || users === 0) return;
  const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/live`);
  socket = ws;
  ws.addEventListener('open', () => {
    const reconnected = attempt > 0;
    attempt = 0;
    setConnected(true);
    if (reconnected) apply(null);
    else void announceNewAlerts();
    ping = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send('ping'), PING_MS);
  });
  ws.addEventListener('message', (event) => {
    if (typeof event.data !== 'string' || event.data === 'pong') return;
    try {
      const message = JSON.parse(event.data) as ChangedMessage | { type: 'hello' };
      if (message.type === 'changed') apply(message);
    } catch {
      // Not ours; ignore.
    }
  });
  ws.addEventListener('close', () => {
    if (ping) clearInterval(ping);
    socket = null;
    setConnected(false);
    if (users === 0) return;
    // Back off 1 s, 2 s, 4 s… up to 30 s: a server restart must not be hammered by every open tab.
    attempt += 1;
    reconnect = setTimeout(open, Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (attempt - 1)));
  });
}

function retain(): () => void {
  users += 1;
  open();
  return () => {
    users -= 1;
    if (users > 0) return;
    if (reconnect) clearTimeout(reconnect);
    socket?.close(1000, 'done');
    socket = null;
  };
}

/**
 * Keeps this tab's one live connection open while a screen that shows live data is mounted. Every screen
 * and widget of the area shares the connection and the query cache it refreshes.
 */
export function useLiveUpdates(): void {
  useEffect(retain, []);
}

/** Whether the live connection is open; re-renders the caller (keep it small: shared/last-updated.tsx) on change. */
export function useLiveStatus(): boolean {
  return useSyncExternalStore(
    (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    () => connected,
    () => false,
  );
}
