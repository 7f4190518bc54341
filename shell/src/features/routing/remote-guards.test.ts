import { AUTH } from '@dwell/core/messages';
import type { SessionInfo } from '@dwell/core/session';
import { resolveRemoteRoute } from '@dwell/core/route-match';
import type { Answer, api } from '@dwell/ui/lib/api-client.ts';
import { describe, expect, it } from 'vitest';
import { decideAccess } from '@dwell/core/access';

/** /api/mfe-manifest as the API answers it: the documents remote's manifest could not be read. */
const ANSWER: Answer<(typeof api.api)['mfe-manifest']['$get']> = {
  remotes: {
    events: '/mfe/events/mf-manifest.json',
    documents: '/mfe/documents/mf-manifest.json',
    reports: 'https://reports.example/mf-manifest.json',
    account: '/mfe/account/mf-manifest.json',
  },
  routes: {
    events: [
      { path: '/events/:id', access: 'subscribed', screen: 'event-detail' },
      { path: '/events/customers', access: 'subscribed', roles: ['carrier_admin'], screen: 'customers' },
    ],
    documents: null,
    reports: [{ path: '/reports', access: 'subscribed', roles: ['admin', 'carrier_admin'], screen: 'reports' }],
    account: [{ path: '/security', access: 'public', screen: 'security', title: 'Security' }],
  },
  versions: { events: null, documents: null, reports: '7f3a9c2e1b04-20261124T041500Z', account: null },
  version: 'api:dev events:default documents:default reports:7f3a9c2e1b04-20261124T041500Z account:default',
};

const driver = {
  user: { id: 'u', email: 'd@b.co', fullName: null, phoneNumber: null, avatarUrl: null, role: 'driver' },
  company: { id: 'c', name: 'Acme', fleetSize: '1-10', timezone: 'America/Chicago' },
  subscription: { status: 'active', group: 'active', tier: 'premium', hasAccess: true },
  features: [],
} as unknown as SessionInfo;

describe('a remote’s path in the shell', () => {
  it('is guarded by what the remote declares', () => {
    const { routes } = ANSWER;
    const guard = (path: string, session: SessionInfo | null) => {
      const found = resolveRemoteRoute(routes, path);
      if (!found) throw new Error(`${path} is not declared`);
      return decideAccess(found.route, session, path);
    };
    expect(guard('/events/ev_1', null)).toEqual({ kind: 'redirect', to: '/login?return=%2Fevents%2Fev_1' });
    expect(guard('/events/ev_1', driver)).toEqual({ kind: 'allow' });
    expect(guard('/events/customers', driver)).toEqual({
      kind: 'redirect',
      to: '/dashboard',
      notice: { type: 'error', title: AUTH.noPermission },
    });
    expect(guard('/security', null)).toEqual({ kind: 'allow' });
    // The documents remote's routes could not be read: none of its paths is claimed by another remote.
    expect(resolveRemoteRoute(routes, '/documents')).toBeNull();
  });
});
