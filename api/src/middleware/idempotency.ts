import { IDEMPOTENCY } from '@dwell/core/messages';
import { and, eq, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { CompanyVariables, Env, KeyedVariables } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { idempotencyKeys } from '../lib/schema.ts';
import { hashAsRead, hashBody, textHash, uploadHash } from './request-hash.ts';

/** How long a key's first answer is kept; a phone offline for longer replays as a new request. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** The client's own id for the write (a UUID fits): visible ASCII, as the usual Idempotency-Key convention. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Stands for an upload's fingerprint while it streams: known only once its bytes have been read. */
const STREAMING = 'streaming';

/** The context of a company route (its guard ran), with the API key when a program calls. */
type IdempotentEnv = { Bindings: Env; Variables: CompanyVariables & Partial<Pick<KeyedVariables, 'apiKey'>> };

/** Whose keys these are: the API key of a program, or the signed-in user. */
function callerOf(c: Context<IdempotentEnv>): string {
  return c.var.apiKey?.id ?? c.var.actor.userId;
}

/**
 * Makes a write safe to send twice: with an `Idempotency-Key` header, the first successful answer is stored
 * for the caller (the user of a session, or the API key) and a later request of the same caller with the
 * same key and the same content — the whole body, see request-hash.ts — gets that answer again, its Location
 * too (marked `Idempotent-Replayed: true`) without running the handler. The same key with different content is
 * refused (409), as is a repeat while the first is still running (409, Retry-After). A refused or failed request
 * frees its key, so a corrected retry runs. Without the header the route behaves as before. Runs after the
 * session or API-key check. `upload` is for a raw file body: its bytes are hashed as they stream through to
 * the handler, and a replay's bytes (at most maxBytes) are hashed before it is answered.
 */
const idempotency = (upload: { maxBytes: number } | null) =>
  createMiddleware<IdempotentEnv>(async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (key === undefined) return next();
    if (!KEY_PATTERN.test(key)) throw new ApiError(400, 'invalid_idempotency_key', IDEMPOTENCY.invalid);
    const { companyId } = c.var;
    const callerId = callerOf(c);
    const db = c.get('db');
    const where = and(
      eq(idempotencyKeys.companyId, companyId),
      eq(idempotencyKeys.callerId, callerId),
      eq(idempotencyKeys.key, key),
    );
    const known = upload ? null : await textHash(c);
    const now = new Date();

    // Claim the key, or take it over when its earlier answer has expired.
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ companyId, callerId, key, requestHash: known ?? STREAMING, createdAt: now })
      .onConflictDoUpdate({
        target: [idempotencyKeys.companyId, idempotencyKeys.callerId, idempotencyKeys.key],
        set: { requestHash: known ?? STREAMING, status: null, response: null, createdAt: now },
        setWhere: lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)),
      })
      .returning({ key: idempotencyKeys.key });

    if (claimed.length === 0) {
      const [first] = await db.select().from(idempotencyKeys).where(where);
      if (!first || first.status === null || first.response === null) {
        throw new ApiError(409, 'idempotency_in_progress', IDEMPOTENCY.inProgress, { retryAfter: 1 });
      }
      const bytes = upload ? await hashBody(c, upload.maxBytes) : null;
      const incoming = upload ? bytes && uploadHash(c, bytes) : known;
      if (first.requestHash !== incoming) throw new ApiError(409, 'idempotency_conflict', IDEMPOTENCY.conflict);
      return new Response(first.response, {
        status: first.status,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'idempotent-replayed': 'true',
          ...(first.location === null ? {} : { location: first.location }),
        },
      });
    }

    const read = upload ? hashAsRead(c) : null;
    try {
      await next();
    } catch (error) {
      await db.delete(idempotencyKeys).where(where);
      throw error;
    }
    if (c.res.status >= 200 && c.res.status < 300) {
      const requestHash = read ? uploadHash(c, await read) : (known ?? '');
      const response = await c.res.clone().text();
      const location = c.res.headers.get('location');
      await db.update(idempotencyKeys).set({ status: c.res.status, response, requestHash, location }).where(where);
    } else {
      await db.delete(idempotencyKeys).where(where);
    }
  });

/** For writes with a JSON body. */
export const idempotent = idempotency(null);

/** For a raw file upload of at most maxBytes. */
export const idempotentUpload = (maxBytes: number) => idempotency({ maxBytes });
