import type { PrerenderableScreen } from '@dwell/ui/lib/prerender.tsx';
import { firstDashboardRead } from './features/dashboard/api/get-dashboard.ts';
import { StatCardsWidget } from './features/dashboard/components/stat-cards-widget.tsx';
import { ReportsApp } from './reports-app.tsx';

/** The exposed modules (rsbuild.config.ts) whose screen the worker may draw into the page's first paint. */
export const PRERENDER: Record<string, PrerenderableScreen> = {
  app: { Screen: ReportsApp },
  // The dashboards' top widget (core/src/shell-routes.ts DASHBOARD_TOP), with its page's props.
  'stat-cards': {
    Screen: StatCardsWidget,
    reads: ({ scope }) => [firstDashboardRead(scope === 'mine' ? 'mine' : 'company')],
  },
};
