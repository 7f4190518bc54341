import { rangeWindow } from '@dwell/core/report-periods';
import { reportQuerySchema } from '@dwell/core/schemas/reports';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { companyOf } from '../../lib/events/access.ts';
import { csvDocument } from '../../lib/events/csv.ts';
import { loadPolicies } from '../../lib/events/policy.ts';
import { validate } from '../../lib/validate.ts';
import type { Db } from '../../env.ts';
import { customerScorecard } from './claim-queries.ts';
import { facilityScores, figures } from './compute.ts';
import { eventsCheckedIn } from './queries.ts';
import { csvResponse, localDate } from './trends.ts';

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The stops of a report's window with their figures per facility, and the window's totals. */
async function facilityReport(db: Db, companyId: string, from: number, to: number) {
  const [events, policies] = await Promise.all([
    eventsCheckedIn(db, companyId, null, from, to),
    loadPolicies(db, companyId),
  ]);
  const now = Date.now();
  let minutes = 0;
  let cents = 0;
  for (const event of events) {
    const f = figures(event, policies, now);
    minutes += f.minutes;
    cents += f.amountCents;
  }
  return {
    totals: { events: events.length, waitedHours: Math.round((minutes / 60) * 100) / 100, detentionCents: cents },
    facilities: facilityScores(events, policies, now),
  };
}

/** Customer scorecard rows with days to pay rounded to one decimal. */
async function customerReport(db: Db, companyId: string, from: number, to: number) {
  const rows = await customerScorecard(db, companyId, from, to);
  return rows.map((row) => ({
    customerId: row.customerId,
    name: row.name ?? 'No customer',
    claims: row.claims,
    claimedCents: Number(row.claimedCents),
    paidCents: Number(row.paidCents),
    disputedCents: Number(row.disputedCents),
    paidClaims: Number(row.paidClaims),
    avgDaysToPay: row.avgDaysToPay === null ? null : Math.round(Number(row.avgDaysToPay) * 10) / 10,
  }));
}

/** The /reports screen's totals and scorecards, and their CSV exports (mounted behind the role gate). */
export const reportRoutes = new Hono<AppEnv>()
  .get('/summary', validate('query', reportQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const w = rangeWindow(q.range, Date.now(), q.tz, q.from, q.to);
    const [report, previous] = await Promise.all([
      facilityReport(c.get('db'), companyOf(c), w.from, w.to),
      eventsCheckedIn(c.get('db'), companyOf(c), null, w.previousFrom, w.previousTo),
    ]);
    return c.json({
      range: q.range,
      from: localDate(w.from, q.tz),
      to: localDate(w.to - 1, q.tz),
      ...report.totals,
      previousEvents: previous.length,
    });
  })
  .get('/facilities', validate('query', reportQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const w = rangeWindow(q.range, Date.now(), q.tz, q.from, q.to);
    const report = await facilityReport(c.get('db'), companyOf(c), w.from, w.to);
    return c.json({ from: localDate(w.from, q.tz), to: localDate(w.to - 1, q.tz), facilities: report.facilities });
  })
  .get('/facilities.csv', validate('query', reportQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const w = rangeWindow(q.range, Date.now(), q.tz, q.from, q.to);
    const { facilities } = await facilityReport(c.get('db'), companyOf(c), w.from, w.to);
    const body = csvDocument(
      ['Facility', 'Events', 'Avg wait (min)', 'P90 wait (min)', 'Billable share (%)', 'Detention cost ($)'],
      facilities.map((f) => [
        f.name,
        f.events,
        f.avgWaitMinutes,
        f.p90WaitMinutes,
        Math.round(f.billableShare * 1000) / 10,
        dollars(f.detentionCents),
      ]),
    );
    return csvResponse(body, `facility-scorecard-${localDate(w.from, q.tz)}-to-${localDate(w.to - 1, q.tz)}.csv`);
  })
  .get('/customers', validate('query', reportQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const w = rangeWindow(q.range, Date.now(), q.tz, q.from, q.to);
    const customers = await customerReport(c.get('db'), companyOf(c), w.from, w.to);
    return c.json({ from: localDate(w.from, q.tz), to: localDate(w.to - 1, q.tz), customers });
  })
  .get('/customers.csv', validate('query', reportQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const w = rangeWindow(q.range, Date.now(), q.tz, q.from, q.to);
    const customers = await customerReport(c.get('db'), companyOf(c), w.from, w.to);
    const body = csvDocument(
      ['Customer', 'Claims', 'Claimed ($)', 'Paid ($)', 'Disputed ($)', 'Avg days to pay'],
      customers.map((r) => [
        r.name,
        r.claims,
        dollars(r.claimedCents),
        dollars(r.paidCents),
        dollars(r.disputedCents),
        r.avgDaysToPay,
      ]),
    );
    return csvResponse(body, `customer-scorecard-${localDate(w.from, q.tz)}-to-${localDate(w.to - 1, q.tz)}.csv`);
  });
