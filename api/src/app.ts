import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { createMiddleware } from 'hono/factory';
import { requestId } from 'hono/request-id';
import { AUTH, methodNotAllowed } from '@dwell/core/messages';
import type { AppEnv } from './env.ts';
import { methodsOf } from './lib/allowed-methods.ts';
import { pagePlan } from './lib/assets/page-hints.ts';
import { serveAsset } from './lib/assets/serve-page.ts';
import { ApiError, errorBody } from './lib/errors.ts';
import { dbContext } from './middleware/context.ts';
import { sameOriginWrites } from './middleware/csrf.ts';
import { jsonLimits } from './middleware/json-limits.ts';
import { requestLogger } from './middleware/logger.ts';
import { apiSecurityHeaders } from './middleware/security.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { apiKeyRoutes } from './routes/api-keys/index.ts';
import { authRoutes } from './routes/auth/index.ts';
import { billingRoutes } from './routes/billing/index.ts';
import { avatarRoutes } from './routes/avatar/index.ts';
import { companyRoutes } from './routes/company/index.ts';
import { devRoutes } from './routes/dev/index.ts';
import { alertRoutes } from './routes/alerts/index.ts';
import { claimRoutes } from './routes/claims/index.ts';
import { customerRoutes } from './routes/customers/index.ts';
import { eventRoutes } from './routes/events/index.ts';
import { facilityRoutes } from './routes/facilities/index.ts';
import { liveRoutes } from './routes/live/index.ts';
import { policyRoutes } from './routes/policies/index.ts';
import { reportsRoutes } from './routes/reports/index.ts';
import { searchRoutes } from './routes/search/index.ts';
import { documentRoutes } from './routes/documents/index.ts';
import { evidenceRoutes } from './routes/evidence/index.ts';
import { integrationRoutes } from './routes/integrations/index.ts';
import { isEldWebhook } from './lib/integrations/webhook-path.ts';
import { healthRoutes } from './routes/health/index.ts';
import { helpRoutes } from './routes/help/index.ts';
import { mfeManifestRoutes } from './routes/mfe-manifest/index.ts';
import { onboardingRoutes } from './routes/onboarding/index.ts';
import { payerRoutes } from './routes/payer/index.ts';
import { emailRoutes } from './routes/email/index.ts';
import { profileRoutes } from './routes/profile/index.ts';
import { teamRoutes } from './routes/team/index.ts';
import { webhookRoutes } from './routes/webhooks/index.ts';
import { v1Routes } from './routes/v1/index.ts';
import { v2Routes } from './routes/v2/index.ts';

/** Bodies larger than this are refused before they are read; uploads stream through their own limit. */
export const JSON_BODY_LIMIT = 64 * 1024;

/** The routes whose body is one file, streamed to storage and counted against the file rules' own maximum. */
export const STREAMED_UPLOADS = new Set(['POST /api/documents', 'POST /api/profile/avatar']);

const cappedBody = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: () => {
    throw new ApiError(413, 'payload_too_large', AUTH.bodyTooLarge);
  },
});

/**
 * Headers put on the answer before its handler runs (the request id, an API key's RateLimit-*) reach every answer,
 * also one a handler builds itself (a file, an export's stream, a replayed write): Hono copies the context's headers
 * into such an answer only once the context holds an answer of its own, so that one is made here, first.
 */
const headersForEveryAnswer = createMiddleware(async (c, next) => {
  void c.res;
  await next();
});

const api = new Hono<AppEnv>()
  .use(apiSecurityHeaders)
  .use(headersForEveryAnswer)
  .use(requestId())
  .use(requestLogger)
  // Every body but a streamed upload, whatever its content type (a webhook's text/plain too): no handler
  // ever reads more than the limit.
  .use((c, next) =>
    STREAMED_UPLOADS.has(`${c.req.method} ${c.req.path.replace(/\/$/, '')}`) || isEldWebhook(c.req.method, c.req.path)
      ? next()
      : cappedBody(c, next),
  )
  .use(sameOriginWrites)
  .use(jsonLimits({ maxBytes: JSON_BODY_LIMIT }))
  .use(dbContext)
  .route('/health', healthRoutes)
  .route('/mfe-manifest', mfeManifestRoutes)
  .route('/auth', authRoutes)
  .route('/dev', devRoutes)
  .route('/admin', adminRoutes)
  .route('/billing', billingRoutes)
  .route('/documents', documentRoutes)
  .route('/evidence', evidenceRoutes)
  .route('/profile/avatar', avatarRoutes)
  .route('/events', eventRoutes)
  .route('/facilities', facilityRoutes)
  .route('/customers', customerRoutes)
  .route('/policies', policyRoutes)
  .route('/claims', claimRoutes)
  .route('/alerts', alertRoutes)
  .route('/reports', reportsRoutes)
  .route('/search', searchRoutes)
  .route('/live', liveRoutes)
  .route('/profile', profileRoutes)
  .route('/onboarding', onboardingRoutes)
  .route('/company', companyRoutes)
  .route('/team', teamRoutes)
  .route('/help', helpRoutes)
  .route('/api-keys', apiKeyRoutes)
  .route('/integrations', integrationRoutes)
  .route('/webhooks', webhookRoutes)
  .route('/payer', payerRoutes)
  .route('/email', emailRoutes)
  .route('/v1', v1Routes)
  .route('/v2', v2Routes);

export const app = new Hono<AppEnv>().route('/api', api);

const allowedMethods = methodsOf(app.routes);

/** The request's execution context, when it has one (a test calling the app directly may not). */
function runningIn(c: Context<AppEnv>): Context<AppEnv>['executionCtx'] | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

app.notFound((c) => {
  if (!c.req.path.startsWith('/api/')) {
    // The page's screen asks the API for its first reads as the visitor's browser would: with their cookie, at
    // the page's own address (a bare path would be asked at http://localhost, and an answer naming an address,
    // as an integration's endpoint does, would name that one).
    const ask = (path: string) =>
      app.request(
        new URL(path, c.req.url).href,
        { headers: { Cookie: c.req.header('Cookie') ?? '', Accept: 'application/json' } },
        c.env,
        runningIn(c),
      );
    return serveAsset(c.env.ASSETS, c.req.raw, () => pagePlan(c.env, c.req.raw, ask));
  }
  // A path that exists under other methods answers 405 with those methods, not a misleading 404.
  const allowed = allowedMethods(c.req.path);
  if (allowed.length > 0 && !allowed.includes(c.req.method)) {
    const refusal = new ApiError(405, 'method_not_allowed', methodNotAllowed(c.req.method, allowed));
    return c.json(errorBody(refusal), 405, { Allow: allowed.join(', ') });
  }
  return c.json(errorBody(new ApiError(404, 'not_found', 'Not found')), 404);
});

app.onError((err, c) => {
  if (err instanceof HTTPException) {
    const body = errorBody(err);
    const retryAfter = (body.error.details as { retryAfter?: unknown } | undefined)?.retryAfter;
    if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
    if (body.error.message.startsWith('Malformed JSON')) body.error.message = AUTH.invalidJson;
    return c.json(body, err.status);
  }
  const stack = (err instanceof Error ? (err.stack ?? '') : '').split('\n').slice(0, 6).join('\n');
  console.error(JSON.stringify({ requestId: c.get('requestId'), error: String(err).slice(0, 500), stack }));
  return c.json({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } }, 500);
});

export type AppType = typeof app;
