import { REPORT_ROLES } from '@dwell/core/constants';
import { defineRoutes } from '@dwell/ui/lib/remote-routes.ts';

/** The screen's window until the user picks another: the last 30 days. */
const WINDOW = { range: 'last_30_days', from: '', to: '' };
const windowQuery = 'range=last_30_days&from=&to=';

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
      { key: ['summary', WINDOW], path: `/api/reports/summary?${windowQuery}` },
      { key: ['facilities', WINDOW], path: `/api/reports/facilities?${windowQuery}` },
      { key: ['customers', WINDOW], path: `/api/reports/customers?${windowQuery}` },
    ],
  },
]);

export type ReportsScreen = (typeof ROUTES)[number]['screen'];
