import { AUTH } from '@dwell/core/messages';
import type { SessionInfo } from '@dwell/core/session';
import { describe, expect, it } from 'vitest';
import type { RemoteRoute } from '@dwell/ui/lib/remote-routes.ts';
import type { ShellRoute } from '@dwell/core/shell-routes';
import { decideAccess, readsOpened } from '@dwell/core/access';
import { safeReturn } from './access.ts';

const APP = 'https://app.test';

const events: RemoteRoute = { path: '/events', access: 'subscribed', screen: 'event-list' };
const reports: RemoteRoute = {
  path: '/reports',
  access: 'subscribed',
  screen: 'reports',
  roles: ['admin', 'carrier_admin'],
};
const admin: RemoteRoute = { path: '/admin', access: 'subscribed', screen: 'admin-users', roles: ['admin'] };
const checkout: ShellRoute = { path: '/checkout', access: 'auth', page: 'checkout' };

function session(
  role: SessionInfo['user']['role'],
  status: string | null,
  hasAccess = status === 'active' || status === 'trialing',
): SessionInfo {
  return {
    user: {
      id: 'u',
      email: 'a@b.co',
      fullName: null,
      phoneNumber: null,
      avatarUrl: null,
      role,
      emailConfirmed: true,
      onboardingCompleted: true,
    },
    company: { id: 'c', name: 'Acme', fleetSize: '1-10', timezone: 'America/Chicago' },
    subscription: {
      status,
      group: hasAccess ? 'active' : 'issue',
      tier: hasAccess ? 'premium' : 'expired',
      hasAccess,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    },
    features: [],
    limits: { maxEvents: 0, maxDocuments: 0, maxUsers: 0 },
    session: { id: 's', expiresAt: 0, absoluteExpiresAt: 0, warningBeforeMs: 0, serverNow: 0 },
  };
}

