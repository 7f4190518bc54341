import { api, call } from '@dwell/ui/lib/api-client.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '../../../lib/query-keys.ts';

/** GET /api/policies: the company default, the overrides by customer and facility, and the claim settings. */
export const getPolicies = () => call(api.api.policies.$get());

export const policiesQuery = () => queryOptions({ queryKey: keys.policies, queryFn: getPolicies });

export function usePolicies() {
  return useQuery(policiesQuery());
}
