import { formatHours, formatNumber } from '@dwell/core/format';
import { DATA } from '@dwell/core/messages';
import type { TrendInterval } from '@dwell/core/report-periods';
import { Banner, EmptyState, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { FeatureGate } from '@dwell/ui/components/gate.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { useFramed } from '@dwell/ui/lib/screen-root.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useDeferredValue, useEffect, useState } from 'react';
import { TrendChart } from '../../../charts/trend-chart.tsx';
import { FIRST_INTERVAL, FIRST_WINDOW } from '../../../routes.ts';
import { useTrends } from '../../../shared/api/get-trends.ts';
import { exportScorecards } from '../api/export-scorecards.ts';
import { exportTrends } from '../api/export-trends.ts';
import { useCustomerScorecards } from '../api/get-customer-scorecards.ts';
import { useFacilityScorecards } from '../api/get-facility-scorecards.ts';
import { useSummary } from '../api/get-summary.ts';
import { ReportsToolbar } from './reports-toolbar.tsx';
import type { RangeValue } from './range-picker.tsx';
import { CustomerTable, FacilityTable } from './scorecards.tsx';

/** docs/product.md#reports-page Reports on live data: total events, the trend chart and the facility and customer scorecards. */
export function ReportsScreen({ session, title }: ScreenProps) {
  const [value, setValue] = useState<RangeValue>(FIRST_WINDOW);
  const [interval, setInterval] = useState<TrendInterval>(FIRST_INTERVAL);
  const [filter, setFilter] = useState('');
  const query = { range: value.range, from: value.from, to: value.to };
  // A custom range is asked for once both of its dates are picked; the API explains any other mistake.
  const ready = value.range !== 'custom' || Boolean(value.from && value.to);
  // Answers arriving render as a deferred pass in slices, not inside the query's store update (one long task).
  const summary = useDeferredValue(useSummary(query, ready));
  const facilities = useDeferredValue(useFacilityScorecards(query, ready));
  const customers = useDeferredValue(useCustomerScorecards(query, ready));
  const trendQuery = { ...query, interval };
  const trend = useDeferredValue(useTrends(trendQuery, ready && session.features.includes('advancedReports')));
  // A switch here paints the heading, the controls and the chart's and tables' placeholders first, those one pass later.
  const framed = useFramed();
  useEffect(() => {
    if (trend.isError) toast('error', DATA.trendsErrorTitle, DATA.trendsLoadFailed);
  }, [trend.isError]);
  const exportCsv = (what: 'facilities' | 'customers' | 'trends') =>
    what === 'trends' ? exportTrends(trendQuery) : exportScorecards(what, query);
  const rangeError = summary.isError ? summary.error.message : null;
  const none = summary.data?.events === 0;
  return (
    <div className="page stack-lg" data-testid="reports-screen">
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      <ReportsToolbar
        value={value}
        onChange={setValue}
        filter={filter}
        onFilter={setFilter}
        onExport={exportCsv}
        canExportTrend={session.features.includes('advancedReports')}
      />
      {rangeError ? <Banner tone="error">{rangeError}</Banner> : null}
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
            interval={interval}
            onInterval={setInterval}
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
