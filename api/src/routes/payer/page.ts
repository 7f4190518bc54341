import type { ClaimStatus } from '@dwell/core/schemas/claims';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { eventZone } from '../../lib/events/zones.ts';
import { companies, detentionEvents, eventDocuments } from '../../lib/schema.ts';
import { hashObject } from '../../lib/uploads/hash-object.ts';
import { stopLog, type TimelineEntry } from '../events/queries/log.ts';
import { type ClaimRow, toClaim } from '../claims/queries.ts';
import { verifyChain } from '../evidence/verify.ts';

/** The statuses in which the payer may answer: the claim went out and they have not answered this round. */
export const ANSWERABLE: readonly ClaimStatus[] = ['sent', 'partially_paid'];

/** What a stored evidence file is now, compared with the SHA-256 taken when it was uploaded. */
export type FileCheck = 'unchanged' | 'changed' | 'missing';

/** The history entries the payer sees: the sends, their own answers, the carrier's replies, reminders, payments. */
const PAYER_VISIBLE = ['claim_sent', 'payer_answer', 'carrier_reply', 'payer_reminder', 'payment_recorded'] as const;

/** Each active evidence file of the stop, re-hashed from storage and compared with its recorded SHA-256. */
async function checkedEvidence(db: Db, bucket: R2Bucket, row: ClaimRow) {
  const docs = await db
    .select({
      id: eventDocuments.id,
      name: eventDocuments.name,
      category: eventDocuments.category,
      type: eventDocuments.type,
      size: eventDocuments.size,
      sha256: eventDocuments.sha256,
      objectKey: eventDocuments.objectKey,
      createdAt: eventDocuments.createdAt,
    })
    .from(eventDocuments)
    .where(
      and(
        eq(eventDocuments.companyId, row.companyId),
        eq(eventDocuments.eventId, row.eventId),
        eq(eventDocuments.status, 'active'),
      ),
    )
    .orderBy(asc(eventDocuments.createdAt));
  return Promise.all(
    docs.map(async ({ objectKey, createdAt, ...doc }) => {
      const object = await bucket.get(objectKey);
      const check: FileCheck = !object
        ? 'missing'
        : (await hashObject(object)) === doc.sha256
          ? 'unchanged'
          : 'changed';
      return { ...doc, uploadedAt: createdAt.getTime(), check };
    }),
  );
}

/**
 * Everything the payer's page shows about one claim: who bills, the frozen stop and policy the amount came
 * from, the GPS fixes of the check-in and check-out, each evidence file checked against its fingerprint, and
 * the exchange so far. Nothing of the carrier's other claims, stops or people.
 */
export async function payerPage(db: Db, bucket: R2Bucket, row: ClaimRow, now: number) {
  const [[company], [fixes], evidence, zone, log, chain] = await Promise.all([
    db
      .select({
        name: companies.name,
        address: companies.address,
        phone: companies.phone,
        dotNumber: companies.dotNumber,
        mcNumber: companies.mcNumber,
        /** The carrier's zone: the claim's sent and due days, as its emails print them. */
        timeZone: companies.timezone,
      })
      .from(companies)
      .where(eq(companies.id, row.companyId)),
    db
      .select({
        checkInLat: detentionEvents.checkInLat,
        checkInLng: detentionEvents.checkInLng,
        checkInAccuracyM: detentionEvents.checkInAccuracyM,
        checkOutLat: detentionEvents.checkOutLat,
        checkOutLng: detentionEvents.checkOutLng,
        checkOutAccuracyM: detentionEvents.checkOutAccuracyM,
      })
      .from(detentionEvents)
      .where(and(eq(detentionEvents.id, row.eventId), eq(detentionEvents.companyId, row.companyId))),
    checkedEvidence(db, bucket, row),
    eventZone(db, row.companyId, row.eventId),
    stopLog(db, row.companyId, row.eventId, PAYER_VISIBLE),
    verifyChain(db, bucket, row.companyId, row.eventId),
  ]);
  const claim = toClaim(row, now);
  const broken = chain.ok ? null : chain.brokenAt;
  const { event, policy, breakdown, customer } = claim.snapshot;
  const fix = (lat: number | null | undefined, lng: number | null | undefined, accuracyM: number | null | undefined) =>
    lat == null || lng == null ? null : { lat, lng, accuracyM: accuracyM ?? null };
  return {
    carrier: company ?? null,
    claim: {
      number: claim.number,
      status: claim.status,
      amountCents: claim.amountCents,
      receivedCents: claim.receivedCents,
      balanceCents: claim.balanceCents,
      sentAt: claim.sentAt,
      dueAt: claim.dueAt,
      invoiceSha256: claim.invoiceSha256,
      billTo: customer?.name ?? claim.customerName,
      canAnswer: ANSWERABLE.includes(claim.status),
    },
    stop: {
      timeZone: zone,
      facilityName: event.facilityName,
      facilityAddress: event.facilityAddress,
      driverName: event.driverName,
      loadNumber: event.loadNumber,
      appointmentTime: event.appointmentTime,
      checkInTime: event.checkInTime,
      checkOutTime: event.checkOutTime,
      checkInSource: event.checkInSource ?? 'manual',
      checkOutSource: event.checkOutSource ?? 'manual',
      checkInFix: fix(fixes?.checkInLat, fixes?.checkInLng, fixes?.checkInAccuracyM),
      checkOutFix: fix(fixes?.checkOutLat, fixes?.checkOutLng, fixes?.checkOutAccuracyM),
      /** Times corrected by hand before the claim: what each replaced, as the invoice states it. */
      corrections: event.corrections ?? [],
    },
    policy,
    breakdown,
    evidence,
    evidenceUnchanged: evidence.every((d) => d.check === 'unchanged'),
    /**
     * The stop's upload log (each entry hash-linked to the one before, naming a file and its SHA-256), verified
     * whole: intact, or the first entry that does not hold and why.
     */
    evidenceLog: {
      intact: chain.ok,
      entries: chain.entries,
      brokenAt: broken
        ? {
            seq: broken.seq,
            reason: broken.reason,
            documentName: evidence.find((d) => d.id === broken.documentId)?.name ?? null,
          }
        : null,
    },
    history: log.map((entry) => ({ action: entry.action, at: entry.at, details: payerDetails(entry) })),
  };
}

/** What the payer sees of a history entry: never the carrier's internal ids, addresses or who clicked. */
function payerDetails(entry: TimelineEntry): Record<string, unknown> {
  const d = entry.details;
  switch (entry.action) {
    case 'claim_sent':
      return { resend: d.resend === true, dueAt: d.dueAt ?? null, message: d.message ?? null };
    case 'carrier_reply':
      return {
        message: d.message,
        resolution: d.resolution,
        status: d.status,
        amountCents: d.amountCents,
        documents: Array.isArray(d.documents) ? d.documents.map((doc: { name?: unknown }) => ({ name: doc.name })) : [],
      };
    case 'payer_reminder':
      return { n: d.n, daysPastDue: d.daysPastDue };
    case 'payment_recorded':
      return { amountCents: d.amountCents, receivedAt: d.receivedAt };
    default:
      return d;
  }
}

export type PayerPage = Awaited<ReturnType<typeof payerPage>>;
