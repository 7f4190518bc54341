/**
 * What a verified geofence event does: an entry at a mapped facility logs a stop exactly as the driver's
 * own check-in does (createEvent: plan limits, free time from the policy), the exit checks it out through
 * the app's completion (completeEvent: the stored price), and an exit that came first waits for its entry.
 */
import { FUTURE_TOLERANCE_MS } from '@dwell/core/schemas/events';
import type { GeofenceEvent } from '@dwell/core/integrations/payloads';
import { DELIVERY_NOTES } from '@dwell/core/schemas/integrations';
import { fill } from '@dwell/core/messages';
import type { Actor, Db } from '../../env.ts';
import type { TimeCapture } from '../../lib/events/capture.ts';
import { ApiError } from '../../lib/errors.ts';
import type { DetentionEvent, Integration } from '../../lib/schema.ts';
import { createEvent } from '../events/create.ts';
import { completeEvent, deleteEvent } from '../events/lifecycle.ts';
import { heldExit, openVisit, settleDelivery, takeHeldExit, visitFromExit } from './deliveries.ts';
import { driverActor, mappingsFor } from './mappings.ts';

/** What came of a delivery: its log result, the answer's status, and the stop it touched. */
export interface Applied {
  result: string;
  status: 200 | 202;
  message?: string;
  /** The stop it touched; `created` when this delivery logged it (webhooks tell event.created). */
  event?: { id: string; userId: string; status: string; created?: true };
}

type Place = NonNullable<Awaited<ReturnType<typeof mappingsFor>>['place']>;
interface Visit {
  integrationId: string;
  vehicleId: string;
  placeId: string;
}

const MINUTE_MS = 60_000;
const eldCapture = (e: Pick<GeofenceEvent, 'position'>): TimeCapture => ({
  source: 'eld',
  lat: e.position?.lat ?? null,
  lng: e.position?.lng ?? null,
  accuracyM: e.position?.accuracyM ?? null,
});

/** Logs the stop through the driver's own creation path; a refusal (plan limit, old check-in) is reported. */
async function logStop(actor: Actor, db: Db, place: Place, e: GeofenceEvent, from: number, to: number | null) {
  return createEvent(
    db,
    actor,
    {
      facilityName: place.facility.name,
      facilityAddress: place.customer.name,
      facilityId: place.facility.id,
      customerId: place.customer.id,
      driverId: null,
      checkInTime: from,
      checkOutTime: to,
      // What a person's app would say; the capture passed below (the ELD's) is what is recorded.
      checkInSource: 'manual',
      checkInAccuracyM: null,
      appointmentTime: null,
      reason: null,
      loadNumber: null,
      notes: null,
      checkInLat: e.kind === 'entry' ? (e.position?.lat ?? null) : null,
      checkInLng: e.kind === 'entry' ? (e.position?.lng ?? null) : null,
      // The truck's own clock says when it arrived: no one is there to confirm an old check-in.
      confirmOldCheckIn: true,
    },
    e.kind === 'entry' ? eldCapture(e) : { source: 'eld', accuracyM: null },
  );
}

