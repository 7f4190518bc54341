/**
 * The shapes of /api/v2 and of webhook payloads, derived from the app's own serializers: camelCase, money in
 * cents, every instant an RFC 3339 / ISO 8601 timestamp in UTC (`2026-11-26T19:05:00.000Z`), every record
 * with `updatedAt` for incremental sync.
 */
import type { DocumentView } from '@dwell/core/schemas/documents';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { loadPolicies, type PolicySet } from '../../lib/events/policy.ts';
import { customers, detentionEvents, facilities } from '../../lib/schema.ts';
import { toView } from '../documents/queries.ts';
import { eventColumns } from '../events/queries/read.ts';
import { type EventRowInput, toSummary } from '../events/serialize.ts';
import type { ClaimRow } from '../claims/queries.ts';

/** An instant as the v2 surface writes it. */
export const iso = (at: Date | number) => new Date(at).toISOString();
const isoOrNull = (at: Date | number | null) => (at === null ? null : iso(at));

/** An event of /api/v2: the list's summary with its instants as timestamps and when it last changed. */
export function toV2Event(row: EventRowInput & { updatedAt: Date }, policies: PolicySet, now: number) {
  const summary = toSummary(row, policies, now);
  return {
    ...summary,
    appointmentTime: isoOrNull(summary.appointmentTime),
    checkInTime: iso(summary.checkInTime),
    checkOutTime: isoOrNull(summary.checkOutTime),
    createdAt: iso(summary.createdAt),
    pricedAt: isoOrNull(summary.pricedAt),
    updatedAt: iso(row.updatedAt),
  };
}
export type V2Event = ReturnType<typeof toV2Event>;

/** One event of the company in the v2 shape, priced now, or null. */
export async function v2EventById(db: Db, companyId: string, id: string): Promise<V2Event | null> {
  const [[row], policies] = await Promise.all([
    db
      .select(eventColumns)
      .from(detentionEvents)
      .leftJoin(customers, eq(customers.id, detentionEvents.customerId))
      .leftJoin(facilities, eq(facilities.id, detentionEvents.facilityId))
      .where(and(eq(detentionEvents.id, id), eq(detentionEvents.companyId, companyId))),
    loadPolicies(db, companyId),
  ]);
  return row ? toV2Event(row, policies, Date.now()) : null;
}

/** An evidence document of /api/v2, with its download address on that surface. */
export function toV2Document(row: Parameters<typeof toView>[0]) {
  const view: DocumentView = toView(row);
  return {
    ...view,
    metadata: { ...view.metadata, lastModified: iso(view.metadata.lastModified) },
    archivedAt: isoOrNull(view.archivedAt),
    createdAt: iso(view.createdAt),
    updatedAt: iso(row.updatedAt),
    url: `/api/v2/documents/${row.id}/download`,
  };
}
export type V2Document = ReturnType<typeof toV2Document>;

/** A claim as webhooks tell of it: its number, status and money. */
export function toV2Claim(row: ClaimRow) {
  return {
    id: row.id,
    eventId: row.eventId,
    customerId: row.customerId,
    number: row.number,
    status: row.status,
    amountCents: row.amountCents,
    receivedCents: row.receivedCents,
    sentAt: isoOrNull(row.sentAt),
    dueAt: isoOrNull(row.dueAt),
    closedAt: isoOrNull(row.closedAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
export type V2Claim = ReturnType<typeof toV2Claim>;
