import { type Answer, api, call } from '@dwell/ui/lib/api-client.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '../../../lib/query-keys.ts';

export type EventsPage = Answer<typeof api.api.events.$get>;
export type EventRow = EventsPage['events'][number];

/** GET /api/events: one page of the list, filtered, sorted and in the company's periods. */
export const getEvents = (query: Record<string, string>) => call(api.api.events.$get({ query }));

export const eventsQuery = (query: Record<string, string>) =>
  queryOptions({ queryKey: keys.eventList(query), queryFn: () => getEvents(query) });

/** One page of events from the server, keeping the previous page on screen while the next loads. */
export function useEventsPage(query: Record<string, string>) {
  return useQuery({ ...eventsQuery(query), placeholderData: keepPreviousData });
}
