import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { detentionEvents, facilities } from '../schema.ts';

/**
 * Marks the company's stops matching `where` changed at `at`: what a stop answers includes what it reads from
 * elsewhere (its customer's name; its facility's zone, else its company's), so a change there changes the stop,
 * and /api/v2's `updatedSince` (which reads `updated_at`) must list it. One statement, for the change's own batch.
 */
export const touchStops = (db: Db, companyId: string, where: SQL, at = new Date()) =>
  db
    .update(detentionEvents)
    .set({ updatedAt: at })
    .where(and(eq(detentionEvents.companyId, companyId), where));

/** The stops whose times are shown in their company's zone: no facility, or a facility without a zone of its own. */
export const inCompanyZone: SQL = sql`not exists (select 1 from ${facilities} where ${facilities.id} = ${detentionEvents.facilityId} and ${facilities.timezone} is not null)`;

/**
 * The stops at a facility whose zone is not `zone` (null: the company's) yet: those that setting its zone to
 * `zone` changes. Marked in the batch before the facility's own update, which this compares against.
 */
export const stopsLeavingZone = (facilityId: string, zone: string | null): SQL =>
  sql`${detentionEvents.facilityId} = ${facilityId} and exists (select 1 from ${facilities} where ${facilities.id} = ${facilityId} and ${facilities.timezone} is not ${zone})`;
