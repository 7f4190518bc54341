import { DOCUMENTS_PAGE_SIZE } from '@dwell/core/paging';
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

/**
 * GET /api/documents: a page of the documents of the company (or one event), searched, filtered and sorted by the
 * API, with how many the whole list holds.
 */
export const getDocuments = (filters: ListFilters, page: number) =>
  call(
    api.api.documents.$get({
      query: {
        ...(filters.eventId ? { eventId: filters.eventId } : {}),
        ...(filters.q ? { q: filters.q } : {}),
        category: filters.category,
        sort: 'date',
        dir: filters.dir,
        page: String(page),
        pageSize: String(DOCUMENTS_PAGE_SIZE),
      },
    }),
  );

export const documentsQuery = (filters: ListFilters, page: number) =>
  queryOptions({ queryKey: [...DOCUMENTS_KEY, filters, page], queryFn: () => getDocuments(filters, page) });

/** A page of the list, keeping the current cards while the next answer arrives (typing in the search box). */
export function useDocuments(filters: ListFilters, page: number) {
  return useQuery({ ...documentsQuery(filters, page), placeholderData: keepPreviousData });
}
