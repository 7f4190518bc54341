import { type Answer, api, call } from '@dwell/ui/lib/api-client.ts';
import { queryOptions } from '@tanstack/react-query';

export type AlertRow = Answer<typeof api.api.alerts.$get>['alerts'][number];

/** GET /api/alerts: the five newest in-app alerts, for the dashboard's Alerts card. */
export const getLatestAlerts = () => call(api.api.alerts.$get({ query: { pageSize: '5' } }));

export const latestAlertsQuery = () => queryOptions({ queryKey: ['dashboard', 'alerts'], queryFn: getLatestAlerts });
