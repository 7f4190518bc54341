import { describe, expect, it } from 'vitest';
import { entryHash, GENESIS_HASH } from '@dwell/core/evidence-chain';
import { contentDisposition } from './serve-file.ts';

describe('contentDisposition (RFC 6266)', () => {
  it('keeps a plain name as it is in both parameters', () => {
    expect(contentDisposition('attachment', 'BOL-4471.pdf')).toBe(
      `attachment; filename="BOL-4471.pdf"; filename*=UTF-8''BOL-4471.pdf`,
    );
  });

  it('replaces what a quoted string cannot hold in the fallback and percent-encodes the exact name', () => {
    expect(contentDisposition('attachment', 'Über "Dock"\\5 (copy)*.png')).toBe(
      `attachment; filename="_ber _Dock__5 (copy)*.png"; filename*=UTF-8''%C3%9Cber%20%22Dock%22%5C5%20%28copy%29%2A.png`,
    );
    expect(contentDisposition('inline', "O'Hare 日本.jpg")).toBe(
      `inline; filename="O'Hare __.jpg"; filename*=UTF-8''O%27Hare%20%E6%97%A5%E6%9C%AC.jpg`,
    );
  });
});

describe('entryHash', () => {
  const facts = {
    companyId: 'co_1',
    chain: 'ev_1',
    seq: 1,
    prevHash: GENESIS_HASH,
    action: 'uploaded',
    documentId: 'doc_1',
    documentSha256: 'a'.repeat(64),
    actorUserId: 'usr_1',
    createdAt: 1736089440000,
  };

  it('is the same for the same facts and changes with any one of them', () => {
    const hash = entryHash(facts);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(entryHash({ ...facts })).toBe(hash);
    for (const [key, value] of Object.entries({
      companyId: 'co_2',
      chain: 'general',
      seq: 2,
      action: 'deleted',
      createdAt: 1,
    })) {
      expect(entryHash({ ...facts, [key]: value })).not.toBe(hash);
    }
  });
});
