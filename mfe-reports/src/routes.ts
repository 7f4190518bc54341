import { REPORT_ROLES } from '@dwell/core/constants';
import type { TrendInterval } from '@dwell/core/report-periods';
import { defineRoutes } from '@dwell/ui/lib/remote-routes.ts';

/** The screen's window until the user picks another: the last 30 days (the screen starts from these). */
export const FIRST_WINDOW = { range: 'last_30_days', from: '', to: '' } as const;
/** The trend chart's grouping until the user picks another. */
export const FIRST_INTERVAL: TrendInterval = 'week';
const windowQuery = new URLSearchParams(FIRST_WINDOW).toString();

/**
 * Every path of the reports area, declared once (see mfe-events/src/routes.ts for what each part does).
 * The dashboard's widgets are exposed on their own and mounted by the shell's dashboard page.
 */
export const ROUTES = defineRoutes([
  {
    path: '/reports',
    title: 'Reports',
    access: 'subscribed',
    roles: REPORT_ROLES,
    feature: 'basicReports',
    screen: 'reports',
    nav: { label: 'Reports', order: 90 },
    reads: [
      { key: ['summary', FIRST_WINDOW], path: `/api/reports/summary?${windowQuery}` },
      { key: ['facilities', FIRST_WINDOW], path: `/api/reports/facilities?${windowQuery}` },
      { key: ['customers', FIRST_WINDOW], path: `/api/reports/customers?${windowQuery}` },
      {
        key: ['trends', { ...FIRST_WINDOW, interval: FIRST_INTERVAL }],
        path: `/api/reports/trends?${windowQuery}&interval=${FIRST_INTERVAL}`,
        feature: 'advancedReports',
      },
    ],
  },
]);

export type ReportsScreen = (typeof ROUTES)[number]['screen'];
