import { newId } from '@dwell/core/ids';
import { DEFAULT_PAYMENT_TERMS_DAYS, DEFAULT_REMINDER_DAYS } from '@dwell/core/schemas/customers';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { customerNameFree, customerNamed } from '../customers.ts';
import { insertIf } from '../insert-if.ts';
import { stopsLeavingZone, touchStops } from './touch.ts';
import { facilityZone } from './zones.ts';
import { customers, facilities } from '../schema.ts';

/** A facility of the company by id, or undefined. */
export async function findFacility(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(facilities)
    .where(and(eq(facilities.id, id), eq(facilities.companyId, companyId)));
  return row;
}

/** A customer of the company by id, or undefined. */
export async function findCustomer(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.companyId, companyId)));
  return row;
}

/**
 * The company's facility of this name (any letter case), created when it is new: the form types a location
 * name, and policies, scorecards and search need one facility row per site.
 */
export async function facilityByName(db: Db, companyId: string, name: string) {
  const find = () =>
    db
      .select()
      .from(facilities)
      .where(and(eq(facilities.companyId, companyId), sql`lower(${facilities.name}) = lower(${name})`))
      .limit(1);
  const [found] = await find();
  if (found) return found;
  // Two drivers typing the same new name at once: the unique index keeps one row, both read it back.
  await db
    .insert(facilities)
    .values({ id: newId('fac'), companyId, name, address: '' })
    .onConflictDoNothing();
  const [created] = await find();
  if (!created) throw new Error('facility vanished after insert');
  return created;
}

/**
 * The company's customer (the shipper/receiver that pays) of this name or alias, created when it is new:
 * a driver typing the name of a duplicate that was merged away is booked to the customer it was merged into.
 */
export async function customerByName(db: Db, companyId: string, name: string) {
  const found = await customerNamed(db, companyId, name);
  if (found) return found;
  // Two drivers typing the same new name at once: the condition inside the insert lets one row in.
  await insertIf(
    db,
    customers,
    {
      id: newId('cus'),
      companyId,
      name,
      kind: 'shipper',
      billingAddress: null,
      paymentTermsDays: DEFAULT_PAYMENT_TERMS_DAYS,
      reminderDays: [...DEFAULT_REMINDER_DAYS],
      createdAt: new Date(),
    },
    customerNameFree(companyId, name),
  );
  const created = await customerNamed(db, companyId, name);
  if (!created) throw new Error('customer vanished after insert');
  return created;
}

/**
 * A facility without a position takes the first GPS check-in logged there as its geofence centre (the radius
 * stays its own, 300 m unless set). Only while it still has none: a position set by hand or by an earlier
 * check-in is never moved, and two check-ins at once set it once. The stops there whose zone that changes are
 * marked changed at `now`.
 */
export async function placeFacilityAt(
  db: Db,
  facility: { id: string; companyId: string; timezone: string | null },
  at: { lat: number; lng: number },
  now = new Date(),
) {
  // A zone chosen by hand stays; else the stop times there follow the zone at the new position.
  const zone = facility.timezone ?? facilityZone(at);
  const unplaced = and(
    eq(facilities.id, facility.id),
    eq(facilities.companyId, facility.companyId),
    isNull(facilities.lat),
    isNull(facilities.lng),
  );
  await db.batch([
    touchStops(
      db,
      facility.companyId,
      sql`${stopsLeavingZone(facility.id, zone)} and exists (select 1 from ${facilities} where ${unplaced})`,
      now,
    ),
    db.update(facilities).set({ lat: at.lat, lng: at.lng, timezone: zone }).where(unplaced),
  ]);
}
