import type { TrendInterval } from '@dwell/core/report-periods';
import { and, count, desc, eq, gt, gte, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { detentionEvents, eventLog, facilities, users } from '../../lib/schema.ts';

/** Tenant first, then the owner's own stops when ownerId is given; cancelled stops never count. */
function scoped(companyId: string, ownerId: string | null, ...more: SQL[]): SQL {
  const e = detentionEvents;
  const conditions = [eq(e.companyId, companyId), ne(e.status, 'cancelled'), ...more];
  if (ownerId) conditions.push(eq(e.userId, ownerId));
  return and(...conditions) as SQL;
}

/** Stops checked in within [from, to): a range read of events_company_checkin_idx. */
export function eventsCheckedIn(db: Db, companyId: string, ownerId: string | null, from: number, to: number) {
  const e = detentionEvents;
  return db
    .select({
      id: e.id,
      facilityId: e.facilityId,
      facilityName: e.facilityName,
      customerId: e.customerId,
      status: e.status,
      appointmentTime: e.appointmentTime,
      checkInTime: e.checkInTime,
      checkOutTime: e.checkOutTime,
      freeTimeMinutes: e.freeTimeMinutes,
    })
    .from(e)
    .where(scoped(companyId, ownerId, gte(e.checkInTime, new Date(from)), lt(e.checkInTime, new Date(to))));
}

export type WindowEvent = Awaited<ReturnType<typeof eventsCheckedIn>>[number];

/**
 * Stops under way at some moment of [from, to): checked in before its end and not out before its start.
 * Counted in two parts that each read a short index range: stops still running (events_company_status_idx)
 * and stops that checked out after `from` (events_company_checkout_idx); cancelled stops are in neither.
 */
export async function activeDuring(db: Db, companyId: string, ownerId: string | null, from: number, to: number) {
  const [running, ended] = await db.batch(activeDuringParts(db, companyId, ownerId, from, to));
  return (running[0]?.n ?? 0) + (ended[0]?.n ?? 0);
}

/** The two counts of activeDuring, as statements (the plan test reads their query plans). */
export function activeDuringParts(db: Db, companyId: string, ownerId: string | null, from: number, to: number) {
  const e = detentionEvents;
  const owner = ownerId ? [eq(e.userId, ownerId)] : [];
  return [
    db
      .select({ n: count() })
      .from(e)
      .where(and(eq(e.companyId, companyId), eq(e.status, 'active'), lt(e.checkInTime, new Date(to)), ...owner)),
    db
      .select({ n: count() })
      .from(e)
      .where(
        and(
          eq(e.companyId, companyId),
          gt(e.checkOutTime, new Date(from)),
          // Unary + keeps SQLite off the check-in and status indexes for these terms: every stop of the company
          // checked in before `to`, so only the check-out index reads a short range.
          sql`+${e.checkInTime} < ${to}`,
          sql`+${e.status} = 'completed'`,
          ...owner,
        ),
      ),
  ] as const;
}

/** SQLite date modifiers giving a local check-in's bucket start (weeks start on Monday). */
function bucketOf(interval: TrendInterval, tz: number): SQL<string> {
  const local = sql`(${detentionEvents.checkInTime} - ${tz * 60_000}) / 1000, 'unixepoch'`;
  if (interval === 'day') return sql<string>`date(${local})`;
  if (interval === 'week') return sql<string>`date(${local}, '-6 days', 'weekday 1')`;
  return sql<string>`date(${local}, 'start of month')`;
}

/**
 * SPEC §7.5 calculate_detention_trends: per bucket the hours waited (check-in to check-out, or to now for a
 * stop still running) and the number of stops, grouped in SQL over the company's check-in index.
 */
export function trendRows(
  db: Db,
  companyId: string,
  ownerId: string | null,
  window: { from: number; to: number; now: number; tz: number; interval: TrendInterval },
) {
  const e = detentionEvents;
  const bucket = bucketOf(window.interval, window.tz);
  return db
    .select({
      period: bucket,
      waitedMs: sql<number>`sum(coalesce(${e.checkOutTime}, max(${window.now}, ${e.checkInTime})) - ${e.checkInTime})`,
      eventCount: count(),
    })
    .from(e)
    .where(
      scoped(companyId, ownerId, gte(e.checkInTime, new Date(window.from)), lt(e.checkInTime, new Date(window.to))),
    )
    .groupBy(bucket)
    .orderBy(bucket);
}

/** The newest entries of the event log (SPEC §2.7 Recent Activity), with the stop and who acted. */
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
