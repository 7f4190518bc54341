import { newId } from '@dwell/core/ids';
import { eq } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { claimSettings, detentionPolicies } from '../../lib/schema.ts';

/** Days after which a sent, unpaid claim raises a reminder, unless the company chose otherwise. */
export const DEFAULT_REMINDER_DAYS = 30;

interface PolicyTarget {
  companyId: string;
  scope: 'company' | 'customer' | 'facility';
  targetKey: string;
  customerId?: string;
  facilityId?: string;
}

/** Creates or replaces the policy of one target (the company default, a customer or a facility). */
export async function savePolicy(db: Db, target: PolicyTarget, settings: object, userId: string): Promise<void> {
  const json = JSON.stringify(settings);
  await db
    .insert(detentionPolicies)
    .values({ id: newId('pol'), ...target, settings: json, updatedBy: userId })
    .onConflictDoUpdate({
      target: [detentionPolicies.companyId, detentionPolicies.targetKey],
      set: { settings: json, updatedBy: userId, updatedAt: new Date() },
    });
}

/** The company's claim reminder period in days. */
export async function readReminderDays(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ days: claimSettings.reminderDays })
    .from(claimSettings)
    .where(eq(claimSettings.companyId, companyId));
  return row?.days ?? DEFAULT_REMINDER_DAYS;
}
