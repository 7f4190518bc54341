import { VALIDATION } from '@dwell/core/messages';
import { newId } from '@dwell/core/ids';
import {
  cancelEventSchema,
  completeEventSchema,
  EVENT_MESSAGES,
  FUTURE_TOLERANCE_MS,
  noteSchema,
} from '@dwell/core/schemas/events';
import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { companyOf, readableEvent, writableEvent } from '../../lib/events/access.ts';
import { eventChange, publishChanges, rescheduleAlerts } from '../../lib/events/live.ts';
import { loadPolicies, policyForEvent } from '../../lib/events/policy.ts';
import { priceToStore, pricingOf } from '../../lib/events/pricing.ts';
import { ApiError } from '../../lib/errors.ts';
import {
  claims,
  type DetentionEvent,
  detentionEvents,
  eventDocuments,
  eventLog,
  eventNotes,
  users,
} from '../../lib/schema.ts';
import { insertIf } from '../../lib/insert-if.ts';
import { validate } from '../../lib/validate.ts';
import { idempotent } from '../../middleware/idempotency.ts';
import { requireRole } from '../../middleware/session.ts';

const notActive = () => new ApiError(409, 'not_active', EVENT_MESSAGES.notActive);

/** Mark as complete, Cancel event, delete, and the Notes tab of one event. */
export const eventActionRoutes = new Hono<AppEnv>()
  .post('/:id/complete', idempotent, validate('json', completeEventSchema), async (c) => {
    const event = await writableEvent(c, c.req.param('id'));
    if (event.status !== 'active') throw notActive();
    const now = Date.now();
    const checkOut = c.req.valid('json').checkOutTime ?? now;
    if (checkOut <= event.checkInTime.getTime()) {
      throw new ApiError(400, 'validation_failed', VALIDATION.eventEndBeforeStart);
    }
    if (checkOut > now + FUTURE_TOLERANCE_MS) throw new ApiError(400, 'validation_failed', EVENT_MESSAGES.endInFuture);
    const stored = await endEvent(c, event, 'completed', checkOut, {});
    return c.json({ id: event.id, status: 'completed' as const, checkOutTime: stored });
  })
  .post('/:id/cancel', validate('json', cancelEventSchema), async (c) => {
    const event = await writableEvent(c, c.req.param('id'));
    if (event.status !== 'active') throw notActive();
    const now = Math.max(Date.now(), event.checkInTime.getTime());
    const stored = await endEvent(c, event, 'cancelled', now, { reason: c.req.valid('json').reason });
    return c.json({ id: event.id, status: 'cancelled' as const, checkOutTime: stored });
  })
  .delete('/:id', requireRole('carrier_admin'), async (c) => {
    const event = await writableEvent(c, c.req.param('id'));
    const db = c.get('db');
    const [claim] = await db.select({ id: claims.id }).from(claims).where(eq(claims.eventId, event.id));
    if (claim) throw new ApiError(409, 'has_claim', EVENT_MESSAGES.hasClaim);
    // Evidence is kept on an append-only chain: an event with documents is never deleted out from under it.
    const [file] = await db
      .select({ id: eventDocuments.id })
      .from(eventDocuments)
      .where(eq(eventDocuments.eventId, event.id))
      .limit(1);
    if (file) throw new ApiError(409, 'has_documents', EVENT_MESSAGES.hasDocuments);
    await db.delete(detentionEvents).where(eq(detentionEvents.id, event.id));
    publishChanges(c, event.companyId, [eventChange(event)]);
    rescheduleAlerts(c, event.companyId);
    return c.body(null, 204);
  })
  .post('/:id/reprice', requireRole('carrier_admin'), idempotent, async (c) => {
    const event = await writableEvent(c, c.req.param('id'));
    if (event.status !== 'completed' || !event.checkOutTime) {
      throw new ApiError(409, 'not_completed', EVENT_MESSAGES.repriceNotCompleted);
    }
    const db = c.get('db');
    const policies = await loadPolicies(db, event.companyId);
    const now = Date.now();
    const fromCents = pricingOf(event, policies, now).breakdown.amountCents;
    const price = priceToStore(event, policyForEvent(policies, event), now);
    // A claim fixes the price: the guard is part of both writes, so a claim generated meanwhile wins.
    const unclaimed = sql`NOT EXISTS (SELECT 1 FROM ${claims} WHERE ${claims.eventId} = ${event.id})`;
    const [updated] = await db.batch([
      db
        .update(detentionEvents)
        .set({ ...price, updatedAt: new Date(now) })
        .where(and(eq(detentionEvents.id, event.id), eq(detentionEvents.status, 'completed'), unclaimed))
        .returning({ id: detentionEvents.id }),
      insertIf(
        db,
        eventLog,
        {
          id: newId('log'),
          companyId: event.companyId,
          eventId: event.id,
          actorUserId: c.get('auth').userId,
          action: 'repriced',
          details: JSON.stringify({ fromCents, toCents: price.pricedCents }),
          createdAt: new Date(now),
        },
        unclaimed,
      ),
    ]);
    if (updated.length === 0) throw new ApiError(409, 'has_claim', EVENT_MESSAGES.repriceClaimed);
    publishChanges(c, event.companyId, [eventChange(event)]);
    return c.json({ id: event.id, fromCents, amountCents: price.pricedCents, pricedAt: now });
  })
  .get('/:id/notes', async (c) => {
    const event = await readableEvent(c, c.req.param('id'));
    const rows = await c
      .get('db')
      .select({ id: eventNotes.id, body: eventNotes.body, createdAt: eventNotes.createdAt, author: users.fullName })
      .from(eventNotes)
      .leftJoin(users, eq(users.id, eventNotes.authorUserId))
      .where(and(eq(eventNotes.eventId, event.id), eq(eventNotes.companyId, event.companyId)))
      .orderBy(asc(eventNotes.createdAt));
    return c.json({
      notes: rows.map((n) => ({
        id: n.id,
        body: n.body,
        author: n.author ?? 'Unknown',
        createdAt: n.createdAt.getTime(),
      })),
    });
  })
  .post('/:id/notes', idempotent, validate('json', noteSchema), async (c) => {
    const event = await readableEvent(c, c.req.param('id'));
    const auth = c.get('auth');
    const db = c.get('db');
    const note = { id: newId('note'), body: c.req.valid('json').body, createdAt: new Date() };
    await db.batch([
      db.insert(eventNotes).values({ ...note, companyId: companyOf(c), eventId: event.id, authorUserId: auth.userId }),
      db.insert(eventLog).values({
        id: newId('log'),
        companyId: event.companyId,
        eventId: event.id,
        actorUserId: auth.userId,
        action: 'note_added',
        createdAt: note.createdAt,
      }),
    ]);
    publishChanges(c, event.companyId, [eventChange(event)]);
    return c.json(
      {
        note: { id: note.id, body: note.body, author: auth.fullName ?? 'Unknown', createdAt: note.createdAt.getTime() },
      },
      201,
    );
  });

