import { newId } from '@dwell/core/ids';
import { CLAIM_MESSAGES } from '@dwell/core/schemas/claims';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../env.ts';
import { billTo } from '../../lib/customers.ts';
import { companyOf, readableEvent } from '../../lib/events/access.ts';
import { breakdownFor } from '../../lib/events/derive.ts';
import { eventChange, publishChanges } from '../../lib/events/live.ts';
import { loadPolicies, policyForEvent } from '../../lib/events/policy.ts';
import { ApiError } from '../../lib/errors.ts';
import { claims, eventLog } from '../../lib/schema.ts';
import { type ClaimSnapshot, nextClaimNumber } from './queries.ts';

/**
 * Generates the claim of a completed, billable stop: the amount is computed once, by core's
 * computeDetention under the stop's policy, and frozen with the facts it came from, so a later policy
 * change never alters an invoice already sent.
 */
export async function createClaim(c: Context<AppEnv>, eventId: string, note: string | null) {
  const db = c.get('db');
  const companyId = companyOf(c);
  const event = await readableEvent(c, eventId);
  if (event.status !== 'completed' || !event.checkOutTime) {
    throw new ApiError(422, 'not_completed', CLAIM_MESSAGES.notCompleted);
  }
  const policy = policyForEvent(await loadPolicies(db, companyId), event);
  const now = Date.now();
  const breakdown = breakdownFor(event, policy, now);
  if (!breakdown.billable || breakdown.amountCents <= 0)
    throw new ApiError(422, 'not_billable', CLAIM_MESSAGES.notBillable);
  const [existing] = await db.select({ id: claims.id }).from(claims).where(eq(claims.eventId, event.id));
  if (existing) throw new ApiError(409, 'already_claimed', CLAIM_MESSAGES.alreadyClaimed, { claimId: existing.id });

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
  // Two claims generated at the same moment may draw the same number: the unique index refuses one, retry.
  for (let attempt = 0; attempt < 5; attempt++) {
    const number = await nextClaimNumber(db, companyId, now, attempt);
    try {
      await db.batch([
        db.insert(claims).values({
          id,
          companyId,
          eventId: event.id,
          customerId: event.customerId,
          number,
          status: 'draft',
          amountCents: breakdown.amountCents,
          billedMinutes: breakdown.billedMinutes,
          breakdown: JSON.stringify(snapshot),
          note,
          createdBy: c.get('auth').userId,
        }),
        db.insert(eventLog).values({
          id: newId('log'),
          companyId,
          eventId: event.id,
          actorUserId: c.get('auth').userId,
          action: 'claim_created',
          details: JSON.stringify({ number, amountCents: breakdown.amountCents }),
        }),
      ]);
      publishChanges(c, companyId, [{ topic: 'claims' }, eventChange(event)]);
      return id;
    } catch (error) {
      if (!String(error).includes('claims_company_number_unique') && !String(error).includes('UNIQUE')) throw error;
      const [raced] = await db.select({ id: claims.id }).from(claims).where(eq(claims.eventId, event.id));
      if (raced) throw new ApiError(409, 'already_claimed', CLAIM_MESSAGES.alreadyClaimed, { claimId: raced.id });
    }
  }
  throw new ApiError(409, 'conflict', 'Please try again.');
}
