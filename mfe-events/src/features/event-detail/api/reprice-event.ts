import { api, call } from '@dwell/ui/lib/api-client.ts';
import { withKey } from '@dwell/ui/lib/intent.ts';

/** POST /api/events/:id/reprice: the stop's amount worked out again under today's policies, and stored. */
export const repriceEvent = (id: string, key: string) =>
  call(api.api.events[':id'].reprice.$post({ param: { id } }, withKey(key)));