/**
 * Ends an active stop (also /api/v1 check-out); the status guard in the UPDATE makes two simultaneous ends count
 * once. A completed stop's price is stored with it, under the policy of the moment it ended. Returns the
 * check-out time as D1 stored it, for the answer to echo.
 */
export async function endEvent(
  c: Parameters<typeof writableEvent>[0],
  event: DetentionEvent,
  status: 'completed' | 'cancelled',
  at: number,
  details: object,
): Promise<number> {
  const db = c.get('db');
  const ended = { ...event, status, checkOutTime: new Date(at) };
  const price =
    status === 'completed'
      ? priceToStore(ended, policyForEvent(await loadPolicies(db, event.companyId), event), Date.now())
      : {};
  const [updated] = await db
    .update(detentionEvents)
    .set({ status, checkOutTime: new Date(at), updatedAt: new Date(), ...price })
    .where(and(eq(detentionEvents.id, event.id), eq(detentionEvents.status, 'active')))
    .returning({ checkOutTime: detentionEvents.checkOutTime });
  if (!updated?.checkOutTime) throw notActive();
  await db.insert(eventLog).values({
    id: newId('log'),
    companyId: event.companyId,
    eventId: event.id,
    actorUserId: c.get('auth').userId,
    action: status === 'completed' ? 'checked_out' : 'cancelled',
    details: JSON.stringify(details),
    createdAt: new Date(status === 'completed' ? at : Date.now()),
  });
  publishChanges(c, event.companyId, [eventChange(event)]);
  rescheduleAlerts(c, event.companyId);
  return updated.checkOutTime.getTime();
}
