import { MINUTE_MS } from '@dwell/core/constants';
import { formatDuration, formatMoney, formatNumber } from '@dwell/core/format';
import { PERIOD_WORDS, STAT_CARD_COUNTS } from '@dwell/core/report-periods';
import { hasFeature } from '@dwell/core/tiers';
import { Banner, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { FeatureGate } from '@dwell/ui/components/gate.tsx';
import { Link } from '@dwell/ui/lib/router.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { useState } from 'react';
import { exportEvents } from '../api/export-events.ts';
import { FIRST_PERIOD, useDashboard } from '../api/get-dashboard.ts';
import { PeriodPicker, type PeriodValue } from './period-picker.tsx';
import { StatCard } from './stat-card.tsx';

export interface DashboardWidgetProps extends ScreenProps {
  /** 'mine' on /carrier-dashboard: only the signed-in user's own stops. */
  scope?: 'company' | 'mine';
  /** The page's title: this widget carries the dashboard's header with its period picker (docs/product.md#dashboard). */
  title?: string;
}

/** An average wait in minutes as the one duration format, e.g. '2h 5m'. */
const minutes = (n: number) => formatDuration(n * MINUTE_MS);

/** Dashboard stat cards (docs/product.md#dashboard) on live data, with the period picker, Filters and Export. */
export function StatCardsWidget({ session, scope: fixedScope, title = 'Dashboard' }: DashboardWidgetProps) {
  const [value, setValue] = useState<PeriodValue>(FIRST_PERIOD);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [scope, setScope] = useState<'company' | 'mine'>(fixedScope ?? 'company');
  const query = { period: value.period, from: value.from, to: value.to, scope };
  // A custom range is asked for once both of its dates are picked; the API explains any other mistake.
  const dashboard = useDashboard(query, value.period !== 'custom' || Boolean(value.from && value.to));
  const w = dashboard.data?.window;
  const exportData = () => {
    if (!w) return;
    exportEvents(w.from, w.to);
  };
  const stats = dashboard.data?.stats;
  const words = PERIOD_WORDS[dashboard.data?.period ?? value.period];
  // The events list shows the very stops the cards count: same period, same company zone, same owner.
  const list = new URLSearchParams({ period: value.period, status: 'not_cancelled' });
  if (value.period === 'custom') {
    list.set('from', value.from);
    list.set('to', value.to);
  }
  if (scope === 'mine') list.set('driverId', session.user.id);
  return (
    <section className="stack" aria-label="Detention summary">
      <header className="page-header row-between" style={{ flexWrap: 'wrap', gap: 8 }}>
        <h1>{title}</h1>
        <PeriodPicker value={value} onChange={setValue} />
        <div className="row">
          {fixedScope ? null : (
            <button
              type="button"
              className="btn btn-sm"
              aria-expanded={filtersOpen}
              onClick={() => setFiltersOpen((o) => !o)}
            >
              Filters
            </button>
          )}
          {hasFeature(session.subscription.tier, 'apiAccess') ? (
            <button type="button" className="btn btn-sm" onClick={exportData} disabled={!w}>
              Export
            </button>
          ) : (
            <FeatureGate session={session} feature="apiAccess" style="inline">
              {null}
            </FeatureGate>
          )}
        </div>
      </header>
      {filtersOpen ? (
        <div className="card card-tight row">
          <label htmlFor="dashboard-scope" className="small">
            Stops
          </label>
          <select
            id="dashboard-scope"
            className="select"
            value={scope}
            onChange={(e) => setScope(e.target.value as 'company' | 'mine')}
          >
            <option value="company">Everyone's (as your role allows)</option>
            <option value="mine">Only mine</option>
          </select>
        </div>
      ) : null}
      {dashboard.isError ? <Banner tone="error">{dashboard.error.message}</Banner> : null}
      {stats ? (
        <div className="grid stat-grid" data-testid="stat-cards" aria-busy={dashboard.isFetching}>
          <StatCard
            title="Active Detentions"
            icon="◉"
            stat={stats.activeDetentions}
            format={formatNumber}
            counts={`${STAT_CARD_COUNTS.activeDetentions(words.span)} · ${STAT_CARD_COUNTS.underWayNow(dashboard.data?.underWayNow ?? 0)}`}
            versus={words.versus}
          >
            <Link to={`/events?${list.toString()}`} className="small">
              See these stops
            </Link>
          </StatCard>
          <StatCard
            title="Recoverable Amount"
            icon="$"
            stat={stats.recoverableCents}
            format={formatMoney}
            counts={STAT_CARD_COUNTS.recoverableCents}
            versus={words.versus}
          />
          <StatCard
            title="Avg. Wait Time"
            icon="◷"
            stat={stats.avgWaitMinutes}
            format={minutes}
            counts={STAT_CARD_COUNTS.avgWaitMinutes}
            versus={words.versus}
          />
          <StatCard
            title="Facilities Visited"
            icon="⌂"
            stat={stats.facilitiesVisited}
            format={formatNumber}
            counts={STAT_CARD_COUNTS.facilitiesVisited}
            versus={words.versus}
          />
        </div>
      ) : dashboard.isError ? null : (
        <Skeleton rows={1} height={96} />
      )}
    </section>
  );
}
