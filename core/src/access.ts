/**
 * Who may open a route (docs/product.md#access-guard): one decision for the shell's guard, the remotes' declared
 * routes and the API's page hints (which start a screen's reads only when the screen will open).
 */
import { HOME_BY_ROLE } from './constants.ts';
import { AUTH } from './messages.ts';
import { fillRead, type ResolvedRoute } from './route-match.ts';
import type { DataRead, RouteDeclaration } from './schemas/remote-routes.ts';
import type { SessionInfo } from './session.ts';
import { needsAttention } from './subscription.ts';

/** What the guard reads of a route, the shell's own pages and the remotes' alike. */
export type RouteGuard = Pick<RouteDeclaration, 'access' | 'roles' | 'feature'>;

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
 * The reads to start for a route's screen before its code runs, filled with the path's parameters: null when
 * the session will not open the route (or lacks its tier feature), else the reads its tier allows. One
 * decision for the shell's warming and the API's page hints, so neither asks the API for what it would refuse.
 */
export function readsOpened(
  resolved: Pick<ResolvedRoute<string>, 'route' | 'params'>,
  session: SessionInfo | null | undefined,
  here: string,
): DataRead[] | null {
  const { route, params } = resolved;
  if (!session || decideAccess(route, session, here).kind !== 'allow') return null;
  const has = (feature: DataRead['feature']) => !feature || session.features.includes(feature);
  if (!has(route.feature)) return null;
  return (route.reads ?? []).filter((read) => has(read.feature)).map((read) => fillRead(read, params));
}
