import type { TrendInterval } from '@dwell/core/report-periods';
import { and, count, desc, eq, gte, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { FACILITY_KEY, openStopLimitMs, pricedStops } from '../../lib/events/detention-sql.ts';
import type { PolicySet } from '../../lib/events/policy.ts';
import { detentionEvents, eventLog, facilities, users } from '../../lib/schema.ts';

/** Tenant first, then the owner's own stops when ownerId is given; cancelled stops never count. */
function scoped(companyId: string, ownerId: string | null, ...more: SQL[]): SQL {
  const e = detentionEvents;
  const conditions = [eq(e.companyId, companyId), ne(e.status, 'cancelled'), ...more];
  if (ownerId) conditions.push(eq(e.userId, ownerId));
  return and(...conditions) as SQL;
}

/** Stops checked in within [from, to) (a range of events_company_checkin_idx), cancelled ones left out. */
export function checkedIn(companyId: string, ownerId: string | null, from: number, to: number): SQL {
  const e = detentionEvents;
  return scoped(companyId, ownerId, gte(e.checkInTime, new Date(from)), lt(e.checkInTime, new Date(to)));
}

/**
 * A window's stops added up inside D1: how many, whole minutes waited, money owed and facilities visited.
 * (A select over the subquery rather than db.all: drizzle's D1 batch cannot bind a raw statement's parameters.)
 */
export function windowTotals(db: Db, policies: PolicySet, now: number, where: SQL) {
  return db
    .select({
      events: sql<number>`count(*)`,
      minutes: sql<number>`coalesce(sum(minutes), 0)`,
      cents: sql<number>`coalesce(sum(cents), 0)`,
      facilities: sql<number>`count(DISTINCT ${FACILITY_KEY})`,
    })
    .from(pricedStops(policies, now, where));
}

export type WindowTotals = Awaited<ReturnType<typeof windowTotals>>[number];

/**
 * Per facility of a window: stops, minutes, billable stops, money, and the p90 wait by the nearest-rank
 * method (the ceil(0.9 × n)-th shortest wait, so p90 of 1..10 minutes is 9), all grouped inside D1.
 */
export function facilityTotals(db: Db, policies: PolicySet, now: number, where: SQL) {
  return db
    .select({
      facilityId: sql<string | null>`min(facility_id)`,
      name: sql<string>`min(facility_name)`,
      events: sql<number>`count(*)`,
      minutes: sql<number>`sum(minutes)`,
      billable: sql<number>`sum(billable)`,
      cents: sql<number>`sum(cents)`,
      p90Minutes: sql<number>`max(CASE WHEN place = (9 * group_size + 9) / 10 THEN minutes END)`,
    })
    .from(sql`(SELECT *, ${FACILITY_KEY} AS facility_key,
        row_number() OVER (PARTITION BY ${FACILITY_KEY} ORDER BY minutes) AS place,
        count(*) OVER (PARTITION BY ${FACILITY_KEY}) AS group_size
      FROM ${pricedStops(policies, now, where)})`)
    .groupBy(sql`facility_key`);
}

export type FacilityTotals = Awaited<ReturnType<typeof facilityTotals>>[number];

/** How many stops a window holds. */
export function countOf(db: Db, where: SQL) {
  return db.select({ n: count() }).from(detentionEvents).where(where);
}

/**
 * How many stops are under way now (the dashboard's "under way now", the Active Events list). A running stop
 * has no check-out yet: saying so lets SQLite count them off a short range of events_company_checkout_idx,
 * which also holds status and owner, instead of every stop of the company.
 */
export function runningNow(db: Db, companyId: string, ownerId: string | null) {
  const e = detentionEvents;
  const owner = ownerId ? [eq(e.userId, ownerId)] : [];
  return db
    .select({ n: count() })
    .from(e)
    .where(and(eq(e.companyId, companyId), eq(e.status, 'active'), isNull(e.checkOutTime), ...owner));
}

/**
 * The local time of a check-in as SQL: the check-in plus the UTC offset in force then, from the window's list
 * of offset changes (core's offsetChanges). A CASE over bound integers rather than a join keeps the trend a
 * range read of the covering index; D1 binds a JavaScript number as a REAL, hence the casts.
 */
function localTime(checkIn: SQL, offsets: readonly { at: number; offset: number }[]): SQL {
  const [first, ...later] = offsets;
  if (!first) throw new RangeError('A trend needs the offset in force at its start');
  const whens = later
    .reverse()
    .map(({ at, offset }) => sql`WHEN ${checkIn} >= CAST(${at} AS INTEGER) THEN CAST(${offset} AS INTEGER)`);
  const offset = whens.length
    ? sql`CASE ${sql.join(whens, sql` `)} ELSE CAST(${first.offset} AS INTEGER) END`
    : sql`CAST(${first.offset} AS INTEGER)`;
  return sql`(${checkIn} + ${offset})`;
}

/** SQLite date modifiers turning a local day number (days since 1970-01-01) into its bucket's first day. */
function bucketOf(interval: TrendInterval): SQL<string> {
  const day = sql`day * 86400, 'unixepoch'`;
  if (interval === 'day') return sql<string>`date(${day})`;
  if (interval === 'week') return sql<string>`date(${day}, '-6 days', 'weekday 1')`;
  return sql<string>`date(${day}, 'start of month')`;
}

/**
 * docs/product.md#reports calculate_detention_trends: per bucket the hours waited (check-in to check-out, or to now for a
 * stop still running, at most the company's open-stop limit) and the number of stops, grouped in SQL over the company's report index. Stops are
 * first summed per local day with integer arithmetic, so the calendar is consulted once per day, not per stop.
 */
export function trendRows(
  db: Db,
  companyId: string,
  ownerId: string | null,
  window: {
    from: number;
    to: number;
    now: number;
    /** The company zone's UTC offsets over the window (offsetChanges), so each stop lands on its local day. */
    offsets: readonly { at: number; offset: number }[];
    interval: TrendInterval;
  },
  openStops: Pick<PolicySet, 'openStops'>,
) {
  const e = detentionEvents;
  const day = sql`${localTime(sql`${e.checkInTime}`, window.offsets)} / 86400000`;
  const days = db
    .select({
      day: sql<number>`${day}`.as('day'),
      waited:
        sql<number>`sum(coalesce(${e.checkOutTime}, max(min(CAST(${window.now} AS INTEGER), ${e.checkInTime} + ${openStopLimitMs(openStops)}), ${e.checkInTime})) - ${e.checkInTime})`.as(
          'waited',
        ),
      stops: count().as('stops'),
    })
    .from(e)
    .where(
      scoped(companyId, ownerId, gte(e.checkInTime, new Date(window.from)), lt(e.checkInTime, new Date(window.to))),
    )
    .groupBy(day)
    .as('days');
  const bucket = bucketOf(window.interval);
  return db
    .select({ period: bucket, waitedMs: sql<number>`sum(${days.waited})`, eventCount: sql<number>`sum(${days.stops})` })
    .from(days)
    .groupBy(bucket)
    .orderBy(bucket);
}

/** The newest entries of the event log (docs/product.md#dashboard Recent Activity), with the stop and who acted. */
export function recentActivity(db: Db, companyId: string, ownerId: string | null, limit: number) {
  const conditions: SQL[] = [eq(eventLog.companyId, companyId)];
  if (ownerId) conditions.push(eq(detentionEvents.userId, ownerId));
  return db
    .select({
      id: eventLog.id,
      eventId: eventLog.eventId,
      action: eventLog.action,
      createdAt: eventLog.createdAt,
      facilityName: detentionEvents.facilityName,
      actorName: users.fullName,
    })
    .from(eventLog)
    .innerJoin(detentionEvents, eq(detentionEvents.id, eventLog.eventId))
    .leftJoin(users, eq(users.id, eventLog.actorUserId))
    .where(and(...conditions))
    .orderBy(desc(eventLog.createdAt), desc(eventLog.id))
    .limit(limit);
}

/** Stops under way now with the best known position: the check-in fix, else the facility's address. */
export function activeLocations(db: Db, companyId: string, ownerId: string | null) {
  const e = detentionEvents;
  const conditions: SQL[] = [eq(e.companyId, companyId), eq(e.status, 'active')];
  if (ownerId) conditions.push(eq(e.userId, ownerId));
  return db
    .select({
      id: e.id,
      facilityName: e.facilityName,
      facilityAddress: e.facilityAddress,
      driverName: e.driverName,
      checkInTime: e.checkInTime,
      lat: sql<number | null>`coalesce(${e.checkInLat}, ${facilities.lat})`,
      lng: sql<number | null>`coalesce(${e.checkInLng}, ${facilities.lng})`,
    })
    .from(e)
    .leftJoin(facilities, and(eq(facilities.id, e.facilityId), eq(facilities.companyId, companyId)))
    .where(and(...conditions))
    .orderBy(e.checkInTime)
    .limit(200);
}

/**
 * The dashboard's figures in one round trip: the stops checked in during the window and during the same part
 * of the one before, and how many are under way now (the Active Events list).
 */
export async function dashboardTotals(
  db: Db,
  companyId: string,
  ownerId: string | null,
  policies: PolicySet,
  w: { from: number; to: number; previousFrom: number; previousTo: number },
  now: number,
) {
  const [[current], [previous], [running]] = await db.batch([
    windowTotals(db, policies, now, checkedIn(companyId, ownerId, w.from, w.to)),
    windowTotals(db, policies, now, checkedIn(companyId, ownerId, w.previousFrom, w.previousTo)),
    runningNow(db, companyId, ownerId),
  ]);
  return { current, previous, running };
}
