/** The deliveries log: every request to an integration's endpoint, and the claim of a vendor event by its id. */
import { newId } from '@dwell/core/ids';
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { detentionEvents, type IntegrationDelivery, integrationDeliveries } from '../../lib/schema.ts';

/** What a delivery row says beyond its integration and time; the result is its outcome's name. */
export type DeliveryFields = Partial<
  Pick<
    IntegrationDelivery,
    | 'vendorEventId'
    | 'kind'
    | 'errorMessage'
    | 'vendorVehicleId'
    | 'vendorPlaceId'
    | 'occurredAt'
    | 'enteredAt'
    | 'lat'
    | 'lng'
    | 'accuracyM'
    | 'eventId'
    | 'test'
  >
> & { result: string; httpStatus: number };

interface Target {
  id: string;
  companyId: string;
}

/** Logs a delivery that claims nothing (refusals, ignored bodies, duplicates, tests). */
export async function logDelivery(db: Db, integration: Target, fields: DeliveryFields): Promise<string> {
  const id = newId('dlv');
  const receivedAt = new Date();
  await db.insert(integrationDeliveries).values({
    id,
    companyId: integration.companyId,
    integrationId: integration.id,
    receivedAt,
    ...fields,
  });
  return id;
}

/**
 * Logs the first delivery of a vendor event, claiming its id: the unique index decides between a retry and a
 * parallel duplicate in the insert itself. Null when another delivery holds the claim already.
 */
export async function claimDelivery(
  db: Db,
  integration: Target,
  fields: DeliveryFields & { vendorEventId: string },
): Promise<string | null> {
  const id = newId('dlv');
  const receivedAt = new Date();
  const claimed = await db
    .insert(integrationDeliveries)
    .values({
      id,
      companyId: integration.companyId,
      integrationId: integration.id,
      receivedAt,
      claimKey: fields.vendorEventId,
      ...fields,
    })
    .onConflictDoNothing()
    .returning({ id: integrationDeliveries.id });
  return claimed.length === 1 ? id : null;
}

/** Records what came of a claimed delivery. */
export async function settleDelivery(
  db: Db,
  id: string,
  fields: Pick<DeliveryFields, 'result' | 'httpStatus' | 'errorMessage' | 'eventId'>,
): Promise<void> {
  await db.update(integrationDeliveries).set(fields).where(eq(integrationDeliveries.id, id));
}

/** Gives up a claim when applying failed unexpectedly, so the vendor's retry is applied instead of deduped. */
export async function releaseClaim(db: Db, id: string): Promise<void> {
  await db.delete(integrationDeliveries).where(eq(integrationDeliveries.id, id));
}

interface Visit {
  integrationId: string;
  vehicleId: string;
  placeId: string;
}

/**
 * The still-open stop a vehicle's entry at a place started before `before`, with its entry delivery: the one
 * an exit closes.
 */
export async function openVisit(db: Db, visit: Visit, before: Date) {
  const [row] = await db
    .select({ event: detentionEvents })
    .from(integrationDeliveries)
    .innerJoin(detentionEvents, eq(detentionEvents.id, integrationDeliveries.eventId))
    .where(
      and(
        eq(integrationDeliveries.integrationId, visit.integrationId),
        eq(integrationDeliveries.result, 'accepted'),
        eq(integrationDeliveries.kind, 'entry'),
        eq(integrationDeliveries.vendorVehicleId, visit.vehicleId),
        eq(integrationDeliveries.vendorPlaceId, visit.placeId),
        eq(detentionEvents.status, 'active'),
        lt(detentionEvents.checkInTime, before),
      ),
    )
    .orderBy(desc(detentionEvents.checkInTime))
    .limit(1);
  return row?.event;
}

/** The earliest exit of the vehicle at the place held after `after` (it came before its entry). */
export async function heldExit(db: Db, visit: Visit, after: Date) {
  const [row] = await db
    .select()
    .from(integrationDeliveries)
    .where(
      and(
        eq(integrationDeliveries.integrationId, visit.integrationId),
        eq(integrationDeliveries.result, 'held'),
        eq(integrationDeliveries.vendorVehicleId, visit.vehicleId),
        eq(integrationDeliveries.vendorPlaceId, visit.placeId),
        gt(integrationDeliveries.occurredAt, after),
      ),
    )
    .orderBy(asc(integrationDeliveries.occurredAt))
    .limit(1);
  return row;
}

/** Takes a held exit for one stop; false when another request took it first. */
export async function takeHeldExit(db: Db, id: string, eventId: string): Promise<boolean> {
  const taken = await db
    .update(integrationDeliveries)
    .set({ result: 'matched', eventId })
    .where(and(eq(integrationDeliveries.id, id), eq(integrationDeliveries.result, 'held')))
    .returning({ id: integrationDeliveries.id });
  return taken.length === 1;
}

/** A whole visit already applied from a lone exit (Motive) that a late entry of the same visit repeats. */
export async function visitFromExit(db: Db, visit: Visit, enteredAt: Date) {
  const [row] = await db
    .select({ eventId: integrationDeliveries.eventId })
    .from(integrationDeliveries)
    .where(
      and(
        eq(integrationDeliveries.integrationId, visit.integrationId),
        eq(integrationDeliveries.kind, 'exit'),
        eq(integrationDeliveries.vendorVehicleId, visit.vehicleId),
        eq(integrationDeliveries.vendorPlaceId, visit.placeId),
        eq(integrationDeliveries.enteredAt, enteredAt),
      ),
    )
    .limit(1);
  return row;
}

/** The newest deliveries of an integration (the Integrations screen's log). */
export function recentDeliveries(db: Db, companyId: string, integrationId: string, limit = 50) {
  return db
    .select()
    .from(integrationDeliveries)
    .where(and(eq(integrationDeliveries.companyId, companyId), eq(integrationDeliveries.integrationId, integrationId)))
    .orderBy(desc(integrationDeliveries.receivedAt))
    .limit(limit);
}
