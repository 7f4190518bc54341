import { eq } from 'drizzle-orm';
import type { Env } from '../../env.ts';
import { everyDatabase } from '../company-db.ts';
import { detentionEvents } from '../schema.ts';
import { hubFor } from './live.ts';
import { sendPayerReminders } from '../../routes/claims/payer-reminders.ts';
import { requeueStranded } from '../../routes/webhooks/emit.ts';
import { sendClaimReminders } from './reminders.ts';
import { storeMissingPrices } from './store-prices.ts';
import { placeFacilities } from './zones.ts';

/**
 * The hourly cron. Stop alerts are raised on time by each company's hub alarm; this sweep sends claim
 * reminders to the company and to payers past the due date (a day-scale rule needs no alarm per claim) and re-arms the hub of every company with drivers
 * waiting, so an alarm lost to a deploy or an eviction costs at most an hour. It also gives facilities with
 * a position but no time zone the zone at their position, completed stops without a stored price theirs, and
 * webhook deliveries whose queue message was lost a new one.
 */
export async function runScheduled(
  env: Env,
  now = Date.now(),
  origin: string | null = env.APP_ORIGIN?.trim().replace(/\/$/, '') || null,
): Promise<{ reminders: number; payerReminders: number; companies: number; priced: number; requeued: number }> {
  const total = { reminders: 0, payerReminders: 0, companies: 0, priced: 0, requeued: 0 };
  // Each database holding companies' data in turn (lib/company-db.ts): the global one, then every company one.
  for (const db of everyDatabase(env)) {
    total.reminders += await sendClaimReminders(env, db, now);
    total.payerReminders += await sendPayerReminders(env, db, origin, now);
    const waiting = await db
      .selectDistinct({ companyId: detentionEvents.companyId })
      .from(detentionEvents)
      .where(eq(detentionEvents.status, 'active'));
    for (const { companyId } of waiting) await hubFor(env, companyId).schedule(companyId);
    total.companies += waiting.length;
    await placeFacilities(db);
    total.priced += await storeMissingPrices(db, now);
    total.requeued += await requeueStranded(env, db, now);
  }
  return total;
}
