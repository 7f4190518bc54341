import { describe, expect, it } from 'vitest';
import { DATE_FIELDS, DATE_MESSAGES, isCalendarDate } from './date-input.ts';
import { customDays, periodWindow, rangeWindow, trendOf } from './report-periods.ts';
import { REPORT_MESSAGES, dashboardQuerySchema, reportQuerySchema, trendQuerySchema } from './schemas/reports.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('dashboard periods', () => {
  // Wednesday 2026-03-11 15:30 UTC.
  const now = at('2026-03-11T15:30:00Z');

  it('today, yesterday, this week (from Monday) and this month, each with the equal period before it', () => {
    const today = periodWindow('today', now, 0);
    expect([iso(today.from), iso(today.to), iso(today.previousFrom)]).toEqual([
      '2026-03-11T00:00:00.000Z',
      '2026-03-12T00:00:00.000Z',
      '2026-03-10T00:00:00.000Z',
    ]);
    expect(iso(periodWindow('yesterday', now, 0).from)).toBe('2026-03-10T00:00:00.000Z');
    const week = periodWindow('this_week', now, 0);
    expect([iso(week.from), iso(week.to), iso(week.previousFrom)]).toEqual([
      '2026-03-09T00:00:00.000Z',
      '2026-03-16T00:00:00.000Z',
      '2026-03-02T00:00:00.000Z',
    ]);
    const month = periodWindow('this_month', now, 0);
    expect([iso(month.from), iso(month.to), iso(month.previousFrom)]).toEqual([
      '2026-03-01T00:00:00.000Z',
      '2026-04-01T00:00:00.000Z',
      '2026-01-29T00:00:00.000Z',
    ]);
  });

  it("follows the viewer's calendar: at 01:00 UTC it is still yesterday evening in New York (tz 300)", () => {
    const w = periodWindow('today', at('2026-03-11T01:00:00Z'), 300);
    expect(iso(w.from)).toBe('2026-03-10T05:00:00.000Z');
  });

  it('a custom range covers both of its days', () => {
    const w = periodWindow('custom', now, 0, '2026-02-01', '2026-02-28');
    expect([iso(w.from), iso(w.to), iso(w.previousFrom)]).toEqual([
      '2026-02-01T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
      '2026-01-04T00:00:00.000Z',
    ]);
  });
});

describe('report ranges', () => {
  it('last N days include today; this year starts on 1 January', () => {
    const now = at('2026-03-11T15:30:00Z');
    expect(iso(rangeWindow('last_7_days', now, 0).from)).toBe('2026-03-05T00:00:00.000Z');
    expect(iso(rangeWindow('last_30_days', now, 0).to)).toBe('2026-03-12T00:00:00.000Z');
    expect(iso(rangeWindow('this_year', now, 0).from)).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('trend of a stat card', () => {
  it('gives the change in percent to one decimal, and no percent after a zero', () => {
    expect(trendOf(150, 100)).toEqual({ changePercent: 50, direction: 'up' });
    expect(trendOf(2, 3)).toEqual({ changePercent: -33.3, direction: 'down' });
    expect(trendOf(4, 0)).toEqual({ changePercent: null, direction: 'up' });
    expect(trendOf(0, 0)).toEqual({ changePercent: null, direction: 'flat' });
  });
});

describe('query schemas', () => {
  it('defaults: This Week, Last 30 Days, weekly', () => {
    expect(dashboardQuerySchema.parse({}).period).toBe('this_week');
    expect(reportQuerySchema.parse({}).range).toBe('last_30_days');
    expect(trendQuerySchema.parse({}).interval).toBe('week');
  });

  it.each([
    [{ period: 'custom', from: '2026-03-10', to: '2026-03-01' }, REPORT_MESSAGES.endBeforeStart],
    [{ period: 'custom', from: '2025-01-01', to: '2026-01-02' }, REPORT_MESSAGES.rangeTooLong],
    [{ period: 'custom', to: '2026-01-02' }, REPORT_MESSAGES.datesRequired],
    [{ period: 'custom', from: '2026-02-29', to: '2026-03-01' }, DATE_MESSAGES.dateInvalid(DATE_FIELDS.startDate)],
    [{ period: 'tomorrow' }, REPORT_MESSAGES.periodInvalid],
    [{ tz: '1000' }, REPORT_MESSAGES.tzInvalid],
  ])('refuses %o with its message', (query, message) => {
    const result = dashboardQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('accepts a range of exactly 366 days and refuses an unknown interval', () => {
    expect(customDays('2024-01-01', '2024-12-31')).toBe(366);
    expect(reportQuerySchema.safeParse({ range: 'custom', from: '2024-01-01', to: '2024-12-31' }).success).toBe(true);
    expect(trendQuerySchema.safeParse({ interval: 'hour' }).error?.issues[0]?.message).toBe(
      REPORT_MESSAGES.intervalInvalid,
    );
    expect(isCalendarDate('2026-02-30')).toBe(false);
  });
});
