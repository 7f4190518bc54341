/**
 * The time windows of the dashboard's period picker (docs/product.md#dashboard), the events list's and the reports' range
 * picker (docs/product.md#reports-page), computed in the company's IANA time zone: a local day starts at local midnight whatever
 * the browser's zone, and a window across a daylight-saving change is an hour shorter or longer, as the
 * clock on the wall was.
 */
import { calendarDateMessage, DATE_FIELDS } from './date-input.ts';
import { formatNumber } from './format.ts';
import { DAY_MS, localDate, toInstant, toWall } from './time-zones.ts';

export { DAY_MS };

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

/** What a stat card's figures cover, in words ("Stops checked in this week"), and what they are compared with. */
export const PERIOD_WORDS: Record<DashboardPeriod, { span: string; versus: string }> = {
  today: { span: 'today', versus: 'yesterday up to this time' },
  yesterday: { span: 'yesterday', versus: 'the day before' },
  this_week: { span: 'this week', versus: 'last week up to this time' },
  this_month: { span: 'this month', versus: 'last month up to this time' },
  custom: { span: 'in these dates', versus: 'as many days just before' },
};

/** What each dashboard stat card counts, in words; all four describe the stops checked in during the period. */
export const STAT_CARD_COUNTS = {
  activeDetentions: (span: string) => `Stops checked in ${span}`,
  recoverableCents: 'Detention owed on those stops',
  avgWaitMinutes: 'Check-in to check-out (or now), per stop',
  facilitiesVisited: 'Different facilities among those stops',
  underWayNow: (n: number) => `${formatNumber(n)} under way now`,
} as const;

/** The longest custom range (a leap year), so one request never scans an unbounded history. */
export const MAX_RANGE_DAYS = 366;

/** Messages of the period and range pickers, worded like docs/product.md#validation's 'End time must be after start time'. */
export const REPORT_MESSAGES = {
  periodInvalid: 'Period must be Today, Yesterday, This Week, This Month or Custom Range',
  rangeInvalid: 'Range must be Last 7 Days, Last 30 Days, Last 90 Days, This Year or Custom Range',
  intervalInvalid: 'Interval must be day, week or month',
  datesRequired: 'A custom range needs a start date and an end date',
  endBeforeStart: 'End date must be on or after start date',
  rangeTooLong: `A date range can be at most ${MAX_RANGE_DAYS} days long`,
  scopeInvalid: 'Scope must be company or mine',
} as const;

/** A custom range's length problem in the API's words (end before start, or longer than MAX_RANGE_DAYS), or null. */
export function rangeLengthProblem(from: string, to: string): string | null {
  const days = customDays(from, to);
  if (days < 1) return REPORT_MESSAGES.endBeforeStart;
  return days > MAX_RANGE_DAYS ? REPORT_MESSAGES.rangeTooLong : null;
}

/**
 * What the API refuses in a custom range, in its words (both dates, each a real date in the accepted years, in
 * order, at most MAX_RANGE_DAYS long), without the validation library: the first problem, or null.
 */
export function customRangeProblem(from: string, to: string): string | null {
  if (!from || !to) return REPORT_MESSAGES.datesRequired;
  return (
    calendarDateMessage(from, DATE_FIELDS.startDate) ??
    calendarDateMessage(to, DATE_FIELDS.endDate) ??
    rangeLengthProblem(from, to)
  );
}

/**
 * A half-open window [from, to) in epoch ms and the one it is compared with: the period before it, cut at the
 * same elapsed point while the window is still running (This Week on a Monday morning is compared with last
 * Monday morning, not with all of last week).
 */
export interface Window {
  from: number;
  to: number;
  previousFrom: number;
  previousTo: number;
}

/** The wall time of local midnight of a calendar date written YYYY-MM-DD. */
const wallOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Whole days of a custom range, both ends included. */
export function customDays(from: string, to: string): number {
  return Math.round((wallOf(to) - wallOf(from)) / DAY_MS) + 1;
}

