import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { localRoutes } from './local-routes.ts';
import { statusRoutes } from './status-routes.ts';
import { webhookRoutes } from './webhook-route.ts';

/**
 * Subscription billing under /api/billing (issue 4). Tenant = the session's company; billing changes by
 * carrier_admin only. The webhook is the only writer of the subscriptions table. /local/* is the embedded
 * provider's hosted pages and answers 404 whenever a Stripe key is configured.
 */
export const billingRoutes = new Hono<AppEnv>()
  .route('/', checkoutRoutes)
  .route('/', statusRoutes)
  .route('/', webhookRoutes)
  .route('/local', localRoutes);
