import { type Answer, api, call } from '@dwell/ui/lib/api-client.ts';

export type Verification = Answer<(typeof api.api.evidence)[':eventId']['verify']['$get']>;

/** GET /api/evidence/:eventId/verify: the event's evidence chain recomputed and its files hashed again. */
export const verifyEvidence = (eventId: string) =>
  call(api.api.evidence[':eventId'].verify.$get({ param: { eventId } }));
