import { tierFor } from '@dwell/core/subscription';
import { type Feature, type Limit, TIERS, upgradeMessage, withinLimit } from '@dwell/core/tiers';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../env.ts';
import { ApiError } from '../errors.ts';

/** The feature whose upgrade message explains a limit (maxUsers: team management is Enterprise's). */
const FEATURE_OF_LIMIT: Record<Limit, Feature> = {
  maxEvents: 'createEvents',
  maxDocuments: 'documentStorage',
  maxUsers: 'userManagement',
};

/**
 * Refuses with 403 limit_reached and the SPEC §6 upgrade message when `used` already fills the tier's limit
 * (a new item would exceed it). Details: { limit, used, max, tier }.
 */
export function assertWithinLimit(c: Context<AppEnv>, limit: Limit, used: number): void {
  const tier = tierFor(true, c.get('auth').subscriptionStatus);
  if (withinLimit(tier, limit, used)) return;
  throw new ApiError(403, 'limit_reached', upgradeMessage(tier, FEATURE_OF_LIMIT[limit]), {
    limit,
    used,
    max: TIERS[tier].limits[limit],
    tier,
  });
}

/**
 * Middleware for routes that create a counted item (events, documents, team members). Put it after
 * requireAuth, requireCompany and requireSubscription, so the SPEC §4.3 subscription refusal comes first.
 * `count` returns the current usage, e.g. `(c) => countEventsThisMonth(c.get('db'), companyId)` from usage.ts.
 */
export const requireWithinLimit = (limit: Limit, count: (c: Context<AppEnv>) => Promise<number>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    assertWithinLimit(c, limit, await count(c));
    await next();
  });
