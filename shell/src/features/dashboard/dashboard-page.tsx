import { formatDate } from '@dwell/core/format';
import type { SessionInfo } from '@dwell/core/session';
import { WIDGETS_PAGE_CLASS } from '@dwell/core/prerender';
import { DASHBOARD_TOP } from '@dwell/core/shell-routes';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { useMemo } from 'react';
import { RemoteScreen, type Reserve } from '../remotes/remote-screen.tsx';
import { AlertsCard } from './alerts-card.tsx';
import { QuickActions } from './quick-actions.tsx';

/** Two widgets side by side on wide screens, stacked on narrow ones. */
const TWO_UP = { gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' };

/**
 * Each widget's height once loaded with a typical company's data (wide screens, phones), kept from the first
 * paint so the page never moves as widgets arrive one by one.
 */
const RESERVE = {
  statCards: { wide: 304, phone: 768 },
  activeEvents: { wide: 284, phone: 514 },
  activeMap: { wide: 680, phone: 282 },
  recentActivity: { wide: 636, phone: 620 },
  trendChart: { wide: 566, phone: 395 },
} satisfies Record<string, Reserve>;

/**
 * /dashboard and /carrier-dashboard (docs/product.md#dashboard, docs/product.md#tiers-and-limits): composed from widgets the remotes expose, each loading
 * and failing in its own box. On /carrier-dashboard every figure and list is the signed-in user's own stops.
 */
export function DashboardPage({ session, scope = 'company' }: { session: SessionInfo; scope?: 'company' | 'mine' }) {
  const props = useMemo(() => ({ session }), [session]);
  const scoped = useMemo(() => ({ session, scope }), [session, scope]);
  // The widget the worker draws into the page (the route's declaration): only /carrier-dashboard fixes the
  // scope; on /dashboard the widget's Filters let the user narrow it.
  const top = DASHBOARD_TOP[scope];
  const header = useMemo(() => ({ session, ...top.props }), [session, top]);
  const validUntil = session.subscription.currentPeriodEnd;
  return (
    <div className={WIDGETS_PAGE_CLASS} data-testid="dashboard">
      {/* The stat-cards widget carries the page's title with the period picker, Filters and Export. */}
      <RemoteScreen remote={top.remote} expose={top.module} props={header} compact reserve={RESERVE.statCards} />
      {validUntil && session.subscription.hasAccess ? (
        <Banner
          tone="success"
          title={session.subscription.status === 'trialing' ? 'Free trial active' : 'Subscription active'}
        >
          Valid until {formatDate(validUntil * 1000)}
        </Banner>
      ) : null}
      {/*
        Shown to new users only, so it shows nothing while it loads; once the session says every step is done
        the account area's code is not even loaded for it.
      */}
      {session.user.onboardingCompleted ? null : (
        <RemoteScreen remote="account" expose="onboarding" props={props} compact quiet />
      )}
      <div className="grid" style={TWO_UP}>
        <QuickActions session={session} />
        <RemoteScreen
          remote="events"
          expose="active-events"
          props={scoped}
          compact
          reserve={RESERVE.activeEvents}
          whenVisible
        />
      </div>
      {/* Below the fold on a phone: these load as they come near the viewport. */}
      <RemoteScreen
        remote="reports"
        expose="active-map"
        props={scoped}
        compact
        reserve={RESERVE.activeMap}
        whenVisible
      />
      <div className="grid" style={TWO_UP}>
        <AlertsCard />
        <RemoteScreen
          remote="reports"
          expose="recent-activity"
          props={scoped}
          compact
          reserve={RESERVE.recentActivity}
          whenVisible
        />
      </div>
      <RemoteScreen
        remote="reports"
        expose="trend-chart"
        props={scoped}
        compact
        reserve={RESERVE.trendChart}
        whenVisible
      />
    </div>
  );
}
