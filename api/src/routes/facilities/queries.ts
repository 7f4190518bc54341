import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { stopsLeavingZone, touchStops } from '../../lib/events/touch.ts';
import { facilities } from '../../lib/schema.ts';

/** The columns every facility answer carries. */
const columns = {
  id: facilities.id,
  name: facilities.name,
  address: facilities.address,
  city: facilities.city,
  state: facilities.state,
  lat: facilities.lat,
  lng: facilities.lng,
  geofenceRadiusM: facilities.geofenceRadiusM,
  timezone: facilities.timezone,
};

/** The company's facilities by name. */
export function listFacilities(db: Db, companyId: string) {
  return db
    .select(columns)
    .from(facilities)
    .where(eq(facilities.companyId, companyId))
    .orderBy(asc(facilities.name))
    .limit(1000);
}

/** Whether another facility of the company has this name (any letter case). */
export async function facilityNameTaken(db: Db, companyId: string, name: string, exceptId?: string): Promise<boolean> {
  const conditions = [eq(facilities.companyId, companyId), sql`lower(${facilities.name}) = lower(${name})`];
  if (exceptId) conditions.push(ne(facilities.id, exceptId));
  const [taken] = await db
    .select({ id: facilities.id })
    .from(facilities)
    .where(and(...conditions));
  return taken !== undefined;
}

/** Stores a new facility of the company. */
export async function insertFacility(db: Db, row: typeof facilities.$inferInsert): Promise<void> {
  await db.insert(facilities).values(row);
}

/**
 * Changes the fields given of one facility of the company; answers it as stored. A new zone changes the times of
 * the stops there, marked changed in the same batch.
 */
export async function updateFacility(
  db: Db,
  companyId: string,
  id: string,
  changes: Partial<typeof facilities.$inferInsert>,
) {
  const update = db
    .update(facilities)
    .set(changes)
    .where(and(eq(facilities.id, id), eq(facilities.companyId, companyId)))
    .returning(columns);
  if (changes.timezone === undefined) return (await update)[0];
  const [, [updated]] = await db.batch([touchStops(db, companyId, stopsLeavingZone(id, changes.timezone)), update]);
  return updated;
}
