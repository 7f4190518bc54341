import { AUTH } from '@dwell/core/messages';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { isEldWebhook } from '../lib/integrations/webhook-path.ts';
import { SAFE_METHODS } from '../lib/allowed-methods.ts';

/** Paths called by other servers or programs with their own credentials, never with a browser cookie. */
const EXEMPT = ['/api/billing/webhook', '/api/email/events', '/api/v1/', '/api/v2/'];

/**
 * Refuses every state-changing request that a browser says came from another site: Sec-Fetch-Site must be
 * same-origin, or, for browsers that do not send it, Origin must be this app's origin.
 */
export const sameOriginWrites = createMiddleware<AppEnv>(async (c, next) => {
  const exempt = EXEMPT.some((p) => c.req.path.startsWith(p)) || isEldWebhook(c.req.method, c.req.path);
  if (SAFE_METHODS.has(c.req.method) || exempt) return next();
  const site = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  const ok = site ? site === 'same-origin' : origin !== undefined && isAppOrigin(c, origin);
  if (!ok) throw new ApiError(403, 'cross_site_request', AUTH.crossSiteRefused);
  await next();
});

/** Whether an Origin header names this app: the address it was reached at, or its configured APP_ORIGIN. */
function isAppOrigin(c: Context<AppEnv>, origin: string): boolean {
  return [new URL(c.req.url).origin, c.env.APP_ORIGIN].filter(Boolean).includes(origin);
}

/**
 * WebSocket handshakes are GETs, so the check above never sees them, yet the browser sends the cookie along:
 * a page of another site could listen in as the signed-in user (cross-site WebSocket hijacking). Browsers
 * always send Origin on a handshake; one naming another site is refused.
 */
export const sameOriginSocket = createMiddleware<AppEnv>(async (c, next) => {
  const origin = c.req.header('origin');
  if (origin !== undefined && !isAppOrigin(c, origin)) {
    throw new ApiError(403, 'cross_site_request', AUTH.crossSiteRefused);
  }
  await next();
});
