import { api, call } from '@dwell/ui/lib/api-client.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '../../lib/query-keys.ts';

/** Lookups change rarely: they are kept this long before being asked for again. */
export const LOOKUP_STALE_MS = 5 * 60_000;

/** GET /api/facilities: the company's facilities (filters, form suggestions, policy overrides). */
export const getFacilities = () => call(api.api.facilities.$get());

export const facilitiesQuery = () =>
  queryOptions({ queryKey: keys.facilities, queryFn: getFacilities, staleTime: LOOKUP_STALE_MS });

export function useFacilities() {
  return useQuery(facilitiesQuery());
}
