import { type Answer, api, call } from '@dwell/ui/lib/api-client.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportQuery } from './get-summary.ts';

/** One row of the scorecard. */
export type CustomerRow = Answer<typeof api.api.reports.customers.$get>['customers'][number];

/** GET /api/reports/customers: each customer's scorecard over the window. */
export const getCustomerScorecards = (query: ReportQuery) => call(api.api.reports.customers.$get({ query }));

export const customerScorecardsQuery = (query: ReportQuery) =>
  queryOptions({ queryKey: ['customers', query], queryFn: () => getCustomerScorecards(query) });

export function useCustomerScorecards(query: ReportQuery, enabled: boolean) {
  return useQuery({ ...customerScorecardsQuery(query), placeholderData: keepPreviousData, enabled });
}
