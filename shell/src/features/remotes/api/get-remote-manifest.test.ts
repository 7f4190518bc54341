import { AUTH } from '@dwell/core/messages';
import type { SessionInfo } from '@dwell/core/session';
import { resolveRemoteRoute } from '@dwell/ui/lib/remote-routes.ts';
import { describe, expect, it, vi } from 'vitest';
import { decideAccess } from '../../routing/access.ts';
import { readManifest } from './get-remote-manifest.ts';

/** /api/mfe-manifest as the API answers it: the documents remote's manifest could not be read. */
const ANSWER = {
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
    // A broken deploy: an access level nobody knows. This remote is left out, the others stay.
    reports: [{ path: '/reports', access: 'everyone', screen: 'reports' }],
    account: [{ path: '/security', access: 'public', screen: 'security', title: 'Security' }],
  },
};

const driver = {
  user: { id: 'u', email: 'd@b.co', fullName: null, phoneNumber: null, avatarUrl: null, role: 'driver' },
  company: { id: 'c', name: 'Acme', fleetSize: '1-10', timezone: 'America/Chicago' },
  subscription: { status: 'active', group: 'active', tier: 'premium', hasAccess: true },
  features: [],
} as unknown as SessionInfo;

describe('the remote manifest the shell reads', () => {
  it('keeps each remote’s valid declaration and leaves out one that is not', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const manifest = readManifest(ANSWER);
    expect(manifest.remotes).toEqual(ANSWER.remotes);
    expect(manifest.routes).toEqual({
      events: ANSWER.routes.events,
      documents: null,
      reports: null,
      account: ANSWER.routes.account,
    });
    expect(errors).toHaveBeenCalledWith("The reports remote's routes are invalid");
    errors.mockRestore();
  });

  it('guards a remote’s path by what the remote declares', () => {
    const { routes } = readManifest(ANSWER);
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
    expect(resolveRemoteRoute(routes, '/reports')).toBeNull();
  });
});
