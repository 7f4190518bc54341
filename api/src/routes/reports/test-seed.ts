import { newId } from '@dwell/core/ids';
import { db } from '../../../test/helpers.ts';
import { claimPayments, claims, customers, detentionEvents, eventLog, facilities } from '../../lib/schema.ts';

export const MINUTE = 60_000;
export const DAY = 86_400_000;

/** One seeded stop as the test knows it (times in epoch ms). */
export interface SeededEvent {
  id: string;
  userId: string;
  facilityId: string | null;
  facilityName: string;
  customerId: string | null;
  checkIn: number;
  checkOut: number | null;
  status: 'active' | 'completed' | 'cancelled';
}

export interface SeededClaim {
  id: string;
  customerId: string | null;
  status: 'draft' | 'sent' | 'paid' | 'disputed' | 'partially_paid';
  amountCents: number;
  receivedCents: number;
  createdAt: number;
  sentAt: number | null;
  payments: number[];
}

/** A deterministic pseudo-random sequence, so a failing case can be replayed. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * Writes a fleet's history straight into D1: three facilities (one without coordinates), two customers,
 * `count` stops over the last 60 days (some cancelled, some without a facility row), one stop under way
 * now, claims in every state with payments, and event-log entries.
 */
export async function seedHistory(companyId: string, drivers: string[], count = 60, seed = 7) {
  const rand = random(seed);
  const now = Date.now();
  const today = Math.floor(now / DAY) * DAY;
  const facilityRows = [
    { id: newId('fac'), companyId, name: 'Lakeshore Grocery DC', lat: 41.88, lng: -87.63 },
    { id: newId('fac'), companyId, name: 'Badger Dairy', lat: 43.07, lng: -89.4 },
    { id: newId('fac'), companyId, name: 'Gateway Beverage', lat: null, lng: null },
  ];
  const customerRows = [
    { id: newId('cus'), companyId, name: 'Northline Foods' },
    { id: newId('cus'), companyId, name: 'Atlas Home Goods' },
  ];
  await db().insert(facilities).values(facilityRows);
  await db().insert(customers).values(customerRows);
  const events: SeededEvent[] = [];
  for (let i = 0; i < count; i++) {
    const facility = i % 7 === 6 ? null : facilityRows[Math.floor(rand() * 3)];
    const checkIn = today - Math.floor(rand() * 60 + 1) * DAY + Math.floor(rand() * 20 * 60) * MINUTE;
    events.push({
      id: newId('ev'),
      userId: drivers[i % drivers.length] as string,
      facilityId: facility?.id ?? null,
      facilityName: facility?.name ?? 'Roadside Yard',
      customerId: i % 3 === 2 ? null : (customerRows[i % 2]?.id ?? null),
      checkIn,
      checkOut: checkIn + Math.floor(20 + rand() * 400) * MINUTE,
      status: i % 11 === 10 ? 'cancelled' : 'completed',
    });
  }
  events.push({
    id: newId('ev'),
    userId: drivers[0] as string,
    facilityId: facilityRows[0]?.id ?? null,
    facilityName: facilityRows[0]?.name ?? '',
    customerId: null,
    checkIn: now - 45 * MINUTE,
    checkOut: null,
    status: 'active',
  });
  for (const e of events) {
    await db()
      .insert(detentionEvents)
      .values({
        id: e.id,
        companyId,
        userId: e.userId,
        facilityId: e.facilityId,
        customerId: e.customerId,
        facilityName: e.facilityName,
        facilityAddress: 'Somewhere',
        driverName: 'Driver',
        checkInTime: new Date(e.checkIn),
        checkOutTime: e.checkOut === null ? null : new Date(e.checkOut),
        status: e.status,
        freeTimeMinutes: 120,
      });
  }
  const claimList = await seedClaims(
    companyId,
    events,
    customerRows.map((c) => c.id),
    rand,
  );
  for (const [n, e] of events.slice(0, 12).entries()) {
    await db()
      .insert(eventLog)
      .values({ id: newId('log'), companyId, eventId: e.id, action: 'created', createdAt: new Date(now - n * MINUTE) });
  }
  return { events, claims: claimList, facilities: facilityRows, customers: customerRows };
}

const STATUSES: SeededClaim['status'][] = ['draft', 'sent', 'paid', 'disputed', 'partially_paid', 'paid'];

async function seedClaims(companyId: string, events: SeededEvent[], customerIds: string[], rand: () => number) {
  const list: SeededClaim[] = [];
  const done = events.filter((e) => e.status === 'completed').slice(0, 24);
  for (const [i, e] of done.entries()) {
    const status = STATUSES[i % STATUSES.length] as SeededClaim['status'];
    const amountCents = 5000 + Math.floor(rand() * 40_000);
    const createdAt = (e.checkOut ?? e.checkIn) + 60 * MINUTE;
    const sentAt = status === 'draft' ? null : createdAt + Math.floor(rand() * 3) * DAY;
    const payments =
      status === 'paid'
        ? [createdAt + 5 * DAY, createdAt + Math.floor(8 + rand() * 20) * DAY]
        : status === 'partially_paid'
          ? [createdAt + 4 * DAY]
          : [];
    const receivedCents = status === 'paid' ? amountCents : status === 'partially_paid' ? 1000 : 0;
    const claim: SeededClaim = {
      id: newId('clm'),
      customerId: i % 5 === 4 ? null : (customerIds[i % 2] ?? null),
      status,
      amountCents,
      receivedCents,
      createdAt,
      sentAt,
      payments,
    };
    list.push(claim);
    await db()
      .insert(claims)
      .values({
        id: claim.id,
        companyId,
        eventId: e.id,
        customerId: claim.customerId,
        number: `INV-${i + 1}`,
        status,
        amountCents,
        billedMinutes: 60,
        receivedCents,
        breakdown: '{}',
        sentAt: sentAt === null ? null : new Date(sentAt),
        createdAt: new Date(createdAt),
      });
    for (const [n, at] of payments.entries()) {
      const cents = status === 'paid' ? (n === 0 ? 1000 : amountCents - 1000) : 1000;
      await db()
        .insert(claimPayments)
        .values({ id: newId('pay'), companyId, claimId: claim.id, amountCents: cents, receivedAt: new Date(at) });
    }
  }
  return list;
}
