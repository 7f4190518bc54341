import { type Answer, api, call } from '@dwell/ui/lib/api-client.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '../../lib/query-keys.ts';

export type CustomerAccount = Answer<typeof api.api.customers.billing.$get>['customers'][number];

/** GET /api/customers/billing: the company's customers with their billing details (carrier admins only). */
export const getCustomerAccounts = () => call(api.api.customers.billing.$get());

export const customerAccountsQuery = () =>
  queryOptions({ queryKey: keys.customerAccounts, queryFn: getCustomerAccounts });

/** The customers with billing details; others are never asked (the API would refuse them). */
export function useCustomerAccounts(enabled = true) {
  return useQuery({ ...customerAccountsQuery(), enabled });
}
