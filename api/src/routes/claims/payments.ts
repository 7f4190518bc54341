import { newId } from '@dwell/core/ids';
import {
  acceptsPayments,
  CLAIM_MESSAGES,
  type ClaimStatus,
  type PaymentInput,
  statusAfterPayment,
} from '@dwell/core/schemas/claims';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor, Db } from '../../env.ts';
import { ApiError } from '../../lib/errors.ts';
import { claimPayments, claims } from '../../lib/schema.ts';
import { insertIf } from '../../lib/insert-if.ts';
import type { ClaimRow } from './queries.ts';
import { changedMeanwhile, historyEntry } from './status.ts';

/** A reference already recorded on this claim: the unique index refuses it, whichever request came first. */
const isDuplicateReference = (error: unknown) => String(error).includes('claim_payments.reference');

/**
 * Records money received, with the date it arrived and the payer's reference. A payment larger than what is
 * still owed is refused; the claim becomes paid when nothing is owed any more, otherwise partially paid. The
 * payment, the claim's new total and the history entry are one batch guarded by the total and status the
 * claim was read with, so two payments at once never together exceed the claim and a repeated reference is
 * never recorded twice.
 */
export async function recordPayment(db: Db, actor: Actor, row: ClaimRow, input: PaymentInput) {
  if (!acceptsPayments(row.status as ClaimStatus))
    throw new ApiError(409, 'payment_not_allowed', CLAIM_MESSAGES.paymentNotAllowed);
  const balance = row.amountCents - row.receivedCents;
  if (input.amountCents > balance) {
    throw new ApiError(400, 'payment_too_large', CLAIM_MESSAGES.paymentTooLarge, { balanceCents: balance });
  }
  const now = new Date();
  const received = row.receivedCents + input.amountCents;
  const status = statusAfterPayment(row.amountCents, received);
  const paymentId = newId('pay');
  const unchanged = sql`EXISTS (SELECT 1 FROM ${claims} WHERE ${claims.id} = ${row.id}
    AND ${claims.receivedCents} = ${row.receivedCents} AND ${claims.status} = ${row.status})`;
  const recorded = sql`EXISTS (SELECT 1 FROM ${claimPayments} WHERE ${claimPayments.id} = ${paymentId})`;
  const receivedAt = new Date(input.receivedAt ?? now.getTime());
  let inserted: { meta: { changes: number } };
  try {
    [inserted] = await db.batch([
      insertIf(
        db,
        claimPayments,
        {
          id: paymentId,
          companyId: actor.companyId,
          claimId: row.id,
          amountCents: input.amountCents,
          receivedAt,
          reference: input.reference,
          note: input.note ?? null,
          recordedBy: actor.userId,
          createdAt: now,
        },
        unchanged,
      ),
      db
        .update(claims)
        .set({ receivedCents: received, status, closedAt: status === 'paid' ? now : null, updatedAt: now })
        .where(and(eq(claims.id, row.id), recorded)),
      historyEntry(
        db,
        actor,
        row,
        'payment_recorded',
        {
          amountCents: input.amountCents,
          receivedAt: receivedAt.getTime(),
          reference: input.reference,
          note: input.note ?? null,
          status,
        },
        recorded,
      ),
    ]);
  } catch (error) {
    if (isDuplicateReference(error)) {
      throw new ApiError(409, 'duplicate_reference', CLAIM_MESSAGES.duplicateReference);
    }
    throw error;
  }
  if (inserted.meta.changes !== 1) throw changedMeanwhile();
}
