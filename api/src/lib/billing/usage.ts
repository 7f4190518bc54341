import type { UsageAnswer } from '@dwell/core/schemas/billing';
import type { Tier } from '@dwell/core/tiers';
import { meterState, TIERS } from '@dwell/core/tiers';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { detentionEvents, eventDocuments, users } from '../schema.ts';

/**
 * What maxEvents counts: the company's detention events open right now (status active). The plan promises
 * unlimited detention event tracking (docs/product.md#plan), so the tier table's maxEvents (docs/product.md#tiers-and-limits) limits how many
 * stops a company tracks at the same time, not how many it ever logged: completed and cancelled events are
 * never counted. Read off the (company, status, check-in) index.
 */
export async function countActiveEvents(db: Db, companyId: string): Promise<number> {
  const [row] = await activeEventCount(db, companyId);
  return row?.n ?? 0;
}

/** The query behind countActiveEvents, also embedded in the conditional insert of a new open event. */
export function activeEventCount(db: Db, companyId: string) {
  return db
    .select({ n: count() })
    .from(detentionEvents)
    .where(and(eq(detentionEvents.companyId, companyId), eq(detentionEvents.status, 'active')));
}

/** What maxDocuments counts: the company's active documents (archived ones do not count). */
export async function countActiveDocuments(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventDocuments)
    .where(and(eq(eventDocuments.companyId, companyId), eq(eventDocuments.status, 'active')));
  return row?.n ?? 0;
}

/** What maxUsers counts: the company's users who can sign in (disabled accounts do not hold a seat). */
export async function countCompanyUsers(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), isNull(users.disabledAt)));
  return row?.n ?? 0;
}

/** The three usage meters of a company under its tier (docs/product.md#tiers-and-limits). */
export async function usageOf(db: Db, companyId: string, tier: Tier): Promise<UsageAnswer> {
  const [events, documents, seats] = await Promise.all([
    countActiveEvents(db, companyId),
    countActiveDocuments(db, companyId),
    countCompanyUsers(db, companyId),
  ]);
  const { limits } = TIERS[tier];
  const meter = (used: number, limit: number | null) => ({ used, limit, state: meterState(used, limit) });
  return {
    events: meter(events, limits.maxEvents),
    documents: meter(documents, limits.maxDocuments),
    users: meter(seats, limits.maxUsers),
  };
}
