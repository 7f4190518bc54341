import { DATA } from '@dwell/core/messages';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TrendChart } from './trend-chart.tsx';
import TrendSvg, { periodLabel, TrendDrawing } from './trend-svg.tsx';

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

  it('labels each axis step once: whole stops, hours with the decimals their step needs', () => {
    const quiet = [
      { period: '2026-03-02', total_hours: 0.75, event_count: 1 },
      { period: '2026-03-09', total_hours: 0, event_count: 0 },
    ];
    const html = renderToStaticMarkup(
      createElement(TrendDrawing, { rows: quiet, interval: 'week', title: 'T', width: 800 }),
    );
    const axis = (x: string) =>
      [...html.matchAll(new RegExp(`<text x="${x}"[^>]*>([^<]*)</text>`, 'g'))].map((match) => match[1]);
    expect(axis('-8')).toEqual(['0.0', '0.2', '0.4', '0.6', '0.8', '1.0']);
    expect(axis('8')).toEqual(['0', '1']);
  });

  it("draws a phone's chart at its own width, its labels not shrunk, and fewer dates under it", () => {
    const weeks = Array.from({ length: 12 }, (_, i) => ({
      period: `2026-03-${String(i + 1).padStart(2, '0')}`,
      total_hours: i,
      event_count: i,
    }));
    const phone = renderToStaticMarkup(
      createElement(TrendDrawing, { rows: weeks, interval: 'day', title: 'T', width: 343 }),
    );
    expect(phone).toContain('viewBox="0 0 343 171.5"');
    const dates = (html: string) => html.match(/text-anchor="middle">Mar \d+</g)?.length;
    expect(dates(phone)).toBeLessThanOrEqual(5);
    const wide = renderToStaticMarkup(
      createElement(TrendDrawing, { rows: weeks, interval: 'day', title: 'T', width: 800 }),
    );
    expect(dates(wide)).toBe(12);
  });

  it('labels days and weeks by date, months by month and year', () => {
    expect(periodLabel('2026-03-09', 'day')).toBe('Mar 9');
    expect(periodLabel('2026-11-01', 'month')).toBe('Nov 2026');
  });
});
