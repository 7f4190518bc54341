import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../env.ts';
import { rateLimits } from './schema.ts';

export interface RateLimitResult {
  allowed: boolean;
  /**
   * Seconds until one more request would be let through (Retry-After); while one would be now, until the
   * current window ends (RateLimit-Reset).
   */
  retryAfter: number;
  /** Requests left now (after this one, when it was counted). */
  remaining: number;
}

/**
 * A sliding window: the hits of the current clock-aligned window plus those of the window before, counted
 * for the share of it still inside the last `windowMs` (rounded up, so a burst just before a boundary is
 * not forgiven after it). A fixed window alone would let twice the limit through across a boundary.
 */
export function slidingWindow(previous: number, current: number, limit: number, windowMs: number, now: number) {
  const windowStart = now - (now % windowMs);
  const weight = (at: number) => Math.ceil((previous * (windowStart + windowMs - at)) / windowMs);
  const used = weight(now) + current;
  // The first instant at which at most limit - 1 are counted: later in this window as the previous
  // window's share fades, or in the next one, where this window's hits are the share that fades.
  const room = limit - 1;
  const freeAt =
    current <= room
      ? previous === 0
        ? now
        : windowStart + windowMs - Math.floor((windowMs * (room - current)) / previous)
      : windowStart + 2 * windowMs - Math.floor((windowMs * room) / current);
  return {
    used,
    retryAfter: Math.max(1, Math.ceil(((freeAt > now ? freeAt : windowStart + windowMs) - now) / 1000)),
    remaining: Math.max(0, limit - used),
  };
}

/**
 * Counts one hit and says whether it is within the limit. The count moves in one statement (the window
 * turning over included), so concurrent requests cannot both slip under the limit; a hit over the limit is not
 * kept (each refused one takes its own count back, so parallel refusals leave the count where it was).
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
    .values({ key, windowStart, count: 1, previousCount: 0 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      // SQLite evaluates every SET expression against the row as it was.
      set: {
        previousCount: sql`CASE ${rateLimits.windowStart} WHEN ${windowStart} THEN ${rateLimits.previousCount} WHEN ${windowStart - windowMs} THEN ${rateLimits.count} ELSE 0 END`,
        count: sql`CASE WHEN ${rateLimits.windowStart} = ${windowStart} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart,
      },
    })
    .returning({ count: rateLimits.count, previousCount: rateLimits.previousCount });
  const previous = row?.previousCount ?? 0;
  const current = row?.count ?? 1;
  const state = slidingWindow(previous, current, limit, windowMs, now);
  if (state.used <= limit) return { allowed: true, retryAfter: state.retryAfter, remaining: state.remaining };
  // A refused hit is taken back: asking again while refused neither moves the wait further out nor adds to it.
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
  const before = slidingWindow(previous, current - 1, limit, windowMs, now);
  return { allowed: false, retryAfter: before.retryAfter, remaining: before.remaining };
}

/** Whether a key is over its limit now, without counting a hit. */
export async function isRateLimited(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<RateLimitResult> {
  const windowStart = now - (now % windowMs);
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  const current = row?.windowStart === windowStart ? row.count : 0;
  const previous =
    row?.windowStart === windowStart ? row.previousCount : row?.windowStart === windowStart - windowMs ? row.count : 0;
  const state = slidingWindow(previous, current, limit, windowMs, now);
  return { allowed: state.used < limit, retryAfter: state.retryAfter, remaining: state.remaining };
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
