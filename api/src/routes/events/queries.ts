import { newId } from '@dwell/core/ids';
import type { EventListQuery } from '@dwell/core/schemas/events';
import { and, asc, count, desc, eq, gte, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { activeEventCount } from '../../lib/billing/usage.ts';
import { contains } from '../../lib/contains.ts';
import { belowLimit, type FullRow, insertIf } from '../../lib/insert-if.ts';
import { openStopQuery, policyRowsQuery, policySetOf } from '../../lib/events/policy.ts';
import { storedPriceColumns } from '../../lib/events/pricing.ts';
import { STOP_ZONE } from '../../lib/events/zones.ts';
import {
  claims,
  customers,
  type DetentionEvent,
  detentionEvents,
  eventDocuments,
  eventLog,
  eventNotes,
  facilities,
  roles,
  userRoles,
  users,
} from '../../lib/schema.ts';

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

/** A user of the company by id (whoever a stop is logged for), or undefined. */
export async function companyUser(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.id, id), eq(users.companyId, companyId)));
  return row;
}

/**
 * Stores a new stop with its log entries (checked in, and checked out when it came with its end) in one batch.
 * An open stop counts against maxOpen: the count is read by the insert itself, so parallel check-ins cannot all
 * pass it, and the log entries follow the event or are not written either. False when the limit refused it.
 */
export async function insertEvent(
  db: Db,
  row: FullRow<typeof detentionEvents>,
  by: { actorUserId: string; loggedBy: string | null; maxOpen: number | null },
): Promise<boolean> {
  const log = (action: string, at: Date, details: object = {}) =>
    insertIf(
      db,
      eventLog,
      {
        id: newId('log'),
        companyId: row.companyId,
        eventId: row.id,
        actorUserId: by.actorUserId,
        action,
        details: JSON.stringify(details),
        createdAt: at,
      },
      sql`exists (select 1 from ${detentionEvents} where ${detentionEvents.id} = ${row.id})`,
    );
  const [written] = await db.batch([
    insertIf(db, detentionEvents, row, belowLimit(activeEventCount(db, row.companyId), by.maxOpen)),
    log('checked_in', row.checkInTime, { loggedBy: by.loggedBy, loggedAt: row.createdAt.getTime() }),
    ...(row.checkOutTime ? [log('checked_out', row.checkOutTime)] : []),
  ]);
  return written.meta.changes === 1;
}

/** The stored-price columns a completed stop gets (priceToStore). */
type StoredPrice = Partial<
  Pick<DetentionEvent, 'pricedAt' | 'pricedPolicy' | 'pricedBillable' | 'pricedBilledMinutes' | 'pricedCents'>
>;

/**
 * Ends an active stop and logs it. The status guard makes two simultaneous ends count once: null when the stop
 * was no longer active, else the check-out time as D1 stored it.
 */
export async function endEventRow(
  db: Db,
  event: DetentionEvent,
  change: {
    status: 'completed' | 'cancelled';
    at: Date;
    price: StoredPrice;
    actorUserId: string;
    details: object;
    logAt: Date;
  },
): Promise<number | null> {
  const [updated] = await db
    .update(detentionEvents)
    .set({ status: change.status, checkOutTime: change.at, updatedAt: new Date(), ...change.price })
    .where(
      and(
        eq(detentionEvents.id, event.id),
        eq(detentionEvents.companyId, event.companyId),
        eq(detentionEvents.status, 'active'),
      ),
    )
    .returning({ checkOutTime: detentionEvents.checkOutTime });
  if (!updated?.checkOutTime) return null;
  await db.insert(eventLog).values({
    id: newId('log'),
    companyId: event.companyId,
    eventId: event.id,
    actorUserId: change.actorUserId,
    action: change.status === 'completed' ? 'checked_out' : 'cancelled',
    details: JSON.stringify(change.details),
    createdAt: change.logAt,
  });
  return updated.checkOutTime.getTime();
}

/** Whether a claim or a document holds on to the stop (either keeps it from being deleted). */
export async function eventBlockers(db: Db, companyId: string, eventId: string) {
  const [claim] = await db
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.companyId, companyId), eq(claims.eventId, eventId)));
  const [document] = await db
    .select({ id: eventDocuments.id })
    .from(eventDocuments)
    .where(and(eq(eventDocuments.companyId, companyId), eq(eventDocuments.eventId, eventId)))
    .limit(1);
  return { claim: claim !== undefined, document: document !== undefined };
}

/** Deletes one stop of the company. */
export async function deleteEventRow(db: Db, companyId: string, eventId: string): Promise<void> {
  await db
    .delete(detentionEvents)
    .where(and(eq(detentionEvents.id, eventId), eq(detentionEvents.companyId, companyId)));
}

/**
 * Stores a completed stop's new price with its log entry, both only while no claim exists for it (a claim
 * generated meanwhile wins). False when a claim fixed the price first.
 */
export async function repriceEventRow(
  db: Db,
  event: DetentionEvent,
  price: StoredPrice & { pricedCents: number },
  log: { actorUserId: string; fromCents: number; at: Date },
): Promise<boolean> {
  const unclaimed = sql`NOT EXISTS (SELECT 1 FROM ${claims} WHERE ${claims.eventId} = ${event.id})`;
  const [updated] = await db.batch([
    db
      .update(detentionEvents)
      .set({ ...price, updatedAt: log.at })
      .where(
        and(
          eq(detentionEvents.id, event.id),
          eq(detentionEvents.companyId, event.companyId),
          eq(detentionEvents.status, 'completed'),
          unclaimed,
        ),
      )
      .returning({ id: detentionEvents.id }),
    insertIf(
      db,
      eventLog,
      {
        id: newId('log'),
        companyId: event.companyId,
        eventId: event.id,
        actorUserId: log.actorUserId,
        action: 'repriced',
        details: JSON.stringify({ fromCents: log.fromCents, toCents: price.pricedCents }),
        createdAt: log.at,
      },
      unclaimed,
    ),
  ]);
  return updated.length > 0;
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

/** Adds a note to a stop with its log entry, in one batch. */
export async function addEventNote(db: Db, authorUserId: string, event: DetentionEvent, body: string) {
  const note = { id: newId('note'), body, createdAt: new Date() };
  await db.batch([
    db.insert(eventNotes).values({ ...note, companyId: event.companyId, eventId: event.id, authorUserId }),
    db.insert(eventLog).values({
      id: newId('log'),
      companyId: event.companyId,
      eventId: event.id,
      actorUserId: authorUserId,
      action: 'note_added',
      createdAt: note.createdAt,
    }),
  ]);
  return note;
}
