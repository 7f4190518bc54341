import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { EVIDENCE_BREAKS, type EvidenceVerification } from './schemas/documents.ts';

/** The previous hash of a chain's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** The facts an evidence entry's hash covers. */
export interface EntryFacts {
  companyId: string;
  chain: string;
  seq: number;
  prevHash: string;
  action: string;
  documentId: string;
  documentSha256: string;
  actorUserId: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
}

/**
 * SHA-256 (hex) of an entry in its canonical form: a versioned JSON array in a fixed order, so the same facts
 * always give the same bytes (no key-order or whitespace freedom). Company and chain are covered too, so an
 * entry cannot be moved into another chain.
 */
export function entryHash(facts: EntryFacts): string {
  const canonical = JSON.stringify([
    'dwell-evidence-v1',
    facts.companyId,
    facts.chain,
    facts.seq,
    facts.prevHash,
    facts.action,
    facts.documentId,
    facts.documentSha256,
    facts.actorUserId,
    facts.createdAt,
  ]);
  return encodeHexLowerCase(sha256(new TextEncoder().encode(canonical)));
}

/** A stored entry: its facts, its own hash, and the time it was written. */
export interface ChainEntry extends Omit<EntryFacts, 'createdAt'> {
  hash: string;
  createdAt: Date;
}

export type ChainBreak = NonNullable<EvidenceVerification['brokenAt']>;

/**
 * The first entry of a chain (in seq order) whose place, link or content does not hold, or null when every one
 * does; entries after a break cannot be trusted.
 */
export function chainBreak(entries: readonly ChainEntry[]): ChainBreak | null {
  let prevHash = GENESIS_HASH;
  for (const [i, entry] of entries.entries()) {
    const at = { seq: entry.seq, documentId: entry.documentId };
    if (entry.seq !== i + 1) return { ...at, seq: i + 1, reason: EVIDENCE_BREAKS.sequence };
    if (entry.prevHash !== prevHash) return { ...at, reason: EVIDENCE_BREAKS.previousHash };
    const recomputed = entryHash({ ...entry, createdAt: entry.createdAt.getTime() });
    if (recomputed !== entry.hash) return { ...at, reason: EVIDENCE_BREAKS.entryHash };
    prevHash = entry.hash;
  }
  return null;
}
