import { API_KEY_MESSAGES } from '@dwell/core/schemas/api-keys';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { ApiError } from '../errors.ts';
import { apiIdempotency } from '../schema.ts';
import { hashSecret } from '../tokens.ts';

/** How long an Idempotency-Key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

const VALID = /^[\x21-\x7e]{1,255}$/;

export interface IdempotencySlot {
  keyId: string;
  idempotencyKey: string;
}

/**
 * Claims an Idempotency-Key for one request of one API key. Returns the stored answer when the same request
 * was already answered; null when this request now owns the key (answer it, then call storeAnswer or release).
 * The same key with a different body is refused with 409, as is a retry while the first is still running.
 */
export async function claimKey(
  db: Db,
  slot: IdempotencySlot,
  request: unknown,
  now = Date.now(),
): Promise<{ status: number; body: unknown } | null> {
  if (!VALID.test(slot.idempotencyKey)) {
    throw new ApiError(400, 'validation_failed', API_KEY_MESSAGES.idempotencyInvalid);
  }
  const requestHash = hashSecret(JSON.stringify(request));
  const here = and(eq(apiIdempotency.keyId, slot.keyId), eq(apiIdempotency.idempotencyKey, slot.idempotencyKey));
  // Forget this API key's expired Idempotency-Keys (this one included), so the table only holds a day's worth.
  await db
    .delete(apiIdempotency)
    .where(and(eq(apiIdempotency.keyId, slot.keyId), lt(apiIdempotency.createdAt, new Date(now - IDEMPOTENCY_TTL_MS))));
  const claimed = await db
    .insert(apiIdempotency)
    .values({ ...slot, requestHash, createdAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ keyId: apiIdempotency.keyId });
  if (claimed.length) return null;
  const [row] = await db.select().from(apiIdempotency).where(here);
  if (!row || row.requestHash !== requestHash) {
    throw new ApiError(409, 'idempotency_conflict', API_KEY_MESSAGES.idempotencyConflict);
  }
  if (row.status === null || row.body === null) {
    throw new ApiError(409, 'idempotency_busy', API_KEY_MESSAGES.idempotencyBusy);
  }
  return { status: row.status, body: JSON.parse(row.body) as unknown };
}

/** Keeps the answer of a claimed key for its retries. */
export async function storeAnswer(db: Db, slot: IdempotencySlot, status: number, body: unknown): Promise<void> {
  await db
    .update(apiIdempotency)
    .set({ status, body: JSON.stringify(body) })
    .where(and(eq(apiIdempotency.keyId, slot.keyId), eq(apiIdempotency.idempotencyKey, slot.idempotencyKey)));
}

/** Frees a claimed key after a refused request, so the caller can fix the request and retry with it. */
export async function release(db: Db, slot: IdempotencySlot): Promise<void> {
  await db
    .delete(apiIdempotency)
    .where(and(eq(apiIdempotency.keyId, slot.keyId), eq(apiIdempotency.idempotencyKey, slot.idempotencyKey)));
}
