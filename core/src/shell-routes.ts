import type { RouteGuard } from './access.ts';

/**
 * One of the shell's own pages (landing, sign-in, billing, dashboard…). Every other path belongs to a remote,
 * which declares its routes itself (see each remote's src/routes.ts).
 */
export interface ShellRoute extends RouteGuard {
  path: string;
  /** The shell's page of that name (shell/src/pages.tsx). */
  page: string;
  /** Shown inside the main layout, with the sidebar and header. */
  layout?: boolean;
  /** Its content is remote widgets, which say themselves when the screen is shown (shell/src/features/remotes/first-screen.ts). */
  widgets?: boolean;
}

/** The shell's own routes: the public pages, signing in, billing and the dashboards. */
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
  { path: '/claim/:token', access: 'public', page: 'payer-claim' },
  { path: '/thank-you', access: 'auth', page: 'thank-you' },
  { path: '/checkout', access: 'auth', page: 'checkout' },
  { path: '/checkout/success', access: 'auth', page: 'checkout-success' },
  { path: '/billing', access: 'auth', page: 'billing', layout: true },
  { path: '/dashboard', access: 'subscribed', page: 'dashboard', layout: true, widgets: true },
  { path: '/carrier-dashboard', access: 'subscribed', page: 'carrier-dashboard', layout: true, widgets: true },
];
