import type { Role } from '@dwell/core/constants';
import { navLinks } from '@dwell/ui/lib/remote-routes.ts';
import { declaredRoute, expectReadServed, expectResolves, firstRead } from '@dwell/ui/test/route-reads.ts';
import { describe, expect, it } from 'vitest';
import { claimsQuery } from './features/claims/api/get-claims.ts';
import { eventQuery } from './features/event-detail/api/get-event.ts';
import { eventsQuery } from './features/event-list/api/get-events.ts';
import { apiQuery, paramsFrom } from './features/event-list/list-params.ts';
import { customerAccountsQuery } from './shared/api/get-customer-accounts.ts';
import { policiesQuery } from './features/policies/api/get-policies.ts';
import { ROUTES } from './routes.ts';
import { alertPageQuery } from '@dwell/ui/lib/alerts.ts';
import { boardQuery } from './shared/api/get-board.ts';
import { customersQuery } from './shared/api/get-customers.ts';
import { driversQuery } from './shared/api/get-drivers.ts';
import { facilitiesQuery } from './shared/api/get-facilities.ts';

const declared = { events: ROUTES };
const route = (path: string) => declaredRoute(ROUTES, path);

describe('the events area’s routes', () => {
  it('resolve every path to the events remote’s screen for it, as the shell accepts them', () => {
    expectResolves('events', ROUTES, [
      ['/events', 'event-list', {}],
      ['/events/new', 'new-event', {}],
      ['/events/claims', 'claims', {}],
      ['/events/policies', 'policies', {}],
      ['/events/customers', 'customers', {}],
      ['/events/ev_123', 'event-detail', { id: 'ev_123' }],
      ['/events/local_9f2c', 'event-detail', { id: 'local_9f2c' }],
      ['/tracking/ev_123', 'event-detail', { id: 'ev_123' }],
      ['/dispatcher', 'board', {}],
      ['/notifications', 'notifications', {}],
    ]);
  });

  it('guard as before: every screen needs a live subscription, the customers a company admin too', () => {
    expect(ROUTES.every((r) => r.access === 'subscribed')).toBe(true);
    expect(ROUTES.filter((r) => r.roles).map((r) => [r.path, r.roles])).toEqual([
      ['/events/customers', ['carrier_admin']],
    ]);
  });
});

describe('the sidebar’s events links by role', () => {
  const paths = (role: Role) =>
    navLinks(declared, { role, features: [] })
      .filter((l) => l.section === 'main')
      .map((l) => l.to);

  it('gives drivers their stops, the new-event form and notifications only', () => {
    expect(paths('driver')).toEqual(['/events', '/events/new', '/notifications']);
  });

  it('gives the office the dispatcher board, claims and detention policies too', () => {
    for (const role of ['carrier', 'dispatcher'] as const) {
      expect(paths(role)).toEqual([
        '/events',
        '/events/new',
        '/dispatcher',
        '/events/claims',
        '/events/policies',
        '/notifications',
      ]);
    }
  });

  it('gives the company admin the customers as well, and nobody else', () => {
    expect(paths('carrier_admin')).toEqual([
      '/events',
      '/events/new',
      '/dispatcher',
      '/events/claims',
      '/events/policies',
      '/events/customers',
      '/notifications',
    ]);
    for (const role of ['driver', 'dispatcher', 'carrier', 'admin'] as const) {
      expect(paths(role)).not.toContain('/events/customers');
    }
  });

  it('lights the list and the new-event form on their exact path only', () => {
    const links = navLinks(declared, { role: 'carrier_admin', features: [] });
    expect(links.filter((l) => l.exact).map((l) => l.to)).toEqual(['/events', '/events/new']);
  });
});

describe('the queries each screen reads first, as declared', () => {
  const lookups = route('/events/new').reads ?? [];

  it('are the queries the screens make, under the same keys and addresses', async () => {
    const firstPage = apiQuery(paramsFrom(new URLSearchParams()), 'America/Chicago');
    const cases = [
      [firstRead(route('/events')), {}, eventsQuery(firstPage)],
      [route('/events').reads?.[1], {}, boardQuery()],
      [firstRead(route('/events/:id')), { id: 'ev_1' }, eventQuery('ev_1')],
      [firstRead(route('/dispatcher')), {}, boardQuery()],
      [firstRead(route('/events/claims')), {}, claimsQuery({ page: '1', pageSize: '25' })],
      [firstRead(route('/events/policies')), {}, policiesQuery()],
      [firstRead(route('/events/customers')), {}, customerAccountsQuery()],
      [firstRead(route('/notifications')), {}, alertPageQuery(25, 1)],
      [lookups[0], {}, facilitiesQuery()],
      [lookups[1], {}, customersQuery()],
      [lookups[2], {}, driversQuery()],
    ] as const;
    for (const [read, params, query] of cases) {
      if (!read) throw new Error('a declared read is missing');
      await expectReadServed(read, params, query);
    }
    expect(route('/tracking/:id').reads).toEqual(route('/events/:id').reads);
    // The list's filters read the same choices as the new-event form.
    expect(route('/events').reads?.slice(2)).toEqual(lookups);
  });
});
