import type { UsageAnswer } from '@dwell/core/schemas/billing';
import type { Tier } from '@dwell/core/tiers';
import { meterState, TIERS } from '@dwell/core/tiers';
import { and, count, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { detentionEvents, eventDocuments, users } from '../schema.ts';

/** Midnight UTC of the first day of the calendar month containing `now`. */
export function monthStartUtc(now = Date.now()): Date {
  const d = new Date(now);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
}

/**
 * What maxEvents counts: the company's detention events CREATED (created_at, not check-in time) from
 * midnight UTC on the first of the current calendar month. A cancelled event still counts (it was created);
 * a deleted one no longer does. The count starts again at 0 when the UTC month turns.
 */
export async function countEventsThisMonth(db: Db, companyId: string, now = Date.now()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(detentionEvents)
    .where(and(eq(detentionEvents.companyId, companyId), gte(detentionEvents.createdAt, monthStartUtc(now))));
  return row?.n ?? 0;
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

/** The three usage meters of a company under its tier (SPEC §2.22). */
export async function usageOf(db: Db, companyId: string, tier: Tier, now = Date.now()): Promise<UsageAnswer> {
  const [events, documents, seats] = await Promise.all([
    countEventsThisMonth(db, companyId, now),
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
