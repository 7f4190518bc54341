import { api, call } from '@dwell/ui/lib/api-client.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '../../lib/query-keys.ts';

/** GET /api/documents?eventId=: the event's evidence. */
export const getEventDocuments = (eventId: string) => call(api.api.documents.$get({ query: { eventId } }));

export const eventDocumentsQuery = (eventId: string) =>
  queryOptions({ queryKey: keys.documents(eventId), queryFn: () => getEventDocuments(eventId) });

export function useDocuments(eventId: string) {
  return useQuery(eventDocumentsQuery(eventId));
}
