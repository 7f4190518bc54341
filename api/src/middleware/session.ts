import type { Role } from '@dwell/core/constants';
import { AUTH, TERMINATION_MESSAGES, type TerminationReason } from '@dwell/core/messages';
import { hasAccess } from '@dwell/core/subscription';
import { type Feature, hasFeature, upgradeMessage } from '@dwell/core/tiers';
import { tierFor } from '@dwell/core/subscription';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { clearSessionCookie, readSessionCookie } from '../lib/cookies.ts';
import { ApiError } from '../lib/errors.ts';
import { sessionConfig } from '../lib/session-config.ts';
import { readSession, terminateSession, terminateUserSessions, touchSession } from '../lib/sessions.ts';
import { afterResponse, timerFor } from '../lib/timer.ts';

function refuse(code: string, reason: TerminationReason | null, message: string): ApiError {
  return new ApiError(401, code, message, reason ? { reason } : undefined);
}

/**
 * Requires a valid session cookie and puts the session on the context. Expiry is checked here on every
 * request, so an expired session is refused even if its timer never fired and its tab never heard.
 * Any request other than a read counts as activity and moves the idle deadline.
 */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const token = readSessionCookie(c);
  if (!token) throw refuse('unauthenticated', null, AUTH.signInToContinue);
  const db = c.get('db');
  const record = await readSession(db, token);
  if (!record) {
    clearSessionCookie(c);
    throw refuse('session_invalid', 'verification_failed', TERMINATION_MESSAGES.verification_failed);
  }
  const now = Date.now();
  let ended: TerminationReason | null = record.isActive
    ? null
    : ((record.terminationReason as TerminationReason) ?? 'user_logout');
  if (!ended && record.disabled) {
    await terminateUserSessions(db, record.userId, 'force_cleanup');
    ended = 'force_cleanup';
  } else if (!ended && (now >= record.absoluteExpiresAt || now >= record.expiresAt)) {
    ended = now >= record.absoluteExpiresAt ? 'absolute_timeout' : 'idle_timeout';
    await terminateSession(db, record.sessionId, ended, now);
    const reason = ended;
    afterResponse(c, () => timerFor(c.env, record.sessionId).end(reason));
  }
  if (ended) {
    clearSessionCookie(c);
    throw refuse('session_expired', ended, TERMINATION_MESSAGES[ended] ?? AUTH.sessionTerminated);
  }
  c.set('auth', record);
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const moved = await touchSession(db, record, sessionConfig(c.env), now);
    if (moved !== null) {
      record.expiresAt = moved;
      record.lastActivity = now;
      afterResponse(c, () => timerFor(c.env, record.sessionId).sync(moved));
    }
  }
  await next();
});

/** Limits a route to some roles (SPEC §6), with the SPEC's permission message. */
export const requireRole = (...roles: Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!roles.includes(c.get('auth').role)) throw new ApiError(403, 'forbidden', AUTH.noPermission);
    await next();
  });

/** Company-scoped routes: the tenant comes from the session, never from the client. */
export const requireCompany = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('auth').companyId) throw new ApiError(403, 'no_company', AUTH.noPermission);
  await next();
});

/** Routes of SPEC §4.3 that need an active or trialing subscription; platform admins pass. */
export const requireSubscription = createMiddleware<AppEnv>(async (c, next) => {
  const auth = c.get('auth');
  if (auth.role !== 'admin' && !hasAccess(auth.subscriptionStatus)) {
    const tier = tierFor(true, auth.subscriptionStatus);
    throw new ApiError(403, 'subscription_required', upgradeMessage(tier, 'createEvents'), {
      status: auth.subscriptionStatus,
    });
  }
  await next();
});

/** A feature of the tier table (SPEC §6), refused with the SPEC's upgrade message. */
export const requireFeature = (feature: Feature) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const tier = tierFor(true, c.get('auth').subscriptionStatus);
    if (!hasFeature(tier, feature)) {
      throw new ApiError(403, 'feature_unavailable', upgradeMessage(tier, feature), { feature, tier });
    }
    await next();
  });
