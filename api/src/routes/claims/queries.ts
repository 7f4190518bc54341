import type { TimeSource } from '@dwell/core/integrations/constants';
import type { TimeCorrectionRecord } from '@dwell/core/time-corrections';
import { agingDays, type ClaimStatus, OPEN_CLAIM_STATUSES, owedCents } from '@dwell/core/schemas/claims';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { AGING_BUCKETS, type AgingBucketKey } from '@dwell/core/schemas/payer';
import type { Db } from '../../env.ts';

const DAY_MS = 86_400_000;
import { claimPayments, claims, customers, detentionEvents, eventDocuments, users } from '../../lib/schema.ts';

/** The frozen facts a claim was generated from (claims.breakdown JSON). */
export interface ClaimSnapshot {
  event: {
    facilityName: string;
    facilityAddress: string;
    driverName: string;
    loadNumber: string | null;
    appointmentTime: number | null;
    checkInTime: number;
    checkOutTime: number;
    /** Where the times came from (manual, eld, phone); absent in claims made before sources were kept. */
    checkInSource?: TimeSource;
    checkOutSource?: TimeSource | null;
    /** Times corrected by hand before the claim, each with the time it replaced (absent in older claims). */
    corrections?: TimeCorrectionRecord[];
  };
  customer: { name: string; billingEmail: string | null } | null;
  policy: {
    freeMinutes: number;
    hourlyRateCents: number;
    incrementMinutes: number;
    rounding: string;
    capCents: number | null;
    clockStart: string;
    lateArrival: string;
  };
  breakdown: {
    totalMinutes: number;
    waitMinutes: number;
    billableMinutes: number;
    billedMinutes: number;
    capped: boolean;
  };
}

const claimColumns = {
  id: claims.id,
  companyId: claims.companyId,
  number: claims.number,
  status: claims.status,
  eventId: claims.eventId,
  amountCents: claims.amountCents,
  billedMinutes: claims.billedMinutes,
  receivedCents: claims.receivedCents,
  note: claims.note,
  breakdown: claims.breakdown,
  sentAt: claims.sentAt,
  invoiceKey: claims.invoiceKey,
  invoiceSha256: claims.invoiceSha256,
  closedAt: claims.closedAt,
  lastReminderAt: claims.lastReminderAt,
  dueAt: claims.dueAt,
  sendError: claims.sendError,
  payerReminders: claims.payerReminders,
  createdAt: claims.createdAt,
  updatedAt: claims.updatedAt,
  customerId: claims.customerId,
  customerName: customers.name,
  facilityName: detentionEvents.facilityName,
  driverName: detentionEvents.driverName,
  loadNumber: detentionEvents.loadNumber,
};

export type ClaimRow = NonNullable<Awaited<ReturnType<typeof findClaim>>>;

/** A claim as the API answers it: money in cents, times in epoch ms, aging in whole days. */
export function toClaim(row: ClaimRow, now: number) {
  const sentAt = row.sentAt?.getTime() ?? null;
  const closedAt = row.closedAt?.getTime() ?? null;
  return {
    id: row.id,
    number: row.number,
    status: row.status as ClaimStatus,
    eventId: row.eventId,
    amountCents: row.amountCents,
    receivedCents: row.receivedCents,
    balanceCents: owedCents(row.status as ClaimStatus, row.amountCents, row.receivedCents),
    billedMinutes: row.billedMinutes,
    note: row.note,
    customerId: row.customerId,
    customerName: row.customerName,
    facilityName: row.facilityName,
    driverName: row.driverName,
    loadNumber: row.loadNumber,
    createdAt: row.createdAt.getTime(),
    sentAt,
    closedAt,
    lastReminderAt: row.lastReminderAt?.getTime() ?? null,
    /** When the payer owes the money (the first send plus the customer's payment terms); null until sent. */
    dueAt: row.dueAt?.getTime() ?? null,
    /** Why the last send to the payer failed; null once one went out. */
    sendError: row.sendError,
    /** SHA-256 of the invoice PDF as sent (every download serves those bytes); null until it is sent. */
    invoiceSha256: row.invoiceSha256,
    agingDays: agingDays(sentAt, closedAt, now),
    snapshot: JSON.parse(row.breakdown) as ClaimSnapshot,
  };
}
export type ClaimAnswer = ReturnType<typeof toClaim>;

const claimQuery = (db: Db) =>
  db
    .select(claimColumns)
    .from(claims)
    .innerJoin(detentionEvents, eq(detentionEvents.id, claims.eventId))
    .leftJoin(customers, eq(customers.id, claims.customerId));

/** One claim of the company, or undefined (another company's id reads as missing). */
export async function findClaim(db: Db, companyId: string, id: string) {
  const [row] = await claimQuery(db).where(and(eq(claims.id, id), eq(claims.companyId, companyId)));
  return row;
}

