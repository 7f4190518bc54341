import { newId } from '@dwell/core/ids';
import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db, Env } from '../../env.ts';
import { DEFAULT_REMINDER_DAYS } from '../../routes/policies/queries.ts';
import { alerts, claimSettings, claims, customers, detentionEvents, eventLog } from '../schema.ts';
import { claimReminderText } from '@dwell/core/alert-texts';
import { AWAITING_PAYMENT_STATUSES } from '@dwell/core/schemas/claims';
import { hubFor } from './live.ts';
import { alertRecipients, emailAlert } from './notify.ts';

const DAY_MS = 86_400_000;

/**
 * Raises a reminder for every sent claim still unpaid after the company's reminder period (default 30 days),
 * and again after each further period: an in-app alert pushed live, and an email to the dispatchers.
 * The n-th reminder of a claim has its own dedupe key, so a sweep run twice raises it once.
 */
export async function sendClaimReminders(env: Env, db: Db, now: number): Promise<number> {
  const candidates = await db
    .select({
      id: claims.id,
      companyId: claims.companyId,
      eventId: claims.eventId,
      number: claims.number,
      amountCents: claims.amountCents,
      receivedCents: claims.receivedCents,
      sentAt: claims.sentAt,
      reminderDays: claimSettings.reminderDays,
      customerName: customers.name,
      driverId: detentionEvents.userId,
    })
    .from(claims)
    .innerJoin(detentionEvents, eq(detentionEvents.id, claims.eventId))
    .leftJoin(claimSettings, eq(claimSettings.companyId, claims.companyId))
    .leftJoin(customers, eq(customers.id, claims.customerId))
    .where(
      and(
        inArray(claims.status, AWAITING_PAYMENT_STATUSES),
        isNotNull(claims.sentAt),
        lte(claims.sentAt, new Date(now - DAY_MS)),
      ),
    );
  let raised = 0;
  for (const claim of candidates) {
    const days = claim.reminderDays ?? DEFAULT_REMINDER_DAYS;
    const sentAt = claim.sentAt?.getTime() ?? now;
    const periods = Math.floor((now - sentAt) / (days * DAY_MS));
    if (periods < 1) continue;
    const waited = Math.floor((now - sentAt) / DAY_MS);
    const { title, message } = claimReminderText({
      number: claim.number,
      owedCents: claim.amountCents - claim.receivedCents,
      customerName: claim.customerName,
      days: waited,
    });
    const inserted = await db
      .insert(alerts)
      .values({
        id: newId('alr'),
        companyId: claim.companyId,
        kind: 'claim_unpaid',
        eventId: claim.eventId,
        claimId: claim.id,
        title,
        message,
        dedupeKey: `claim_unpaid:${claim.id}:${periods}`,
        createdAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ id: alerts.id });
    if (inserted.length === 0) continue;
    raised += 1;
    await db.batch([
      db
        .update(claims)
        .set({ lastReminderAt: new Date(now) })
        .where(eq(claims.id, claim.id)),
      db.insert(eventLog).values({
        id: newId('log'),
        companyId: claim.companyId,
        eventId: claim.eventId,
        action: 'claim_reminder',
        details: JSON.stringify({ number: claim.number, days: waited }),
        createdAt: new Date(now),
      }),
    ]);
    await hubFor(env, claim.companyId).publish([{ topic: 'alerts' }, { topic: 'claims' }]);
    const recipients = await alertRecipients(db, claim.companyId, 'claimReminders');
    await emailAlert(
      env,
      recipients,
      { title, message, path: `/events/claims?claim=${claim.id}`, kind: 'claim_reminder' },
      null,
    );
  }
  return raised;
}
