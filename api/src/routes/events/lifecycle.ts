import { VALIDATION } from '@dwell/core/messages';
import { EVENT_MESSAGES, FUTURE_TOLERANCE_MS } from '@dwell/core/schemas/events';
import type { Actor, Db } from '../../env.ts';
import { loadPolicies, policyForEvent } from '../../lib/events/policy.ts';
import { priceToStore, pricingOf } from '../../lib/events/pricing.ts';
import { MANUAL_CAPTURE, type TimeCapture } from '../../lib/events/capture.ts';
import { ApiError, fieldError } from '../../lib/errors.ts';
import type { DetentionEvent } from '../../lib/schema.ts';
import { addEventNote, deleteEventRow, endEventRow, eventBlockers, repriceEventRow } from './queries/change.ts';

const notActive = () => new ApiError(409, 'not_active', EVENT_MESSAGES.notActive);

/**
 * Ends an active stop; the status guard in the UPDATE makes two simultaneous ends count once. A completed
 * stop's price is stored with it, under the policy of the moment it ended; `capture` is where the end time came
 * from (with its GPS fix). Returns the check-out time as D1
 * stored it, for the answer to echo.
 */
export async function endEvent(
  db: Db,
  actor: Actor,
  event: DetentionEvent,
  status: 'completed' | 'cancelled',
  at: number,
  details: object,
  capture: TimeCapture = MANUAL_CAPTURE,
): Promise<number> {
  if (event.status !== 'active') throw notActive();
  const ended = { ...event, status, checkOutTime: new Date(at) };
  const price =
    status === 'completed'
      ? priceToStore(ended, policyForEvent(await loadPolicies(db, event.companyId), event), Date.now())
      : {};
  const logAt = new Date(status === 'completed' ? at : Date.now());
  const change = { status, at: new Date(at), price, actorUserId: actor.userId, details, logAt, capture };
  const stored = await endEventRow(db, event, change);
  if (stored === null) throw notActive();
  return stored;
}

/**
 * Checks a stop out (the app's Mark as complete and /api/v1's check-out): now when no time is given, never
 * before its check-in nor in the future.
 */
export async function completeEvent(
  db: Db,
  actor: Actor,
  event: DetentionEvent,
  checkOutTime: number | null | undefined,
  details: object,
  capture: TimeCapture = MANUAL_CAPTURE,
): Promise<number> {
  if (event.status !== 'active') throw notActive();
  const now = Date.now();
  const checkOut = checkOutTime ?? now;
  if (checkOut <= event.checkInTime.getTime()) throw fieldError('checkOutTime', VALIDATION.eventEndBeforeStart);
  if (checkOut > now + FUTURE_TOLERANCE_MS) throw fieldError('checkOutTime', EVENT_MESSAGES.endInFuture);
  return endEvent(db, actor, event, 'completed', checkOut, details, capture);
}

/** Deletes a stop without a claim or evidence: evidence is kept on an append-only chain, never pulled away. */
export async function deleteEvent(db: Db, event: DetentionEvent): Promise<void> {
  const blockers = await eventBlockers(db, event.companyId, event.id);
  if (blockers.claim) throw new ApiError(409, 'has_claim', EVENT_MESSAGES.hasClaim);
  if (blockers.document) throw new ApiError(409, 'has_documents', EVENT_MESSAGES.hasDocuments);
  await deleteEventRow(db, event);
}

/** Prices a completed stop again under today's policy, unless a claim has fixed its price. */
export async function repriceEvent(db: Db, actor: Actor, event: DetentionEvent) {
  if (event.status !== 'completed' || !event.checkOutTime) {
    throw new ApiError(409, 'not_completed', EVENT_MESSAGES.repriceNotCompleted);
  }
  const policies = await loadPolicies(db, event.companyId);
  const now = Date.now();
  const fromCents = pricingOf(event, policies, now).breakdown.amountCents;
  const price = priceToStore(event, policyForEvent(policies, event), now);
  if (!(await repriceEventRow(db, event, price, { actorUserId: actor.userId, fromCents, at: new Date(now) }))) {
    throw new ApiError(409, 'has_claim', EVENT_MESSAGES.repriceClaimed);
  }
  return { id: event.id, fromCents, amountCents: price.pricedCents, pricedAt: now };
}

/** Adds a note to a stop the actor may read, logged on its timeline; returns it as the Notes tab shows it. */
export async function addNote(db: Db, actor: Actor, event: DetentionEvent, body: string) {
  const note = await addEventNote(db, actor.userId, event, body);
  return { id: note.id, body: note.body, author: actor.fullName ?? 'Unknown', createdAt: note.createdAt.getTime() };
}
