import { formatMoney } from '@dwell/core/format';
import { newId } from '@dwell/core/ids';
import { AWAITING_PAYMENT_STATUSES } from '@dwell/core/schemas/claims';
import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db, Env } from '../../env.ts';
import { billTo } from '../../lib/customers.ts';
import { hubFor } from '../../lib/events/live.ts';
import { claims, customers, eventLog } from '../../lib/schema.ts';
import { emailPayer, linkLines } from './payer-email.ts';

const DAY_MS = 86_400_000;

/** How many steps of the schedule have come due `daysPastDue` days after the due date. */
export const stepsDue = (schedule: readonly number[], daysPastDue: number) =>
  schedule.filter((day) => day <= daysPastDue).length;

/**
 * Emails the payer of every claim past its due date on the customer's schedule (e.g. 7, 14 and 30 days after),
 * while the claim is owed and not in dispute; a paid or waived claim is never reminded. Each step is taken by a
 * conditional UPDATE of the claim's reminder count before the email goes out, so a sweep run twice (or two at
 * once) sends it once; steps missed while the sweep did not run are skipped, never sent in a burst.
 */
export async function sendPayerReminders(
  env: Env,
  db: Db,
  origin: string | null,
  now: number,
  onlyClaimId?: string,
): Promise<number> {
  if (!origin) {
    console.error(JSON.stringify({ config: 'APP_ORIGIN is not set: payer reminders are not sent' }));
    return 0;
  }
  const due = await db
    .select({
      id: claims.id,
      companyId: claims.companyId,
      eventId: claims.eventId,
      customerId: claims.customerId,
      number: claims.number,
      status: claims.status,
      amountCents: claims.amountCents,
      receivedCents: claims.receivedCents,
      dueAt: claims.dueAt,
      sent: claims.payerReminders,
      schedule: customers.reminderDays,
    })
    .from(claims)
    .innerJoin(customers, eq(customers.id, claims.customerId))
    .where(
      and(
        inArray(claims.status, AWAITING_PAYMENT_STATUSES),
        isNotNull(claims.dueAt),
        lte(claims.dueAt, new Date(now)),
        onlyClaimId ? eq(claims.id, onlyClaimId) : undefined,
      ),
    );
  let sent = 0;
  for (const claim of due) {
    const daysPastDue = Math.floor((now - (claim.dueAt?.getTime() ?? now)) / DAY_MS);
    const steps = stepsDue(claim.schedule, daysPastDue);
    if (steps <= claim.sent) continue;
    const taken = await db
      .update(claims)
      .set({ payerReminders: steps })
      .where(
        and(
          eq(claims.id, claim.id),
          eq(claims.payerReminders, claim.sent),
          inArray(claims.status, AWAITING_PAYMENT_STATUSES),
        ),
      );
    if (taken.meta.changes !== 1) continue;
    const payer = await billTo(db, claim.customerId);
    if (!payer || payer.contacts.length === 0) continue;
    const owed = formatMoney(claim.amountCents - claim.receivedCents);
    const result = await emailPayer(
      { env, db, origin, actor: { companyId: claim.companyId, userId: null } },
      claim.id,
      payer,
      'payer_reminder',
      (f) => ({
        subject: `Reminder: detention claim ${claim.number} from ${f.companyName}, ${owed} past due`,
        text: [
          `Hello ${f.contactName},`,
          '',
          `Claim ${claim.number} from ${f.companyName} (${owed}) was due ${f.day(claim.dueAt?.getTime() ?? now)}, ${daysPastDue} days ago, and is not paid yet.`,
          claim.status === 'approved' ? 'You approved it: please let us know when it will be paid.' : '',
          '',
          ...linkLines(f),
        ].join('\n'),
      }),
    );
    await db.insert(eventLog).values({
      id: newId('log'),
      companyId: claim.companyId,
      eventId: claim.eventId,
      action: 'payer_reminder',
      details: JSON.stringify({
        number: claim.number,
        n: steps,
        daysPastDue,
        to: result.delivered,
        failed: result.failed,
      }),
      createdAt: new Date(now),
    });
    await hubFor(env, claim.companyId).publish([{ topic: 'claims' }]);
    sent += 1;
  }
  return sent;
}
