import { type Answer, api, call } from '@dwell/ui/lib/api-client.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '../../lib/query-keys.ts';

export type ClaimDetail = Answer<(typeof api.api.claims)[':id']['$get']>;

/** GET /api/claims/:id: one claim with its payments, its invoice's evidence, its history and its next statuses. */
export const getClaim = (id: string) => call(api.api.claims[':id'].$get({ param: { id } }));

export const claimQuery = (id: string) => queryOptions({ queryKey: keys.claim(id), queryFn: () => getClaim(id) });

/** The claim open in a panel, when one is. */
export function useClaim(id: string | null) {
  return useQuery({ ...claimQuery(id ?? ''), enabled: Boolean(id) });
}
