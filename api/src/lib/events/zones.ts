import { DEFAULT_TIME_ZONE } from '@dwell/core/time-zones';
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { companies, detentionEvents, facilities } from '../schema.ts';
import { zoneAt } from '@dwell/core/server/zone-at';
import { stopsLeavingZone, touchStops } from './touch.ts';

type Place = { timezone?: string | null | undefined; lat?: number | null | undefined; lng?: number | null | undefined };

/**
 * A facility's own zone after a change: a zone chosen in it; else, when the change moves the facility or
 * clears its zone (null), the zone at its position (null without one: the company's applies); else the zone
 * it had.
 */
export function facilityZone(change: Place, current: Place = {}): string | null {
  if (change.timezone) return change.timezone;
  const moved = change.lat !== undefined || change.lng !== undefined;
  if (change.timezone === null || moved) {
    return zoneAt(moved ? change.lat : current.lat, moved ? change.lng : current.lng);
  }
  return current.timezone ?? null;
}

/**
 * The zone a stop's times are shown in, as an SQL value of a detention_events row: its facility's zone, else
 * its company's. Needs facilities left-joined on the stop's facility.
 */
export const STOP_ZONE: SQL<string> = sql<string>`coalesce(${facilities.timezone},
  (SELECT ${companies.timezone} FROM ${companies} WHERE ${companies.id} = ${detentionEvents.companyId}))`;

/** The zone one stop's times are shown in (the detail's, the invoice's), or the company's default if it is gone. */
export async function eventZone(db: Db, companyId: string, eventId: string): Promise<string> {
  const [row] = await db
    .select({ zone: STOP_ZONE })
    .from(detentionEvents)
    .leftJoin(facilities, eq(facilities.id, detentionEvents.facilityId))
    .where(and(eq(detentionEvents.id, eventId), eq(detentionEvents.companyId, companyId)));
  return row?.zone ?? DEFAULT_TIME_ZONE;
}

/**
 * Gives facilities that have a position but no zone (rows from before zones, or written straight to the
 * database) the zone at their position; the hourly sweep calls it, a few hundred rows at a time.
 */
export async function placeFacilities(db: Db, limit = 200): Promise<number> {
  const rows = await db
    .select({ id: facilities.id, companyId: facilities.companyId, lat: facilities.lat, lng: facilities.lng })
    .from(facilities)
    .where(and(isNull(facilities.timezone), isNotNull(facilities.lat), isNotNull(facilities.lng)))
    .limit(limit);
  const placed = rows.flatMap((row) => {
    const zone = zoneAt(row.lat, row.lng);
    return zone ? [{ ...row, zone }] : [];
  });
  const updates = placed.flatMap(({ id, companyId, zone }) => {
    // The guard keeps a zone someone chose in the meantime; the stops there are marked changed first.
    const unzoned = and(eq(facilities.id, id), isNull(facilities.timezone));
    return [
      touchStops(
        db,
        companyId,
        sql`${stopsLeavingZone(id, zone)} and exists (select 1 from ${facilities} where ${unzoned})`,
      ),
      db.update(facilities).set({ timezone: zone }).where(unzoned),
    ];
  });
  const [first, ...rest] = updates;
  if (first) await db.batch([first, ...rest]);
  return placed.length;
}
