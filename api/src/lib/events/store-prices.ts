import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { detentionEvents } from '../schema.ts';
import { loadPolicies, policyForEvent } from './policy.ts';
import { priceToStore } from './pricing.ts';

/** Statements per D1 batch: well inside one batch's limits. */
const BATCH = 50;

/**
 * Completed stops without a stored price, read through the partial index events_unpriced_idx: the status is a
 * literal, not a bound parameter, so SQLite sees that the index's own condition holds.
 */
export function unpricedStops(db: Db, limit: number) {
  return db
    .select()
    .from(detentionEvents)
    .where(and(sql`${detentionEvents.status} = 'completed'`, isNull(detentionEvents.pricedAt)))
    .limit(limit);
}

/**
 * Completed stops that have no stored price yet (completed before prices were stored with a stop) follow
 * today's policy until priced. The hourly sweep stores their price under the policy of the moment, a few
 * hundred at a time, through the partial index of unpriced completed stops, so from then on no policy change
 * moves their amounts. The guard in each UPDATE keeps a price stored in the meantime (a claim, a re-price).
 */
export async function storeMissingPrices(db: Db, now: number, limit = 500): Promise<number> {
  const rows = await unpricedStops(db, limit);
  const policiesOf = new Map<string, Awaited<ReturnType<typeof loadPolicies>>>();
  const updates = [];
  for (const stop of rows) {
    let policies = policiesOf.get(stop.companyId);
    if (!policies) {
      policies = await loadPolicies(db, stop.companyId);
      policiesOf.set(stop.companyId, policies);
    }
    updates.push(
      db
        .update(detentionEvents)
        .set(priceToStore(stop, policyForEvent(policies, stop), now))
        .where(and(eq(detentionEvents.id, stop.id), isNull(detentionEvents.pricedAt))),
    );
  }
  for (let i = 0; i < updates.length; i += BATCH) {
    const [first, ...rest] = updates.slice(i, i + BATCH);
    if (first) await db.batch([first, ...rest]);
  }
  return updates.length;
}
