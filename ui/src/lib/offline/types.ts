import type { CreateEventInput } from '@dwell/core/schemas/events';
import type { InferRequestType } from 'hono/client';
import type { api } from '../api-client.ts';

/** queued: waiting for a connection; sending: being replayed; sent: the API took it; failed: the API refused it. */
export type OfflineState = 'queued' | 'sending' | 'sent' | 'failed';

/** Ids of events created while offline start with this; the replay swaps them for the API's id. */
export const LOCAL_EVENT_PREFIX = 'local_';

type JsonOf<R> = InferRequestType<R> extends { json: infer J } ? J : never;
type QueryOf<R> = InferRequestType<R> extends { query: infer Q } ? Q : never;

/**
 * The driver actions that matter at a dock, each of which can wait for a connection: the typed request it
 * is (offline/requests.ts) and the input that request takes, kept as the API's own types.
 */
export interface OfflineInputs {
  /** POST /api/events: the new event's fields, as core's createEventSchema accepts them. */
  'check-in': CreateEventInput;
  /** POST /api/events/:id/complete */
  'check-out': JsonOf<(typeof api.api.events)[':id']['complete']['$post']>;
  /** POST /api/events/:id/notes */
  note: JsonOf<(typeof api.api.events)[':id']['notes']['$post']>;
  /** POST /api/documents: the photo (already downscaled) as the raw body, its name and the upload query. */
  photo: {
    file: Blob;
    fileName: string;
    query: Omit<QueryOf<typeof api.api.documents.$post>, 'eventId'>;
  };
}

export type OfflineKind = keyof OfflineInputs;

/** One queued request: which call, and its input. */
export type OfflineCall<K extends OfflineKind = OfflineKind> = { [P in K]: { kind: P; input: OfflineInputs[P] } }[K];

interface ActionRecord {
  /** Also the request's Idempotency-Key, so a replay never writes twice. */
  id: string;
  /** Order of the taps; the replay keeps it. */
  seq: number;
  /** The event acted on: the API's id, or a queued check-in's local id. */
  eventId: string;
  /** What the driver sees in the queue, e.g. 'Check out · 14:05'. */
  label: string;
  state: OfflineState;
  error?: string;
  createdAt: number;
  /** For a check-in: the API's id once sent. */
  serverEventId?: string;
}

export type OfflineAction<K extends OfflineKind = OfflineKind> = ActionRecord & OfflineCall<K>;

/** What a screen hands the queue; the queue fills in seq, state and createdAt (and the id when absent). */
export type NewOfflineAction<K extends OfflineKind = OfflineKind> = {
  id?: string;
  eventId: string;
  label: string;
} & OfflineCall<K>;
