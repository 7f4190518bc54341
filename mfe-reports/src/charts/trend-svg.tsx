import { formatHours } from '@dwell/core/format';
import { Group } from '@visx/group';
import { Bar, LinePath } from '@visx/shape';
import { scaleBand, scaleLinear } from 'd3-scale';
import { CHART, CHART_BOX } from './chart-box.ts';

export interface TrendRow {
  period: string;
  total_hours: number;
  event_count: number;
}

const MARGIN = { top: 16, right: 64, bottom: 48, left: 64 };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A bucket's label: 'Mar 4' for days and weeks, 'Mar 2026' for months. */
export function periodLabel(period: string, interval: string): string {
  const [y, m, d] = period.split('-').map(Number) as [number, number, number];
  const month = MONTHS[m - 1] ?? '';
  return interval === 'month' ? `${month} ${y}` : `${month} ${d}`;
}

/** Detention hours as bars, stop counts as a line on the right axis; values already rounded to 2 decimals. */
export default function TrendSvg({ rows, interval, title }: { rows: TrendRow[]; interval: string; title: string }) {
  const innerW = CHART.width - MARGIN.left - MARGIN.right;
  const innerH = CHART.height - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>()
    .domain(rows.map((r) => r.period))
    .range([0, innerW])
    .padding(0.25);
  const maxHours = Math.max(1, ...rows.map((r) => r.total_hours));
  const maxCount = Math.max(1, ...rows.map((r) => r.event_count));
  const y = scaleLinear().domain([0, maxHours]).range([innerH, 0]).nice(CHART.gridIntervals);
  const yCount = scaleLinear().domain([0, maxCount]).range([innerH, 0]).nice(CHART.gridIntervals);
  const every = Math.max(1, Math.ceil(rows.length / 10));
  const half = x.bandwidth() / 2;
  const hourTicks = y.ticks(CHART.gridIntervals);
  const countTicks = yCount.ticks(CHART.gridIntervals);
  return (
    <svg
      viewBox={`0 0 ${CHART.width} ${CHART.height}`}
      width="100%"
      style={CHART_BOX}
      role="img"
      aria-label={title}
      className="trend-chart"
      data-testid="trend-chart"
    >
      <Group left={MARGIN.left} top={MARGIN.top}>
        <g className="trend-grid">
          {hourTicks.map((t) => (
            <line key={t} x1={0} x2={innerW} y1={y(t)} y2={y(t)} />
          ))}
        </g>
        {rows.map((r) => (
          <Bar
            key={r.period}
            x={x(r.period) ?? 0}
            y={y(r.total_hours)}
            width={x.bandwidth()}
            height={innerH - y(r.total_hours)}
            className="trend-bar"
            data-period={r.period}
          >
            <title>{`${periodLabel(r.period, interval)}: ${formatHours(r.total_hours * 60)} h, ${r.event_count} events`}</title>
          </Bar>
        ))}
        <LinePath
          data={rows}
          x={(r) => (x(r.period) ?? 0) + half}
          y={(r) => yCount(r.event_count)}
          className="trend-line"
        />
        <g className="trend-axis">
          <line x1={0} x2={0} y1={0} y2={innerH} />
          {hourTicks.map((t) => (
            <text key={t} x={-8} y={y(t)} textAnchor="end" dominantBaseline="middle">
              {t.toFixed(0)}
            </text>
          ))}
          <text transform={`translate(${-44},${innerH / 2}) rotate(-90)`} textAnchor="middle">
            Detention hours
          </text>
        </g>
        <g className="trend-axis" transform={`translate(${innerW},0)`}>
          <line x1={0} x2={0} y1={0} y2={innerH} />
          {countTicks.map((t) => (
            <text key={t} x={8} y={yCount(t)} dominantBaseline="middle">
              {t.toFixed(0)}
            </text>
          ))}
          <text transform={`translate(${40},${innerH / 2}) rotate(90)`} textAnchor="middle">
            Events
          </text>
        </g>
        <g className="trend-axis" transform={`translate(0,${innerH})`}>
          <line x1={0} x2={innerW} y1={0} y2={0} />
          {rows
            .filter((_, i) => i % every === 0)
            .map((r) => (
              <text key={r.period} x={(x(r.period) ?? 0) + half} y={18} textAnchor="middle">
                {periodLabel(r.period, interval)}
              </text>
            ))}
        </g>
      </Group>
    </svg>
  );
}
