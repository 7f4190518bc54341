import { sharePercent } from '@dwell/core/format';
import { rangeWindow, windowDays } from '@dwell/core/report-periods';
import type { ReportQuery } from '@dwell/core/schemas/reports';
import type { Db } from '../../env.ts';
import { csvDocument } from '../../lib/events/csv.ts';
import { loadPolicies } from '../../lib/events/policy.ts';
import { customerScorecard } from './claim-queries.ts';
import { facilityScores } from './compute.ts';
import { checkedIn, countOf, type FacilityTotals, facilityTotals } from './queries.ts';
import { csvResponse } from '../../lib/events/csv.ts';

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * A report window's facility scorecard and its totals (the facilities' stops added up, so each stop is priced
 * once), read in one round trip after the policies, with the number of stops in the window before it.
 */
export async function facilityReport(
  db: Db,
  companyId: string,
  w: { from: number; to: number },
  previous: { from: number; to: number } = { from: 0, to: 0 },
) {
  const policies = await loadPolicies(db, companyId);
  const [facilities, [earlier]] = await db.batch([
    facilityTotals(db, policies, Date.now(), checkedIn(companyId, null, w.from, w.to)),
    countOf(db, checkedIn(companyId, null, previous.from, previous.to)),
  ]);
  const sum = (pick: (row: FacilityTotals) => number) => facilities.reduce((total, row) => total + pick(row), 0);
  return {
    totals: {
      events: sum((row) => row.events),
      waitedHours: Math.round((sum((row) => row.minutes) / 60) * 100) / 100,
      detentionCents: sum((row) => row.cents),
    },
    previousEvents: earlier?.n ?? 0,
    facilities: facilityScores(facilities),
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
    /** Share (0-1) of the customer's claims it disputed at some point. */
    disputeRate: row.claims > 0 ? Math.round((Number(row.disputedClaims) / row.claims) * 1000) / 1000 : 0,
    avgDaysToPay: row.avgDaysToPay === null ? null : Math.round(Number(row.avgDaysToPay) * 10) / 10,
  }));
}

/** A report range in the company's zone with its first and last local day, as every report answer names it. */
function daysOf(q: ReportQuery, zone: string) {
  const w = rangeWindow(q.range, Date.now(), zone, q.from, q.to);
  return { w, ...windowDays(w, zone) };
}

/** The facility scorecard of a range (the /reports screen's and GET /api/v1/reports/facilities' answer). */
export async function facilityCard(db: Db, companyId: string, q: ReportQuery, zone: string) {
  const { w, from, to } = daysOf(q, zone);
  const { facilities } = await facilityReport(db, companyId, w);
  return { from, to, facilities };
}

/** The customer scorecard of a range (the /reports screen's and GET /api/v1/reports/customers' answer). */
export async function customerCard(db: Db, companyId: string, q: ReportQuery, zone: string) {
  const { w, from, to } = daysOf(q, zone);
  return { from, to, customers: await customerReport(db, companyId, w.from, w.to) };
}

export type FacilityCard = Awaited<ReturnType<typeof facilityCard>>;
export type CustomerCard = Awaited<ReturnType<typeof customerCard>>;

/** The facility scorecard as a CSV download named by its days. */
export function facilityCardCsv(card: FacilityCard): Response {
  const body = csvDocument(
    ['Facility', 'Events', 'Avg wait (min)', 'P90 wait (min)', 'Billable share (%)', 'Detention cost ($)'],
    card.facilities.map((f) => [
      f.name,
      f.events,
      f.avgWaitMinutes,
      f.p90WaitMinutes,
      sharePercent(f.billableShare),
      dollars(f.detentionCents),
    ]),
  );
  return csvResponse(body, `facility-scorecard-${card.from}-to-${card.to}.csv`);
}

/** The customer scorecard as a CSV download named by its days. */
export function customerCardCsv(card: CustomerCard): Response {
  const body = csvDocument(
    ['Customer', 'Claims', 'Claimed ($)', 'Paid ($)', 'Disputed ($)', 'Dispute rate (%)', 'Avg days to pay'],
    card.customers.map((r) => [
      r.name,
      r.claims,
      dollars(r.claimedCents),
      dollars(r.paidCents),
      dollars(r.disputedCents),
      sharePercent(r.disputeRate),
      r.avgDaysToPay,
    ]),
  );
  return csvResponse(body, `customer-scorecard-${card.from}-to-${card.to}.csv`);
}
