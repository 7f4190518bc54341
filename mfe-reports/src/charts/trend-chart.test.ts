import { DATA } from '@dwell/core/messages';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TrendChart } from './trend-chart.tsx';
import TrendSvg, { periodLabel } from './trend-svg.tsx';

const props = {
  title: 'Detention Hours Trend',
  interval: 'week' as const,
  onInterval: () => {},
  pending: false,
  failed: false,
};
const rows = [
  { period: '2026-03-02', total_hours: 12.5, event_count: 4 },
  { period: '2026-03-09', total_hours: 0, event_count: 0 },
  { period: '2026-03-16', total_hours: 7.25, event_count: 2 },
];

describe('trend chart', () => {
  it("shows the product's empty state when no bucket has a stop", () => {
    const html = renderToStaticMarkup(
      createElement(TrendChart, { ...props, rows: rows.map((r) => ({ ...r, total_hours: 0, event_count: 0 })) }),
    );
    expect(html).toContain(DATA.noEventsYet);
    expect(html).toContain('Daily');
    expect(html).toContain('Weekly');
    expect(html).toContain('Monthly');
  });

  it('shows the failure message instead of a chart', () => {
    const html = renderToStaticMarkup(createElement(TrendChart, { ...props, rows: undefined, failed: true }));
    expect(html).toContain(DATA.trendsLoadFailed);
  });

  it('draws an 800x400 chart with a bar per bucket, five grid intervals and 2-decimal values', () => {
    const html = renderToStaticMarkup(createElement(TrendSvg, { rows, interval: 'week', title: 'T' }));
    expect(html).toContain('viewBox="0 0 800 400"');
    expect(html.match(/class="[^"]*trend-bar/g)?.length).toBe(3);
    expect(html).toContain('Mar 2: 12.50 h, 4 events');
    expect(html).toContain('Mar 16: 7.25 h, 2 events');
  });

  it('labels days and weeks by date, months by month and year', () => {
    expect(periodLabel('2026-03-09', 'day')).toBe('Mar 9');
    expect(periodLabel('2026-11-01', 'month')).toBe('Nov 2026');
  });
});
