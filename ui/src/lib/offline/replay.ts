import { allActions, saveAction } from './store.ts';

/** Where the queue lives (IndexedDB in the browser; a map in tests). */
export interface QueueStore {
  allActions(): Promise<OfflineAction[]>;
  saveAction(action: OfflineAction): Promise<void>;
}

const browserStore: QueueStore = { allActions, saveAction };
import { type OfflineAction, requestFor } from './types.ts';

/** What stops a replay for now (no connection, a busy or failing server, a signed-out session). */
const RETRY_LATER = new Set([401, 408, 409, 425, 429]);

type Outcome = { kind: 'sent'; body: unknown } | { kind: 'later' } | { kind: 'refused'; message: string };

async function send(action: OfflineAction, fetcher: typeof fetch): Promise<Outcome> {
  const { url, init } = requestFor(action);
  let res: Response;
  try {
    res = await fetcher(url, init);
  } catch {
    return { kind: 'later' };
  }
  const body = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
  if (res.ok) return { kind: 'sent', body };
  if (res.status >= 500 || RETRY_LATER.has(res.status)) return { kind: 'later' };
  return { kind: 'refused', message: body.error?.message ?? `Refused (${res.status})` };
}

/**
 * Sends the queued actions one by one in the order they were tapped. A check-in's answer gives the API's
 * event id, which replaces its local id in every later action, so a check-out, note or photo on an event
 * logged offline reaches that event. The first action that cannot go now stops the run (order is kept);
 * one the API refuses is marked failed with its message, and so are the actions on a refused check-in.
 * Returns how many actions were sent.
 */
export async function replayQueue(fetcher: typeof fetch = fetch, store: QueueStore = browserStore): Promise<number> {
  let sent = 0;
  const ids = new Map<string, string>();
  const refused = new Set<string>();
  for (const stored of await store.allActions()) {
    if (stored.kind === 'check-in' && stored.serverEventId) ids.set(stored.eventId, stored.serverEventId);
    if (stored.state !== 'queued' && stored.state !== 'sending') continue;
    const action = { ...stored, eventId: ids.get(stored.eventId) ?? stored.eventId };
    if (refused.has(action.eventId)) {
      await store.saveAction({ ...action, state: 'failed', error: 'Its check-in was refused, so this was not sent.' });
      continue;
    }
    await store.saveAction({ ...action, state: 'sending' });
    const outcome = await send(action, fetcher);
    if (outcome.kind === 'later') {
      await store.saveAction({ ...action, state: 'queued' });
      break;
    }
    if (outcome.kind === 'refused') {
      if (action.kind === 'check-in') refused.add(action.eventId);
      await store.saveAction({ ...action, state: 'failed', error: outcome.message });
      continue;
    }
    const serverId = action.kind === 'check-in' ? (outcome.body as { event?: { id?: string } }).event?.id : undefined;
    if (serverId) ids.set(stored.eventId, serverId);
    await store.saveAction({ ...action, state: 'sent', ...(serverId ? { serverEventId: serverId } : {}) });
    sent += 1;
  }
  return sent;
}
