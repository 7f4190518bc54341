import { api, type Success } from '../api-client.ts';
import { IDEMPOTENCY_HEADER } from '../intent.ts';
import type { OfflineAction, OfflineKind } from './types.ts';

/** Options the replay may add to every request (a test hands in its own fetch). */
export interface SendOptions {
  fetch?: typeof fetch;
}

const keyed = (action: OfflineAction, options: SendOptions) => ({
  ...options,
  headers: { [IDEMPOTENCY_HEADER]: action.id },
});

/** The typed client's answer to each kind of action. */
interface Responses {
  'check-in': ReturnType<typeof api.api.events.$post>;
  'check-out': ReturnType<(typeof api.api.events)[':id']['complete']['$post']>;
  note: ReturnType<(typeof api.api.events)[':id']['notes']['$post']>;
  photo: ReturnType<typeof api.api.documents.$post>;
}

/** The API's answer to an action of kind K, when it took it. */
export type OfflineAnswer<K extends OfflineKind> = Success<Awaited<Responses[K]>>;

/**
 * Each queueable action as the typed client's request, so a queued action is sent exactly as a direct call
 * would be and its answer keeps the API's type. Every request carries the action's id as its Idempotency-Key.
 */
const REQUESTS: { [K in OfflineKind]: (action: OfflineAction<K>, options: SendOptions) => Responses[K] } = {
  'check-in': (action, options) => api.api.events.$post({ json: action.input }, keyed(action, options)),
  'check-out': (action, options) =>
    api.api.events[':id'].complete.$post({ param: { id: action.eventId }, json: action.input }, keyed(action, options)),
  note: (action, options) =>
    api.api.events[':id'].notes.$post({ param: { id: action.eventId }, json: action.input }, keyed(action, options)),
  photo: (action, options) => {
    const { file, fileName, query } = action.input;
    const base = keyed(action, options);
    return api.api.documents.$post(
      { query: { ...query, eventId: action.eventId } },
      {
        ...base,
        headers: {
          ...base.headers,
          'content-type': file.type || 'application/octet-stream',
          'x-file-name': encodeURIComponent(fileName),
        },
        init: { body: file },
      },
    );
  },
};

/** The typed request an action becomes (sent by the queue now, or by the replay later). */
export function requestFor<K extends OfflineKind>(action: OfflineAction<K>, options: SendOptions = {}): Responses[K] {
  const send: (action: OfflineAction<K>, options: SendOptions) => Responses[K] = REQUESTS[action.kind];
  return send(action, options);
}
