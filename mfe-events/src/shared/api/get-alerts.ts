import { api, call } from '@dwell/ui/lib/api-client.ts';
import type { InferRequestType } from 'hono/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '../../lib/query-keys.ts';

type AlertsQuery = InferRequestType<typeof api.api.alerts.$get>['query'];

/** GET /api/alerts: a page of the user's alerts (optionally the unread ones) with the unread count. */
export const getAlerts = (query: AlertsQuery) => call(api.api.alerts.$get({ query }));

export const alertsQuery = (pageSize: number, page = 1) =>
  queryOptions({
    queryKey: keys.alertPage(pageSize, page),
    queryFn: () => getAlerts({ pageSize: String(pageSize), page: String(page) }),
  });

/** A page of the user's alerts with the unread count. */
export function useAlerts(pageSize: number, page = 1) {
  return useQuery(alertsQuery(pageSize, page));
}
