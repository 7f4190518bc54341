import { periodWindow, trendOf } from '@dwell/core/report-periods';
import { dashboardQuerySchema, scopeQuerySchema, trendQuerySchema } from '@dwell/core/schemas/reports';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { scopeOf } from '../../lib/events/access.ts';
import { loadPolicies } from '../../lib/events/policy.ts';
import { validate } from '../../lib/validate.ts';
import { guard } from '../../middleware/guard.ts';
import { reportRoutes } from './reports.ts';
import { activeLocations, dashboardTotals, recentActivity } from './queries.ts';
import { trendOfRange, trendsCsv } from './trends.ts';
import { cardsOf } from './compute.ts';

/** Entries of the dashboard's Recent Activity feed. */
export const ACTIVITY_LIMIT = 10;

/** A stat card's figure with its trend against the same part of the period before. */
const stat = (value: number, previous: number) => ({ value, previous, ...trendOf(value, previous) });

const member = guard({ access: 'company', subscription: true });
const trends = guard({ access: 'company', subscription: true, feature: 'advancedReports' });

/** Dashboard widgets and reports, all computed from the company's live data. */
export const reportsRoutes = new Hono<AppEnv>()
  .get('/dashboard', member, validate('query', dashboardQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const { db, companyId, actor } = c.var;
    const owner = scopeOf(actor, q.scope);
    const now = Date.now();
    const zone = actor.timezone;
    const w = periodWindow(q.period, now, zone, q.from, q.to);
    const policies = await loadPolicies(db, companyId);
    const { current, previous, running } = await dashboardTotals(db, companyId, owner, policies, w, now);
    const inWindow = cardsOf(current);
    const before = cardsOf(previous);
    // Every card counts the same stops, the ones the events list shows for this period.
    return c.json({
      period: q.period,
      window: w,
      zone,
      events: inWindow.events,
      underWayNow: running?.n ?? 0,
      stats: {
        activeDetentions: stat(inWindow.events, before.events),
        recoverableCents: stat(inWindow.recoverableCents, before.recoverableCents),
        avgWaitMinutes: stat(inWindow.avgWaitMinutes, before.avgWaitMinutes),
        facilitiesVisited: stat(inWindow.facilitiesVisited, before.facilitiesVisited),
      },
      serverNow: now,
    });
  })
  .get('/activity', member, validate('query', scopeQuerySchema), async (c) => {
    const owner = scopeOf(c.var.actor, c.req.valid('query').scope);
    const rows = await recentActivity(c.var.db, c.var.companyId, owner, ACTIVITY_LIMIT);
    return c.json({
      activity: rows.map((row) => ({ ...row, createdAt: row.createdAt.getTime() })),
    });
  })
  .get('/active-locations', member, validate('query', scopeQuerySchema), async (c) => {
    const rows = await activeLocations(c.var.db, c.var.companyId, scopeOf(c.var.actor, c.req.valid('query').scope));
    return c.json({
      locations: rows.map((row) => ({ ...row, checkInTime: row.checkInTime.getTime() })),
    });
  })
  .get('/trends', trends, validate('query', trendQuerySchema), async (c) => {
    const { db, companyId, actor } = c.var;
    const q = c.req.valid('query');
    return c.json(await trendOfRange(db, companyId, scopeOf(actor, q.scope), q, actor.timezone));
  })
  .get('/trends.csv', trends, validate('query', trendQuerySchema), async (c) => {
    const { db, companyId, actor } = c.var;
    const q = c.req.valid('query');
    return trendsCsv(await trendOfRange(db, companyId, scopeOf(actor, q.scope), q, actor.timezone));
  })
  .route('/', reportRoutes);
