import { fill, VALIDATION } from '@dwell/core/messages';
import { newId } from '@dwell/core/ids';
import { type CreateEventInput, EVENT_MESSAGES } from '@dwell/core/schemas/events';
import { tierFor } from '@dwell/core/subscription';
import { DEFAULT_TIME_ZONE } from '@dwell/core/time-zones';
import { TIERS, upgradeMessage, withinLimit } from '@dwell/core/tiers';
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../env.ts';
import { companyOf, seesAllEvents } from '../../lib/events/access.ts';
import { eventChange, publishChanges, rescheduleAlerts } from '../../lib/events/live.ts';
import { loadPolicies, type PolicySet, policyFor } from '../../lib/events/policy.ts';
import { priceToStore } from '../../lib/events/pricing.ts';
import { customerByName, facilityByName, findCustomer, findFacility } from '../../lib/events/targets.ts';
import { ApiError } from '../../lib/errors.ts';
import { detentionEvents, eventLog, users } from '../../lib/schema.ts';
import { activeEventCount, countActiveEvents } from '../../lib/billing/usage.ts';
import { belowLimit, type FullRow, insertIf } from '../../lib/insert-if.ts';

/** The driver the stop is logged for: yourself, or (dispatchers and admins) a driver of your company. */
async function driverFor(c: Context<AppEnv>, companyId: string, driverId: string | null) {
  const auth = c.get('auth');
  if (!driverId || driverId === auth.userId) return { id: auth.userId, fullName: auth.fullName };
  if (!seesAllEvents(auth.role)) throw new ApiError(403, 'not_owner', EVENT_MESSAGES.notOwner);
  const [driver] = await c
    .get('db')
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.id, driverId), eq(users.companyId, companyId)));
  if (!driver) throw new ApiError(400, 'validation_failed', EVENT_MESSAGES.driverNotInCompany);
  return driver;
}

/** The refusal of a new open detention once the tier's maxEvents are open at once (the SPEC's upgrade message). */
async function limitReached(c: Context<AppEnv>, companyId: string): Promise<ApiError> {
  const tier = tierFor(true, c.get('auth').subscriptionStatus);
  const used = await countActiveEvents(c.get('db'), companyId);
  return new ApiError(403, 'limit_reached', upgradeMessage(tier, 'createEvents'), { limit: 'maxEvents', used });
}

/** Refuses early, before facilities and customers are looked up or created; the insert checks again. */
async function assertWithinLimit(c: Context<AppEnv>, companyId: string): Promise<void> {
  const tier = tierFor(true, c.get('auth').subscriptionStatus);
  if (!withinLimit(tier, 'maxEvents', await countActiveEvents(c.get('db'), companyId))) {
    throw await limitReached(c, companyId);
  }
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
    throw new ApiError(400, 'validation_failed', message, { issues: [{ path: 'checkInTime', message }] });
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
 * Logs a stop (SPEC §2.11, §7.4): the location becomes facility_name and the shipper/receiver
 * facility_address, each matched to (or creating) the company's facility and customer; the free time comes
 * from the policy; status is active without an end time and completed with one.
 */
export async function createEvent(c: Context<AppEnv>, input: CreateEventInput) {
  const auth = c.get('auth');
  const db = c.get('db');
  const companyId = companyOf(c);
  if (!auth.fullName?.trim()) throw new ApiError(403, 'profile_required', VALIDATION.eventProfileRequired);
  const policies = await loadPolicies(db, companyId);
  assertOpenCheckIn(input, policies.openStops, Date.now());
  const driver = await driverFor(c, companyId, input.driverId);
  // A stop logged after the fact (with its end time) is never open, so it never counts against maxEvents.
  if (input.checkOutTime === null) await assertWithinLimit(c, companyId);

  const facility = input.facilityId
    ? await findFacility(db, companyId, input.facilityId)
    : await facilityByName(db, companyId, input.facilityName);
  if (!facility) throw new ApiError(400, 'validation_failed', EVENT_MESSAGES.facilityUnknown);
  const customer = input.customerId
    ? await findCustomer(db, companyId, input.customerId)
    : await customerByName(db, companyId, input.facilityAddress);
  if (!customer) throw new ApiError(400, 'validation_failed', EVENT_MESSAGES.customerUnknown);

  const policy = policyFor(policies, { customerId: customer.id, facilityId: facility.id });
  const id = newId('ev');
  const now = new Date();
  const completed = input.checkOutTime !== null;
  const stop = {
    id,
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
    checkOutTime: completed ? new Date(input.checkOutTime as number) : null,
    status: completed ? ('completed' as const) : ('active' as const),
    freeTimeMinutes: policy.freeMinutes,
    checkInLat: input.checkInLat ?? null,
    checkInLng: input.checkInLng ?? null,
    createdAt: now,
    updatedAt: now,
  };
  // A stop logged with its end is complete: its price is stored now, so later policy changes leave it alone.
  const row: FullRow<typeof detentionEvents> = {
    ...stop,
    pricedAt: null,
    pricedPolicy: null,
    pricedBillable: null,
    pricedBilledMinutes: null,
    pricedCents: null,
    ...(completed ? priceToStore(stop, policy, now.getTime()) : {}),
  };
  const log = (action: string, at: number, details: object = {}) =>
    insertIf(
      db,
      eventLog,
      {
        id: newId('log'),
        companyId,
        eventId: id,
        actorUserId: auth.userId,
        action,
        details: JSON.stringify(details),
        createdAt: new Date(at),
      },
      sql`exists (select 1 from ${detentionEvents} where ${detentionEvents.id} = ${id})`,
    );
  // An open stop counts against maxEvents: the count is read by the insert itself, so parallel check-ins
  // cannot all pass it; the log entries follow the event or are not written either.
  const maxEvents = completed ? null : TIERS[tierFor(true, auth.subscriptionStatus)].limits.maxEvents;
  const [written] = await db.batch([
    insertIf(db, detentionEvents, row, belowLimit(activeEventCount(db, companyId), maxEvents)),
    log('checked_in', input.checkInTime, { loggedBy: auth.fullName, loggedAt: now.getTime() }),
    ...(completed ? [log('checked_out', input.checkOutTime as number)] : []),
  ]);
  if (written.meta.changes !== 1) throw await limitReached(c, companyId);
  publishChanges(c, companyId, [eventChange(row)]);
  if (!completed) rescheduleAlerts(c, companyId);
  const timezone = facility.timezone ?? auth.companyTimezone ?? DEFAULT_TIME_ZONE;
  return { ...row, customerName: customer.name, timezone };
}
