import '@dwell/ui/styles.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { announceRuntime } from '@dwell/ui/lib/runtime.ts';
import { zodJitless } from '@dwell/ui/lib/zod-jitless.ts';
import { matchRoute } from '@dwell/core/route-match';
import { ROUTES } from '@dwell/core/shell-routes';
import { DRAWN_PAGE_CODE } from './pages.tsx';
import { sessionQuery } from './features/session/use-session.ts';
import { queryClient } from './query-client.ts';
import { remoteManifestQuery } from './shared/api/get-remote-manifest.ts';
import { startPwa } from './features/pwa/register.ts';
import { takePrerendered } from './features/remotes/prerendered.ts';
import { afterScreenShown } from './features/remotes/first-screen.ts';
import { warmFirstScreen } from './features/remotes/warm.ts';
import { intlLoaded } from './shared/intl-warm.ts';

zodJitless();

/**
 * How long a drawn page's first render waits for the Intl worker at most: in the bench's Lighthouse runs (a busy
 * 2-core machine) it answered 150-200 ms after the page's first script ran.
 */
const INTL_WAIT_MS = 300;

announceRuntime('shell');
startPwa(afterScreenShown);
// The start works in tasks of its own, each short enough not to hold a phone's main thread: this one (React,
// the query cache, the page's session), then the app's own modules.
const app = new Promise((resolve) => setTimeout(resolve, 0)).then(() => import(/* webpackMode: "eager" */ './app.tsx'));
const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  // A transition: the first render works in slices the browser can interrupt to paint and answer taps.
  const render = () => app.then(({ Root }) => startTransition(() => root.render(<Root />)));
  // The page came drawn (the layout's frame of a signed-in screen, or a signed-out visitor's landing page): the
  // first render replaces it with the app's own, so it starts once the session and the remote manifest are in
  // (asked for since the page's first bytes) rather than showing a spinner in between, and the Intl data is
  // loaded off the main thread (a worker slower than INTL_WAIT_MS is not waited for). A screen the worker drew
  // into the frame is kept, with the reads it was drawn with; a page of the shell's own is rendered with its
  // code in.
  if (container.hasAttribute('data-framed')) {
    takePrerendered();
    const own = matchRoute(ROUTES, location.pathname);
    // The first screen's code starts as soon as the manifest names it, rather than once the app has rendered.
    const manifest = queryClient.prefetchQuery(remoteManifestQuery()).then(() => warmFirstScreen(location.pathname));
    void Promise.allSettled([
      queryClient.prefetchQuery(sessionQuery()),
      manifest,
      own ? DRAWN_PAGE_CODE[own.route.page]?.() : undefined,
      intlLoaded(INTL_WAIT_MS),
    ]).then(render);
  } else render();
}
