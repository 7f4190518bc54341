import { formatHours } from '@dwell/core/format';
import { Group } from '@visx/group';
import { Bar, LinePath } from '@visx/shape';
import { useEffect, useRef, useState } from 'react';
import { scaleBand, scaleLinear } from 'd3-scale';
import { CHART, CHART_BOX } from './chart-box.ts';

export interface TrendRow {
  period: string;
  total_hours: number;
  event_count: number;
}

/**
 * Room for the axes around the plot and where their titles sit, in px: a phone's narrower chart keeps less of its
 * width for them.
 */
const MARGIN = { top: 16, right: 64, bottom: 48, left: 64, leftTitle: -44, rightTitle: 40 };
const NARROW_MARGIN = { top: 12, right: 44, bottom: 36, left: 48, leftTitle: -38, rightTitle: 34 };
/** Below this width (px) the chart uses NARROW_MARGIN. */
const NARROW_BELOW = 560;
/** The width a date label under the chart needs, in px: fewer labels on a narrower chart, none overlapping. */
const LABEL_WIDTH = 56;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A bucket's label: 'Mar 4' for days and weeks, 'Mar 2026' for months. */
export function periodLabel(period: string, interval: string): string {
  const [y, m, d] = period.split('-').map(Number) as [number, number, number];
  const month = MONTHS[m - 1] ?? '';
  return interval === 'month' ? `${month} ${y}` : `${month} ${d}`;
}

interface TrendProps {
  rows: TrendRow[];
  interval: string;
  title: string;
}

/**
 * The chart, drawn at the width its box has (CHART.width at most, in its 2:1 shape): a phone's chart is drawn
 * for the phone, its labels at their own size, rather than an 800 px drawing shrunk until they cannot be read.
 */
export default function TrendSvg(props: TrendProps) {
  const [width, setWidth] = useState<number>(CHART.width);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // Told after layout and before paint: the first frame already has the drawing for this width.
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.min(CHART.width, Math.round(entry.contentRect.width)) || CHART.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} style={CHART_BOX}>
      <TrendDrawing {...props} width={width} />
    </div>
  );
}

/** Detention hours as bars, stop counts as a line on the right axis; values already rounded to 2 decimals. */
export function TrendDrawing({ rows, interval, title, width }: TrendProps & { width: number }) {
  const height = (width * CHART.height) / CHART.width;
  const margin = width < NARROW_BELOW ? NARROW_MARGIN : MARGIN;
  const innerW = width - margin.left - margin.right;
  const innerH = height - margin.top - margin.bottom;
  const x = scaleBand<string>()
    .domain(rows.map((r) => r.period))
    .range([0, innerW])
    .padding(0.25);
  const maxHours = Math.max(1, ...rows.map((r) => r.total_hours));
  const maxCount = Math.max(1, ...rows.map((r) => r.event_count));
  const y = scaleLinear().domain([0, maxHours]).range([innerH, 0]).nice(CHART.gridIntervals);
  const yCount = scaleLinear().domain([0, maxCount]).range([innerH, 0]).nice(CHART.gridIntervals);
  const every = Math.max(1, Math.ceil(rows.length / Math.max(1, Math.floor(innerW / LABEL_WIDTH))));
  const half = x.bandwidth() / 2;
  const hourTicks = y.ticks(CHART.gridIntervals);
  // Hours with the decimals their step needs (0.2, 0.4 … on a quiet chart); stops are counted in whole ones.
  const hourLabel = y.tickFormat(CHART.gridIntervals);
  const countTicks = yCount.ticks(CHART.gridIntervals).filter(Number.isInteger);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      style={CHART_BOX}
      role="img"
      aria-label={title}
      className="trend-chart"
      data-testid="trend-chart"
    >
      <Group left={margin.left} top={margin.top}>
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
              {hourLabel(t)}
            </text>
          ))}
          <text transform={`translate(${margin.leftTitle},${innerH / 2}) rotate(-90)`} textAnchor="middle">
            Detention hours
          </text>
        </g>
        <g className="trend-axis" transform={`translate(${innerW},0)`}>
          <line x1={0} x2={0} y1={0} y2={innerH} />
          {countTicks.map((t) => (
            <text key={t} x={8} y={yCount(t)} dominantBaseline="middle">
              {t}
            </text>
          ))}
          <text transform={`translate(${margin.rightTitle},${innerH / 2}) rotate(90)`} textAnchor="middle">
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
