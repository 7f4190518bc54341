import type { CorrectTimesInput } from '@dwell/core/schemas/time-corrections';
import { api, call } from '@dwell/ui/lib/api-client.ts';
import { withKey } from '@dwell/ui/lib/intent.ts';

/** POST /api/events/:id/times: corrected check-in and/or check-out with the reason, kept in the stop's history. */
export const correctTimes = (id: string, json: CorrectTimesInput, key: string) =>
  call(api.api.events[':id'].times.$post({ param: { id }, json }, withKey(key)));
