import { navLinks } from '@dwell/ui/lib/remote-routes.ts';
import { declaredRoute, expectReadServed, expectResolves, firstRead } from '@dwell/ui/test/route-reads.ts';
import { describe, expect, it } from 'vitest';
import { COMPANY_KEY, fetchCompany } from './features/company/api/get-company.ts';
import { FEEDBACK_KEY, fetchFeedback } from './features/help/api/get-feedback.ts';
import { fetchProfile, PROFILE_KEY } from './features/profile/api/get-profile.ts';
import { ROUTES } from './routes.ts';

const declared = { account: ROUTES };
const route = (path: string) => declaredRoute(ROUTES, path);

describe('the account area’s routes', () => {
  it('resolve every path to the account remote’s screen for it, as the shell accepts them', () => {
    expectResolves('account', ROUTES, [
      ['/profile', 'profile', {}],
      ['/setup-checklist', 'setup-checklist', {}],
      ['/documentation', 'help', {}],
      ['/help', 'help', {}],
      ['/settings', 'settings', {}],
      ['/settings/notifications', 'notification-settings', {}],
      ['/settings/api-keys', 'api-keys', {}],
      ['/change-password', 'change-password', {}],
      ['/security', 'security', {}],
      ['/company', 'company', {}],
      ['/admin', 'admin-users', {}],
      ['/admin/users/u_42', 'admin-user', { id: 'u_42' }],
    ]);
  });

  it('guard as before: /security public, /company for any signed-in user, admin pages for platform admins', () => {
    const guards = Object.fromEntries(ROUTES.map((r) => [r.path, [r.access, r.roles ?? null]]));
    expect(guards).toEqual({
      '/profile': ['subscribed', null],
      '/setup-checklist': ['subscribed', null],
      '/documentation': ['subscribed', null],
      '/help': ['subscribed', null],
      '/settings': ['subscribed', null],
      '/settings/notifications': ['subscribed', null],
      '/settings/api-keys': ['subscribed', ['carrier_admin']],
      '/settings/integrations': ['subscribed', ['carrier_admin']],
      '/settings/webhooks': ['subscribed', ['carrier_admin']],
      '/change-password': ['subscribed', null],
      '/security': ['public', null],
      '/company': ['auth', null],
      '/admin': ['subscribed', ['admin']],
      '/admin/users/:id': ['subscribed', ['admin']],
      '/admin/remotes': ['subscribed', ['admin']],
    });
    expect(route('/security').title).toBe('Security');
  });

  it('link Settings in the main list and Help & Documentation under Support, for every role', () => {
    for (const role of ['driver', 'dispatcher', 'carrier', 'carrier_admin', 'admin'] as const) {
      expect(navLinks(declared, { role, features: [] }).map((l) => [l.section, l.to, l.label])).toEqual([
        ['main', '/settings', 'Settings'],
        ['support', '/documentation', 'Help & Documentation'],
      ]);
    }
  });

  it('declare the profile, company and help feedback the screens read first', async () => {
    const read = (path: string) => firstRead(route(path));
    await expectReadServed(read('/profile'), {}, { queryKey: PROFILE_KEY, queryFn: fetchProfile });
    await expectReadServed(read('/company'), {}, { queryKey: COMPANY_KEY, queryFn: fetchCompany });
    await expectReadServed(read('/documentation'), {}, { queryKey: FEEDBACK_KEY, queryFn: fetchFeedback });
    expect(route('/help').reads).toEqual(route('/documentation').reads);
  });
});
