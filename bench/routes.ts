import type { RouteSpec } from './load.ts';

/** Session cookies of the benchmark companies: s01 has 10,000 events, xl 100,000, k1 1,000. */
export interface Companies {
  s01: string;
  xl: string;
  k1: string;
}

export interface BenchRoute extends RouteSpec {
  /** Path checked for existence when it differs from the measured one. */
  probe?: string;
}

const now = Date.now();
const hour = 3_600_000;

/** The routes of issue 10, measured against /api/health; a route whose feature has not landed is listed as not measured. */
export const ROUTES = (c: Companies): BenchRoute[] => [
  { name: 'session validation', path: '/api/auth/session', headers: { cookie: c.s01 } },
  {
    name: 'events list (50, by check-in)',
    path: '/api/events?pageSize=50&sort=checkInTime&dir=desc',
    headers: { cookie: c.s01 },
  },
  { name: 'event detail', path: '/api/events/bs01_ev_100', headers: { cookie: c.s01 } },
  {
    name: 'create event',
    method: 'POST',
    path: '/api/events',
    probe: '/api/events?pageSize=1',
    headers: { cookie: c.s01 },
    body: JSON.stringify({
      locationName: 'Facility 3',
      shipperReceiver: 'Customer 2',
      startTime: new Date(now - 3 * hour).toISOString(),
      endTime: new Date(now - hour).toISOString(),
    }),
  },
  { name: 'dashboard stats', path: '/api/reports/dashboard?period=this_month', headers: { cookie: c.xl } },
  { name: 'trends (day)', path: '/api/reports/trends?interval=day&range=last_30_days', headers: { cookie: c.xl } },
  { name: 'trends (week)', path: '/api/reports/trends?interval=week&range=last_90_days', headers: { cookie: c.xl } },
  { name: 'trends (month)', path: '/api/reports/trends?interval=month&range=this_year', headers: { cookie: c.xl } },
  { name: 'facility scorecard', path: '/api/reports/facilities?range=last_90_days', headers: { cookie: c.xl } },
  { name: 'reports summary', path: '/api/reports/summary?range=last_90_days', headers: { cookie: c.xl } },
  { name: 'customer scorecard', path: '/api/reports/customers?range=last_90_days', headers: { cookie: c.xl } },
  { name: 'document list', path: '/api/documents', headers: { cookie: c.s01 } },
];

/** Routes whose cost is compared across company sizes (1k, 10k, 100k events). */
export const SCALING = (_c: Companies) => [
  { name: 'events list', path: '/api/events?pageSize=50&sort=checkInTime&dir=desc' },
  { name: 'trends (week)', path: '/api/reports/trends?interval=week&range=last_90_days' },
];

/**
 * The issues' performance targets: a route's time alone (the server's time per request, issue 8: dashboard and
 * trends of a 100,000-event company, median ≤ 50 ms) or its throughput as a ratio to /api/health (issue 5).
 */
export const TARGETS: { route: string; issue: number; aloneP50Ms?: number; ratioToHealth?: number }[] = [
  { route: 'events list (50, by check-in)', issue: 5, ratioToHealth: 0.5 },
  { route: 'dashboard stats', issue: 8, aloneP50Ms: 50 },
  { route: 'trends (day)', issue: 8, aloneP50Ms: 50 },
  { route: 'trends (week)', issue: 8, aloneP50Ms: 50 },
  { route: 'trends (month)', issue: 8, aloneP50Ms: 50 },
];
