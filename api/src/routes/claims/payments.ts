import { newId } from '@dwell/core/ids';
import { acceptsPayments, CLAIM_MESSAGES, type ClaimStatus, statusAfterPayment } from '@dwell/core/schemas/claims';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../env.ts';
import { publishChanges } from '../../lib/events/live.ts';
import { ApiError } from '../../lib/errors.ts';
import { claimPayments, claims, eventLog } from '../../lib/schema.ts';
import type { findClaim } from './queries.ts';

type ClaimRow = NonNullable<Awaited<ReturnType<typeof findClaim>>>;

const changedMeanwhile = () =>
  new ApiError(409, 'conflict', 'This claim was changed by someone else meanwhile. Reload it and try again.');

function logEntry(c: Context<AppEnv>, row: ClaimRow, action: string, details: object) {
  return c
    .get('db')
    .insert(eventLog)
    .values({
      id: newId('log'),
      companyId: c.get('auth').companyId as string,
      eventId: row.eventId,
      actorUserId: c.get('auth').userId,
      action,
      details: JSON.stringify({ number: row.number, ...details }),
    });
}

/** Moves a claim by hand (sent, disputed, waived); the UPDATE only applies if nobody moved it first. */
export async function changeStatus(c: Context<AppEnv>, row: ClaimRow, status: ClaimStatus, note: string | null) {
  const db = c.get('db');
  const now = new Date();
  const updated = await db
    .update(claims)
    .set({
      status,
      sentAt: status === 'sent' ? (row.sentAt ?? now) : row.sentAt,
      closedAt: status === 'waived' ? now : null,
      updatedAt: now,
    })
    .where(and(eq(claims.id, row.id), eq(claims.status, row.status)))
    .returning({ id: claims.id });
  if (updated.length === 0) throw changedMeanwhile();
  await logEntry(c, row, 'claim_status', { status, note });
  publishChanges(c, c.get('auth').companyId as string, [
    { topic: 'claims' },
    { topic: 'events', eventId: row.eventId },
  ]);
}

/**
 * Records money received. A payment larger than what is still owed is refused; the claim becomes paid when
 * nothing is owed any more, otherwise partially paid. The UPDATE checks the running total it started from,
 * so two payments recorded at once can never together exceed the claim.
 */
export async function recordPayment(
  c: Context<AppEnv>,
  row: ClaimRow,
  input: { amountCents: number; receivedAt: number | null; note?: string | null | undefined },
) {
  if (!acceptsPayments(row.status as ClaimStatus))
    throw new ApiError(409, 'payment_not_allowed', CLAIM_MESSAGES.paymentNotAllowed);
  const balance = row.amountCents - row.receivedCents;
  if (input.amountCents > balance) {
    throw new ApiError(400, 'payment_too_large', CLAIM_MESSAGES.paymentTooLarge, { balanceCents: balance });
  }
  const now = Date.now();
  const receivedAt = input.receivedAt ?? now;
  const received = row.receivedCents + input.amountCents;
  const status = statusAfterPayment(row.amountCents, received);
  const db = c.get('db');
  const updated = await db
    .update(claims)
    .set({
      receivedCents: received,
      status,
      closedAt: status === 'paid' ? new Date(now) : null,
      updatedAt: new Date(now),
    })
    .where(and(eq(claims.id, row.id), eq(claims.receivedCents, row.receivedCents), eq(claims.status, row.status)))
    .returning({ id: claims.id });
  if (updated.length === 0) throw changedMeanwhile();
  await db.batch([
    db.insert(claimPayments).values({
      id: newId('pay'),
      companyId: c.get('auth').companyId as string,
      claimId: row.id,
      amountCents: input.amountCents,
      receivedAt: new Date(receivedAt),
      note: input.note ?? null,
      recordedBy: c.get('auth').userId,
    }),
    logEntry(c, row, 'payment_recorded', { amountCents: input.amountCents, status }),
  ]);
  publishChanges(c, c.get('auth').companyId as string, [
    { topic: 'claims' },
    { topic: 'events', eventId: row.eventId },
  ]);
}
