import { and, eq, lt } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { idempotencyKeys } from '../lib/schema.ts';

/** How long a key's first answer is kept; a phone offline for longer replays as a new request. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Keys are the client's own random ids (a UUID fits): letters, digits and - _ : . only. */
const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,100}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'Idempotency-Key must be 8 to 100 letters, digits or - _ : . characters',
  reused: 'This Idempotency-Key was already used for another request',
  inProgress: 'A request with this Idempotency-Key is still being processed. Try again shortly.',
} as const;

/**
 * Makes a write safe to send twice: with an `Idempotency-Key` header, the first successful answer is stored
 * per company and any later request with the same key gets that answer again (marked `Idempotent-Replayed:
 * true`) without running the handler. A refused or failed request frees its key, so a corrected retry runs.
 * Without the header the route behaves as before. Runs after requireAuth/requireCompany (tenant scope).
 */
export const idempotent = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return next();
  if (!KEY_PATTERN.test(key)) throw new ApiError(400, 'invalid_idempotency_key', IDEMPOTENCY_MESSAGES.invalid);
  const companyId = c.get('auth').companyId ?? '';
  const db = c.get('db');
  const route = `${c.req.method} ${c.req.path}`;
  const now = new Date();
  const where = and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.key, key));

  // Claim the key, or take it over when its earlier answer has expired.
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ companyId, key, route, createdAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.companyId, idempotencyKeys.key],
      set: { route, status: null, response: null, createdAt: now },
      setWhere: lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)),
    })
    .returning({ key: idempotencyKeys.key });

  if (claimed.length === 0) {
    const [first] = await db.select().from(idempotencyKeys).where(where);
    if (!first) throw new ApiError(409, 'idempotency_in_progress', IDEMPOTENCY_MESSAGES.inProgress, { retryAfter: 1 });
    if (first.route !== route) throw new ApiError(422, 'idempotency_key_reused', IDEMPOTENCY_MESSAGES.reused);
    if (first.status === null || first.response === null) {
      throw new ApiError(409, 'idempotency_in_progress', IDEMPOTENCY_MESSAGES.inProgress, { retryAfter: 1 });
    }
    return new Response(first.response, {
      status: first.status,
      headers: { 'content-type': 'application/json; charset=utf-8', 'idempotent-replayed': 'true' },
    });
  }

  try {
    await next();
  } catch (error) {
    await db.delete(idempotencyKeys).where(where);
    throw error;
  }
  if (c.res.status >= 200 && c.res.status < 300) {
    const response = await c.res.clone().text();
    await db.update(idempotencyKeys).set({ status: c.res.status, response }).where(where);
  } else {
    await db.delete(idempotencyKeys).where(where);
  }
});
