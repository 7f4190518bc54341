/** The write of a time correction: the stop's new times and the log entry keeping the old ones, or neither. */
import { newId } from '@dwell/core/ids';
import { correctionsIn, type TimeCorrection, type TimeCorrectionRecord } from '@dwell/core/time-corrections';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../env.ts';
import { insertIf } from '../../../lib/insert-if.ts';
import { claims, type DetentionEvent, detentionEvents, eventLog, users } from '../../../lib/schema.ts';
import { parseDetails } from './log.ts';

/** The stored-price columns a completed stop gets again (priceToStore). */
type StoredPrice = Partial<
  Pick<DetentionEvent, 'pricedAt' | 'pricedPolicy' | 'pricedBillable' | 'pricedBilledMinutes' | 'pricedCents'>
>;

/** A corrected time is typed by a person: its source becomes manual and the fix that backed the old one goes. */
const CORRECTED: Record<TimeCorrection['field'], (to: Date) => Partial<DetentionEvent>> = {
  checkIn: (to) => ({
    checkInTime: to,
    checkInSource: 'manual',
    checkInLat: null,
    checkInLng: null,
    checkInAccuracyM: null,
  }),
  checkOut: (to) => ({
    checkOutTime: to,
    checkOutSource: 'manual',
    checkOutLat: null,
    checkOutLng: null,
    checkOutAccuracyM: null,
  }),
};

/**
 * Applies the corrections while the stop is as it was read (status and both times) and unclaimed: the log
 * entry is written first under that condition and the update under the same one, in one batch, so two
 * parallel corrections or a claim generated meanwhile leave exactly one outcome. False when nothing changed.
 */
export async function correctTimesRow(
  db: Db,
  event: DetentionEvent,
  change: { corrections: TimeCorrection[]; price: StoredPrice; actorUserId: string; at: Date },
): Promise<boolean> {
  const set: Partial<DetentionEvent> = { ...change.price, updatedAt: change.at };
  for (const c of change.corrections) Object.assign(set, CORRECTED[c.field](new Date(c.to)));
  const asRead = and(
    eq(detentionEvents.id, event.id),
    eq(detentionEvents.companyId, event.companyId),
    eq(detentionEvents.status, event.status),
    eq(detentionEvents.checkInTime, event.checkInTime),
    event.checkOutTime ? eq(detentionEvents.checkOutTime, event.checkOutTime) : isNull(detentionEvents.checkOutTime),
    sql`NOT EXISTS (SELECT 1 FROM ${claims} WHERE ${claims.eventId} = ${event.id})`,
  );
  const stillAsRead = sql`EXISTS (SELECT 1 FROM ${detentionEvents} WHERE ${asRead})`;
  const [logged] = await db.batch([
    insertIf(
      db,
      eventLog,
      {
        id: newId('log'),
        companyId: event.companyId,
        eventId: event.id,
        actorUserId: change.actorUserId,
        action: 'times_corrected',
        details: JSON.stringify({ corrections: change.corrections }),
        createdAt: change.at,
      },
      stillAsRead,
    ),
    db.update(detentionEvents).set(set).where(asRead),
  ]);
  return logged.meta.changes === 1;
}

/** Every time correction of a stop, oldest first, with when and by whom (for the claim's frozen snapshot). */
export async function timeCorrectionsOf(db: Db, companyId: string, eventId: string): Promise<TimeCorrectionRecord[]> {
  const rows = await db
    .select({ details: eventLog.details, at: eventLog.createdAt, by: users.fullName })
    .from(eventLog)
    .leftJoin(users, eq(users.id, eventLog.actorUserId))
    .where(
      and(eq(eventLog.companyId, companyId), eq(eventLog.eventId, eventId), eq(eventLog.action, 'times_corrected')),
    )
    .orderBy(asc(eventLog.createdAt));
  return rows.flatMap((r) =>
    correctionsIn(parseDetails(r.details)).map((c) => ({ ...c, at: r.at.getTime(), by: r.by })),
  );
}
