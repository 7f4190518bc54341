import { navLinks } from '@dwell/ui/lib/remote-routes.ts';
import { expectReadServed, expectResolves } from '@dwell/ui/test/route-reads.ts';
import { describe, expect, it } from 'vitest';
import { documentsQuery } from './features/documents/api/get-documents.ts';
import { ROUTES } from './routes.ts';

const declared = { documents: ROUTES };
const FIRST_PAGE = { q: '', category: 'all', dir: 'desc' } as const;

describe('the documents area’s routes', () => {
  it('resolve every path to the documents screen, guarded by a live subscription', () => {
    expectResolves('documents', ROUTES, [
      ['/documents', 'documents', {}],
      ['/documents/ev_7', 'documents', { eventId: 'ev_7' }],
    ]);
    expect(ROUTES.map((r) => [r.access, r.roles])).toEqual([
      ['subscribed', undefined],
      ['subscribed', undefined],
    ]);
  });

  it('link Documents in the sidebar for every role', () => {
    for (const role of ['driver', 'dispatcher', 'carrier', 'carrier_admin', 'admin'] as const) {
      expect(navLinks(declared, { role, features: [] }).map((l) => [l.to, l.label, l.exact])).toEqual([
        ['/documents', 'Documents', false],
      ]);
    }
  });

  it('declare the first page of the list each screen reads', async () => {
    const [all] = ROUTES[0]?.reads ?? [];
    const [ofEvent] = ROUTES[1]?.reads ?? [];
    if (!all || !ofEvent) throw new Error('a declared read is missing');
    await expectReadServed(all, {}, documentsQuery({ eventId: null, ...FIRST_PAGE }, 1));
    await expectReadServed(ofEvent, { eventId: 'ev_7' }, documentsQuery({ eventId: 'ev_7', ...FIRST_PAGE }, 1));
  });
});
