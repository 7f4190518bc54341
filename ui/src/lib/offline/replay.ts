import { ApiClientError, call } from '../api-client.ts';
import { requestFor, type SendOptions } from './requests.ts';
import { browserStore, type QueueStore } from './store.ts';
import type { OfflineAction } from './types.ts';

/** What stops a replay for now (no connection, a busy or failing server, a signed-out session). */
const RETRY_LATER = new Set([401, 408, 409, 425, 429]);

type Outcome = { kind: 'sent'; serverEventId?: string } | { kind: 'later' } | { kind: 'refused'; message: string };

/** Sends one action through the typed client; a check-in's answer names the event the API created. */
async function send(action: OfflineAction, options: SendOptions): Promise<Outcome> {
  try {
    if (action.kind === 'check-in') {
      const body = await call(requestFor(action, options));
      return { kind: 'sent', serverEventId: body.event.id };
    }
    await call(requestFor(action, options));
    return { kind: 'sent' };
  } catch (error) {
    const refused =
      error instanceof ApiClientError && error.status > 0 && error.status < 500 && !RETRY_LATER.has(error.status);
    return refused ? { kind: 'refused', message: error.message } : { kind: 'later' };
  }
}

/**
 * Sends the queued actions one by one in the order they were tapped. A check-in's answer gives the API's
 * event id, which replaces its local id in every later action, so a check-out, note or photo on an event
 * logged offline reaches that event. The first action that cannot go now stops the run (order is kept);
 * one the API refuses is marked failed with its message, and so are the actions on a refused check-in.
 * Returns how many actions were sent.
 */
export async function replayQueue(fetcher?: typeof fetch, store: QueueStore = browserStore): Promise<number> {
  const options: SendOptions = fetcher ? { fetch: fetcher } : {};
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
    const outcome = await send(action, options);
    if (outcome.kind === 'later') {
      await store.saveAction({ ...action, state: 'queued' });
      break;
    }
    if (outcome.kind === 'refused') {
      if (action.kind === 'check-in') refused.add(action.eventId);
      await store.saveAction({ ...action, state: 'failed', error: outcome.message });
      continue;
    }
    const serverId = outcome.serverEventId;
    if (serverId) ids.set(stored.eventId, serverId);
    await store.saveAction({ ...action, state: 'sent', ...(serverId ? { serverEventId: serverId } : {}) });
    sent += 1;
  }
  return sent;
}
