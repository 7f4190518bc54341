import { scopeOf } from '../../lib/events/access.ts';
import { customerCard, facilityCard } from '../reports/scorecards.ts';
import { trendOfRange } from '../reports/trends.ts';
import { keyedRoute, keyedRouter, refusal } from '../v1/declare.ts';
import { REPORT_WORDS, reportCsvRoutes, SCORECARD_GATE, TREND_GATE } from '../v1/reports.ts';
import { slicePage } from './paging.ts';
import {
  customerScorePageSchema,
  facilityScorePageSchema,
  trendPageSchema,
  v2ReportQuerySchema,
  v2TrendQuerySchema,
} from './schemas.ts';

const invalid = refusal('Invalid range, interval or cursor');
const rows = <S>(schema: S) => ({ description: 'A page of the report', content: { 'application/json': { schema } } });

const trends = keyedRoute(TREND_GATE, {
  ...REPORT_WORDS.trends.json,
  request: { query: v2TrendQuerySchema },
  responses: { 200: rows(trendPageSchema), 400: invalid },
});
const facilities = keyedRoute(SCORECARD_GATE, {
  ...REPORT_WORDS.facilities.json,
  request: { query: v2ReportQuerySchema },
  responses: { 200: rows(facilityScorePageSchema), 400: invalid },
});
const customers = keyedRoute(SCORECARD_GATE, {
  ...REPORT_WORDS.customers.json,
  request: { query: v2ReportQuerySchema },
  responses: { 200: rows(customerScorePageSchema), 400: invalid },
});

/**
 * Reports for programs: the rows of the trends chart and of the /reports screen's scorecards, a page at a
 * time (each row carries its range or interval), computed by the app's own functions; their CSV files as in v1.
 */
export const v2ReportRoutes = keyedRouter()
  .openapi(trends, async (c) => {
    const { db, companyId, actor } = c.var;
    const { limit, cursor, ...q } = c.req.valid('query');
    const trend = await trendOfRange(db, companyId, scopeOf(actor, q.scope), q, actor.timezone);
    const all = trend.rows.map((r) => ({
      interval: trend.interval,
      period: r.period,
      totalHours: r.total_hours,
      eventCount: r.event_count,
    }));
    return c.json(slicePage(all, limit, cursor, q), 200);
  })
  .openapi(facilities, async (c) => {
    const { limit, cursor, ...q } = c.req.valid('query');
    const card = await facilityCard(c.var.db, c.var.companyId, q, c.var.actor.timezone);
    const all = card.facilities.map((f) => ({ ...f, from: card.from, to: card.to }));
    return c.json(slicePage(all, limit, cursor, q), 200);
  })
  .openapi(customers, async (c) => {
    const { limit, cursor, ...q } = c.req.valid('query');
    const card = await customerCard(c.var.db, c.var.companyId, q, c.var.actor.timezone);
    const all = card.customers.map((r) => ({ ...r, from: card.from, to: card.to }));
    return c.json(slicePage(all, limit, cursor, q), 200);
  })
  .route('/', reportCsvRoutes);
