import { startOfflineSync } from '@dwell/ui/lib/offline/sync.ts';

/**
 * Installs the service worker (the shell and the remotes' files, so the app opens at a dock without signal)
 * and starts replaying the driver's offline queue. Skipped where service workers are unavailable.
 */
export function startPwa(): void {
  startOfflineSync();
  if (!('serviceWorker' in navigator) || location.protocol === 'file:') return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker not installed', error);
    });
  };
  // Once the page has loaded, so its own files come first; the app may start after that moment.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
