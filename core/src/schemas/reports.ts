import { z } from 'zod';
import { DATE_FIELDS } from '../date-input.ts';
import { customDays, DASHBOARD_PERIODS, MAX_RANGE_DAYS, REPORT_RANGES, TREND_INTERVALS } from '../report-periods.ts';
import { calendarDateQuery } from './dates.ts';

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

const from = calendarDateQuery(DATE_FIELDS.startDate);
const to = calendarDateQuery(DATE_FIELDS.endDate);

/** Whose stops a widget counts: the company's (as the role allows) or only the signed-in user's own. */
const scope = z.enum(['company', 'mine'], { error: REPORT_MESSAGES.scopeInvalid }).default('company');

/** A custom range needs both dates, in order, and no longer than MAX_RANGE_DAYS. */
function checkCustom(
  value: { from?: string | undefined; to?: string | undefined },
  isCustom: boolean,
  ctx: z.RefinementCtx,
) {
  if (!isCustom) return;
  if (!value.from || !value.to) {
    ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.datesRequired, path: ['from'] });
    return;
  }
  const days = customDays(value.from, value.to);
  if (days < 1) ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.endBeforeStart, path: ['to'] });
  else if (days > MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.rangeTooLong, path: ['to'] });
}

/** GET /api/reports/dashboard and the dashboard widgets: a period of docs/product.md#dashboard (default This Week). */
export const dashboardQuerySchema = z
  .object({
    period: z.enum(DASHBOARD_PERIODS, { error: REPORT_MESSAGES.periodInvalid }).default('this_week'),
    from,
    to,
    scope,
  })
  .superRefine((value, ctx) => checkCustom(value, value.period === 'custom', ctx));

/** The reports' range of docs/product.md#reports-page (default Last 30 Days). */
export const reportQuerySchema = z
  .object({
    range: z.enum(REPORT_RANGES, { error: REPORT_MESSAGES.rangeInvalid }).default('last_30_days'),
    from,
    to,
  })
  .superRefine((value, ctx) => checkCustom(value, value.range === 'custom', ctx));

/** GET /api/reports/trends: a range and an interval (docs/product.md#reports-page default weekly; docs/product.md#reports day, week or month). */
export const trendQuerySchema = z
  .object({
    interval: z.enum(TREND_INTERVALS, { error: REPORT_MESSAGES.intervalInvalid }).default('week'),
    range: z.enum(REPORT_RANGES, { error: REPORT_MESSAGES.rangeInvalid }).default('last_30_days'),
    from,
    to,
    scope,
  })
  .superRefine((value, ctx) => checkCustom(value, value.range === 'custom', ctx));

/** GET /api/reports/activity and /active-locations: whose stops (docs/product.md#tiers-and-limits /carrier-dashboard asks for 'mine'). */
export const scopeQuerySchema = z.object({ scope });

export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;
export type ReportQuery = z.infer<typeof reportQuerySchema>;
export type TrendQuery = z.infer<typeof trendQuerySchema>;
