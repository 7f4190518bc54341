import { formatHours, formatNumber } from '@dwell/core/format';
import { DATA } from '@dwell/core/messages';
import { Banner, EmptyState, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { FeatureGate } from '@dwell/ui/components/gate.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { useFramed } from '@dwell/ui/lib/screen-root.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { navigate, usePathname, useQuery as useAddress } from '@dwell/ui/lib/router.tsx';
import { useDeferredValue, useEffect, useState } from 'react';
import { TrendChart } from '../../../charts/trend-chart.tsx';
import { useTrends } from '../../../shared/api/get-trends.ts';
import { exportScorecards } from '../api/export-scorecards.ts';
import { exportTrends } from '../api/export-trends.ts';
import { useCustomerScorecards } from '../api/get-customer-scorecards.ts';
import { useFacilityScorecards } from '../api/get-facility-scorecards.ts';
import { useSummary } from '../api/get-summary.ts';
import { type ReportParams, paramsFrom, queriesOf, searchOf } from '../report-params.ts';
import { ReportsToolbar } from './reports-toolbar.tsx';
import { CustomerTable, FacilityTable } from './scorecards.tsx';

/** docs/product.md#reports-page Reports on live data: total events, the trend chart and the facility and customer scorecards. */
export function ReportsScreen({ session, title }: ScreenProps) {
  // The range and the interval live in the address (a reload or a shared link shows the same report); the range
  // picker hands over only a window the API accepts, and an address naming any other reads as the default.
  const pathname = usePathname();
  const params = paramsFrom(useAddress());
  // Replaced, not pushed: choosing a range refines this page, so Back leaves Reports as it does the events filters.
  const update = (changes: Partial<ReportParams>) =>
    navigate(`${pathname}${searchOf({ ...params, ...changes })}`, { replace: true });
  const [filter, setFilter] = useState('');
  const { window: query, trend: trendQuery } = queriesOf(params);
  // Answers arriving render as a deferred pass in slices, not inside the query's store update (one long task).
  const summary = useDeferredValue(useSummary(query, true));
  const facilities = useDeferredValue(useFacilityScorecards(query, true));
  const customers = useDeferredValue(useCustomerScorecards(query, true));
  const trend = useDeferredValue(useTrends(trendQuery, session.features.includes('advancedReports')));
  // A switch here paints the heading, the controls and the chart's and tables' placeholders first, those one pass later.
  const framed = useFramed();
  useEffect(() => {
    if (trend.isError) toast('error', DATA.trendsErrorTitle, DATA.trendsLoadFailed);
  }, [trend.isError]);
  const exportCsv = (what: 'facilities' | 'customers' | 'trends') =>
    what === 'trends' ? exportTrends(trendQuery) : exportScorecards(what, query);
  // Only a failure of the API itself: a range it would refuse is never sent (the picker explains it).
  const loadError = summary.isError ? summary.error.message : null;
  const none = summary.data?.events === 0;
  return (
    <div className="page stack-lg" data-testid="reports-screen">
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      <ReportsToolbar
        value={params}
        onChange={({ range, from, to }) => update({ range, from, to })}
        filter={filter}
        onFilter={setFilter}
        onExport={exportCsv}
        canExportTrend={session.features.includes('advancedReports')}
      />
      {loadError ? <Banner tone="error">{loadError}</Banner> : null}
      <FeatureGate session={session} feature="basicReports" style="banner">
        <section className="card stat" aria-label="Total Events" data-testid="total-events">
          <span className="small muted">Total Events</span>
          <strong className="stat-value">{summary.data ? formatNumber(summary.data.events) : '…'}</strong>
          {summary.data ? (
            <span className="small muted">
              {summary.data.from} – {summary.data.to} · {formatHours(summary.data.waitedHours * 60)} hours waited ·
              previous period {summary.data.previousEvents}
            </span>
          ) : null}
        </section>
      </FeatureGate>
      <section className="card">
        <FeatureGate session={session} feature="advancedReports" style="banner">
          <TrendChart
            title="Detention Hours Trend"
            rows={framed ? trend.data?.rows : undefined}
            interval={params.interval}
            onInterval={(interval) => update({ interval })}
            pending={trend.isPending || !framed}
            failed={trend.isError}
          />
        </FeatureGate>
      </section>
      {none ? (
        <EmptyState title={DATA.noEventsYet} hint="Scorecards fill in as your drivers log stops in this range." />
      ) : null}
      <section className="card stack" aria-labelledby="facility-heading">
        <h2 id="facility-heading">Facility scorecard</h2>
        {facilities.data && framed ? (
          <FacilityTable rows={facilities.data.facilities} filter={filter} />
        ) : (
          <Skeleton rows={4} />
        )}
      </section>
      <section className="card stack drawn-near" aria-labelledby="customer-heading">
        <h2 id="customer-heading">Customer scorecard</h2>
        {customers.data && framed ? (
          <CustomerTable rows={customers.data.customers} filter={filter} />
        ) : (
          <Skeleton rows={4} />
        )}
      </section>
    </div>
  );
}
