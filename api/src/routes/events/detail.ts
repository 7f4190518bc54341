import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { billTo } from '../../lib/customers.ts';
import { eventZone } from '../../lib/events/zones.ts';
import { loadPolicies } from '../../lib/events/policy.ts';
import { pricingOf } from '../../lib/events/pricing.ts';
import { claims, type DetentionEvent, eventDocuments, eventNotes, facilities, users } from '../../lib/schema.ts';
import { type TimelineEntry, stopLog } from './queries/log.ts';
import { toSummary } from './serialize.ts';

/**
 * Everything the detail screen shows about one event (the live version of docs/product.md#data's sample shape):
 * overview, driver, facility, customer, the policy and its computed billing, the timeline, and the claim.
 */
export async function eventDetail(db: Db, event: DetentionEvent, now: number) {
  const [policies, driverRows, facilityRows, customer, log, docs, notes, claimRows, timezone] = await Promise.all([
    loadPolicies(db, event.companyId),
    db
      .select({ id: users.id, name: users.fullName, phone: users.phoneNumber, email: users.email })
      .from(users)
      .where(eq(users.id, event.userId)),
    event.facilityId ? db.select().from(facilities).where(eq(facilities.id, event.facilityId)) : [],
    billTo(db, event.customerId),
    stopLog(db, event.companyId, event.id),
    db
      .select({ id: eventDocuments.id, name: eventDocuments.name, at: eventDocuments.createdAt, actor: users.fullName })
      .from(eventDocuments)
      .leftJoin(users, eq(users.id, eventDocuments.uploadedBy))
      .where(and(eq(eventDocuments.eventId, event.id), eq(eventDocuments.status, 'active'))),
    db.select({ n: count() }).from(eventNotes).where(eq(eventNotes.eventId, event.id)),
    db
      .select({
        id: claims.id,
        number: claims.number,
        status: claims.status,
        amountCents: claims.amountCents,
        receivedCents: claims.receivedCents,
      })
      .from(claims)
      .where(eq(claims.eventId, event.id)),
    eventZone(db, event.companyId, event.id),
  ]);
  // The Billing tab says where the figures come from: the stored price, or the policy layer that applies today.
  const pricing = pricingOf(event, policies, now);
  const facility = facilityRows[0] ?? null;
  const driver = driverRows[0];
  // Uploads are recorded by the documents area; they join the timeline from their own rows.
  const timeline: TimelineEntry[] = [
    ...log,
    ...docs.map((d) => ({
      id: d.id,
      action: 'document_added',
      actor: d.actor,
      at: d.at.getTime(),
      details: { name: d.name },
    })),
  ].sort((a, b) => a.at - b.at);

  return {
    event: {
      ...toSummary({ ...event, customerName: customer?.name ?? null, timezone }, policies, now),
      notes: event.notes,
      checkInLat: event.checkInLat,
      checkInLng: event.checkInLng,
      checkInSource: event.checkInSource,
      checkInAccuracyM: event.checkInAccuracyM,
      checkOutSource: event.checkOutSource,
    },
    driver: { id: event.userId, name: event.driverName, phone: driver?.phone ?? null, email: driver?.email ?? null },
    facility: facility
      ? {
          id: facility.id,
          name: facility.name,
          address: facility.address,
          lat: facility.lat,
          lng: facility.lng,
          geofenceRadiusM: facility.geofenceRadiusM,
          timezone: facility.timezone,
        }
      : null,
    customer: customer
      ? { id: customer.id, name: customer.name, kind: customer.kind, billingEmail: customer.billingEmail }
      : null,
    policy: { ...pricing.policy, source: pricing.source, pricedAt: pricing.pricedAt },
    billing: { ...pricing.breakdown, stale: pricing.stale, openStopLimitHours: policies.openStops.limitHours },
    timeline,
    counts: { documents: docs.length, notes: notes[0]?.n ?? 0 },
    claim: claimRows[0] ?? null,
    serverNow: now,
  };
}
