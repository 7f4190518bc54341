import { REPORT_ROLES, type Role } from '@dwell/core/constants';
import type { Feature } from '@dwell/core/tiers';
import type { RemoteName } from './features/remotes/registry.ts';

/**
 * Who may open a route: anyone; signed-in users whatever their subscription (auth); or signed-in users
 * with an active or trialing subscription (subscribed), optionally limited to roles and a feature.
 */
export type Access = 'public' | 'auth' | 'subscribed';

export interface ShellRoute {
  path: string;
  access: Access;
  /** The remote that renders the screen; otherwise the shell's own page of that name. */
  remote?: RemoteName;
  page?: string;
  roles?: readonly Role[];
  feature?: Feature;
  /** Shown inside the main layout (SPEC §2.20). */
  layout?: boolean;
}

const sub = (path: string, remote: RemoteName, extra: Partial<ShellRoute> = {}): ShellRoute => ({
  path,
  access: 'subscribed',
  remote,
  layout: true,
  ...extra,
});

/** Every route of SPEC §2.1, plus the issue-defined screens. Order matters: first match wins. */
export const ROUTES: readonly ShellRoute[] = [
  { path: '/', access: 'public', page: 'landing' },
  { path: '/contact', access: 'public', page: 'contact' },
  { path: '/subscribe', access: 'public', page: 'subscribe' },
  { path: '/signup', access: 'public', page: 'signup' },
  { path: '/login', access: 'public', page: 'login' },
  { path: '/forgot-password', access: 'public', page: 'forgot-password' },
  { path: '/reset-password', access: 'public', page: 'reset-password' },
  { path: '/debug-subscription', access: 'public', page: 'debug-subscription' },
  { path: '/confirm-email', access: 'public', page: 'confirm-email' },
  { path: '/accept-invite', access: 'public', page: 'accept-invite' },
  { path: '/thank-you', access: 'auth', page: 'thank-you' },
  { path: '/checkout', access: 'auth', page: 'checkout' },
  { path: '/checkout/success', access: 'auth', page: 'checkout-success' },
  { path: '/billing', access: 'auth', page: 'billing', layout: true },
  { path: '/dashboard', access: 'subscribed', page: 'dashboard', layout: true },
  { path: '/carrier-dashboard', access: 'subscribed', page: 'carrier-dashboard', layout: true },
  sub('/reports', 'reports', { roles: REPORT_ROLES, feature: 'basicReports' }),
  sub('/events', 'events'),
  sub('/events/new', 'events'),
  sub('/events/customers', 'events', { roles: ['carrier_admin'] }),
  sub('/events/:id', 'events'),
  sub('/tracking/:id', 'events'),
  sub('/dispatcher', 'events'),
  sub('/notifications', 'events'),
  sub('/documents', 'documents'),
  sub('/documents/:eventId', 'documents'),
  sub('/setup-checklist', 'account'),
  sub('/documentation', 'account'),
  sub('/help', 'account'),
  sub('/settings', 'account'),
  sub('/profile', 'account'),
  sub('/change-password', 'account'),
  sub('/settings/notifications', 'account'),
  sub('/settings/api-keys', 'account', { roles: ['carrier_admin'] }),
  // Public (SPEC §2.1): signed out it is the 'under construction' placeholder, signed in the sessions screen.
  { path: '/security', access: 'public', remote: 'account', page: 'security', layout: true },
  { path: '/company', access: 'auth', remote: 'account', layout: true },
  sub('/admin', 'account', { roles: ['admin'] }),
  sub('/admin/users/:id', 'account', { roles: ['admin'] }),
];
