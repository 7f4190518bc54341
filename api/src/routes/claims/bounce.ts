import { newId } from '@dwell/core/ids';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Env } from '../../env.ts';
import { findInDatabases } from '../../lib/company-db.ts';
import { hubFor } from '../../lib/events/live.ts';
import { claimLinks, claims, emailOutbox, eventLog } from '../../lib/schema.ts';

/** Payer activity after which a send counts as received, whatever bounced later. */
const PAYER_ACTIVITY = ['payer_viewed', 'payer_answer', 'payment_recorded'] as const;

/**
 * The provider says an email bounced. The outbox row records it; when it was a claim's email to its payer the
 * claim's history says so and the claim shows the failure. A first send of which every email bounced, before
 * the payer did anything, is undone: the claim is a draft again with no due date and no live link, since
 * nothing reached the payer. Answers the claim's id when one was touched.
 */
export async function recordBounce(env: Env, global: Db, providerId: string, reason: string): Promise<string | null> {
  const error = `bounced: ${reason}`.slice(0, 300);
  const [email] = await global
    .update(emailOutbox)
    .set({ error, sentAt: null })
    .where(eq(emailOutbox.providerId, providerId))
    .returning({ to: emailOutbox.toAddress, claimId: emailOutbox.claimId, kind: emailOutbox.kind });
  const claimId = email?.claimId;
  if (!claimId) return null;
  // The outbox is the global database's; the claim is in its company's (lib/company-db.ts).
  const held = await findInDatabases(
    env,
    async (db) => (await db.select().from(claims).where(eq(claims.id, claimId)))[0],
  );
  if (!held) return null;
  const { db, found: claim } = held;
  const text = `${email.to}: ${error}`;
  const [sends, activity] = await Promise.all([
    global
      .select({ error: emailOutbox.error })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.claimId, claim.id), eq(emailOutbox.kind, 'claim'))),
    db
      .select({ id: eventLog.id })
      .from(eventLog)
      .where(and(eq(eventLog.eventId, claim.eventId), inArray(eventLog.action, PAYER_ACTIVITY)))
      .limit(1),
  ]);
  const undo =
    email.kind === 'claim' &&
    claim.status === 'sent' &&
    claim.receivedCents === 0 &&
    activity.length === 0 &&
    sends.every((s) => s.error !== null);
  const now = new Date();
  await db.batch([
    db.insert(eventLog).values({
      id: newId('log'),
      companyId: claim.companyId,
      eventId: claim.eventId,
      action: 'claim_send_failed',
      details: JSON.stringify({ number: claim.number, error: text, undone: undo }),
      createdAt: now,
    }),
    db
      .update(claims)
      .set(
        undo
          ? { status: 'draft', sentAt: null, dueAt: null, sendError: text, updatedAt: now }
          : { sendError: text, updatedAt: now },
      )
      .where(and(eq(claims.id, claim.id), eq(claims.status, claim.status))),
    ...(undo
      ? [
          db
            .update(claimLinks)
            .set({ revokedAt: now })
            .where(and(eq(claimLinks.claimId, claim.id), isNull(claimLinks.revokedAt))),
        ]
      : []),
  ]);
  await hubFor(env, claim.companyId).publish([{ topic: 'claims' }, { topic: 'events', eventId: claim.eventId }]);
  return claim.id;
}
