import type { TrendDirection } from '@dwell/core/report-periods';

export interface StatValue {
  value: number;
  previous: number;
  direction: TrendDirection;
  changePercent: number | null;
}

const ARROW: Record<TrendDirection, string> = { up: '▲', down: '▼', flat: '■' };

/** A stat card (SPEC §2.7): title, value, trend with its direction, icon. */
export function StatCard({
  title,
  icon,
  stat,
  format,
}: {
  title: string;
  icon: string;
  stat: StatValue;
  format: (n: number) => string;
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
      <span className={`small trend-${stat.direction}`} data-direction={stat.direction}>
        {ARROW[stat.direction]} {stat.direction === 'flat' ? 'no change' : change} vs previous period (
        {format(stat.previous)})
      </span>
    </article>
  );
}
