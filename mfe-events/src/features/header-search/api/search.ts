import { api, call } from '@dwell/ui/lib/api-client.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** Searches start at this many characters. */
export const SEARCH_MIN_CHARS = 2;

/** GET /api/search: the company's events, drivers and facilities matching the text. */
export const search = (q: string) => call(api.api.search.$get({ query: { q } }));

export const searchQuery = (q: string) => queryOptions({ queryKey: ['search', q], queryFn: () => search(q) });

/** Results as the user types, keeping the last ones on screen while the next arrive. */
export function useSearch(q: string) {
  return useQuery({ ...searchQuery(q), enabled: q.length >= SEARCH_MIN_CHARS, placeholderData: keepPreviousData });
}
