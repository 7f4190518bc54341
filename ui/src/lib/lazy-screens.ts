import { matchRoute } from '@dwell/core/route-match';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * An area's screens, each in its own chunk (React.lazy), keyed by the screen names its routes declare, and
 * `warm(pathname)`: starts the code of the screen at that path. The area's exposed module exports it, and the
 * shell calls it as it warms a route (a link pointed at, the page opened), so the screen's chunk arrives with
 * the area's code rather than a round trip after the area has rendered.
 */
export function lazyScreens<S extends string, P>(
  routes: readonly { path: string; screen: S }[],
  loaders: Record<S, () => Promise<ComponentType<P>>>,
): { screens: Record<S, LazyExoticComponent<ComponentType<P>>>; warm: (pathname: string) => void } {
  const entries = Object.entries(loaders) as [S, () => Promise<ComponentType<P>>][];
  const screens = Object.fromEntries(
    entries.map(([name, load]) => [name, lazy(async () => ({ default: await load() }))]),
  ) as Record<S, LazyExoticComponent<ComponentType<P>>>;
  const warm = (pathname: string) => {
    const match = matchRoute(routes, pathname);
    if (match) loaders[match.route.screen]().catch(() => undefined);
  };
  return { screens, warm };
}
