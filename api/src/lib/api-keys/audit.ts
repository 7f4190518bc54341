import { newId } from '@dwell/core/ids';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { apiKeyAudit, apiKeys } from '../schema.ts';

/** Writes one use of a key to its audit trail and moves its last-used time, in one batch. */
export async function recordKeyUse(
  db: Db,
  use: { keyId: string; companyId: string; method: string; path: string; status: number; ip: string },
): Promise<void> {
  const at = new Date();
  await db.batch([
    db.insert(apiKeyAudit).values({
      id: newId('aku'),
      companyId: use.companyId,
      keyId: use.keyId,
      method: use.method,
      path: use.path.slice(0, 300),
      status: use.status,
      ipAddress: use.ip,
      createdAt: at,
    }),
    db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, use.keyId)),
  ]);
}

/** The latest uses of one key, newest first. */
export function keyUses(db: Db, companyId: string, keyId: string, limit = 50) {
  return db
    .select({
      id: apiKeyAudit.id,
      method: apiKeyAudit.method,
      path: apiKeyAudit.path,
      status: apiKeyAudit.status,
      ipAddress: apiKeyAudit.ipAddress,
      createdAt: apiKeyAudit.createdAt,
    })
    .from(apiKeyAudit)
    .where(and(eq(apiKeyAudit.companyId, companyId), eq(apiKeyAudit.keyId, keyId)))
    .orderBy(desc(apiKeyAudit.createdAt))
    .limit(limit);
}
