/** The worker that loads the browser's Intl data off the main thread (shell/public/intl-warm.js). */
export const INTL_WARM_PATH = '/intl-warm.js';

/**
 * Starts the browser's locale and time zone data loading on a thread of its own, so the page's first money or
 * date format (the zone cookie, a screen's first render) finds it loaded rather than loading it in the middle
 * of a main-thread task. Nothing waits for it: a browser without workers, or a worker that fails, only leaves
 * that cost where it was.
 */
export function warmIntlOffThread(): void {
  if (typeof Worker !== 'function') return;
  try {
    new Worker(INTL_WARM_PATH, { name: 'intl-warm' }).addEventListener('error', (event) => event.preventDefault());
  } catch {
    // A policy that forbids the worker: the formats load their data on first use, as without it.
  }
}
