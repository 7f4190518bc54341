import { matchRoute } from '@dwell/core/route-match';
import { type ComponentType, createElement, lazy, type ReactNode, Suspense, useState } from 'react';
import { LoadingPage } from '../components/feedback.tsx';

/**
 * An area's screens, each in its own chunk, keyed by the screen names its routes declare, and
 * `warm(pathname)`: starts the code of the screen at that path. The area's exposed module exports it, and the
 * shell calls it as it warms a route (a link pointed at, the page opened, the sidebar's areas in idle time),
 * so the screen's chunk arrives with the area's code rather than a round trip after the area has rendered.
 * A screen whose code has arrived renders at once, with no Suspense boundary around it (so a screen drawn by
 * the worker is hydrated in one pass with its page, never left behind as a boundary to hydrate later); one still
 * on its way shows `loading` until it has (React.lazy in a boundary of its own; by default the loading page with
 * the screen's title). `ready(pathname)` resolves once the screen at that path would render at once.
 */
export function lazyScreens<S extends string, P extends object>(
  routes: readonly { path: string; screen: S }[],
  loaders: Record<S, () => Promise<ComponentType<P>>>,
  // An area's screens are given their route's title (ScreenProps).
  loading: (props: P) => ReactNode = (props) =>
    createElement(LoadingPage, { title: (props as { title?: string | undefined }).title }),
): {
  screens: Record<S, ComponentType<P>>;
  warm: (pathname: string) => void;
  ready: (pathname: string) => Promise<void>;
} {
  const arrived = new Map<S, ComponentType<P>>();
  const pending = new Map<S, Promise<ComponentType<P>>>();
  const load = (name: S) => {
    let code = pending.get(name);
    if (!code) {
      code = loaders[name]().then((screen) => {
        arrived.set(name, screen);
        return screen;
      });
      code.catch(() => pending.delete(name));
      pending.set(name, code);
    }
    return code;
  };
  const entries = Object.keys(loaders) as S[];
  const screens = Object.fromEntries(
    entries.map((name) => {
      const Lazy = lazy(async () => ({ default: await load(name) }));
      // Which of the two a mount renders is fixed for its lifetime: switching would remount the screen.
      // biome-ignore lint/correctness/noComponentHookFactories: made once per screen as the area's module loads, never per render.
      const Screen = (props: P) => {
        const [Chosen] = useState(() => arrived.get(name) ?? null);
        if (Chosen) return createElement(Chosen, props);
        return createElement(Suspense, { fallback: loading(props) }, createElement(Lazy, props));
      };
      return [name, Screen];
    }),
  ) as Record<S, ComponentType<P>>;
  const warm = (pathname: string) => {
    ready(pathname).catch(() => undefined);
  };
  // Where nothing may suspend (the worker drawing a screen's first paint), the screen's code is awaited first.
  const ready = async (pathname: string) => {
    const match = matchRoute(routes, pathname);
    if (match) await load(match.route.screen);
  };
  return { screens, warm, ready };
}
