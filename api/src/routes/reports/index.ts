import { periodWindow, trendOf } from '@dwell/core/report-periods';
import { dashboardQuerySchema, scopeQuerySchema, trendQuerySchema } from '@dwell/core/schemas/reports';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { companyOf, companyZone, scopeOf } from '../../lib/events/access.ts';
import { loadPolicies } from '../../lib/events/policy.ts';
import { validate } from '../../lib/validate.ts';
import {
  requireAuth,
  requireCompany,
  requireFeature,
  requireRole,
  requireSubscription,
} from '../../middleware/session.ts';
import { reportRoutes } from './reports.ts';
import { activeLocations, checkedIn, recentActivity, runningNow, windowTotals } from './queries.ts';
import { trendOfRange, trendsCsv } from './trends.ts';
import { cardsOf } from './compute.ts';

/** Entries of the dashboard's Recent Activity feed. */
export const ACTIVITY_LIMIT = 10;

/** A stat card's figure with its trend against the same part of the period before. */
const stat = (value: number, previous: number) => ({ value, previous, ...trendOf(value, previous) });

/** Dashboard widgets and reports (SPEC §2.7, §2.14, §7.5), all computed from the company's live data. */
export const reportsRoutes = new Hono<AppEnv>()
  .use(requireAuth, requireCompany, requireSubscription)
  .get('/dashboard', validate('query', dashboardQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const db = c.get('db');
    const companyId = companyOf(c);
    const owner = scopeOf(c, q.scope);
    const now = Date.now();
    const zone = companyZone(c);
    const w = periodWindow(q.period, now, zone, q.from, q.to);
    const policies = await loadPolicies(db, companyId);
    // One round trip: the stops checked in during the window and during the same part of the one before,
    // and how many are under way now (the Active Events list).
    const [[current], [previous], [running]] = await db.batch([
      windowTotals(db, policies, now, checkedIn(companyId, owner, w.from, w.to)),
      windowTotals(db, policies, now, checkedIn(companyId, owner, w.previousFrom, w.previousTo)),
      runningNow(db, companyId, owner),
    ]);
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
  .get('/activity', validate('query', scopeQuerySchema), async (c) => {
    const owner = scopeOf(c, c.req.valid('query').scope);
    const rows = await recentActivity(c.get('db'), companyOf(c), owner, ACTIVITY_LIMIT);
    return c.json({
      activity: rows.map((row) => ({ ...row, createdAt: row.createdAt.getTime() })),
    });
  })
  .get('/active-locations', validate('query', scopeQuerySchema), async (c) => {
    const rows = await activeLocations(c.get('db'), companyOf(c), scopeOf(c, c.req.valid('query').scope));
    return c.json({
      locations: rows.map((row) => ({ ...row, checkInTime: row.checkInTime.getTime() })),
    });
  })
  .get('/trends', requireFeature('advancedReports'), validate('query', trendQuerySchema), async (c) => {
    const q = c.req.valid('query');
    return c.json(await trendOfRange(c.get('db'), companyOf(c), scopeOf(c, q.scope), q, companyZone(c)));
  })
  .get('/trends.csv', requireFeature('advancedReports'), validate('query', trendQuerySchema), async (c) => {
    const q = c.req.valid('query');
    return trendsCsv(await trendOfRange(c.get('db'), companyOf(c), scopeOf(c, q.scope), q, companyZone(c)));
  })
  // Everything below is the /reports screen's: admins and carrier admins with basicReports (SPEC §6).
  .use(requireRole('admin', 'carrier_admin'), requireFeature('basicReports'))
  .route('/', reportRoutes);
