import { IDEMPOTENCY } from '@dwell/core/messages';
import { and, eq, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { idempotencyKeys } from '../lib/schema.ts';
import { hashSecret } from '../lib/tokens.ts';

/** How long a key's first answer is kept; a phone offline for longer replays as a new request. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** The client's own id for the write (a UUID fits): visible ASCII, as the usual Idempotency-Key convention. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * What makes two requests "the same": method, path and query, and the body — its JSON text, or for a file
 * upload (a stream the handler reads once) its name and length.
 */
async function fingerprint(c: Context<AppEnv>): Promise<string> {
  const url = new URL(c.req.url);
  const isJson = (c.req.header('content-type') ?? '').includes('json');
  // Hono keeps the text it read, so the route's json validator still reads the body afterwards.
  const body = isJson
    ? await c.req.text()
    : `${c.req.header('x-file-name') ?? ''}:${c.req.header('content-length') ?? ''}`;
  return hashSecret(`${c.req.method} ${url.pathname}${url.search}\n${body}`);
}

/**
 * Makes a write safe to send twice: with an `Idempotency-Key` header, the first successful answer is stored
 * per company and a later request with the same key and the same content gets that answer again (marked
 * `Idempotent-Replayed: true`) without running the handler. The same key with different content is refused
 * (409), as is a repeat while the first is still running (409, Retry-After). A refused or failed request
 * frees its key, so a corrected retry runs. Without the header the route behaves as before. Runs after the
 * session or API-key check, which decides the company.
 */
export const idempotent = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return next();
  if (!KEY_PATTERN.test(key)) throw new ApiError(400, 'invalid_idempotency_key', IDEMPOTENCY.invalid);
  const companyId = c.get('auth').companyId ?? '';
  const db = c.get('db');
  const requestHash = await fingerprint(c);
  const now = new Date();
  const where = and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.key, key));

  // Claim the key, or take it over when its earlier answer has expired.
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ companyId, key, requestHash, createdAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.companyId, idempotencyKeys.key],
      set: { requestHash, status: null, response: null, createdAt: now },
      setWhere: lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)),
    })
    .returning({ key: idempotencyKeys.key });

  if (claimed.length === 0) {
    const [first] = await db.select().from(idempotencyKeys).where(where);
    const busy = () => new ApiError(409, 'idempotency_in_progress', IDEMPOTENCY.inProgress, { retryAfter: 1 });
    if (!first || first.status === null || first.response === null) throw busy();
    if (first.requestHash !== requestHash) throw new ApiError(409, 'idempotency_conflict', IDEMPOTENCY.conflict);
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
