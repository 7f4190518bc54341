import { and, asc, desc, eq, gt, gte, lt, or, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../env.ts';
import type { Position } from '../../lib/api-keys/cursor.ts';
import { filterConditions } from '../documents/queries.ts';
import { inScope, type DocumentScope } from '../documents/scope.ts';
import { customers, deletedRecords, detentionEvents, eventDocuments, facilities } from '../../lib/schema.ts';
import { eventColumns, listConditions } from '../events/queries/read.ts';
import type { EventFilters } from './schemas.ts';

/**
 * How a keyed listing runs: newest first by its own time (check-in, upload), or — for incremental sync — by
 * when each record last changed, oldest change first, from `since` on. Either way the id breaks ties, and a
 * page starts strictly after the last one's (time, id): every page is as cheap as the first, and in sync
 * order a record changed while a client pages moves to the end instead of being skipped.
 */
export type Listing = { order: 'newest' } | { order: 'changed'; since: number };

/** The WHERE of the page after `after` and the ORDER BY of a listing over (time, id). */
function keyset(listing: Listing, time: SQLiteColumn, id: SQLiteColumn, after: Position | null) {
  const changed = listing.order === 'changed';
  const at = after ? new Date(after.t) : null;
  const beyond = changed ? gt : lt;
  const where: (SQL | undefined)[] = [changed ? gte(time, new Date(listing.since)) : undefined];
  if (at && after) where.push(or(beyond(time, at), and(eq(time, at), beyond(id, after.id))));
  const order = changed ? asc : desc;
  return { where: and(...where), orderBy: [order(time), order(id)] as const };
}

/** The keyset position of a row in a listing's order. */
export const positionOf = (listing: Listing, row: { id: string; updatedAt: Date }, own: Date): Position => ({
  t: (listing.order === 'changed' ? row.updatedAt : own).getTime(),
  id: row.id,
});

/**
 * Up to `limit` events after a keyset position: the same WHERE as the app's list, newest check-in first (read
 * off events_company_checkin_idx) or by last change (events_company_updated_idx). An export pulls the whole
 * range this way one page at a time.
 */
export function eventsAfter(
  db: Db,
  companyId: string,
  filters: EventFilters,
  ownerId: string | null,
  after: Position | null,
  limit: number,
  listing: Listing = { order: 'newest' },
) {
  const e = detentionEvents;
  const page = keyset(listing, listing.order === 'changed' ? e.updatedAt : e.checkInTime, e.id, after);
  return db
    .select(eventColumns)
    .from(e)
    .leftJoin(customers, eq(customers.id, e.customerId))
    .leftJoin(facilities, eq(facilities.id, e.facilityId))
    .where(and(listConditions(companyId, filters, ownerId), page.where))
    .orderBy(...page.orderBy)
    .limit(limit);
}

/** Up to `limit` documents of the scope after a keyset position: newest upload first, or by last change. */
export function documentsAfter(
  db: Db,
  scope: DocumentScope,
  filters: Parameters<typeof filterConditions>[0],
  after: Position | null,
  limit: number,
  listing: Listing,
) {
  const d = eventDocuments;
  const page = keyset(listing, listing.order === 'changed' ? d.updatedAt : d.createdAt, d.id, after);
  return db
    .select()
    .from(d)
    .where(and(inScope(db, scope), ...filterConditions(filters), page.where))
    .orderBy(...page.orderBy)
    .limit(limit);
}

/** Up to `limit` deletions of a kind (deleted_records), oldest first from `since`, after a keyset position. */
export function deletionsAfter(db: Db, where: SQL | undefined, since: number, after: Position | null, limit: number) {
  const d = deletedRecords;
  const page = keyset({ order: 'changed', since }, d.deletedAt, d.id, after);
  return db
    .select({ id: d.id, recordId: d.recordId, deletedAt: d.deletedAt })
    .from(d)
    .where(and(where, page.where))
    .orderBy(...page.orderBy)
    .limit(limit);
}

/** One event of the company in the list's shape (with its customer's name), or undefined. */
export async function eventRow(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select(eventColumns)
    .from(detentionEvents)
    .leftJoin(customers, eq(customers.id, detentionEvents.customerId))
    .leftJoin(facilities, eq(facilities.id, detentionEvents.facilityId))
    .where(and(eq(detentionEvents.id, id), eq(detentionEvents.companyId, companyId)));
  return row;
}
