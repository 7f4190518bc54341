import { ApiClientError } from '../api-client.ts';
import { allActions, saveAction } from './store.ts';
import { LOCAL_EVENT_PREFIX, type NewOfflineAction, type OfflineAction, requestFor } from './types.ts';

let lastSeq = 0;
/** Strictly increasing across the taps of this page; Date.now() keeps the order across reloads. */
function nextSeq(): number {
  lastSeq = Math.max(lastSeq + 1, Date.now());
  return lastSeq;
}

/** A fresh local id for a check-in made while offline. */
export function newLocalEventId(): string {
  return `${LOCAL_EVENT_PREFIX}${crypto.randomUUID()}`;
}

/** Queues an action to send when the connection returns. */
export async function enqueue(input: NewOfflineAction): Promise<OfflineAction> {
  const action: OfflineAction = {
    ...input,
    id: input.id ?? crypto.randomUUID(),
    seq: nextSeq(),
    state: 'queued',
    createdAt: Date.now(),
  };
  await saveAction(action);
  window.dispatchEvent(new Event('dwell:offline-enqueued'));
  return action;
}

/** The answer of an action sent at once, or `queued` when there was no connection. */
export type SendResult = { queued: false; body: unknown } | { queued: true; action: OfflineAction };

/**
 * Sends a driver action now if the phone is online, otherwise (or when the request never reaches the API)
 * queues it for the replay. The Idempotency-Key travels with both, so an answer lost on the way back
 * cannot turn into a second event, note or photo. Actions on a still-queued check-in always queue. A refusal
 * by the API throws ApiClientError with its message.
 */
export async function sendOrQueue(input: NewOfflineAction): Promise<SendResult> {
  const id = input.id ?? crypto.randomUUID();
  const pendingEvent = input.kind !== 'check-in' && input.eventId.startsWith(LOCAL_EVENT_PREFIX);
  const earlierQueued = (await allActions()).some((a) => a.state === 'queued' || a.state === 'sending');
  if (navigator.onLine && !pendingEvent && !earlierQueued) {
    const { url, init } = requestFor({ ...input, id, seq: 0, state: 'sending', createdAt: Date.now() });
    let res: Response | null = null;
    try {
      res = await fetch(url, init);
    } catch {
      res = null;
    }
    if (res && res.status < 500) {
      const body = (await res.json().catch(() => ({}))) as {
        error?: { code?: string; message?: string; details?: unknown };
      };
      if (!res.ok) {
        const { code = 'error', message = `Request failed (${res.status})`, details } = body.error ?? {};
        throw new ApiClientError(res.status, code, message, details);
      }
      return { queued: false, body };
    }
  }
  return { queued: true, action: await enqueue({ ...input, id }) };
}
