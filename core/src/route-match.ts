/**
 * Which route a path is, shared by the shell (routing, preloading), the remotes (their own screens) and the API
 * (the page's preload hints): matching, the owning remote, and a route's declared reads filled in.
 */
import type { DataRead, RouteDeclaration } from './schemas/remote-routes.ts';

/** Matches a pathname against a pattern like /events/:id and returns its parameters, or null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = (pathname.split('?')[0] ?? '').split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(g);
    else if (w !== g) return null;
  }
  return params;
}

/** How many fixed (not `:param`) segments a pattern has: /events/claims beats /events/:id. */
const fixedSegments = (pattern: string) => pattern.split('/').filter((s) => s && !s.startsWith(':')).length;

/**
 * The route of a table that matches the pathname, with its parameters. When several match, the one with the
 * most fixed segments wins, so a table's order never decides that /events/claims is not an event's id.
 */
export function matchRoute<T extends { path: string }>(
  routes: readonly T[],
  pathname: string,
): { route: T; params: Record<string, string> } | null {
  let best: { route: T; params: Record<string, string> } | null = null;
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params && (!best || fixedSegments(route.path) > fixedSegments(best.route.path))) best = { route, params };
  }
  return best;
}

/** The exposed module a route's screen is in. */
export const moduleOf = (route: Pick<RouteDeclaration, 'module'>): string => route.module ?? 'app';

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
export type Declarations<R extends string = string> = Partial<Record<R, readonly RouteDeclaration[] | null>>;

/** Which remote owns each path prefix (events → events, settings → account…): the first to declare one. */
export function prefixOwners<R extends string>(declared: Declarations<R>): Map<string, R> {
  const owners = new Map<string, R>();
  for (const [remote, routes] of Object.entries(declared) as [R, readonly RouteDeclaration[] | null][]) {
    for (const route of routes ?? []) if (!owners.has(prefixOf(route.path))) owners.set(prefixOf(route.path), remote);
  }
  return owners;
}

export interface ResolvedRoute<R extends string = string> {
  remote: R;
  route: RouteDeclaration;
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
