import { fill, VALIDATION } from '@dwell/core/messages';
import { newId } from '@dwell/core/ids';
import { type CreateEventInput, EVENT_MESSAGES } from '@dwell/core/schemas/events';
import { TIERS, upgradeMessage, withinLimit } from '@dwell/core/tiers';
import type { Actor, Db } from '../../env.ts';
import { countActiveEvents } from '../../lib/billing/usage.ts';
import { seesAllEvents } from '../../lib/events/access.ts';
import { loadPolicies, type PolicySet, policyFor } from '../../lib/events/policy.ts';
import { priceToStore } from '../../lib/events/pricing.ts';
import { eventZone } from '../../lib/events/zones.ts';
import {
  customerByName,
  facilityByName,
  findCustomer,
  findFacility,
  placeFacilityAt,
} from '../../lib/events/targets.ts';
import { ApiError, fieldError } from '../../lib/errors.ts';
import type { FullRow } from '../../lib/insert-if.ts';
import type { detentionEvents } from '../../lib/schema.ts';
import { companyUser, insertEvent } from './queries/create.ts';
import { clientCapture, type TimeCapture } from '../../lib/events/capture.ts';

/** The driver the stop is logged for: yourself, or (dispatchers and admins) a driver of your company. */
async function driverFor(db: Db, actor: Actor, driverId: string | null) {
  if (!driverId || driverId === actor.userId) return { id: actor.userId, fullName: actor.fullName };
  if (!seesAllEvents(actor.role)) throw new ApiError(403, 'not_owner', EVENT_MESSAGES.notOwner);
  const driver = await companyUser(db, actor.companyId, driverId);
  if (!driver) throw fieldError('driverId', EVENT_MESSAGES.driverNotInCompany);
  return driver;
}

/** The refusal of a new open detention once the tier's maxEvents are open at once (the upgrade message). */
async function limitReached(db: Db, actor: Actor): Promise<ApiError> {
  const used = await countActiveEvents(db, actor.companyId);
  return new ApiError(403, 'limit_reached', upgradeMessage(actor.tier, 'createEvents'), { limit: 'maxEvents', used });
}

const HOUR_MS = 3_600_000;

/**
 * A stop still under way whose check-in lies beyond the company's open-stop limit is refused (a mistyped year
 * would otherwise run up months of detention); beyond the usual range the caller must confirm the date.
 */
function assertOpenCheckIn(input: CreateEventInput, openStops: PolicySet['openStops'], now: number): void {
  if (input.checkOutTime !== null) return;
  const hoursAgo = Math.floor((now - input.checkInTime) / HOUR_MS);
  if (now - input.checkInTime > openStops.limitHours * HOUR_MS) {
    const message = fill(EVENT_MESSAGES.openCheckInTooOld, { hours: openStops.limitHours });
    throw fieldError('checkInTime', message);
  }
  if (now - input.checkInTime > openStops.confirmHours * HOUR_MS && !input.confirmOldCheckIn) {
    throw new ApiError(422, 'confirmation_required', fill(EVENT_MESSAGES.confirmOldCheckIn, { hours: hoursAgo }), {
      field: 'checkInTime',
      confirmWith: 'confirmOldCheckIn',
      hoursAgo,
    });
  }
}

/**
 * Logs a stop: the location becomes facility_name and the shipper/receiver facility_address, each matched to
 * (or creating) the company's facility and customer; the free time comes from the policy; status is active
 * without an end time and completed with one. Returns the stored event in the list's row shape; the route
 * tells the company's screens. `capture` says where the times came from (an ELD webhook passes its own), and
 * with the check-in position it is kept as evidence.
 */
export async function createEvent(
  db: Db,
  actor: Actor,
  input: CreateEventInput,
  capture: TimeCapture = clientCapture({
    source: input.checkInSource,
    lat: input.checkInLat,
    lng: input.checkInLng,
    accuracyM: input.checkInAccuracyM,
  }),
) {
  const { companyId } = actor;
  if (!actor.fullName?.trim()) throw new ApiError(403, 'profile_required', VALIDATION.eventProfileRequired);
  const policies = await loadPolicies(db, companyId);
  assertOpenCheckIn(input, policies.openStops, Date.now());
  const driver = await driverFor(db, actor, input.driverId);
  // A stop logged after the fact (with its end time) is never open, so it never counts against maxEvents.
  // Refused early, before facilities and customers are looked up or created; the insert checks again.
  const completed = input.checkOutTime !== null;
  if (!completed && !withinLimit(actor.tier, 'maxEvents', await countActiveEvents(db, companyId))) {
    throw await limitReached(db, actor);
  }

  // The ids sent are checked before a name creates anything: a refused stop leaves no new facility or customer.
  const [chosenFacility, chosenCustomer] = await Promise.all([
    input.facilityId ? findFacility(db, companyId, input.facilityId) : null,
    input.customerId ? findCustomer(db, companyId, input.customerId) : null,
  ]);
  if (input.facilityId && !chosenFacility) throw fieldError('facilityId', EVENT_MESSAGES.facilityUnknown);
  if (input.customerId && !chosenCustomer) throw fieldError('customerId', EVENT_MESSAGES.customerUnknown);
  const facility = chosenFacility ?? (await facilityByName(db, companyId, input.facilityName));
  const customer = chosenCustomer ?? (await customerByName(db, companyId, input.facilityAddress));

  const policy = policyFor(policies, { customerId: customer.id, facilityId: facility.id });
  const now = new Date();
  const row: FullRow<typeof detentionEvents> = {
    id: newId('ev'),
    companyId,
    userId: driver.id,
    facilityId: facility.id,
    customerId: customer.id,
    facilityName: input.facilityName,
    facilityAddress: input.facilityAddress,
    driverName: driver.fullName?.trim() || 'Unknown Driver',
    loadNumber: input.loadNumber,
    reason: input.reason,
    notes: input.notes,
    appointmentTime: input.appointmentTime === null ? null : new Date(input.appointmentTime),
    checkInTime: new Date(input.checkInTime),
    checkOutTime: input.checkOutTime === null ? null : new Date(input.checkOutTime),
    status: completed ? 'completed' : 'active',
    freeTimeMinutes: policy.freeMinutes,
    checkInLat: input.checkInLat ?? null,
    checkInLng: input.checkInLng ?? null,
    checkInSource: capture.source,
    checkInAccuracyM: capture.accuracyM,
    checkOutSource: completed ? capture.source : null,
    checkOutLat: null,
    checkOutLng: null,
    checkOutAccuracyM: null,
    // A stop logged with its end is complete: its price is stored now, so later policy changes leave it alone.
    pricedAt: null,
    pricedPolicy: null,
    pricedBillable: null,
    pricedBilledMinutes: null,
    pricedCents: null,
    createdAt: now,
    updatedAt: now,
  };
  const stored = completed ? { ...row, ...priceToStore(row, policy, now.getTime()) } : row;
  const written = await insertEvent(db, stored, {
    actorUserId: actor.userId,
    loggedBy: actor.fullName,
    maxOpen: completed ? null : TIERS[actor.tier].limits.maxEvents,
  });
  if (!written) throw await limitReached(db, actor);
  if (facility.lat === null && input.checkInLat != null && input.checkInLng != null) {
    // The first GPS check-in there places the facility, and its times then follow the zone at that position.
    await placeFacilityAt(db, facility, { lat: input.checkInLat, lng: input.checkInLng }, now);
    return { ...stored, customerName: customer.name, timezone: await eventZone(db, companyId, stored.id) };
  }
  return { ...stored, customerName: customer.name, timezone: facility.timezone ?? actor.timezone };
}
