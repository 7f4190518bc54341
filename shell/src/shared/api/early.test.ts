import { describe, expect, it } from 'vitest';
import { pageReads } from './early.ts';

describe('the reads a page starts before its code', () => {
  it('starts the payer’s claim on its page, and nothing more on any other', () => {
    expect(pageReads('/claim/k5ai3mpkeg3db2mh7wo4awa6t3he')).toEqual(['/api/payer/k5ai3mpkeg3db2mh7wo4awa6t3he']);
    for (const path of ['/claim/', '/claim/abc/def', '/claim/ABC', '/claim/a%2Fb', '/events/claims', '/dashboard']) {
      expect(pageReads(path), path).toEqual([]);
    }
    expect(pageReads(`/claim/${'a'.repeat(129)}`)).toEqual([]);
  });
});