describe('route guard (docs/product.md#access-guard order)', () => {
  it('waits while the session loads, then sends signed-out users to login with their path', () => {
    expect(decideAccess(events, undefined, '/events')).toEqual({ kind: 'loading' });
    expect(decideAccess(events, null, '/events?x=1')).toEqual({
      kind: 'redirect',
      to: '/login?return=%2Fevents%3Fx%3D1',
    });
  });

  it('sends accounts without a subscription to /subscribe, and past_due or canceled ones to /billing', () => {
    expect(decideAccess(events, session('carrier_admin', null), '/events')).toMatchObject({ to: '/subscribe' });
    expect(decideAccess(events, session('carrier_admin', 'past_due'), '/events')).toEqual({
      kind: 'redirect',
      to: '/billing',
      notice: { type: 'warning', title: AUTH.subscriptionNeedsAttention },
    });
    expect(decideAccess(events, session('carrier_admin', 'canceled'), '/events')).toMatchObject({ to: '/billing' });
    expect(decideAccess(events, session('carrier_admin', 'unpaid'), '/events')).toMatchObject({ to: '/subscribe' });
    expect(decideAccess(events, session('driver', 'trialing'), '/events')).toEqual({ kind: 'allow' });
  });

  it('checks the role last, with the permission message', () => {
    expect(decideAccess(reports, session('dispatcher', 'active'), '/reports')).toEqual({
      kind: 'redirect',
      to: '/dashboard',
      notice: { type: 'error', title: AUTH.noPermission },
    });
    expect(decideAccess(reports, session('carrier_admin', 'active'), '/reports')).toEqual({ kind: 'allow' });
  });

  it('follows docs/product.md#access-guard for the admin area', () => {
    expect(decideAccess(admin, null, '/admin')).toEqual({
      kind: 'redirect',
      to: '/signup',
      notice: { type: 'warning', title: AUTH.signInToContinue },
    });
    expect(decideAccess(admin, session('carrier_admin', 'active'), '/admin')).toMatchObject({
      to: '/dashboard',
      notice: { title: AUTH.noPermission },
    });
    expect(decideAccess(admin, session('admin', null), '/admin')).toEqual({ kind: 'allow' });
    expect(decideAccess(events, session('admin', null), '/events')).toMatchObject({ to: '/admin' });
  });

  it('lets signed-in users reach checkout whatever their subscription', () => {
    expect(decideAccess(checkout, session('carrier_admin', null), '/checkout')).toEqual({ kind: 'allow' });
  });

  it('only follows return paths inside the app', () => {
    expect(safeReturn('/events/ev_1?tab=notes', APP)).toBe(`${APP}/events/ev_1?tab=notes`);
    expect(safeReturn('https://evil.example', APP)).toBeNull();
    expect(safeReturn('//evil.example', APP)).toBeNull();
    expect(safeReturn(null, APP)).toBeNull();
  });

  // Each of these reads as a path to a naive check, but a browser normalizes it into another site or a script.
  it.each([
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\\/evil.example',
    '///evil.example',
    ' //evil.example',
    '\n//evil.example',
    '\t//evil.example',
    '//evil.example ',
    '\u0000//evil.example',
    'https://evil.example/events',
    'http://app.test@evil.example',
    'HTTPS://EVIL.EXAMPLE',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://evil.example/1',
    'https://app.test.evil.example/',
    'https://app.test:444/',
    'http://app.test/',
  ])('refuses %j', (value) => {
    expect(safeReturn(value, APP)).toBeNull();
  });

  // These look odd but stay on the site: they are followed, as the browser would resolve them here.
  it.each([
    ['/%09/evil.example', '/%09/evil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    [' /events ', '/events'],
    ['\n/events\n', '/events'],
    ['/events/../claims', '/claims'],
    // Dot segments can leave a path starting with '//': followed as a whole address, it stays on the site.
    ['/.//evil.example', '//evil.example'],
    ['/x/..//evil.example', '//evil.example'],
    // On an https site, 'https:' without slashes is a relative path there (on an http site it leaves: below).
    ['https:evil.example', '/evil.example'],
    ['events', '/events'],
  ])('keeps %j on the site as %s', (value, path) => {
    expect(safeReturn(value, APP)).toBe(`${APP}${path}`);
  });

  it('refuses a scheme-relative trick against a site of the other scheme', () => {
    expect(safeReturn('https:evil.example', 'http://app.test')).toBeNull();
    expect(safeReturn('http:evil.example', APP)).toBeNull();
  });
});

describe('the reads started before a screen’s code (one decision for the shell and the page hints)', () => {
  const withReads: RemoteRoute = {
    path: '/reports/:id',
    access: 'subscribed',
    screen: 'reports',
    roles: ['carrier_admin'],
    feature: 'basicReports',
    reads: [
      { key: ['summary', ':id'], path: '/api/reports/:id/summary' },
      { key: ['trends', ':id'], path: '/api/reports/:id/trends', feature: 'advancedReports' },
    ],
  };
  const resolved = { route: withReads, params: { id: 'r 1' } };
  const basic = { ...session('carrier_admin', 'active'), features: ['basicReports' as const] };
  const advanced = { ...basic, features: ['basicReports' as const, 'advancedReports' as const] };

  it('fills the parameters and keeps only the reads the session’s tier allows', () => {
    expect(readsOpened(resolved, advanced, '/reports/r%201')).toEqual([
      { key: ['summary', 'r 1'], path: '/api/reports/r%201/summary' },
      { key: ['trends', 'r 1'], path: '/api/reports/r%201/trends' },
    ]);
    expect(readsOpened(resolved, basic, '/reports/r%201')).toEqual([
      { key: ['summary', 'r 1'], path: '/api/reports/r%201/summary' },
    ]);
  });

  it('is null when the screen will not open: no session yet, signed out, past due, another role, no tier feature', () => {
    expect(readsOpened(resolved, undefined, '/reports/x')).toBeNull();
    expect(readsOpened(resolved, null, '/reports/x')).toBeNull();
    expect(readsOpened(resolved, { ...advanced, ...session('carrier_admin', 'past_due') }, '/reports/x')).toBeNull();
    expect(readsOpened(resolved, { ...advanced, user: { ...advanced.user, role: 'driver' } }, '/reports/x')).toBeNull();
    expect(readsOpened(resolved, { ...advanced, features: [] }, '/reports/x')).toBeNull();
  });

  it('opens with no reads for a route that declares none', () => {
    expect(readsOpened({ route: events, params: {} }, advanced, '/events')).toEqual([]);
  });
});
