import { formatWait } from '@dwell/core/format';
import { API_KEY_MESSAGES } from '@dwell/core/schemas/api-keys';
import { fill } from '@dwell/core/messages';
import { tierFor } from '@dwell/core/subscription';
import { hasFeature, upgradeMessage } from '@dwell/core/tiers';
import type { Context, Next } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv, KeyedVariables } from '../env.ts';
import { recordKeyUse } from '../lib/api-keys/audit.ts';
import { parseToken, readKey } from '../lib/api-keys/keys.ts';
import { clientIp } from '../lib/client-info.ts';
import { readSessionCookie } from '../lib/cookies.ts';
import { dbFor } from '../lib/db.ts';
import { ApiError } from '../lib/errors.ts';
import { hitRateLimit } from '../lib/rate-limit.ts';
import type { SessionRecord } from '../lib/sessions.ts';

/** Requests one key may make in any window (a sliding window, counted in D1 like the sign-in throttles). */
export const API_KEY_RATE_LIMIT = 300;
export const API_KEY_RATE_WINDOW_MS = 60_000;

/**
 * Authenticates /api/v1 by `Authorization: Bearer dwk_…` only, then runs `admit` (the route's scope and role
 * checks) and the rest of the request. A browser session cookie is refused outright, so a page on another site
 * can never ride a signed-in user's cookie into this surface (which skips the same-origin check of cookie
 * routes). Every request that names an existing key is written to its audit trail with the status it got,
 * refusals included; then the key is rate-limited and its company must have apiAccess. Routes call it through
 * their guard (guard.ts).
 */
export async function withApiKey(
  c: Context<AppEnv>,
  next: Next,
  admit: (auth: SessionRecord, key: KeyedVariables['apiKey']) => void,
): Promise<void> {
  // RFC 6750: a refusal says how to authenticate, and for a key that was sent, that it was not accepted.
  const unauthorized = (code: string, message: string) => {
    const invalid = code === 'api_key_missing' ? '' : ', error="invalid_token"';
    c.header('WWW-Authenticate', `Bearer realm="Dwell API"${invalid}`);
    return new ApiError(401, code, message);
  };
  if (readSessionCookie(c) !== undefined) throw unauthorized('cookie_refused', API_KEY_MESSAGES.cookieRefused);
  const header = c.req.header('authorization');
  if (!header) throw unauthorized('api_key_missing', API_KEY_MESSAGES.missing);
  const [scheme, value, extra] = header.trim().split(/\s+/);
  const token = scheme?.toLowerCase() === 'bearer' && value && !extra ? parseToken(value) : null;
  if (!token) throw unauthorized('api_key_malformed', API_KEY_MESSAGES.malformed);
  // The primary, never a replica: a revoked key stops at once.
  const db = dbFor(c.env);
  const holder = await readKey(db, token);
  if (!holder) throw unauthorized('api_key_invalid', API_KEY_MESSAGES.invalid);
  let status = 500;
  try {
    if (holder.key.revokedAt) throw unauthorized('api_key_revoked', API_KEY_MESSAGES.revoked);
    if (holder.auth.disabled) throw unauthorized('api_key_invalid', API_KEY_MESSAGES.invalid);
    const limit = await hitRateLimit(db, `api-key:${holder.key.id}`, API_KEY_RATE_LIMIT, API_KEY_RATE_WINDOW_MS);
    c.header('RateLimit-Limit', String(API_KEY_RATE_LIMIT));
    c.header('RateLimit-Remaining', String(limit.remaining));
    c.header('RateLimit-Reset', String(limit.retryAfter));
    if (!limit.allowed) {
      throw new ApiError(
        429,
        'rate_limited',
        fill(API_KEY_MESSAGES.rateLimited, { wait: formatWait(limit.retryAfter) }),
        {
          retryAfter: limit.retryAfter,
        },
      );
    }
    const tier = tierFor(true, holder.auth.subscriptionStatus);
    if (!hasFeature(tier, 'apiAccess')) {
      throw new ApiError(403, 'feature_unavailable', upgradeMessage(tier, 'apiAccess'), { feature: 'apiAccess', tier });
    }
    const key = { id: holder.key.id, scopes: holder.scopes };
    admit(holder.auth, key);
    (c as unknown as Context<{ Variables: KeyedVariables }>).set('apiKey', key);
    await next();
    status = c.res.status;
  } catch (err) {
    if (err instanceof HTTPException) status = err.status;
    throw err;
  } finally {
    await recordKeyUse(db, {
      keyId: holder.key.id,
      companyId: holder.key.companyId,
      method: c.req.method,
      path: c.req.path,
      status,
      ip: clientIp(c),
    });
  }
}
