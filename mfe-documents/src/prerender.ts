import type { PrerenderableScreen } from '@dwell/ui/lib/prerender.tsx';
import { DocumentsApp } from './documents-app.tsx';

/** The exposed modules (rsbuild.config.ts) whose screen the worker may draw into the page's first paint. */
export const PRERENDER: Record<string, PrerenderableScreen> = { app: { Screen: DocumentsApp } };
