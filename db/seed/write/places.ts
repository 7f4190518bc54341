import { and, eq, isNull } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { customerContacts, customers, facilities } from '../../schema/facilities.ts';
import { DEMO_COMPANY_ID, type DemoFleet } from '../demo-data.ts';
import { insertChunked } from './insert-chunked.ts';

/** The facilities the drivers wait at and the customers who pay for it, with their contacts. */
export async function seedPlaces(db: DrizzleD1Database, fleet: DemoFleet, created: Date): Promise<void> {
  await insertChunked(
    db,
    facilities,
    fleet.facilities.map((f) => ({ ...f, companyId: DEMO_COMPANY_ID, createdAt: created })),
  );
  await insertChunked(
    db,
    customers,
    fleet.customers.map(({ contacts: _, ...c }) => ({ ...c, companyId: DEMO_COMPANY_ID, createdAt: created })),
  );
  await insertChunked(
    db,
    customerContacts,
    fleet.customers.flatMap((c) =>
      c.contacts.map((contact, position) => ({
        id: `cct_demo_${c.id.slice(-2)}_${position}`,
        companyId: DEMO_COMPANY_ID,
        customerId: c.id,
        ...contact,
        position,
        createdAt: created,
      })),
    ),
  );
}

/** Gives the demo facilities of a database seeded before facilities had zones the zone of their position. */
export async function placeDemoFacilities(db: DrizzleD1Database, sites: DemoFleet['facilities']): Promise<void> {
  const updates = sites.map((f) =>
    db
      .update(facilities)
      .set({ timezone: f.timezone })
      .where(and(eq(facilities.id, f.id), isNull(facilities.timezone))),
  );
  await db.batch(updates as unknown as Parameters<typeof db.batch>[0]);
}
