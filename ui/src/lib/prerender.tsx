import { inViewerZone, ViewerZoneUnknown } from '@dwell/core/format';
import type { PrerenderInput } from '@dwell/core/prerender';
import type { DataRead } from '@dwell/core/schemas/remote-routes';
import { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerPath } from './router.tsx';
import type { ScreenProps } from './screen.ts';
import { ScreenRoot } from './screen-root.tsx';

/** A remote's screen as its exposed module shows it, and how to have its code at hand before drawing it. */
export interface PrerenderableScreen {
  Screen: ComponentType<ScreenProps>;
  /** Resolves once the screen at a path renders without suspending (lazy-screens.ts `ready`). */
  ready?: (pathname: string) => Promise<void>;
  /** A widget's first reads, for the props its page gives it (a screen's are its route's `reads`). */
  reads?: (props: Readonly<Record<string, string>>) => DataRead[];
}

/**
 * The screen drawn as HTML where there is no browser (the worker, for the page's first paint): the same tree
 * the browser's mount renders (screen-root.tsx), at the page's path and in the visitor's time zone, with the
 * reads the worker answered ahead in a cache of its own. A screen that would still show a loading page (code or data not at hand) is
 * not worth drawing: null; nor one that prints a date in the viewer's zone for a viewer whose zone is unknown.
 */
export async function prerenderScreen(
  { Screen, ready }: PrerenderableScreen,
  input: PrerenderInput,
): Promise<string | null> {
  await ready?.(input.path.split('?')[0] ?? '/');
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  for (const read of input.reads) client.setQueryData(read.key, read.data);
  try {
    const html = inViewerZone(input.timeZone, () =>
      renderToString(
        <ServerPath value={input.path}>
          <ScreenRoot client={client}>
            <Screen session={input.session} title={input.title} {...input.props} />
          </ScreenRoot>
        </ServerPath>,
      ),
    );
    return html.includes('data-loading-page') ? null : html;
  } catch (error) {
    if (error instanceof ViewerZoneUnknown) return null;
    throw error;
  } finally {
    client.clear();
  }
}
