import { startOfflineSync } from '@dwell/ui/lib/offline/sync.ts';
import { whenIdle } from '../../shared/when-idle.ts';
import FILL_MESSAGE from './fill-message.json';

/**
 * How long after the page's screen is shown the worker is installed, in ms: it then fetches the app's files for
 * offline use, which on a phone's first visit would otherwise share the line and the processor with the screen
 * itself, its header controls and the sidebar's warming (app.tsx, 3 s).
 */
const INSTALL_AFTER_MS = 5000;

/**
 * Installs the service worker (the shell and the remotes' files, so the app opens at a dock without signal) once
 * the page's screen is shown and a quiet while has passed, and starts replaying the driver's offline queue.
 * Skipped where service workers are unavailable. `afterScreenShown` runs its callback once the screen is shown
 * (features/remotes/first-screen.ts).
 */
export function startPwa(afterScreenShown: (run: () => void) => void): void {
  startOfflineSync();
  if (!('serviceWorker' in navigator) || location.protocol === 'file:') return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker not installed', error);
    });
    // Once it is active, it keeps the remotes' files too (sw.js `fill`; only what it does not hold yet).
    void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(FILL_MESSAGE));
  };
  // Then in a moment the page has nothing else to do.
  afterScreenShown(() => window.setTimeout(() => whenIdle(register), INSTALL_AFTER_MS));
}
