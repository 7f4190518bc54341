import { newId } from '@dwell/core/ids';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
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

/** The company's customer (the shipper/receiver that pays) of this name, created when it is new. */
export async function customerByName(db: Db, companyId: string, name: string) {
  const find = () =>
    db
      .select()
      .from(customers)
      .where(and(eq(customers.companyId, companyId), sql`lower(${customers.name}) = lower(${name})`))
      .limit(1);
  const [found] = await find();
  if (found) return found;
  await db
    .insert(customers)
    .values({ id: newId('cus'), companyId, name, kind: 'shipper' })
    .onConflictDoNothing();
  const [created] = await find();
  if (!created) throw new Error('customer vanished after insert');
  return created;
}
