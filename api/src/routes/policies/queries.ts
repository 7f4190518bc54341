import { newId } from '@dwell/core/ids';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { claimSettings, customers, detentionPolicies, facilities } from '../../lib/schema.ts';

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

/** The company's customers and facilities by name (what overrides may be set on). */
export async function overrideTargets(db: Db, companyId: string) {
  const [customerRows, facilityRows] = await Promise.all([
    db
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(eq(customers.companyId, companyId))
      .orderBy(asc(customers.name)),
    db
      .select({ id: facilities.id, name: facilities.name })
      .from(facilities)
      .where(eq(facilities.companyId, companyId))
      .orderBy(asc(facilities.name)),
  ]);
  return { customerRows, facilityRows };
}

/** Removes the company's override of one target; false when there was none. */
export async function removeOverride(db: Db, companyId: string, targetKey: string): Promise<boolean> {
  const removed = await db
    .delete(detentionPolicies)
    .where(and(eq(detentionPolicies.companyId, companyId), eq(detentionPolicies.targetKey, targetKey)))
    .returning({ id: detentionPolicies.id });
  return removed.length > 0;
}

/** Saves some of the company's claim and open-stop settings (the row is created on first save). */
export async function saveClaimSettings(
  db: Db,
  companyId: string,
  columns: Partial<
    Pick<typeof claimSettings.$inferInsert, 'reminderDays' | 'openStopConfirmHours' | 'openStopLimitHours'>
  >,
): Promise<void> {
  await db
    .insert(claimSettings)
    .values({ companyId, ...columns })
    .onConflictDoUpdate({ target: claimSettings.companyId, set: { ...columns, updatedAt: new Date() } });
}
