import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, api, call } from './api-client.ts';
import { sharedQueryClient } from './shared-query-client.ts';

/**
 * The user's alerts, read the one way every part of the page reads them: the header's bell (events remote), the
 * dashboard's Alerts card (shell) and the live toasts (events remote) share one cache entry, so a page asks
 * the API once for the newest alerts, and a change (live, or marking read) refreshes all three.
 */
export const alertKeys = {
  all: ['alerts'] as const,
  page: (pageSize: number, page: number) => ['alerts', pageSize, page] as const,
};

export type AlertRow = Answer<typeof api.api.alerts.$get>['alerts'][number];

/** GET /api/alerts: a page of the user's alerts, newest first, read or not, with the unread count. */
export const alertPageQuery = (pageSize: number, page = 1) =>
  queryOptions({
    queryKey: alertKeys.page(pageSize, page),
    queryFn: () => call(api.api.alerts.$get({ query: { pageSize: String(pageSize), page: String(page) } })),
  });

/** How many of the newest alerts the bell lists; the dashboard's card shows the first of these. */
const NEWEST = 8;

/** The newest alerts, read or not, with the unread count. */
export const newestAlertsQuery = () => alertPageQuery(NEWEST);

/** The newest alerts from the page's shared cache, wherever the reader renders (the shell keeps a cache of its own). */
export const useNewestAlerts = () => useQuery(newestAlertsQuery(), sharedQueryClient());
