import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';

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
