import { type ChainBreak, chainBreak } from '@dwell/core/evidence-chain';
import { EVIDENCE_BREAKS, type EvidenceVerification } from '@dwell/core/schemas/documents';
import type { Db } from '../../env.ts';
import type { EventDocument, EvidenceEntry } from '../../lib/schema.ts';
import { hashObject } from '../../lib/uploads/hash-object.ts';
import { documentsOfChain } from '../documents/queries.ts';
import { listEntries } from './queries.ts';

const STATUS_AFTER: Record<EvidenceEntry['action'], EventDocument['status'] | null> = {
  uploaded: 'active',
  restored: 'active',
  archived: 'archived',
  deleted: null,
};

/** Whether a document (row and stored bytes) still is what its log entries say. */
async function documentBreak(
  bucket: R2Bucket,
  docEntries: EvidenceEntry[],
  doc: EventDocument | undefined,
): Promise<ChainBreak | null> {
  const first = docEntries[0];
  const last = docEntries[docEntries.length - 1];
  if (!first || !last) return null;
  const at = { seq: first.seq, documentId: first.documentId };
  const expected = STATUS_AFTER[last.action];
  if (!doc) return expected === null ? null : { ...at, seq: last.seq, reason: EVIDENCE_BREAKS.recordAltered };
  if (expected === null || doc.status !== expected)
    return { ...at, seq: last.seq, reason: EVIDENCE_BREAKS.recordAltered };
  if (doc.sha256 !== first.documentSha256) return { ...at, reason: EVIDENCE_BREAKS.recordAltered };
  const object = await bucket.get(doc.objectKey);
  if (!object) return { ...at, reason: EVIDENCE_BREAKS.objectMissing };
  if ((await hashObject(object)) !== first.documentSha256) return { ...at, reason: EVIDENCE_BREAKS.objectAltered };
  return null;
}

/**
 * Verifies one evidence chain: recomputes every entry's hash and link, then checks each document the chain
 * names against it (row present or deleted as logged, same status, same SHA-256) and re-hashes each stored
 * file. Reports the earliest entry that broke; a document that is missing from the log is reported at seq 0.
 */
export async function verifyChain(
  db: Db,
  bucket: R2Bucket,
  companyId: string,
  chain: string,
): Promise<EvidenceVerification> {
  const entries = await listEntries(db, companyId, chain);
  const broken = chainBreak(entries);
  if (broken) return { ok: false, entries: entries.length, brokenAt: broken };

  const docs = new Map((await documentsOfChain(db, companyId, chain)).map((d) => [d.id, d]));
  const byDocument = new Map<string, EvidenceEntry[]>();
  for (const entry of entries) byDocument.set(entry.documentId, [...(byDocument.get(entry.documentId) ?? []), entry]);

  const unlogged = [...docs.values()].find((d) => !byDocument.has(d.id));
  if (unlogged) {
    return {
      ok: false,
      entries: entries.length,
      brokenAt: { seq: 0, reason: EVIDENCE_BREAKS.unlogged, documentId: unlogged.id },
    };
  }
  let earliest: ChainBreak | null = null;
  for (const [documentId, docEntries] of byDocument) {
    const found = await documentBreak(bucket, docEntries, docs.get(documentId));
    if (found && (!earliest || found.seq < earliest.seq)) earliest = found;
  }
  return earliest ? { ok: false, entries: entries.length, brokenAt: earliest } : { ok: true, entries: entries.length };
}
