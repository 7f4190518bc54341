import { api, call } from '@dwell/ui/lib/api-client.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '../../lib/query-keys.ts';
import { LOOKUP_STALE_MS } from './get-facilities.ts';

/** GET /api/customers: the company's shippers, receivers and brokers that pay. */
export const getCustomers = () => call(api.api.customers.$get());

export const customersQuery = () =>
  queryOptions({ queryKey: keys.customers, queryFn: getCustomers, staleTime: LOOKUP_STALE_MS });

export function useCustomers() {
  return useQuery(customersQuery());
}
