import { type Answer, api, call } from '@dwell/ui/lib/api-client.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportQuery } from './get-summary.ts';

/** One row of the scorecard. */
export type FacilityRow = Answer<typeof api.api.reports.facilities.$get>['facilities'][number];

/** GET /api/reports/facilities: each facility's scorecard over the window. */
export const getFacilityScorecards = (query: ReportQuery) => call(api.api.reports.facilities.$get({ query }));

export const facilityScorecardsQuery = (query: ReportQuery) =>
  queryOptions({ queryKey: ['facilities', query], queryFn: () => getFacilityScorecards(query) });

export function useFacilityScorecards(query: ReportQuery, enabled: boolean) {
  return useQuery({ ...facilityScorecardsQuery(query), placeholderData: keepPreviousData, enabled });
}
