import { periodWindow } from '@dwell/core/report-periods';
import { describe, expect, it } from 'vitest';
import { periodRange } from './period.ts';

const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

describe('periodRange', () => {
  // Wednesday 18 November 2026, 15:30 in Chicago.
  const now = Date.parse('2026-11-18T21:30:00Z');
  const zone = 'America/Chicago';

  it("bounds today, yesterday, this week (from Monday) and this month in the company's zone", () => {
    const bounds = (period: Parameters<typeof periodRange>[0]) => {
      const r = periodRange(period, now, zone);
      return [iso(r.from), iso(r.to)];
    };
    expect(bounds('today')).toEqual(['2026-11-18T06:00:00.000Z', '2026-11-19T06:00:00.000Z']);
    expect(bounds('yesterday')).toEqual(['2026-11-17T06:00:00.000Z', '2026-11-18T06:00:00.000Z']);
    expect(bounds('this_week')).toEqual(['2026-11-16T06:00:00.000Z', '2026-11-23T06:00:00.000Z']);
    expect(bounds('this_month')).toEqual(['2026-11-01T05:00:00.000Z', '2026-12-01T06:00:00.000Z']);
    expect(periodRange('all', now, zone)).toEqual({});
  });

  it("is the dashboard's window for every period, so the list holds what the cards count", () => {
    for (const period of ['today', 'yesterday', 'this_week', 'this_month'] as const) {
      const w = periodWindow(period, now, zone);
      expect(periodRange(period, now, zone), period).toEqual({ from: w.from, to: w.to });
    }
  });

  it('includes both days of a custom range, across a DST change, and ignores a missing end', () => {
    const r = periodRange('custom', now, zone, { from: '2026-10-31', to: '2026-11-01' });
    expect([iso(r.from), iso(r.to)]).toEqual(['2026-10-31T05:00:00.000Z', '2026-11-02T06:00:00.000Z']);
    expect(periodRange('custom', now, zone, { from: '2026-11-01' })).toEqual({
      from: Date.parse('2026-11-01T05:00:00Z'),
    });
    expect(periodRange('custom', now, zone, { from: '2026-02-30' })).toEqual({});
  });
});
