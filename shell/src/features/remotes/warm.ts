import { readError } from '@dwell/ui/lib/api-client.ts';
import { matchRoute, moduleOf, resolveRemoteRoute, type ResolvedRoute } from '@dwell/core/route-match';
import type { DataRead } from '@dwell/core/schemas/remote-routes';
import { ROUTES } from '@dwell/core/shell-routes';
import { sharedQueryClient } from '@dwell/ui/lib/shared-query-client.ts';
import { queryClient } from '../../query-client.ts';
import { remoteManifestQuery } from '../../shared/api/get-remote-manifest.ts';
import { whenIdle } from '../../shared/when-idle.ts';
import { warmScreen } from './registry.ts';
import type { RemoteName } from './remote-names.ts';

/** One declared read, asked as the screen's own query asks it: the API's JSON answer, or its error. */
async function readPath(path: string): Promise<unknown> {
  const res = await fetch(path, { credentials: 'same-origin' });
  if (!res.ok) throw await readError(res);
  return res.json();
}

/** The remote route at `pathname`, when the manifest is known and the shell has no page of its own there. */
export function remoteAt(pathname: string): ResolvedRoute<RemoteName> | null {
  const manifest = queryClient.getQueryData(remoteManifestQuery().queryKey);
  if (!manifest || matchRoute(ROUTES, pathname)) return null;
  return resolveRemoteRoute(manifest.routes, pathname);
}

/**
 * Starts the code of what a page's first paint shows at `pathname` — its remote screen, or the top widget of a
 * shell page made of widgets — once the remote manifest is in, while the app's first render is still to come
 * (that render's mount then finds it loading or loaded).
 */
export function warmFirstScreen(pathname: string): void {
  const top = matchRoute(ROUTES, pathname)?.route.widgets?.top;
  const resolved = top ? null : remoteAt(pathname);
  const first = top
    ? { remote: top.remote, module: top.module }
    : resolved && { remote: resolved.remote, module: moduleOf(resolved.route) };
  if (first) void warmScreen(first.remote, first.module, pathname).catch(() => undefined);
}

/**
 * Starts a route's screen code and the given first reads of its screen (core's readsOpened), at the same
 * moment: the code through the remote's registry (the screen's own mount then finds it loading or loaded)
 * and the data into the page's shared query cache under the screen's own keys (its queries then find it
 * there). Data already cached and fresh is not asked again; a failure is left for the screen to show.
 */
export function warmRoute(
  resolved: ResolvedRoute<RemoteName>,
  pathname: string,
  reads: readonly DataRead[],
): Promise<void> {
  const code = warmScreen(resolved.remote, moduleOf(resolved.route), pathname).catch(() => undefined);
  const cache = sharedQueryClient();
  for (const { key, path } of reads) {
    void cache.prefetchQuery({ queryKey: key, queryFn: () => readPath(path) });
  }
  return code;
}

/**
 * Runs `warm` for each path in turn, after `quietMs` and then each in a moment the page has nothing else to
 * do and only once the previous one has finished, so the next likely screens' code is ready before a click
 * without ever holding up what the user is doing. Answers the function that stops what has not started yet.
 */
export function warmWhenIdle(
  paths: readonly string[],
  warm: (pathname: string) => Promise<void>,
  quietMs = 0,
): () => void {
  let stopped = false;
  let cancel = () => {};
  const later = (run: () => void, ms: number) => {
    const handle = setTimeout(run, ms);
    cancel = () => clearTimeout(handle);
  };
  const idle = (run: () => void) => {
    cancel = whenIdle(run);
  };
  const next = (i: number) => {
    const path = paths[i];
    if (stopped || path === undefined) return;
    idle(() => {
      if (!stopped) void warm(path).then(() => next(i + 1));
    });
  };
  later(() => next(0), quietMs);
  return () => {
    stopped = true;
    cancel();
  };
}

/**
 * Calls `onIntent` with the path of an in-app link the pointer rests on or the keyboard focuses (the moment
 * before a click), once per link and path, so the next screen can be warmed before it is asked for. It is
 * called in a task of its own, after the input the browser already holds: a tap brings its pointer and its
 * click together, and the click's own navigation goes first rather than waiting behind the warming.
 * Answers the function that stops listening.
 */
export function listenForLinkIntent(onIntent: (pathname: string) => void): () => void {
  let last = '';
  let pending: ReturnType<typeof setTimeout> | undefined;
  const handle = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
    if (link.pathname === last) return;
    const pathname = link.pathname;
    last = pathname;
    // A tap's click has, by then, already gone there and started the screen itself.
    pending = setTimeout(() => {
      if (location.pathname !== pathname) onIntent(pathname);
    }, 0);
  };
  document.addEventListener('pointerover', handle, { passive: true });
  document.addEventListener('focusin', handle);
  return () => {
    clearTimeout(pending);
    document.removeEventListener('pointerover', handle);
    document.removeEventListener('focusin', handle);
  };
}
