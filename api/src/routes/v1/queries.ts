import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import type { Position } from '../../lib/api-keys/cursor.ts';
import { customers, detentionEvents, facilities } from '../../lib/schema.ts';
import { eventColumns, listConditions } from '../events/queries/read.ts';
import type { EventFilters } from './schemas.ts';

/**
 * Up to `limit` events after a keyset position, newest check-in first with the id breaking ties: the same
 * WHERE as the app's list, read off events_company_checkin_idx. Keyset paging keeps every page as cheap as
 * the first, however deep, and an export pulls the whole range this way one page at a time.
 */
export function eventsAfter(
  db: Db,
  companyId: string,
  filters: EventFilters,
  ownerId: string | null,
  after: Position | null,
  limit: number,
) {
  const e = detentionEvents;
  const at = after ? new Date(after.t) : null;
  const keyset = at && after ? or(lt(e.checkInTime, at), and(eq(e.checkInTime, at), lt(e.id, after.id))) : undefined;
  return db
    .select(eventColumns)
    .from(e)
    .leftJoin(customers, eq(customers.id, e.customerId))
    .leftJoin(facilities, eq(facilities.id, e.facilityId))
    .where(and(listConditions(companyId, filters, ownerId), keyset))
    .orderBy(desc(e.checkInTime), desc(e.id))
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
