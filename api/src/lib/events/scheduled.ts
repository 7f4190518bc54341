import { eq } from 'drizzle-orm';
import type { Env } from '../../env.ts';
import { dbFor } from '../db.ts';
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
  const db = dbFor(env);
  const reminders = await sendClaimReminders(env, db, now);
  const payerReminders = await sendPayerReminders(env, db, origin, now);
  const waiting = await db
    .selectDistinct({ companyId: detentionEvents.companyId })
    .from(detentionEvents)
    .where(eq(detentionEvents.status, 'active'));
  for (const { companyId } of waiting) await hubFor(env, companyId).schedule(companyId);
  await placeFacilities(db);
  const priced = await storeMissingPrices(db, now);
  const requeued = await requeueStranded(env, db, now);
  return { reminders, payerReminders, companies: waiting.length, priced, requeued };
}
