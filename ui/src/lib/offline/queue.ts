import { ApiClientError, call } from '../api-client.ts';
import { type OfflineAnswer, requestFor, type SendOptions } from './requests.ts';
import { browserStore, type QueueStore } from './store.ts';
import {
  LOCAL_EVENT_PREFIX,
  type NewOfflineAction,
  type OfflineAction,
  type OfflineCall,
  type OfflineKind,
} from './types.ts';

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

/**
 * Refuses an input its schema refuses, with the API's own error shape (first message, issues by field). The
 * schemas (and the validation library) come in their own chunk when a driver first sends something, not with
 * every screen that can.
 */
async function validate(action: OfflineCall): Promise<void> {
  const { check } = await import('./checks.ts');
  const result = check(action);
  if (result.success) return;
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new ApiClientError(400, 'validation_failed', issues[0]?.message ?? 'Invalid input', { issues });
}

/** Queues an action (validated first) to send when the connection returns. */
export async function enqueue(input: NewOfflineAction, store: QueueStore = browserStore): Promise<OfflineAction> {
  await validate(input);
  const action: OfflineAction = {
    ...input,
    id: input.id ?? crypto.randomUUID(),
    seq: nextSeq(),
    state: 'queued',
    createdAt: Date.now(),
  };
  await store.saveAction(action);
  store.enqueued?.();
  return action;
}

/** The API's answer to an action sent at once, or the queued action when there was no connection. */
export type SendResult<K extends OfflineKind> =
  | { queued: false; body: OfflineAnswer<K> }
  | { queued: true; action: OfflineAction };

/** Where the queue runs: the browser (IndexedDB, navigator.onLine), or a test's stand-ins. */
export interface QueueContext extends SendOptions {
  store?: QueueStore;
  online?: () => boolean;
}

/**
 * Sends a driver action now through the typed client if the phone is online, otherwise (or when the request
 * never reaches the API, or the API is failing) queues it for the replay. The Idempotency-Key travels with
 * both, so an answer lost on the way back cannot turn into a second event, note or photo. Actions on a
 * still-queued check-in always queue. Input its schema refuses, or a refusal by the API, throws ApiClientError
 * with the message.
 */
export async function sendOrQueue<K extends OfflineKind>(
  input: NewOfflineAction<K>,
  context: QueueContext = {},
): Promise<SendResult<K>> {
  const { store = browserStore, online = () => navigator.onLine, ...options } = context;
  const id = input.id ?? crypto.randomUUID();
  // The same action as one of every kind, for the checks and the store that take all kinds alike.
  const action = { ...input, id } as NewOfflineAction;
  await validate(action);
  const pendingEvent = input.kind !== 'check-in' && input.eventId.startsWith(LOCAL_EVENT_PREFIX);
  const earlierQueued = (await store.allActions()).some((a) => a.state === 'queued' || a.state === 'sending');
  if (online() && !pendingEvent && !earlierQueued) {
    const now: OfflineAction<K> = { ...input, id, seq: 0, state: 'sending', createdAt: Date.now() };
    try {
      return { queued: false, body: await call(requestFor(now, options)) };
    } catch (error) {
      const unreached = error instanceof ApiClientError && (error.status === 0 || error.status >= 500);
      if (!unreached) throw error;
    }
  }
  return { queued: true, action: await enqueue(action, store) };
}
