import { describe, expect, it } from 'vitest';
import { type ChainEntry, chainBreak, entryHash, GENESIS_HASH } from './evidence-chain.ts';
import { EVIDENCE_BREAKS } from './schemas/documents.ts';

const FACTS = {
  companyId: 'co_1',
  chain: 'ev_1',
  seq: 1,
  prevHash: GENESIS_HASH,
  action: 'uploaded',
  documentId: 'doc_1',
  documentSha256: 'a'.repeat(64),
  actorUserId: 'usr_1',
  createdAt: 1_750_000_000_000,
};

/** A well-linked chain of `length` uploads, as the API writes it. */
function chainOf(length: number): ChainEntry[] {
  const entries: ChainEntry[] = [];
  let prevHash = GENESIS_HASH;
  for (let seq = 1; seq <= length; seq++) {
    const facts = { ...FACTS, seq, prevHash, documentId: `doc_${seq}`, createdAt: FACTS.createdAt + seq };
    const hash = entryHash(facts);
    entries.push({ ...facts, hash, createdAt: new Date(facts.createdAt) });
    prevHash = hash;
  }
  return entries;
}

describe('entryHash', () => {
  it('gives the hash entries written before the move carry', () => {
    expect(entryHash(FACTS)).toBe('07c709bb383a69e6aab2870d0967e47c9798a16079edad01df656b8248c1dbec');
  });

  it('is the same for the same facts and changes with any one of them', () => {
    const hash = entryHash(FACTS);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(entryHash({ ...FACTS })).toBe(hash);
    for (const [key, value] of Object.entries({
      companyId: 'co_2',
      chain: 'general',
      seq: 2,
      action: 'deleted',
      createdAt: 1,
    })) {
      expect(entryHash({ ...FACTS, [key]: value })).not.toBe(hash);
    }
  });
});

describe('chainBreak', () => {
  it('finds nothing wrong with an intact chain', () => {
    expect(chainBreak(chainOf(3))).toBeNull();
    expect(chainBreak([])).toBeNull();
  });

  it('names an altered entry', () => {
    const entries = chainOf(3);
    entries[1] = { ...(entries[1] as ChainEntry), actorUserId: 'usr_2' };
    expect(chainBreak(entries)).toEqual({ seq: 2, documentId: 'doc_2', reason: EVIDENCE_BREAKS.entryHash });
  });

  it('names a removed entry by the place it left empty', () => {
    const entries = chainOf(3);
    entries.splice(1, 1);
    expect(chainBreak(entries)).toEqual({ seq: 2, documentId: 'doc_3', reason: EVIDENCE_BREAKS.sequence });
  });

  it('names an entry that does not link to the one before it', () => {
    const entries = chainOf(2);
    entries[1] = { ...(entries[1] as ChainEntry), prevHash: 'f'.repeat(64) };
    expect(chainBreak(entries)).toEqual({ seq: 2, documentId: 'doc_2', reason: EVIDENCE_BREAKS.previousHash });
  });
});
