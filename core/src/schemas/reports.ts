import { z } from 'zod';
import { DATE_FIELDS } from '../date-input.ts';
import {
  DASHBOARD_PERIODS,
  REPORT_MESSAGES,
  REPORT_RANGES,
  rangeLengthProblem,
  TREND_INTERVALS,
} from '../report-periods.ts';

export { REPORT_MESSAGES };
import { calendarDateQuery } from './dates.ts';

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
  const problem = rangeLengthProblem(value.from, value.to);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['to'] });
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