/** Local midnight (as epoch ms) of a calendar date YYYY-MM-DD in `zone`. */
export const dateStart = (date: string, zone: string): number => toInstant(wallOf(date), zone);

/** The wall time `months` calendar months earlier; a day the earlier month lacks becomes that month's end. */
function monthsBack(wall: number, months: number): number {
  const d = new Date(wall);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, 1);
  const next = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months + 1, 1);
  return Math.min(start + (wall - Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)), next);
}

/**
 * A window between two local wall times, compared with the one `back` shifts it to, cut at the point as far
 * into it as `now` is into this one (all of it once this window has ended).
 */
function zoned(zone: string, now: number, from: number, to: number, back: (wall: number) => number): Window {
  const elapsed = Math.min(to, Math.max(from, toWall(now, zone)));
  return {
    from: toInstant(from, zone),
    to: toInstant(to, zone),
    previousFrom: toInstant(back(from), zone),
    previousTo: toInstant(back(elapsed), zone),
  };
}

const daysBack = (days: number) => (wall: number) => wall - days * DAY_MS;

/** A custom range: both of its days included, compared with as many days just before it. */
function custom(zone: string, now: number, from: string, to: string): Window {
  return zoned(zone, now, wallOf(from), wallOf(to) + DAY_MS, daysBack(customDays(from, to)));
}

/**
 * The dashboard window in `zone`: Today and Yesterday are one local day; This Week starts on Monday; This
 * Month on the 1st; each runs to its calendar end and is compared with the same part of the period before.
 */
export function periodWindow(period: DashboardPeriod, now: number, zone: string, from = '', to = ''): Window {
  const today = Math.floor(toWall(now, zone) / DAY_MS) * DAY_MS;
  switch (period) {
    case 'today':
      return zoned(zone, now, today, today + DAY_MS, daysBack(1));
    case 'yesterday':
      return zoned(zone, now, today - DAY_MS, today, daysBack(1));
    case 'this_week': {
      const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
      return zoned(zone, now, monday, monday + 7 * DAY_MS, daysBack(7));
    }
    case 'this_month': {
      const d = new Date(today);
      const first = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
      const next = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
      return zoned(zone, now, first, next, (wall) => monthsBack(wall, 1));
    }
    case 'custom':
      return custom(zone, now, from, to);
  }
}

/** The reports window in `zone`: the last N days including today, the year so far, or a custom range. */
export function rangeWindow(range: ReportRange, now: number, zone: string, from = '', to = ''): Window {
  const tomorrow = (Math.floor(toWall(now, zone) / DAY_MS) + 1) * DAY_MS;
  const lastDays = (n: number) => zoned(zone, now, tomorrow - n * DAY_MS, tomorrow, daysBack(n));
  switch (range) {
    case 'last_7_days':
      return lastDays(7);
    case 'last_30_days':
      return lastDays(30);
    case 'last_90_days':
      return lastDays(90);
    case 'this_year': {
      const year = new Date(tomorrow - DAY_MS).getUTCFullYear();
      return zoned(zone, now, Date.UTC(year, 0, 1), tomorrow, (wall) => monthsBack(wall, 12));
    }
    case 'custom':
      return custom(zone, now, from, to);
  }
}

/** A window's first and last local day (YYYY-MM-DD), the way every report answer names it. */
export function windowDays(w: { from: number; to: number }, zone: string): { from: string; to: string } {
  return { from: localDate(w.from, zone), to: localDate(w.to - 1, zone) };
}

export type TrendDirection = 'up' | 'down' | 'flat';

/** A stat card's trend: the change against the previous window in percent (null when it was 0). */
export function trendOf(value: number, previous: number): { changePercent: number | null; direction: TrendDirection } {
  const direction: TrendDirection = value > previous ? 'up' : value < previous ? 'down' : 'flat';
  if (previous === 0) return { changePercent: null, direction };
  return { changePercent: Math.round(((value - previous) / previous) * 1000) / 10, direction };
}
