import type { DocumentCategory } from '@dwell/core/schemas/documents';
import { api, call } from '@dwell/ui/lib/api-client.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export interface ListFilters {
  eventId: string | null;
  q: string;
  category: DocumentCategory | 'all';
  dir: 'asc' | 'desc';
}

/** Every documents query starts with this, so one invalidation refreshes all lists. */
export const DOCUMENTS_KEY = ['documents'] as const;

/** GET /api/documents: the documents of the company (or one event), searched, filtered and sorted by the API. */
export const getDocuments = (filters: ListFilters) =>
  call(
    api.api.documents.$get({
      query: {
        ...(filters.eventId ? { eventId: filters.eventId } : {}),
        ...(filters.q ? { q: filters.q } : {}),
        category: filters.category,
        sort: 'date',
        dir: filters.dir,
      },
    }),
  );

export const documentsQuery = (filters: ListFilters) =>
  queryOptions({ queryKey: [...DOCUMENTS_KEY, filters], queryFn: () => getDocuments(filters) });

/** The list, keeping the current cards while the next answer arrives (typing in the search box). */
export function useDocuments(filters: ListFilters) {
  return useQuery({ ...documentsQuery(filters), placeholderData: keepPreviousData, select: (body) => body.documents });
}
