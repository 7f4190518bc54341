import { api, call } from '@dwell/ui/lib/api-client.ts';
import type { InferRequestType } from 'hono/client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type TrendsQuery = InferRequestType<typeof api.api.reports.trends.$get>['query'];

/** GET /api/reports/trends: detention hours and stops per day, week or month over a window. */
export const getTrends = (query: TrendsQuery) => call(api.api.reports.trends.$get({ query }));

export const trendsQuery = (query: TrendsQuery) =>
  queryOptions({ queryKey: ['trends', query], queryFn: () => getTrends(query) });

/** The trend rows, keeping the chart on screen while another interval or range loads. */
export function useTrends(query: TrendsQuery, enabled: boolean) {
  return useQuery({ ...trendsQuery(query), placeholderData: keepPreviousData, enabled });
}
