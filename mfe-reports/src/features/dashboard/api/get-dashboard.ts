import type { DataRead } from '@dwell/core/schemas/remote-routes';
import { api, call } from '@dwell/ui/lib/api-client.ts';
import type { InferRequestType } from 'hono/client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type DashboardQuery = InferRequestType<typeof api.api.reports.dashboard.$get>['query'];

/** GET /api/reports/dashboard: the stat cards' figures over a period, in the company's zone. */
export const getDashboard = (query: DashboardQuery) => call(api.api.reports.dashboard.$get({ query }));

export const dashboardQuery = (query: DashboardQuery) =>
  queryOptions({ queryKey: ['dashboard', query], queryFn: () => getDashboard(query) });

/** The figures, keeping the cards on screen while another period loads. */
export function useDashboard(query: DashboardQuery, enabled: boolean) {
  return useQuery({ ...dashboardQuery(query), placeholderData: keepPreviousData, enabled });
}

/** The period the stat cards show until the user picks another. */
export const FIRST_PERIOD = { period: 'this_week', from: '', to: '' } as const;

/** The stat cards' first read, on everyone's stops or the user's own: answered ahead by the worker (prerender.ts). */
export function firstDashboardRead(scope: 'company' | 'mine'): DataRead {
  const query = { ...FIRST_PERIOD, scope };
  return { key: dashboardQuery(query).queryKey, path: `/api/reports/dashboard?${new URLSearchParams(query)}` };
}
