/**
 * The screen the worker drew into the page (api/src/lib/assets/prerender.ts), taken over by the app: its reads
 * go into the page's shared query cache before the first render, and the drawn screen stays in its box until
 * the remote's own render of it is in (remote-screen.tsx), so the first paint is never replaced by a spinner.
 */
import { PRERENDERED_CLASS, PRERENDERED_READS_ID, type PrerenderedRead } from '@dwell/core/prerender';
import { sharedQueryClient } from '@dwell/ui/lib/shared-query-client.ts';

interface Drawn {
  remote: string;
  expose: string;
  path: string;
  /** The drawn screen's box in the page's frame: shown until the app's first render, which takes its nodes. */
  box: HTMLElement;
}

let drawn: Drawn | null = null;

const here = () => location.pathname + location.search;

/** Called once before the app's first render (bootstrap.tsx), while the page's frame is still in #root. */
export function takePrerendered(): void {
  const data = document.getElementById(PRERENDERED_READS_ID);
  // A screen's box in the frame's main, or a page's top widget's inside the page's own box.
  const box = document.querySelector<HTMLElement>(`#main .remote-screen > .${PRERENDERED_CLASS}`);
  const screen = box?.parentElement;
  if (!data || !box || !screen) return;
  let reads: PrerenderedRead[];
  try {
    reads = JSON.parse(data.textContent ?? '') as PrerenderedRead[];
  } catch {
    return;
  }
  const cache = sharedQueryClient();
  for (const { key, data: answer } of reads) cache.setQueryData(key, answer);
  drawn = { remote: screen.dataset.remote ?? '', expose: screen.dataset.expose ?? '', path: here(), box };
}

/**
 * The drawn screen's box in the frame, for the box of `remote`'s `expose` module while the page is still at its
 * address: the app moves its nodes (never parsed again) into the box it draws for it (remote-screen.tsx), in
 * the same commit that replaces the frame, so no frame is painted without them.
 */
export function prerenderedFor(remote: string, expose: string): HTMLElement | null {
  if (!drawn || drawn.remote !== remote || drawn.expose !== expose || drawn.path !== here()) return null;
  return drawn.box;
}

/** Once the remote's own screen is in, the drawn one is never shown again (a later visit loads as usual). */
export function dropPrerendered(): void {
  drawn = null;
}
