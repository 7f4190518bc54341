import type { Prerender, WidgetReads } from '@dwell/core/prerender';
import type { RemoteName } from '@dwell/core/schemas/remote-versions';
import { type PrerenderableScreen, prerenderScreen } from '@dwell/ui/lib/prerender.tsx';
import { PRERENDER as account } from '@dwell/mfe-account/src/prerender.ts';
import { PRERENDER as documents } from '@dwell/mfe-documents/src/prerender.ts';
import { PRERENDER as events } from '@dwell/mfe-events/src/prerender.ts';
import { PRERENDER as reports } from '@dwell/mfe-reports/src/prerender.ts';

const SCREENS: Record<RemoteName, Record<string, PrerenderableScreen>> = { events, documents, reports, account };

/**
 * A remote screen drawn by the worker for the page's first paint, with the code of the remote built together
 * with this worker (the worker draws only a remote served from its own build: api/src/lib/assets/prerender.ts).
 */
export const prerender: Prerender = async (remote, module, input) => {
  const screen = SCREENS[remote][module];
  return screen ? prerenderScreen(screen, input) : null;
};

/** A widget's first reads, as its remote declares them beside its drawing (a widget has no route to say them). */
export const widgetReads: WidgetReads = (remote, module, props) => SCREENS[remote][module]?.reads?.(props) ?? null;
