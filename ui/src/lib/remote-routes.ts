import type { Role } from '@dwell/core/constants';
import type { DataRead, RouteDeclaration } from '@dwell/core/schemas/remote-routes';
import { matchRoute } from './path-match.ts';

/** Who may open a route (see core's remote-routes schema). */
export type Access = RouteDeclaration['access'];

/** What the shell's guard reads of a route, its own pages and the remotes' alike. */
export type RouteGuard = Pick<RouteDeclaration, 'access' | 'roles' | 'feature'>;

/** One route a remote owns, its screen named (core's schema is the one declaration of the shape). */
export type RemoteRoute<Screen extends string = string> = Omit<RouteDeclaration, 'screen'> & { screen: Screen };

/** A remote's routes as its src/routes.ts declares them: plain data, with the names of its screens kept. */
export function defineRoutes<const Screen extends string>(
  routes: readonly RemoteRoute<Screen>[],
): readonly RemoteRoute<Screen>[] {
  return routes;
}

/** The exposed module a route's screen is in. */
export const moduleOf = (route: Pick<RemoteRoute, 'module'>): string => route.module ?? 'app';

/** The first segment of a path, e.g. events for /events/:id: the prefix the shell maps to a remote. */
export function prefixOf(pathname: string): string {
  return pathname.split('?')[0]?.split('/').find(Boolean) ?? '';
}

/** Fills a read's `:name` placeholders (in its key's texts, also inside objects, and in its path) with the route's parameters. */
export function fillRead(read: DataRead, params: Record<string, string>): DataRead {
  const fill = (text: string) => text.replace(/:([A-Za-z]+)/g, (whole, name: string) => params[name] ?? whole);
  const fillPart = (part: DataRead['key'][number]) => {
    if (typeof part === 'string') return fill(part);
    if (typeof part === 'number') return part;
    return Object.fromEntries(Object.entries(part).map(([name, value]) => [name, value === null ? null : fill(value)]));
  };
  return {
    key: read.key.map(fillPart),
    path: read.path.replace(/:([A-Za-z]+)/g, (whole, name: string) =>
      params[name] === undefined ? whole : encodeURIComponent(params[name]),
    ),
  };
}

/** Every remote's routes as the shell received them; a remote whose declaration could not be read is null. */
export type Declarations<R extends string = string> = Partial<Record<R, readonly RemoteRoute[] | null>>;

/** Which remote owns each path prefix (events → events, settings → account…): the first to declare one. */
export function prefixOwners<R extends string>(declared: Declarations<R>): Map<string, R> {
  const owners = new Map<string, R>();
  for (const [remote, routes] of Object.entries(declared) as [R, readonly RemoteRoute[] | null][]) {
    for (const route of routes ?? []) if (!owners.has(prefixOf(route.path))) owners.set(prefixOf(route.path), remote);
  }
  return owners;
}

export interface ResolvedRoute<R extends string = string> {
  remote: R;
  route: RemoteRoute;
  params: Record<string, string>;
}

/**
 * The remote and route a pathname belongs to: the remote owning its first segment, then that remote's own
 * most specific route. Null when no remote declares the path.
 */
export function resolveRemoteRoute<R extends string>(
  declared: Declarations<R>,
  pathname: string,
): ResolvedRoute<R> | null {
  const remote = prefixOwners(declared).get(prefixOf(pathname));
  const match = remote ? matchRoute(declared[remote] ?? [], pathname) : null;
  return remote && match ? { remote, ...match } : null;
}

/** A sidebar link as the shell draws it. */
export interface NavLink {
  to: string;
  label: string;
  exact: boolean;
  section: 'main' | 'support';
  /** The user's tier lacks the route's feature: shown, marked Pro, not followed. */
  locked: boolean;
}

/**
 * The sidebar links a user sees, from every remote's declared nav entries, in their declared order: those
 * their role may see (the entry's roles, else its route's), a link to a feature their tier lacks locked.
 */
export function navLinks(declared: Declarations, user: { role: Role; features: readonly string[] }): NavLink[] {
  const entries = Object.values(declared).flatMap((routes) =>
    (routes ?? []).flatMap((route) => (route.nav ? [{ route, nav: route.nav }] : [])),
  );
  return entries
    .filter(({ route, nav }) => {
      const roles = nav.roles ?? route.roles;
      return !roles || roles.includes(user.role);
    })
    .sort((a, b) => a.nav.order - b.nav.order)
    .map(({ route, nav }) => ({
      to: route.path,
      label: nav.label,
      exact: nav.exact ?? false,
      section: nav.section ?? 'main',
      locked: route.feature !== undefined && !user.features.includes(route.feature),
    }));
}
