/** The driver actions that matter at a dock, each of which can wait for a connection. */
export type OfflineKind = 'check-in' | 'check-out' | 'note' | 'photo';

/** queued: waiting for a connection; sending: being replayed; sent: the API took it; failed: the API refused it. */
export type OfflineState = 'queued' | 'sending' | 'sent' | 'failed';

/** Ids of events created while offline start with this; the replay swaps them for the API's id. */
export const LOCAL_EVENT_PREFIX = 'local_';

export interface OfflineAction {
  /** Also the request's Idempotency-Key, so a replay never writes twice. */
  id: string;
  /** Order of the taps; the replay keeps it. */
  seq: number;
  kind: OfflineKind;
  /** The event acted on: the API's id, or a queued check-in's local id. */
  eventId: string;
  /** What the driver sees in the queue, e.g. 'Check out · 14:05'. */
  label: string;
  /** JSON body (check-in, check-out, note). */
  json?: Record<string, unknown>;
  /** The photo (already downscaled) and its upload query. */
  file?: Blob;
  fileName?: string;
  query?: Record<string, string>;
  state: OfflineState;
  error?: string;
  createdAt: number;
  /** For a check-in: the API's id once sent. */
  serverEventId?: string;
}

/** What a screen hands the queue; the queue fills in id, seq, state and createdAt. */
export type NewOfflineAction = Omit<OfflineAction, 'id' | 'seq' | 'state' | 'createdAt'> & { id?: string };

/** The request an action becomes. */
export function requestFor(action: OfflineAction): { url: string; init: RequestInit } {
  const headers: Record<string, string> = { 'idempotency-key': action.id };
  const id = encodeURIComponent(action.eventId);
  if (action.kind === 'photo') {
    const query = new URLSearchParams({ ...action.query, eventId: action.eventId });
    headers['content-type'] = action.file?.type || 'application/octet-stream';
    headers['x-file-name'] = encodeURIComponent(action.fileName ?? 'photo.jpg');
    return { url: `/api/documents?${query.toString()}`, init: { method: 'POST', headers, body: action.file ?? null } };
  }
  headers['content-type'] = 'application/json';
  const url =
    action.kind === 'check-in'
      ? '/api/events'
      : action.kind === 'check-out'
        ? `/api/events/${id}/complete`
        : `/api/events/${id}/notes`;
  return { url, init: { method: 'POST', headers, body: JSON.stringify(action.json ?? {}) } };
}
