/**
 * Correcting a stop's times by hand. An ELD or phone time can be wrong (a truck parked inside the fence
 * before its appointment, a phone that left late); the person fixing it gives a reason, and the replaced time
 * with its source and GPS fix stays in the stop's history, on its timeline and on the claim's invoice.
 */
import { fill } from '@dwell/core/messages';
import { EVENT_MESSAGES, MAX_EVENT_AGE_MS } from '@dwell/core/schemas/events';
import {
  type CorrectTimesInput,
  correctTimesSchema,
  TIME_CORRECTION_MESSAGES,
} from '@dwell/core/schemas/time-corrections';
import type { TimeCorrection } from '@dwell/core/time-corrections';
import { Hono } from 'hono';
import type { Actor, AppEnv, Db } from '../../env.ts';
import { writableEvent } from '../../lib/events/access.ts';
import { stopChanged } from './follow.ts';
import { loadPolicies } from '../../lib/events/policy.ts';
import { priceToStore, pricingOf } from '../../lib/events/pricing.ts';
import { ApiError, fieldError } from '../../lib/errors.ts';
import type { DetentionEvent } from '../../lib/schema.ts';
import { validate } from '../../lib/validate.ts';
import { guard } from '../../middleware/guard.ts';
import { idempotent } from '../../middleware/idempotency.ts';
import { eventBlockers } from './queries/change.ts';
import { correctTimesRow } from './queries/correct.ts';

const HOUR_MS = 3_600_000;
const refuse = (status: 409 | 422, code: string, message: string, field?: string) =>
  field ? fieldError(field, message, status, code) : new ApiError(status, code, message);

/** The replaced times, each with where it came from and the fix that backed it. */
function correctionsOf(event: DetentionEvent, input: CorrectTimesInput): TimeCorrection[] {
  const fix = (lat: number | null, lng: number | null, accuracyM: number | null) =>
    lat === null || lng === null ? null : { lat, lng, accuracyM };
  const out: TimeCorrection[] = [];
  if (input.checkInTime !== null && input.checkInTime !== event.checkInTime.getTime()) {
    out.push({
      field: 'checkIn',
      from: event.checkInTime.getTime(),
      to: input.checkInTime,
      fromSource: event.checkInSource ?? null,
      fromFix: fix(event.checkInLat, event.checkInLng, event.checkInAccuracyM),
      reason: input.reason,
    });
  }
  if (input.checkOutTime !== null && event.checkOutTime && input.checkOutTime !== event.checkOutTime.getTime()) {
    out.push({
      field: 'checkOut',
      from: event.checkOutTime.getTime(),
      to: input.checkOutTime,
      fromSource: event.checkOutSource ?? null,
      fromFix: fix(event.checkOutLat, event.checkOutLng, event.checkOutAccuracyM),
      reason: input.reason,
    });
  }
  return out;
}

/**
 * Corrects the times of a stop under way or completed and not yet claimed. A completed stop is priced again
 * under the policy it was priced with (a correction changes the wait, not the agreement). Returns the stop's
 * new times and amount.
 */
export async function correctTimes(db: Db, actor: Actor, event: DetentionEvent, input: CorrectTimesInput) {
  if (event.status !== 'active' && event.status !== 'completed')
    throw refuse(409, 'not_correctable', TIME_CORRECTION_MESSAGES.notCorrectable);
  if (event.status === 'active' && input.checkOutTime !== null)
    throw refuse(422, 'open_stop', TIME_CORRECTION_MESSAGES.openStop, 'checkOutTime');
  if ((await eventBlockers(db, event.companyId, event.id)).claim)
    throw refuse(409, 'has_claim', TIME_CORRECTION_MESSAGES.claimed);
  const corrections = correctionsOf(event, input);
  if (corrections.length === 0) throw refuse(422, 'unchanged', TIME_CORRECTION_MESSAGES.unchanged);

  const now = Date.now();
  const checkIn = input.checkInTime ?? event.checkInTime.getTime();
  const checkOut = input.checkOutTime ?? event.checkOutTime?.getTime() ?? null;
  if (checkIn < now - MAX_EVENT_AGE_MS) throw refuse(422, 'too_old', EVENT_MESSAGES.startTooOld, 'checkInTime');
  if (checkOut !== null && checkOut <= checkIn)
    throw refuse(422, 'end_before_start', TIME_CORRECTION_MESSAGES.endBeforeStart, 'checkOutTime');
  const policies = await loadPolicies(db, event.companyId);
  const { limitHours } = policies.openStops;
  if (checkOut === null && now - checkIn > limitHours * HOUR_MS) {
    const message = fill(EVENT_MESSAGES.openCheckInTooOld, { hours: limitHours });
    throw refuse(422, 'too_old', message, 'checkInTime');
  }

  const corrected = {
    ...event,
    checkInTime: new Date(checkIn),
    checkOutTime: checkOut === null ? null : new Date(checkOut),
  };
  const { policy } = pricingOf(event, policies, now);
  const price = event.status === 'completed' ? priceToStore(corrected, policy, now) : {};
  const written = await correctTimesRow(db, event, {
    corrections,
    price,
    actorUserId: actor.userId,
    at: new Date(now),
  });
  if (!written) throw refuse(409, 'changed_meanwhile', TIME_CORRECTION_MESSAGES.changedMeanwhile);
  return {
    id: event.id,
    checkInTime: checkIn,
    checkOutTime: checkOut,
    amountCents: pricingOf({ ...corrected, ...price }, policies, now).breakdown.amountCents,
    message: TIME_CORRECTION_MESSAGES.corrected,
  };
}

/** POST /api/events/:id/times — whoever may complete the stop may correct it; the reason is required. */
export const eventTimesRoutes = new Hono<AppEnv>().post(
  '/:id/times',
  guard({ access: 'company', subscription: true }),
  idempotent,
  validate('json', correctTimesSchema),
  async (c) => {
    const event = await writableEvent(c.var.db, c.var.actor, c.req.param('id'));
    const result = await correctTimes(c.var.db, c.var.actor, event, c.req.valid('json'));
    stopChanged(c, event, ['retimed']);
    return c.json(result);
  },
);
