import type { PrerenderableScreen } from '@dwell/ui/lib/prerender.tsx';
import { EventsApp, ready } from './events-app.tsx';

/** The exposed modules (rsbuild.config.ts) whose screen the worker may draw into the page's first paint. */
export const PRERENDER: Record<string, PrerenderableScreen> = { app: { Screen: EventsApp, ready } };
