import { DATA } from '@dwell/core/messages';
import { TREND_INTERVAL_LABELS, TREND_INTERVALS, type TrendInterval } from '@dwell/core/report-periods';
import { EmptyState } from '@dwell/ui/components/feedback.tsx';
import { lazy, Suspense, useEffect } from 'react';
import { CHART_BOX } from './chart-box.ts';
import type { TrendRow } from './trend-svg.tsx';

// visx and d3 arrive in their own chunk, only where a chart is shown: asked for as the chart's box mounts, so
// they come while its rows do rather than after.
const loadTrendSvg = () => import('./trend-svg.tsx');
const TrendSvg = lazy(loadTrendSvg);

/** What the chart's two series are: shown with the chart and while it arrives, so the box keeps its size. */
const LEGEND = 'Bars: detention hours (left axis) · Line: events (right axis)';

/** The chart's own box (its width and 2:1 shape) while its rows or code arrive, so nothing moves when it draws. */
const CHART_LOADING = (
  <div className="trend-chart skeleton" style={CHART_BOX} role="status" aria-busy="true" aria-label="Loading" />
);

interface TrendChartProps {
  title: string;
  rows: TrendRow[] | undefined;
  interval: TrendInterval;
  onInterval: (interval: TrendInterval) => void;
  pending: boolean;
  failed: boolean;
}

/** The Detention Hours Trend chart with its Daily / Weekly / Monthly choice and the product's empty state. */
export function TrendChart({ title, rows, interval, onInterval, pending, failed }: TrendChartProps) {
  const empty = rows?.every((r) => r.event_count === 0) ?? false;
  useEffect(() => {
    loadTrendSvg().catch(() => undefined);
  }, []);
  return (
    <div className="stack">
      <div className="row-between">
        <h2>{title}</h2>
        <div className="tabs" role="tablist" aria-label="Interval">
          {TREND_INTERVALS.map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={interval === value}
              className="tab"
              onClick={() => onInterval(value)}
            >
              {TREND_INTERVAL_LABELS[value]}
            </button>
          ))}
        </div>
      </div>
      {failed ? (
        <p className="small" role="alert">
          {DATA.trendsLoadFailed}
        </p>
      ) : pending || !rows ? (
        CHART_LOADING
      ) : empty ? (
        <EmptyState title={DATA.noEventsYet} />
      ) : (
        <Suspense fallback={CHART_LOADING}>
          <TrendSvg rows={rows} interval={interval} title={title} />
        </Suspense>
      )}
      {failed || empty ? null : <p className="small muted">{LEGEND}</p>}
    </div>
  );
}
