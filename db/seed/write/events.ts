import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { detentionEvents, eventLog } from '../../schema/events.ts';
import { demoStoredPrice } from '../demo-claims.ts';
import { DEMO_COMPANY_ID, type DemoEvent } from '../demo-data.ts';
import { insertChunked } from './insert-chunked.ts';

/** The detention events (completed ones with their stored price) and their check-in and check-out log entries. */
export async function seedEvents(db: DrizzleD1Database, events: DemoEvent[]): Promise<void> {
  await insertChunked(
    db,
    detentionEvents,
    events.map((e) => ({
      id: e.id,
      companyId: DEMO_COMPANY_ID,
      userId: e.userId,
      facilityId: e.facility.id,
      customerId: e.customer.id,
      facilityName: e.facility.name,
      facilityAddress: e.customer.name,
      driverName: e.driverName,
      loadNumber: e.loadNumber,
      reason: e.reason,
      appointmentTime: new Date(e.appointmentTime),
      checkInTime: new Date(e.checkInTime),
      checkOutTime: e.checkOutTime === null ? null : new Date(e.checkOutTime),
      status: e.status,
      freeTimeMinutes: 120,
      checkInLat: e.facility.lat,
      checkInLng: e.facility.lng,
      createdAt: new Date(e.checkInTime),
      updatedAt: new Date(e.checkOutTime ?? e.checkInTime),
      ...demoStoredPrice(e),
    })),
  );
  const log = events.flatMap((e) => {
    const entries: (typeof eventLog.$inferInsert)[] = [
      {
        id: `log_${e.id}_in`,
        companyId: DEMO_COMPANY_ID,
        eventId: e.id,
        actorUserId: e.userId,
        action: 'checked_in',
        createdAt: new Date(e.checkInTime),
      },
    ];
    if (e.checkOutTime !== null) {
      entries.push({
        id: `log_${e.id}_out`,
        companyId: DEMO_COMPANY_ID,
        eventId: e.id,
        actorUserId: e.userId,
        action: e.status === 'cancelled' ? 'cancelled' : 'checked_out',
        createdAt: new Date(e.checkOutTime),
      });
    }
    return entries;
  });
  await insertChunked(db, eventLog, log);
}
