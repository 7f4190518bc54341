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
