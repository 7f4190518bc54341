import { eq, sql } from 'drizzle-orm';
import type { Db } from '../env.ts';
import { rateLimits } from './schema.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets, for Retry-After. */
  retryAfter: number;
  /** Requests left in the window after this one. */
  remaining: number;
}

/**
 * Counts one hit against a fixed window and says whether it is still within the limit. The count is
 * incremented in one statement, so concurrent requests cannot both slip under the limit.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<RateLimitResult> {
  const windowStart = now - (now % windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = ${windowStart} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart,
      },
    })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  return {
    allowed: count <= limit,
    retryAfter: Math.ceil((windowStart + windowMs - now) / 1000),
    remaining: Math.max(0, limit - count),
  };
}

/** Whether a key is currently over its limit, without counting a hit. */
export async function isRateLimited(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<RateLimitResult> {
  const windowStart = now - (now % windowMs);
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  const count = row && row.windowStart === windowStart ? row.count : 0;
  return {
    allowed: count < limit,
    retryAfter: Math.ceil((windowStart + windowMs - now) / 1000),
    remaining: Math.max(0, limit - count),
  };
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
