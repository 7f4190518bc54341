/** The writes that change a stop after it was logged: its end, its price, its notes, its removal. */
import { newId } from '@dwell/core/ids';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../env.ts';
import type { TimeCapture } from '../../../lib/events/capture.ts';
import { insertIf } from '../../../lib/insert-if.ts';
import { deletionRecord } from '../../../lib/sync/deletions.ts';
import {
  claims,
  type DetentionEvent,
  detentionEvents,
  eventDocuments,
  eventLog,
  eventNotes,
} from '../../../lib/schema.ts';

/** The stored-price columns a completed stop gets (priceToStore). */
type StoredPrice = Partial<
  Pick<DetentionEvent, 'pricedAt' | 'pricedPolicy' | 'pricedBillable' | 'pricedBilledMinutes' | 'pricedCents'>
>;

/**
 * Ends an active stop and logs it. The status guard makes two simultaneous ends count once: null when the stop
 * was no longer active, else the check-out time as D1 stored it.
 */
export async function endEventRow(
  db: Db,
  event: DetentionEvent,
  change: {
    status: 'completed' | 'cancelled';
    at: Date;
    price: StoredPrice;
    actorUserId: string;
    details: object;
    logAt: Date;
    capture: TimeCapture;
  },
): Promise<number | null> {
  const { capture } = change;
  const [updated] = await db
    .update(detentionEvents)
    .set({
      status: change.status,
      checkOutTime: change.at,
      checkOutSource: capture.source,
      checkOutLat: capture.lat ?? null,
      checkOutLng: capture.lng ?? null,
      checkOutAccuracyM: capture.accuracyM,
      updatedAt: new Date(),
      ...change.price,
    })
    .where(
      and(
        eq(detentionEvents.id, event.id),
        eq(detentionEvents.companyId, event.companyId),
        eq(detentionEvents.status, 'active'),
      ),
    )
    .returning({ checkOutTime: detentionEvents.checkOutTime });
  if (!updated?.checkOutTime) return null;
  await db.insert(eventLog).values({
    id: newId('log'),
    companyId: event.companyId,
    eventId: event.id,
    actorUserId: change.actorUserId,
    action: change.status === 'completed' ? 'checked_out' : 'cancelled',
    // The timeline names where the check-out time came from (ELD, phone GPS, manual).
    details: JSON.stringify(
      change.status === 'completed' ? { ...change.details, source: capture.source } : change.details,
    ),
    createdAt: change.logAt,
  });
  return updated.checkOutTime.getTime();
}

/** Whether a claim or a document holds on to the stop (either keeps it from being deleted). */
export async function eventBlockers(db: Db, companyId: string, eventId: string) {
  const [claim] = await db
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.companyId, companyId), eq(claims.eventId, eventId)));
  const [document] = await db
    .select({ id: eventDocuments.id })
    .from(eventDocuments)
    .where(and(eq(eventDocuments.companyId, companyId), eq(eventDocuments.eventId, eventId)))
    .limit(1);
  return { claim: claim !== undefined, document: document !== undefined };
}

/** Deletes one stop of the company, recording the deletion for programs that sync (deletions.ts). */
export async function deleteEventRow(
  db: Db,
  event: Pick<DetentionEvent, 'id' | 'companyId' | 'userId'>,
): Promise<void> {
  await db.batch([
    db
      .delete(detentionEvents)
      .where(and(eq(detentionEvents.id, event.id), eq(detentionEvents.companyId, event.companyId))),
    deletionRecord(db, { companyId: event.companyId, kind: 'event', recordId: event.id, ownerId: event.userId }),
  ]);
}

/**
 * Stores a completed stop's new price with its log entry, both only while no claim exists for it (a claim
 * generated meanwhile wins). False when a claim fixed the price first.
 */
export async function repriceEventRow(
  db: Db,
  event: DetentionEvent,
  price: StoredPrice & { pricedCents: number },
  log: { actorUserId: string; fromCents: number; at: Date },
): Promise<boolean> {
  const unclaimed = sql`NOT EXISTS (SELECT 1 FROM ${claims} WHERE ${claims.eventId} = ${event.id})`;
  const [updated] = await db.batch([
    db
      .update(detentionEvents)
      .set({ ...price, updatedAt: log.at })
      .where(
        and(
          eq(detentionEvents.id, event.id),
          eq(detentionEvents.companyId, event.companyId),
          eq(detentionEvents.status, 'completed'),
          unclaimed,
        ),
      )
      .returning({ id: detentionEvents.id }),
    insertIf(
      db,
      eventLog,
      {
        id: newId('log'),
        companyId: event.companyId,
        eventId: event.id,
        actorUserId: log.actorUserId,
        action: 'repriced',
        details: JSON.stringify({ fromCents: log.fromCents, toCents: price.pricedCents }),
        createdAt: log.at,
      },
      unclaimed,
    ),
  ]);
  return updated.length > 0;
}

/** Adds a note to a stop with its log entry, in one batch. */
export async function addEventNote(db: Db, authorUserId: string, event: DetentionEvent, body: string) {
  const note = { id: newId('note'), body, createdAt: new Date() };
  await db.batch([
    db.insert(eventNotes).values({ ...note, companyId: event.companyId, eventId: event.id, authorUserId }),
    db.insert(eventLog).values({
      id: newId('log'),
      companyId: event.companyId,
      eventId: event.id,
      actorUserId: authorUserId,
      action: 'note_added',
      createdAt: note.createdAt,
    }),
  ]);
  return note;
}
