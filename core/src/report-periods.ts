/**
 * The time windows of the dashboard's period picker (SPEC §2.7) and the reports' range picker (SPEC §2.14),
 * computed in the viewer's own time zone. `tz` is the browser's Date#getTimezoneOffset (minutes that UTC
 * is ahead of local time), so local midnight of a calendar day D is Date.UTC(D) + tz minutes.
 */

export const DAY_MS = 86_400_000;

export const DASHBOARD_PERIODS = ['today', 'yesterday', 'this_week', 'this_month', 'custom'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DASHBOARD_PERIOD_LABELS: Record<DashboardPeriod, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  this_week: 'This Week',
  this_month: 'This Month',
  custom: 'Custom Range',
};

export const REPORT_RANGES = ['last_7_days', 'last_30_days', 'last_90_days', 'this_year', 'custom'] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];
export const REPORT_RANGE_LABELS: Record<ReportRange, string> = {
  last_7_days: 'Last 7 Days',
  last_30_days: 'Last 30 Days',
  last_90_days: 'Last 90 Days',
  this_year: 'This Year',
  custom: 'Custom Range',
};

export const TREND_INTERVALS = ['day', 'week', 'month'] as const;
export type TrendInterval = (typeof TREND_INTERVALS)[number];
export const TREND_INTERVAL_LABELS: Record<TrendInterval, string> = {
  day: 'Daily',
  week: 'Weekly',
  month: 'Monthly',
};

/** The longest custom range (a leap year), so one request never scans an unbounded history. */
export const MAX_RANGE_DAYS = 366;

/** A half-open window [from, to) in epoch ms, and the equally long window just before it. */
export interface Window {
  from: number;
  to: number;
  previousFrom: number;
  previousTo: number;
}

/** Local midnight (as epoch ms) of the local calendar day holding `at`, `days` days later. */
export function localDayStart(at: number, tz: number, days = 0): number {
  const local = new Date(at - tz * 60_000);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days) + tz * 60_000;
}

/** Local midnight of a calendar date written YYYY-MM-DD. */
export function dateStart(date: string, tz: number): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) + tz * 60_000;
}

/** Whole days of a custom range, both ends included. */
export function customDays(from: string, to: string): number {
  return Math.round((dateStart(to, 0) - dateStart(from, 0)) / DAY_MS) + 1;
}

const withPrevious = (from: number, to: number): Window => ({
  from,
  to,
  previousFrom: from - (to - from),
  previousTo: from,
});

const custom = (from: string, to: string, tz: number): Window =>
  withPrevious(dateStart(from, tz), dateStart(to, tz) + DAY_MS);

/**
 * The dashboard window: Today and Yesterday are one local day; This Week starts on Monday; This Month on
 * the 1st; each runs to its calendar end. The comparison window is the equally long one just before.
 */
export function periodWindow(period: DashboardPeriod, now: number, tz: number, from = '', to = ''): Window {
  const today = localDayStart(now, tz);
  const local = new Date(today - tz * 60_000);
  switch (period) {
    case 'today':
      return withPrevious(today, localDayStart(now, tz, 1));
    case 'yesterday':
      return withPrevious(localDayStart(now, tz, -1), today);
    case 'this_week': {
      const sinceMonday = (local.getUTCDay() + 6) % 7;
      return withPrevious(localDayStart(now, tz, -sinceMonday), localDayStart(now, tz, 7 - sinceMonday));
    }
    case 'this_month': {
      const y = local.getUTCFullYear();
      const m = local.getUTCMonth();
      return withPrevious(Date.UTC(y, m, 1) + tz * 60_000, Date.UTC(y, m + 1, 1) + tz * 60_000);
    }
    case 'custom':
      return custom(from, to, tz);
  }
}

/** The reports window: the last N days including today, the year so far, or a custom range. */
export function rangeWindow(range: ReportRange, now: number, tz: number, from = '', to = ''): Window {
  const tomorrow = localDayStart(now, tz, 1);
  switch (range) {
    case 'last_7_days':
      return withPrevious(localDayStart(now, tz, -6), tomorrow);
    case 'last_30_days':
      return withPrevious(localDayStart(now, tz, -29), tomorrow);
    case 'last_90_days':
      return withPrevious(localDayStart(now, tz, -89), tomorrow);
    case 'this_year': {
      const year = new Date(now - tz * 60_000).getUTCFullYear();
      return withPrevious(Date.UTC(year, 0, 1) + tz * 60_000, tomorrow);
    }
    case 'custom':
      return custom(from, to, tz);
  }
}

export type TrendDirection = 'up' | 'down' | 'flat';

/** A stat card's trend: the change against the previous window in percent (null when it was 0). */
export function trendOf(value: number, previous: number): { changePercent: number | null; direction: TrendDirection } {
  const direction: TrendDirection = value > previous ? 'up' : value < previous ? 'down' : 'flat';
  if (previous === 0) return { changePercent: null, direction };
  return { changePercent: Math.round(((value - previous) / previous) * 1000) / 10, direction };
}
