import { api, call } from '@dwell/ui/lib/api-client.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Stops move on and off the map without a live feed here: the map asks again this often. */
const REFRESH_MS = 60_000;

/** GET /api/reports/active-locations: the stops under way, with their positions where known. */
export const getActiveLocations = (scope: 'company' | 'mine') =>
  call(api.api.reports['active-locations'].$get({ query: { scope } }));

export const activeLocationsQuery = (scope: 'company' | 'mine') =>
  queryOptions({ queryKey: ['active-locations', scope], queryFn: () => getActiveLocations(scope) });

export function useActiveLocations(scope: 'company' | 'mine') {
  return useQuery({ ...activeLocationsQuery(scope), refetchInterval: REFRESH_MS });
}