/** A page of the company's claims, newest first, optionally of one status. */
export async function listClaims(
  db: Db,
  companyId: string,
  query: { status?: ClaimStatus | undefined; page: number; pageSize: number },
) {
  const where = and(eq(claims.companyId, companyId), query.status ? eq(claims.status, query.status) : undefined);
  const now = Date.now();
  const days = sql`(${now} - ${claims.sentAt}) / ${DAY_MS}`;
  const bucket = sql.join(
    [
      sql`CASE`,
      ...AGING_BUCKETS.filter((b) => Number.isFinite(b.upTo)).map((b) => sql`WHEN ${days} <= ${b.upTo} THEN ${b.key}`),
      sql`ELSE 'over90' END`,
    ],
    sql` `,
  );
  const [rows, totals, money, aging] = await db.batch([
    claimQuery(db)
      .where(where)
      .orderBy(desc(claims.createdAt))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(claims).where(where),
    db
      .select({
        outstanding: sql<number>`coalesce(sum(CASE WHEN ${inArray(claims.status, OPEN_CLAIM_STATUSES)} THEN ${claims.amountCents} - ${claims.receivedCents} ELSE 0 END), 0)`,
        received: sql<number>`coalesce(sum(${claims.receivedCents}), 0)`,
      })
      .from(claims)
      .where(eq(claims.companyId, companyId)),
    db
      .select({
        bucket: sql<AgingBucketKey>`${bucket}`,
        claims: count(),
        owedCents: sql<number>`coalesce(sum(${claims.amountCents} - ${claims.receivedCents}), 0)`,
      })
      .from(claims)
      .where(and(eq(claims.companyId, companyId), inArray(claims.status, OPEN_CLAIM_STATUSES)))
      .groupBy(sql`1`),
  ]);
  return {
    rows,
    aging: AGING_BUCKETS.map((b) => {
      const found = aging.find((a) => a.bucket === b.key);
      return { key: b.key, label: b.label, claims: found?.claims ?? 0, owedCents: found?.owedCents ?? 0 };
    }),
    total: totals[0]?.n ?? 0,
    outstandingCents: money[0]?.outstanding ?? 0,
    receivedCents: money[0]?.received ?? 0,
  };
}

/** Payments recorded against a claim, oldest first. */
export function claimPaymentsOf(db: Db, companyId: string, claimId: string) {
  return db
    .select({
      id: claimPayments.id,
      amountCents: claimPayments.amountCents,
      receivedAt: claimPayments.receivedAt,
      reference: claimPayments.reference,
      note: claimPayments.note,
      recordedBy: users.fullName,
      recordedAt: claimPayments.createdAt,
    })
    .from(claimPayments)
    .leftJoin(users, eq(users.id, claimPayments.recordedBy))
    .where(and(eq(claimPayments.companyId, companyId), eq(claimPayments.claimId, claimId)))
    .orderBy(asc(claimPayments.receivedAt));
}

const evidenceColumns = {
  name: eventDocuments.name,
  category: eventDocuments.category,
  sha256: eventDocuments.sha256,
  size: eventDocuments.size,
  createdAt: eventDocuments.createdAt,
};

const activeEvidence = (companyId: string, eventId: string) =>
  and(
    eq(eventDocuments.companyId, companyId),
    eq(eventDocuments.eventId, eventId),
    eq(eventDocuments.status, 'active'),
  );

/** The evidence of an event with each file's SHA-256, as the claim shows it. */
export function evidenceOf(db: Db, companyId: string, eventId: string) {
  return db
    .select(evidenceColumns)
    .from(eventDocuments)
    .where(activeEvidence(companyId, eventId))
    .orderBy(asc(eventDocuments.createdAt));
}

/** The evidence of an event for its invoice packet: also where each file lies in R2 and its sniffed type. */
export function evidenceFilesOf(db: Db, companyId: string, eventId: string) {
  return db
    .select({ ...evidenceColumns, objectKey: eventDocuments.objectKey, type: eventDocuments.type })
    .from(eventDocuments)
    .where(activeEvidence(companyId, eventId))
    .orderBy(asc(eventDocuments.createdAt));
}

/** The next invoice number of the company for a month, e.g. DW-202611-0007. */
export async function nextClaimNumber(db: Db, companyId: string, now: number, offset = 0): Promise<string> {
  const [row] = await db.select({ n: count() }).from(claims).where(eq(claims.companyId, companyId));
  const month = new Date(now).toISOString().slice(0, 7).replace('-', '');
  return `DW-${month}-${String((row?.n ?? 0) + 1 + offset).padStart(4, '0')}`;
}
