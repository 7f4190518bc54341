import { api, call } from '@dwell/ui/lib/api-client.ts';
import type { InferRequestType } from 'hono/client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type ReportQuery = InferRequestType<typeof api.api.reports.summary.$get>['query'];

/** GET /api/reports/summary: total events and hours over the window. */
export const getSummary = (query: ReportQuery) => call(api.api.reports.summary.$get({ query }));

export const summaryQuery = (query: ReportQuery) =>
  queryOptions({ queryKey: ['summary', query], queryFn: () => getSummary(query) });

export function useSummary(query: ReportQuery, enabled: boolean) {
  return useQuery({ ...summaryQuery(query), placeholderData: keepPreviousData, enabled });
}
