import { type Answer, ApiClientError, api, call } from '@dwell/ui/lib/api-client.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '../../../lib/query-keys.ts';

export type EventDetail = Answer<(typeof api.api.events)[':id']['$get']>;

/** GET /api/events/:id: everything the detail screen shows about one event. */
export const getEvent = (id: string) => call(api.api.events[':id'].$get({ param: { id } }));

export const eventQuery = (id: string) => queryOptions({ queryKey: keys.event(id), queryFn: () => getEvent(id) });

/** The event, refetched live; an event that does not exist (404) is not asked for again. */
export function useEventDetail(id: string) {
  return useQuery({
    ...eventQuery(id),
    retry: (count, error) => count < 1 && !(error instanceof ApiClientError && error.status === 404),
  });
}