/** Ends a stop at an exit: dropped when the visit was shorter than the minimum, else checked out. */
async function closeStop(db: Db, actor: Actor, event: DetentionEvent, at: number, capture: TimeCapture, minMs: number) {
  const summary = { id: event.id, userId: event.userId };
  if (at - event.checkInTime.getTime() < minMs) {
    try {
      await deleteEvent(db, event);
      return { result: 'too_short', event: { ...summary, status: 'deleted' } };
    } catch (error) {
      // Someone attached evidence or a claim meanwhile: the stop is real, so it is checked out instead.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  await completeEvent(db, actor, event, at, { source: 'eld' }, capture);
  return { result: 'accepted', event: { ...summary, status: 'completed' } };
}

/** Closes a just-opened stop with an exit held for it, if one is there and this request takes it first. */
async function matchHeld(db: Db, actor: Actor, visit: Visit, event: DetentionEvent, minMs: number) {
  const held = await heldExit(db, visit, event.checkInTime);
  if (!held?.occurredAt || !(await takeHeldExit(db, held.id, event.id))) return null;
  const capture: TimeCapture = { source: 'eld', lat: held.lat, lng: held.lng, accuracyM: held.accuracyM };
  const closed = await closeStop(db, actor, event, held.occurredAt.getTime(), capture, minMs);
  await settleDelivery(db, held.id, {
    result: closed.result === 'too_short' ? 'too_short' : 'matched',
    httpStatus: 202,
  });
  return closed;
}

/** One geofence event being applied: who it is for, where, the delivery that carried it, the shortest visit. */
interface Application {
  db: Db;
  actor: Actor;
  visit: Visit;
  place: Place;
  e: GeofenceEvent;
  minMs: number;
  deliveryId: string;
}

async function applyEntry({ db, actor, visit, place, e, minMs, deliveryId }: Application) {
  const repeated = await visitFromExit(db, visit, new Date(e.at));
  if (repeated) return { result: 'duplicate_visit', status: 200, message: DELIVERY_NOTES.duplicateVisit } as const;
  const created = await logStop(actor, db, place, e, e.at, null);
  // Settled first, so an exit arriving now finds this stop open (it re-checks after holding itself).
  await settleDelivery(db, deliveryId, { result: 'accepted', httpStatus: 200, eventId: created.id });
  const closed = await matchHeld(db, actor, visit, created, minMs);
  const status = closed?.event.status ?? 'active';
  return {
    result: 'accepted',
    status: 200,
    event: { id: created.id, userId: created.userId, status, created: true },
  } as const;
}

async function applyExit({ db, actor, visit, place, e, minMs, deliveryId }: Application) {
  const open = await openVisit(db, visit, new Date(e.at));
  if (open) {
    const closed = await closeStop(db, actor, open, e.at, eldCapture(e), minMs);
    return { ...closed, status: closed.result === 'accepted' ? 200 : 202 } as const;
  }
  if (e.enteredAt !== null) {
    // Motive sends the whole visit on its exit; entries may never come.
    if (e.at - e.enteredAt < minMs) return { result: 'too_short', status: 202 } as const;
    const created = await logStop(actor, db, place, e, e.enteredAt, e.at);
    return {
      result: 'accepted',
      status: 200,
      event: { id: created.id, userId: created.userId, status: created.status, created: true },
    } as const;
  }
  await settleDelivery(db, deliveryId, { result: 'held', httpStatus: 202, errorMessage: DELIVERY_NOTES.held });
  // The entry may have been applied between the look above and the hold: take the hold back and close it.
  const late = await openVisit(db, visit, new Date(e.at));
  if (late && (await takeHeldExit(db, deliveryId, late.id))) {
    const closed = await closeStop(db, actor, late, e.at, eldCapture(e), minMs);
    return { ...closed, status: closed.result === 'accepted' ? 200 : 202 } as const;
  }
  return { result: 'held', status: 202, message: DELIVERY_NOTES.held } as const;
}

/**
 * Applies one claimed geofence event of a connected integration. Unmapped vehicles and places, an unusable
 * driver and a refusal of the stop itself are reported, never guessed around; nothing is written for them.
 */
export async function applyGeofence(
  db: Db,
  global: Db,
  integration: Integration,
  e: GeofenceEvent,
  deliveryId: string,
): Promise<Applied> {
  const { driverId, place } = await mappingsFor(db, integration.id, e.vehicleId, e.placeId);
  if (!driverId)
    return {
      result: 'unmapped_vehicle',
      status: 202,
      message: fill(DELIVERY_NOTES.unmappedVehicle, { id: e.vehicleId }),
    };
  if (!place)
    return { result: 'unmapped_place', status: 202, message: fill(DELIVERY_NOTES.unmappedPlace, { id: e.placeId }) };
  if (e.at > Date.now() + FUTURE_TOLERANCE_MS)
    return { result: 'rejected', status: 202, message: DELIVERY_NOTES.inFuture };
  const actor = await driverActor(db, global, integration.companyId, driverId);
  if (!actor) return { result: 'rejected', status: 202, message: DELIVERY_NOTES.driverUnavailable };
  const visit = { integrationId: integration.id, vehicleId: e.vehicleId, placeId: e.placeId };
  const minMs = integration.minVisitMinutes * MINUTE_MS;
  try {
    const application = { db, actor, visit, place, e, minMs, deliveryId };
    const applied = e.kind === 'entry' ? await applyEntry(application) : await applyExit(application);
    const message =
      'message' in applied
        ? applied.message
        : applied.result === 'too_short'
          ? fill(DELIVERY_NOTES.tooShort, { minutes: integration.minVisitMinutes })
          : undefined;
    return { ...applied, ...(message ? { message } : {}) };
  } catch (error) {
    // The stop itself was refused (plan limit, a check-in older than the open-stop limit, already ended).
    if (error instanceof ApiError) return { result: 'rejected', status: 202, message: error.message };
    throw error;
  }
}
