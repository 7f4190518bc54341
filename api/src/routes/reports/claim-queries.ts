import { and, count, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { claimPayments, claims, customers, eventLog } from '../../lib/schema.ts';

const DAY_MS = 86_400_000;

/**
 * The customer scorecard: per customer, the claims raised in [from, to) (drafts are not claimed yet) with
 * amounts claimed, received and in dispute, how many were ever disputed, and the average days from sending (or raising) a claim to the
 * payment that settled it (0 for one received the day it was sent or earlier: the received date is a calendar
 * day, whose midnight can come before the send time), over the claims paid in full. Grouped in SQL off claims_company_created_idx.
 */
export function customerScorecard(db: Db, companyId: string, from: number, to: number) {
  // A claim counts as disputed once its payer disputed it on its page or someone marked it disputed by hand.
  const everDisputed = sql`exists (select 1 from ${eventLog} where ${eventLog.eventId} = ${claims.eventId} and (
    (${eventLog.action} = 'payer_answer' and json_extract(${eventLog.details}, '$.answer') = 'dispute') or
    (${eventLog.action} = 'claim_status' and json_extract(${eventLog.details}, '$.status') = 'disputed')))`;
  const paidAt = sql`(select max(${claimPayments.receivedAt}) from ${claimPayments} where ${claimPayments.claimId} = ${claims.id})`;
  return db
    .select({
      customerId: claims.customerId,
      name: customers.name,
      claims: count(),
      claimedCents: sql<number>`sum(${claims.amountCents})`,
      paidCents: sql<number>`sum(${claims.receivedCents})`,
      disputedCents: sql<number>`sum(case when ${claims.status} = 'disputed' then ${claims.amountCents} else 0 end)`,
      disputedClaims: sql<number>`sum(case when ${everDisputed} then 1 else 0 end)`,
      paidClaims: sql<number>`sum(case when ${claims.status} = 'paid' then 1 else 0 end)`,
      avgDaysToPay: sql<
        number | null
      >`avg(case when ${claims.status} = 'paid' then max(0, ${paidAt} - coalesce(${claims.sentAt}, ${claims.createdAt})) * 1.0 / ${DAY_MS} end)`,
    })
    .from(claims)
    .leftJoin(customers, and(eq(customers.id, claims.customerId), eq(customers.companyId, companyId)))
    .where(
      and(
        eq(claims.companyId, companyId),
        ne(claims.status, 'draft'),
        gte(claims.createdAt, new Date(from)),
        lt(claims.createdAt, new Date(to)),
      ),
    )
    .groupBy(claims.customerId, customers.name)
    .orderBy(sql`sum(${claims.amountCents}) desc`);
}
