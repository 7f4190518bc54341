import type { SubscriptionAnswer } from '@dwell/core/schemas/billing';
import { hasAccess, statusGroup, tierFor } from '@dwell/core/subscription';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { usageOf } from '../../lib/billing/usage.ts';
import { guard } from '../../middleware/guard.ts';
import { debugInfo } from './debug.ts';
import { currentSubscription, toBillingSubscription } from './queries.ts';

/** What the screens read: the subscription status view, usage meters and the debug page's data. */
export const statusRoutes = new Hono<AppEnv>()
  /**
   * GET /api/billing/subscription → 200 { subscription: { id, status, priceId, currentPeriodEnd,
   * cancelAtPeriodEnd, trialEnd } | null, status, group, tier, hasAccess } for the caller's company (docs/product.md#data
   * subscriptions and status views, docs/product.md#subscription-states group/tier). Times in seconds. A user without a company (platform
   * admin) gets subscription null and the 'free' group.
   */
  .get('/subscription', guard({ access: 'authenticated' }), async (c) => {
    const { companyId } = c.var.auth;
    const row = companyId ? await currentSubscription(c.var.db, companyId) : null;
    const status = row?.status ?? null;
    const answer: SubscriptionAnswer = {
      subscription: row ? toBillingSubscription(row) : null,
      status,
      group: statusGroup(status),
      tier: tierFor(true, status),
      hasAccess: hasAccess(status),
    };
    return c.json(answer);
  })
  /**
   * GET /api/billing/usage → 200 { events, documents, users }, each { used, limit, state } with limit from
   * the tier table (null = unlimited) and state from meterState ('ok'|'warning'|'reached'|'unlimited').
   * events: detention events created this calendar month (UTC); documents: active (non-archived)
   * documents; users: the company's users who are not disabled.
   */
  .get('/usage', guard({ access: 'company' }), async (c) =>
    c.json(await usageOf(c.var.db, c.var.companyId, c.var.actor.tier)),
  )
  /**
   * GET /api/billing/debug → 200 docs/product.md#debug-page data of the signed-in user only: { authUser, subscription,
   * profile, paymentCustomer, session, summary } (see DebugAnswer in debug.ts). 401 without a session.
   */
  .get('/debug', guard({ access: 'authenticated' }), async (c) => c.json(await debugInfo(c.var.db, c.var.auth, c.env)));
