import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { type EvidenceEntry, evidenceLog } from '../../lib/schema.ts';

/** Every entry of one chain of the company, in order. */
export async function listEntries(db: Db, companyId: string, chain: string): Promise<EvidenceEntry[]> {
  return db
    .select()
    .from(evidenceLog)
    .where(and(eq(evidenceLog.companyId, companyId), eq(evidenceLog.chain, chain)))
    .orderBy(asc(evidenceLog.seq));
}

/** Whether the company has a log for this chain (its event may be gone; the log stays). */
export async function chainExists(db: Db, companyId: string, chain: string): Promise<boolean> {
  const [row] = await db
    .select({ id: evidenceLog.id })
    .from(evidenceLog)
    .where(and(eq(evidenceLog.companyId, companyId), eq(evidenceLog.chain, chain)))
    .limit(1);
  return Boolean(row);
}
