import { newId } from '@dwell/core/ids';
import { CLAIM_MESSAGES } from '@dwell/core/schemas/claims';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Actor, Db } from '../../env.ts';
import { billTo } from '../../lib/customers.ts';
import { readableEvent } from '../../lib/events/access.ts';
import { loadPolicies } from '../../lib/events/policy.ts';
import { priceToStore, pricingOf } from '../../lib/events/pricing.ts';
import { ApiError } from '../../lib/errors.ts';
import { claims, type DetentionEvent, detentionEvents, eventLog } from '../../lib/schema.ts';
import { insertIf } from '../../lib/insert-if.ts';
import { type ClaimSnapshot, nextClaimNumber } from './queries.ts';
import { timeCorrectionsOf } from '../events/queries/correct.ts';

/** The stop still carries the price (none yet, or the same stored one) and the times it was read with. */
function samePrice(event: DetentionEvent): SQL {
  const price =
    event.pricedAt === null
      ? isNull(detentionEvents.pricedAt)
      : sql`${detentionEvents.pricedAt} = CAST(${event.pricedAt.getTime()} AS INTEGER)`;
  // The times too: a correction between the read and the write must not leave the claim with the old ones.
  const times = sql`${detentionEvents.checkInTime} = CAST(${event.checkInTime.getTime()} AS INTEGER)
    AND ${detentionEvents.checkOutTime} IS CAST(${event.checkOutTime?.getTime() ?? null} AS INTEGER)`;
  return sql`EXISTS (SELECT 1 FROM ${detentionEvents} WHERE ${detentionEvents.id} = ${event.id} AND ${price} AND ${times})`;
}

const alreadyClaimed = (claimId: string) =>
  new ApiError(409, 'already_claimed', CLAIM_MESSAGES.alreadyClaimed, { claimId });

/**
 * Generates the claim of a completed, billable stop at the stop's stored price (a stop completed before prices
 * were stored is priced now under its policy, and that price is stored with the claim), frozen with the facts it
 * came from, so no later policy change alters the stop or an invoice already sent. Returns the claim's id and
 * its stop (the route tells the company's screens).
 */
export async function createClaim(db: Db, actor: Actor, eventId: string, note: string | null) {
  const { companyId } = actor;
  const event = await readableEvent(db, actor, eventId);
  if (event.status !== 'completed' || !event.checkOutTime) {
    throw new ApiError(422, 'not_completed', CLAIM_MESSAGES.notCompleted);
  }
  const now = Date.now();
  const pricing = pricingOf(event, await loadPolicies(db, companyId), now);
  const { breakdown, policy } = pricing;
  if (!breakdown.billable || breakdown.amountCents <= 0)
    throw new ApiError(422, 'not_billable', CLAIM_MESSAGES.notBillable);
  const [existing] = await db.select({ id: claims.id }).from(claims).where(eq(claims.eventId, event.id));
  if (existing) throw alreadyClaimed(existing.id);

  const customer = await billTo(db, event.customerId);
  const snapshot: ClaimSnapshot = {
    event: {
      facilityName: event.facilityName,
      facilityAddress: event.facilityAddress,
      driverName: event.driverName,
      loadNumber: event.loadNumber,
      appointmentTime: event.appointmentTime?.getTime() ?? null,
      checkInTime: event.checkInTime.getTime(),
      checkOutTime: event.checkOutTime.getTime(),
      checkInSource: event.checkInSource,
      checkOutSource: event.checkOutSource,
      corrections: await timeCorrectionsOf(db, companyId, event.id),
    },
    customer: customer ? { name: customer.name, billingEmail: customer.billingEmail } : null,
    policy,
    breakdown: {
      totalMinutes: breakdown.totalMinutes,
      waitMinutes: breakdown.waitMinutes,
      billableMinutes: breakdown.billableMinutes,
      billedMinutes: breakdown.billedMinutes,
      capped: breakdown.capped,
    },
  };
  const id = newId('clm');
  const claimed = sql`EXISTS (SELECT 1 FROM ${claims} WHERE ${claims.id} = ${id})`;
  const store = pricing.pricedAt === null ? priceToStore(event, policy, now) : null;
  // Two claims generated at the same moment may draw the same number: the unique index refuses one, retry.
  for (let attempt = 0; attempt < 5; attempt++) {
    const number = await nextClaimNumber(db, companyId, now, attempt);
    try {
      const [inserted] = await db.batch([
        insertIf(
          db,
          claims,
          {
            id,
            companyId,
            eventId: event.id,
            customerId: event.customerId,
            number,
            status: 'draft',
            amountCents: breakdown.amountCents,
            billedMinutes: breakdown.billedMinutes,
            receivedCents: 0,
            breakdown: JSON.stringify(snapshot),
            note,
            createdBy: actor.userId,
            sentAt: null,
            invoiceKey: null,
            invoiceSha256: null,
            closedAt: null,
            lastReminderAt: null,
            dueAt: null,
            sendError: null,
            sendingAt: null,
            payerReminders: 0,
            createdAt: new Date(now),
            updatedAt: new Date(now),
          },
          samePrice(event),
        ),
        ...(store
          ? [
              db
                .update(detentionEvents)
                .set(store)
                .where(and(eq(detentionEvents.id, event.id), isNull(detentionEvents.pricedAt), claimed)),
            ]
          : []),
        insertIf(
          db,
          eventLog,
          {
            id: newId('log'),
            companyId,
            eventId: event.id,
            actorUserId: actor.userId,
            action: 'claim_created',
            details: JSON.stringify({ number, amountCents: breakdown.amountCents }),
            createdAt: new Date(now),
          },
          claimed,
        ),
      ]);
      // The stop was re-priced between the read and the write: nothing was written, ask to try again.
      if (inserted.meta.changes !== 1) throw new ApiError(409, 'conflict', CLAIM_MESSAGES.priceChanged);
      return { id, event };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (!String(error).includes('UNIQUE')) throw error;
      const [raced] = await db.select({ id: claims.id }).from(claims).where(eq(claims.eventId, event.id));
      if (raced) throw alreadyClaimed(raced.id);
    }
  }
  throw new ApiError(409, 'conflict', 'Please try again.');
}
