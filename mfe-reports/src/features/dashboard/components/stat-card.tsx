import type { TrendDirection } from '@dwell/core/report-periods';
import type { ReactNode } from 'react';

export interface StatValue {
  value: number;
  previous: number;
  direction: TrendDirection;
  changePercent: number | null;
}

const ARROW: Record<TrendDirection, string> = { up: '▲', down: '▼', flat: '■' };

/**
 * A stat card (docs/product.md#dashboard): title, value, trend with its direction, icon; below the value what it counts and,
 * with the trend, what it is compared with.
 */
export function StatCard({
  title,
  icon,
  stat,
  format,
  counts,
  versus,
  children,
}: {
  title: string;
  icon: string;
  stat: StatValue;
  format: (n: number) => string;
  /** What the figure counts, e.g. 'Stops checked in this week'. */
  counts: string;
  /** What the trend compares with, e.g. 'last week up to this time'. */
  versus: string;
  children?: ReactNode;
}) {
  const change = stat.changePercent === null ? 'new' : `${Math.abs(stat.changePercent)}%`;
  return (
    <article className="card stat" data-testid={`stat-${title}`} aria-label={title}>
      <div className="row-between">
        <span className="small muted">{title}</span>
        <span aria-hidden="true">{icon}</span>
      </div>
      <strong className="stat-value" data-testid="stat-value">
        {format(stat.value)}
      </strong>
      <span className="small" data-testid="stat-counts">
        {counts}
      </span>
      <span className={`small trend-${stat.direction}`} data-direction={stat.direction}>
        {ARROW[stat.direction]} {stat.direction === 'flat' ? 'no change' : change} vs {versus} ({format(stat.previous)})
      </span>
      {children}
    </article>
  );
}
