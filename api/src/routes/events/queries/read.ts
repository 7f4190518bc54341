/** The reads of detention events: the list, its export, the board, one stop, the drivers and the notes. */
import type { EventListQuery } from '@dwell/core/schemas/events';
import { and, asc, count, desc, eq, gte, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../env.ts';
import { contains } from '../../../lib/contains.ts';
import { openStopQuery, policyRowsQuery, policySetOf } from '../../../lib/events/policy.ts';
import { storedPriceColumns } from '../../../lib/events/pricing.ts';
import { STOP_ZONE } from '../../../lib/events/zones.ts';
import { customers, detentionEvents, eventNotes, facilities, roles, userRoles, users } from '../../../lib/schema.ts';

/** The WHERE of the list and its export: tenant first, the driver's own rows when ownerId is given. */
export function listConditions(
  companyId: string,
  query: Omit<EventListQuery, 'page' | 'pageSize' | 'sort' | 'dir'>,
  ownerId: string | null,
): SQL {
  const e = detentionEvents;
  const conditions: (SQL | undefined)[] = [eq(e.companyId, companyId)];
  if (ownerId) conditions.push(eq(e.userId, ownerId));
  if (query.driverId) conditions.push(eq(e.userId, query.driverId));
  if (query.status === 'not_cancelled') conditions.push(ne(e.status, 'cancelled'));
  else if (query.status) conditions.push(eq(e.status, query.status));
  if (query.facilityId) conditions.push(eq(e.facilityId, query.facilityId));
  if (query.customerId) conditions.push(eq(e.customerId, query.customerId));
  if (query.from !== undefined) conditions.push(gte(e.checkInTime, new Date(query.from)));
  if (query.to !== undefined) conditions.push(lt(e.checkInTime, new Date(query.to)));
  if (query.q) {
    const q = query.q;
    conditions.push(or(...[e.facilityName, e.facilityAddress, e.driverName, e.loadNumber].map((c) => contains(c, q))));
  }
  return and(...conditions) as SQL;
}

const SORT_COLUMNS = {
  checkInTime: detentionEvents.checkInTime,
  createdAt: detentionEvents.createdAt,
  facilityName: detentionEvents.facilityName,
  driverName: detentionEvents.driverName,
  status: detentionEvents.status,
} as const;

/** Columns every list, board and search answer carries; they need customers and facilities left-joined. */
export const eventColumns = {
  id: detentionEvents.id,
  userId: detentionEvents.userId,
  facilityId: detentionEvents.facilityId,
  customerId: detentionEvents.customerId,
  customerName: customers.name,
  facilityName: detentionEvents.facilityName,
  facilityAddress: detentionEvents.facilityAddress,
  driverName: detentionEvents.driverName,
  loadNumber: detentionEvents.loadNumber,
  reason: detentionEvents.reason,
  status: detentionEvents.status,
  appointmentTime: detentionEvents.appointmentTime,
  checkInTime: detentionEvents.checkInTime,
  checkOutTime: detentionEvents.checkOutTime,
  freeTimeMinutes: detentionEvents.freeTimeMinutes,
  createdAt: detentionEvents.createdAt,
  updatedAt: detentionEvents.updatedAt,
  timezone: STOP_ZONE,
  ...storedPriceColumns,
};

/**
 * One page of events. Sorted by check-in (the default), the page is read straight off
 * events_company_checkin_idx (rowid breaks ties, so pages never overlap) and the count off the same index.
 */
export async function listEvents(db: Db, companyId: string, query: EventListQuery, ownerId: string | null) {
  const where = listConditions(companyId, query, ownerId);
  const order = query.dir === 'asc' ? asc : desc;
  const tieBreak = sql.raw(`"detention_events"."rowid" ${query.dir === 'asc' ? 'ASC' : 'DESC'}`);
  // One round trip to D1 for the page, the count and the policies the amounts are computed with.
  const [rows, totals, policyRows, openStops] = await db.batch([
    db
      .select(eventColumns)
      .from(detentionEvents)
      .leftJoin(customers, eq(customers.id, detentionEvents.customerId))
      .leftJoin(facilities, eq(facilities.id, detentionEvents.facilityId))
      .where(where)
      .orderBy(order(SORT_COLUMNS[query.sort]), tieBreak)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(detentionEvents).where(where),
    policyRowsQuery(db, companyId),
    openStopQuery(db, companyId),
  ]);
  return { rows, total: totals[0]?.n ?? 0, policies: policySetOf(policyRows, openStops) };
}

/** Every row matching the filters (the CSV export), newest check-in first, at most `limit`. */
export function exportEvents(
  db: Db,
  companyId: string,
  query: Omit<EventListQuery, 'page' | 'pageSize'>,
  ownerId: string | null,
  limit: number,
) {
  const order = query.dir === 'asc' ? asc : desc;
  return db
    .select(eventColumns)
    .from(detentionEvents)
    .leftJoin(customers, eq(customers.id, detentionEvents.customerId))
    .leftJoin(facilities, eq(facilities.id, detentionEvents.facilityId))
    .where(listConditions(companyId, query, ownerId))
    .orderBy(order(SORT_COLUMNS[query.sort]))
    .limit(limit);
}

/** The company's active stops (the live board and the alert scheduler), oldest check-in first. */
export function activeEvents(db: Db, companyId: string, ownerId: string | null = null) {
  const conditions = [eq(detentionEvents.companyId, companyId), eq(detentionEvents.status, 'active')];
  if (ownerId) conditions.push(eq(detentionEvents.userId, ownerId));
  return db
    .select(eventColumns)
    .from(detentionEvents)
    .leftJoin(customers, eq(customers.id, detentionEvents.customerId))
    .leftJoin(facilities, eq(facilities.id, detentionEvents.facilityId))
    .where(and(...conditions))
    .orderBy(asc(detentionEvents.checkInTime))
    .limit(500);
}

/** One event of the company, or undefined: another company's id reads as missing. */
export async function findEvent(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(detentionEvents)
    .where(and(eq(detentionEvents.id, id), eq(detentionEvents.companyId, companyId)));
  return row;
}

/** The company's drivers (the list's driver filter, the form's driver choice); a driver only sees themself. */
export function companyDrivers(db: Db, companyId: string, ownerId: string | null) {
  return db
    .select({ id: users.id, name: users.fullName, email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.companyId, companyId), eq(roles.name, 'driver'), ownerId ? eq(users.id, ownerId) : undefined))
    .orderBy(asc(users.fullName))
    .limit(500);
}

/** A stop's notes, oldest first, with their authors' names. */
export function eventNotesOf(db: Db, companyId: string, eventId: string) {
  return db
    .select({ id: eventNotes.id, body: eventNotes.body, createdAt: eventNotes.createdAt, author: users.fullName })
    .from(eventNotes)
    .leftJoin(users, eq(users.id, eventNotes.authorUserId))
    .where(and(eq(eventNotes.eventId, eventId), eq(eventNotes.companyId, companyId)))
    .orderBy(asc(eventNotes.createdAt));
}
