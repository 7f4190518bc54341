import { whenIdle } from './when-idle.ts';

/** The worker that loads the browser's Intl data off the main thread (shell/public/intl-warm.js). */
export const INTL_WARM_PATH = '/intl-warm.js';

let settle = () => {};
/** Settles once the worker has loaded the Intl data, or once it is known it will not (no worker, or it failed). */
const loaded = new Promise<void>((resolve) => {
  settle = resolve;
});

/**
 * Resolves once the worker has loaded the Intl data, at the latest `capMs` later: a drawn page's first render
 * waits for it (the frame is on screen meanwhile) rather than loading the data itself in the middle of its task,
 * at the same moment as the worker.
 */
export const intlLoaded = (capMs: number): Promise<void> =>
  Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, capMs))]);

/**
 * Starts the browser's locale and time zone data loading on a thread of its own, so the page's first money or
 * date format (a screen's first render) finds it loaded rather than loading it in the middle of a main-thread
 * task. The worker answers the browser's time zone, handed to `tellZone`: the page learns it without an Intl
 * call of its own, which as a page's first loads that data on the main thread (60-170 ms of a phone's at 4x
 * CPU). A browser without workers, or a worker that fails, has the zone read on the main thread once it is idle.
 */
export function warmIntlOffThread(tellZone: (zone: string) => void): void {
  const onMainThread = () => {
    settle();
    whenIdle(() => tellZone(Intl.DateTimeFormat().resolvedOptions().timeZone), 2_000);
  };
  if (typeof Worker !== 'function') {
    onMainThread();
    return;
  }
  try {
    const worker = new Worker(INTL_WARM_PATH, { name: 'intl-warm' });
    worker.addEventListener('message', (event: MessageEvent<unknown>) => {
      settle();
      if (typeof event.data === 'string') tellZone(event.data);
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      onMainThread();
    });
  } catch {
    // A policy that forbids the worker.
    onMainThread();
  }
}
