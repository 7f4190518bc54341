import { type Feature, type Limit, type Tier, TIERS, upgradeMessage, withinLimit } from '@dwell/core/tiers';
import { createMiddleware } from 'hono/factory';
import type { CompanyVariables, Db, Env } from '../../env.ts';
import { ApiError } from '../errors.ts';

/** The feature whose upgrade message explains a limit (maxUsers: team management is Enterprise's). */
const FEATURE_OF_LIMIT: Record<Limit, Feature> = {
  maxEvents: 'createEvents',
  maxDocuments: 'documentStorage',
  maxUsers: 'userManagement',
};

/**
 * Refuses with 403 limit_reached and the docs/product.md#tiers-and-limits upgrade message when `used` already fills the tier's limit
 * (a new item would exceed it). Details: { limit, used, max, tier }.
 */
export function assertWithinLimit(tier: Tier, limit: Limit, used: number): void {
  if (withinLimit(tier, limit, used)) return;
  throw new ApiError(403, 'limit_reached', upgradeMessage(tier, FEATURE_OF_LIMIT[limit]), {
    limit,
    used,
    max: TIERS[tier].limits[limit],
    tier,
  });
}

type CompanyEnv = { Bindings: Env; Variables: CompanyVariables };

/**
 * Middleware for routes that create a counted item. Put it after the route's company guard, so the
 * subscription refusal comes first. `count` returns the current usage of the company, e.g.
 * `(db, companyId) => countCompanyUsers(db, companyId)` from usage.ts.
 */
export const requireWithinLimit = (limit: Limit, count: (db: Db, companyId: string) => Promise<number>) =>
  createMiddleware<CompanyEnv>(async (c, next) => {
    assertWithinLimit(c.var.actor.tier, limit, await count(c.var.db, c.var.companyId));
    await next();
  });
