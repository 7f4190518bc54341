import { defineRoutes } from '@dwell/ui/lib/remote-routes.ts';

const feedback = { key: ['account', 'help-feedback'], path: '/api/help/feedback' };

/** Every path of the account area, declared once (see mfe-events/src/routes.ts for what each part does). */
export const ROUTES = defineRoutes([
  {
    path: '/profile',
    access: 'subscribed',
    screen: 'profile',
    reads: [{ key: ['account', 'profile'], path: '/api/profile' }],
  },
  { path: '/setup-checklist', access: 'subscribed', screen: 'setup-checklist' },
  {
    path: '/documentation',
    access: 'subscribed',
    screen: 'help',
    nav: { label: 'Help & Documentation', order: 200, section: 'support' },
    reads: [feedback],
  },
  { path: '/help', access: 'subscribed', screen: 'help', reads: [feedback] },
  {
    path: '/settings',
    access: 'subscribed',
    screen: 'settings',
    title: 'Account Settings',
    nav: { label: 'Settings', order: 100 },
  },
  { path: '/settings/notifications', access: 'subscribed', screen: 'notification-settings' },
  { path: '/settings/api-keys', access: 'subscribed', roles: ['carrier_admin'], screen: 'api-keys' },
  {
    path: '/settings/integrations',
    access: 'subscribed',
    roles: ['carrier_admin'],
    screen: 'integrations',
    reads: [{ key: ['account', 'integrations'], path: '/api/integrations' }],
  },
  {
    path: '/settings/webhooks',
    access: 'subscribed',
    roles: ['carrier_admin'],
    screen: 'webhooks',
    title: 'Webhooks',
    // Its reads need the plan's API access: without it the page shows the upgrade gate and nothing is preloaded.
    feature: 'apiAccess',
    reads: [{ key: ['account', 'webhooks'], path: '/api/webhooks' }],
  },
  { path: '/change-password', access: 'subscribed', screen: 'change-password' },
  // Public: signed out it is the shell's 'under construction' page, signed in the sessions screen.
  { path: '/security', access: 'public', screen: 'security', title: 'Security' },
  {
    path: '/company',
    access: 'auth',
    screen: 'company',
    reads: [{ key: ['account', 'company'], path: '/api/company' }],
  },
  { path: '/admin', access: 'subscribed', roles: ['admin'], screen: 'admin-users' },
  { path: '/admin/users/:id', access: 'subscribed', roles: ['admin'], screen: 'admin-user' },
  { path: '/admin/remotes', access: 'subscribed', roles: ['admin'], screen: 'remote-versions' },
]);

export type AccountScreen = (typeof ROUTES)[number]['screen'];
