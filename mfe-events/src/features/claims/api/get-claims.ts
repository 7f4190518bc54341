import { type Answer, api, call } from '@dwell/ui/lib/api-client.ts';
import type { InferRequestType } from 'hono/client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '../../../lib/query-keys.ts';

/** A page of claims with the company's totals and aging. */
export type ClaimsList = Answer<typeof api.api.claims.$get>;

/** One claim as the list shows it. */
export type ClaimRow = ClaimsList['claims'][number];

type ClaimsQuery = InferRequestType<typeof api.api.claims.$get>['query'];

/** GET /api/claims: a page of the company's claims, optionally of one status. */
export const getClaims = (query: ClaimsQuery) => call(api.api.claims.$get({ query }));

export const claimsQuery = (query: ClaimsQuery) =>
  queryOptions({ queryKey: keys.claimList(query), queryFn: () => getClaims(query) });

/** The claims list, keeping the current page on screen while the next loads; off for drivers (not theirs). */
export function useClaims(query: ClaimsQuery, enabled: boolean) {
  return useQuery({ ...claimsQuery(query), placeholderData: keepPreviousData, enabled });
}
