import { api, call } from '@dwell/ui/lib/api-client.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '../../lib/query-keys.ts';
import { LOOKUP_STALE_MS } from './get-facilities.ts';

/** GET /api/events/drivers: the company's drivers (a driver only sees themself). */
export const getDrivers = () => call(api.api.events.drivers.$get());

export const driversQuery = () =>
  queryOptions({ queryKey: keys.drivers, queryFn: getDrivers, staleTime: LOOKUP_STALE_MS });

export function useDrivers() {
  return useQuery(driversQuery());
}
