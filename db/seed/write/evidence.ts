import { GENESIS_HASH, entryHash } from '@dwell/core/evidence-chain';
import { asc, eq } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { eventDocuments } from '../../schema/documents.ts';
import { evidenceLog, GENERAL_CHAIN } from '../../schema/evidence.ts';
import { DEMO_COMPANY_ID } from '../demo-data.ts';
import { insertChunked } from './insert-chunked.ts';

/**
 * Gives the demo documents their 'uploaded' evidence entries, hash-chained per event like the API writes
 * them. A chain that has any entry already is left alone, so running it again (or after people uploaded
 * to a demo event) changes nothing; a fleet seeded before the evidence log existed gets its entries.
 */
export async function seedEvidence(db: DrizzleD1Database, companyId = DEMO_COMPANY_ID): Promise<number> {
  const docs = await db
    .select()
    .from(eventDocuments)
    .where(eq(eventDocuments.companyId, companyId))
    .orderBy(asc(eventDocuments.createdAt), asc(eventDocuments.id));
  const logged = await db
    .selectDistinct({ chain: evidenceLog.chain })
    .from(evidenceLog)
    .where(eq(evidenceLog.companyId, companyId));
  const taken = new Set(logged.map((row) => row.chain));
  const heads = new Map<string, { seq: number; hash: string }>();
  const entries: (typeof evidenceLog.$inferInsert)[] = [];
  for (const doc of docs) {
    const chain = doc.eventId ?? GENERAL_CHAIN;
    if (taken.has(chain)) continue;
    const head = heads.get(chain) ?? { seq: 0, hash: GENESIS_HASH };
    const facts = {
      companyId,
      chain,
      seq: head.seq + 1,
      prevHash: head.hash,
      action: 'uploaded' as const,
      documentId: doc.id,
      documentSha256: doc.sha256,
      actorUserId: doc.uploadedBy ?? 'usr_demo_admin',
      createdAt: doc.createdAt.getTime(),
    };
    const hash = entryHash(facts);
    entries.push({ ...facts, id: `evd_${doc.id}`, hash, createdAt: doc.createdAt });
    heads.set(chain, { seq: facts.seq, hash });
  }
  await insertChunked(db, evidenceLog, entries);
  return entries.length;
}
