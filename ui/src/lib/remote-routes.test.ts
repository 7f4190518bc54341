import { describe, expect, it } from 'vitest';
import { type Declarations, fillRead, matchRoute, prefixOwners, resolveRemoteRoute } from '@dwell/core/route-match';
import { navLinks, type RemoteRoute } from './remote-routes.ts';

const events: RemoteRoute[] = [
  { path: '/events/:id', access: 'subscribed', screen: 'detail' },
  { path: '/events', access: 'subscribed', screen: 'list', nav: { label: 'Events', order: 10, exact: true } },
  {
    path: '/events/claims',
    access: 'subscribed',
    screen: 'claims',
    nav: { label: 'Claims', order: 40, roles: ['dispatcher'] },
  },
  {
    path: '/events/customers',
    access: 'subscribed',
    roles: ['carrier_admin'],
    screen: 'customers',
    nav: { label: 'Customers', order: 60 },
  },
];
const reports: RemoteRoute[] = [
  {
    path: '/reports',
    access: 'subscribed',
    roles: ['admin', 'carrier_admin'],
    feature: 'basicReports',
    screen: 'reports',
    nav: { label: 'Reports', order: 90 },
  },
];
const account: RemoteRoute[] = [
  {
    path: '/documentation',
    access: 'subscribed',
    screen: 'help',
    nav: { label: 'Help', order: 200, section: 'support' },
  },
  { path: '/settings', access: 'subscribed', screen: 'settings', nav: { label: 'Settings', order: 100 } },
  // Declares a path under another remote's prefix: the events remote owns /events, this is never used.
  { path: '/events/mine', access: 'public', screen: 'stolen' },
];
const declared: Declarations = { events, reports, account };

describe('matching a path to a route', () => {
  it('prefers the route with the most fixed segments, whatever the order of the table', () => {
    expect(matchRoute(events, '/events/claims')?.route.screen).toBe('claims');
    expect(matchRoute(events, '/events/ev_1')).toMatchObject({ route: { screen: 'detail' }, params: { id: 'ev_1' } });
    expect(matchRoute(events, '/events')?.route.screen).toBe('list');
    expect(matchRoute(events, '/events/ev_1/extra')).toBeNull();
  });
});

describe('the shell’s map of path prefixes to remotes', () => {
  it('gives each prefix to the first remote declaring it, and resolves a path within that remote only', () => {
    expect(Object.fromEntries(prefixOwners(declared))).toEqual({
      events: 'events',
      reports: 'reports',
      documentation: 'account',
      settings: 'account',
    });
    expect(resolveRemoteRoute(declared, '/events/mine')).toMatchObject({
      remote: 'events',
      route: { screen: 'detail' },
    });
    expect(resolveRemoteRoute(declared, '/settings?tab=x')).toMatchObject({ remote: 'account', params: {} });
    expect(resolveRemoteRoute(declared, '/reports/2026')).toBeNull();
    expect(resolveRemoteRoute(declared, '/nowhere')).toBeNull();
    expect(resolveRemoteRoute({ ...declared, events: null }, '/events/ev_1')).toBeNull();
  });
});

describe('the sidebar links', () => {
  const user = (role: 'driver' | 'dispatcher' | 'carrier_admin' | 'admin', features: string[] = ['basicReports']) => ({
    role,
    features,
  });
  const labels = (links: ReturnType<typeof navLinks>) =>
    links.map((l) => `${l.section}:${l.label}${l.locked ? ' (Pro)' : ''}`);

  it('lists every remote’s entries in their declared order, for the roles of the entry or else of its route', () => {
    expect(labels(navLinks(declared, user('driver')))).toEqual(['main:Events', 'main:Settings', 'support:Help']);
    expect(labels(navLinks(declared, user('dispatcher')))).toEqual([
      'main:Events',
      'main:Claims',
      'main:Settings',
      'support:Help',
    ]);
    expect(labels(navLinks(declared, user('carrier_admin')))).toEqual([
      'main:Events',
      'main:Customers',
      'main:Reports',
      'main:Settings',
      'support:Help',
    ]);
  });

  it('marks a link locked when the tier lacks the route’s feature, and keeps its address and exactness', () => {
    expect(labels(navLinks(declared, user('admin', [])))).toContain('main:Reports (Pro)');
    expect(navLinks(declared, user('driver'))[0]).toEqual({
      to: '/events',
      label: 'Events',
      exact: true,
      section: 'main',
      locked: false,
    });
  });

  it('leaves out a remote whose routes could not be read', () => {
    expect(labels(navLinks({ ...declared, account: null }, user('driver')))).toEqual(['main:Events']);
  });
});

describe('a declared read', () => {
  it('fills a read’s parameters into its key and (encoded) path', () => {
    const read = {
      key: ['event', ':id', { scope: 'mine', eventId: ':id', q: null }],
      path: '/api/events/:id?scope=mine',
    };
    expect(fillRead(read, { id: 'ev 1' })).toEqual({
      key: ['event', 'ev 1', { scope: 'mine', eventId: 'ev 1', q: null }],
      path: '/api/events/ev%201?scope=mine',
    });
  });
});
