/**
 * Whether the page's own content has been shown since the app started: header controls (the events area's
 * search box and alerts) wait for it, so on a slow line their code does not share the bandwidth with the
 * screen the user came for. A remote screen's box says so past the area's loading page, a dashboard through
 * its first widget, the shell's other layout pages as they render (app.tsx); should none say so, the controls
 * come anyway a moment after they mount.
 */
import { useEffect, useState } from 'react';

/** How long a header control waits at most for the screen before loading anyway, in ms. */
const AT_MOST_MS = 2000;

let shown = false;
const waiting = new Set<() => void>();

/** Called by a screen's box (or a dashboard widget) once its content, or its error, is on the page. */
export function markScreenShown(): void {
  if (shown) return;
  shown = true;
  for (const run of waiting) run();
  waiting.clear();
}

/**
 * Runs `run` once, when the screen has been shown, or AT_MOST_MS after this call should none say so. Answers the
 * function that cancels it (a header control unmounted before; the service worker's install never does).
 */
export function afterScreenShown(run: () => void): () => void {
  if (shown) {
    run();
    return () => {};
  }
  const cancel = () => {
    waiting.delete(once);
    clearTimeout(timer);
  };
  const once = () => {
    cancel();
    run();
  };
  waiting.add(once);
  const timer = setTimeout(once, AT_MOST_MS);
  return cancel;
}

/** True once the screen has been shown (at once when `wait` is false, or after AT_MOST_MS at most). */
export function useAfterScreen(wait: boolean): boolean {
  const [ready, setReady] = useState(!wait || shown);
  useEffect(() => (ready ? undefined : afterScreenShown(() => setReady(true))), [ready]);
  return ready;
}
