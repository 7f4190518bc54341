import { MAX_PAGE_SIZE } from '@dwell/core/paging';
import { api, call } from '@dwell/ui/lib/api-client.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '../../lib/query-keys.ts';

/**
 * GET /api/documents?eventId=: the event's evidence in use (not archived), newest first, as many as a page of the
 * API holds, with how many there are.
 */
export const getEventDocuments = (eventId: string) =>
  call(api.api.documents.$get({ query: { eventId, status: 'active', pageSize: String(MAX_PAGE_SIZE) } }));

export const eventDocumentsQuery = (eventId: string) =>
  queryOptions({ queryKey: keys.documents(eventId), queryFn: () => getEventDocuments(eventId) });

export function useDocuments(eventId: string) {
  return useQuery(eventDocumentsQuery(eventId));
}
