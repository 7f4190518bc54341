import { api, call } from '@dwell/ui/lib/api-client.ts';

/** GET /api/evidence/:eventId/verify: the event's evidence chain recomputed and its files hashed again. */
export const verifyEvidence = (eventId: string) =>
  call(api.api.evidence[':eventId'].verify.$get({ param: { eventId } }));
