import type { RouteGuard } from './access.ts';
import type { RemoteName } from './schemas/remote-versions.ts';

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
  /**
   * Its content is remote widgets, which say themselves when the screen is shown
   * (shell/src/features/remotes/first-screen.ts); the top one carries the page's title.
   */
  widgets?: { top: TopWidget };
}

/**
 * The widget at the top of a page made of widgets, with the props the page gives it: the worker draws it into
 * the page's first paint (api/src/lib/assets/page-hints.ts), the page mounts it (shell's dashboard page).
 */
export interface TopWidget {
  remote: RemoteName;
  /** The remote's exposed module, without ./ */
  module: string;
  props: Readonly<Record<string, string>>;
}

/** Each dashboard's top widget: the stat cards with the page's title, on everyone's stops or the user's own. */
export const DASHBOARD_TOP = {
  company: { remote: 'reports', module: 'stat-cards', props: { title: 'Dashboard' } },
  mine: { remote: 'reports', module: 'stat-cards', props: { scope: 'mine', title: 'My Dashboard' } },
} as const satisfies Record<string, TopWidget>;

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
  {
    path: '/dashboard',
    access: 'subscribed',
    page: 'dashboard',
    layout: true,
    widgets: { top: DASHBOARD_TOP.company },
  },
  {
    path: '/carrier-dashboard',
    access: 'subscribed',
    page: 'carrier-dashboard',
    layout: true,
    widgets: { top: DASHBOARD_TOP.mine },
  },
];
