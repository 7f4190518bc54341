import { AUTH } from '@dwell/core/messages';
import { HOME_BY_ROLE } from '@dwell/core/constants';
import type { SessionInfo } from '@dwell/core/session';
import { needsAttention } from '@dwell/core/subscription';
import type { RouteGuard } from '@dwell/ui/lib/remote-routes.ts';

export type Decision =
  | { kind: 'loading' }
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; notice?: { type: 'warning' | 'error'; title: string } };

/**
 * The guard of docs/product.md#access-guard (and docs/product.md#access-guard for admin routes), in its order: loading, not signed in, no subscription,
 * past_due or canceled, any other inactive status, wrong role. Platform admins work outside subscriptions.
 * The shell's own routes and the remotes' declared ones go through the same guard.
 */
export function decideAccess(route: RouteGuard, session: SessionInfo | null | undefined, here: string): Decision {
  if (route.access === 'public') return { kind: 'allow' };
  if (session === undefined) return { kind: 'loading' };
  const adminOnly = route.roles?.length === 1 && route.roles[0] === 'admin';
  if (session === null) {
    if (adminOnly)
      return { kind: 'redirect', to: '/signup', notice: { type: 'warning', title: AUTH.signInToContinue } };
    return { kind: 'redirect', to: `/login?return=${encodeURIComponent(here)}` };
  }
  if (route.access === 'auth') return { kind: 'allow' };
  const { role } = session.user;
  if (role === 'admin') {
    return route.roles?.includes('admin') ? { kind: 'allow' } : { kind: 'redirect', to: HOME_BY_ROLE.admin };
  }
  const { status, hasAccess } = session.subscription;
  if (!status) return { kind: 'redirect', to: '/subscribe' };
  if (needsAttention(status)) {
    return { kind: 'redirect', to: '/billing', notice: { type: 'warning', title: AUTH.subscriptionNeedsAttention } };
  }
  if (!hasAccess) return { kind: 'redirect', to: '/subscribe' };
  if (route.roles && !route.roles.includes(role)) {
    return { kind: 'redirect', to: '/dashboard', notice: { type: 'error', title: AUTH.noPermission } };
  }
  return { kind: 'allow' };
}

/**
 * A return address from the query is only followed when it stays on this site. The browser's own URL parser
 * decides, exactly as it will when navigating: it drops tabs and newlines and reads a backslash as a slash,
 * so a check of the text for '//' lets '/\t/evil.example' through. The answer is the parsed absolute
 * address, not a path: '/.//evil.example' resolves to the path '//evil.example', which as a path would leave.
 */
export function safeReturn(value: string | null, origin: string = location.origin): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  return url.origin === origin ? url.href : null;
}
