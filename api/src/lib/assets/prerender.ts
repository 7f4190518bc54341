/**
 * A remote screen's first paint, drawn by the worker into the page (docs/architecture.md#the-first-paint-of-a-page):
 * the screen's first reads asked of the API as the visitor's own browser would ask them, and the screen drawn
 * with them by the remote's own components (the prerender workspace). The page carries the answers too, so the
 * app's first render of the screen draws the same boxes without asking again.
 */
import type { PrerenderedRead } from '@dwell/core/prerender';
import type { DataRead } from '@dwell/core/schemas/remote-routes';
import type { RemoteName } from '@dwell/core/schemas/remote-versions';
import type { SessionInfo } from '@dwell/core/session';

/** Asks the API for a path as the page's visitor (their cookie), without leaving the worker. */
export type AskApi = (path: string) => Response | Promise<Response>;

export interface PrerenderedScreen {
  html: string;
  reads: PrerenderedRead[];
  /** The screen's style sheets: put in the page (serve-page.ts) so its first paint has them. */
  styles: string[];
}

export interface ScreenToDraw {
  remote: RemoteName;
  module: string;
  /** The address the page registers the remote's manifest at. */
  manifest: string;
  styles: string[];
  path: string;
  title: string | undefined;
  session: SessionInfo;
  /** Null when the browser has not told it yet (core/src/prerender.ts `PrerenderInput`). */
  timeZone: string | null;
  /** The route's first reads; null for a widget, whose remote declares its own (the prerender workspace). */
  reads: DataRead[] | null;
  /** A widget's props from its page (core/src/shell-routes.ts `TopWidget`). */
  props?: Readonly<Record<string, string>>;
}

/**
 * The screen drawn for this visitor, or null: when its remote is not the one built with this worker (a version
 * published on its own, or served from another origin: its code here would not be the code the browser runs),
 * when a read does not answer 200 (the screen shows its own error or empty state once its code is in), or when
 * drawing fails. Null only means the page shows the screen's loading box instead, as without this step.
 */
export async function prerenderedScreen(ask: AskApi, screen: ScreenToDraw): Promise<PrerenderedScreen | null> {
  if (screen.manifest !== `/mfe/${screen.remote}/mf-manifest.json`) return null;
  try {
    // Loaded on a page's first drawing only: the worker starts (and a request to the API runs) without the
    // screens' code, React's server renderer and the remotes' components.
    const { prerender, widgetReads } = await import('@dwell/prerender');
    const { remote, module, path, session, title, timeZone, props } = screen;
    const wanted = screen.reads ?? widgetReads(remote, module, props ?? {});
    if (!wanted) return null;
    const answers = await Promise.all(wanted.map((read) => answer(ask, read)));
    const reads = answers.filter((read): read is PrerenderedRead => read !== null);
    if (reads.length !== answers.length) return null;
    const html = await prerender(remote, module, { path, session, title, timeZone, reads, props });
    return html === null ? null : { html, reads, styles: screen.styles };
  } catch (error) {
    console.error(`Prerendering ${screen.remote}/${screen.module} at ${screen.path} failed`, error);
    return null;
  }
}

async function answer(ask: AskApi, read: DataRead): Promise<PrerenderedRead | null> {
  const res = await ask(read.path);
  if (res.status !== 200) return null;
  return { key: read.key, data: await res.json() };
}
