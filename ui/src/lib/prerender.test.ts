import { formatDateTime } from '@dwell/core/format';
import type { SessionInfo } from '@dwell/core/session';
import { useQuery } from '@tanstack/react-query';
import { createElement, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreens } from './lazy-screens.ts';
import { prerenderScreen } from './prerender.tsx';
import { usePath } from './router.tsx';
import type { ScreenProps } from './screen.ts';

const session = { user: { name: 'Dana' } } as unknown as SessionInfo;
const AT = Date.UTC(2026, 10, 27, 3, 30);
const KEY = ['stops', { page: '1' }] as const;

/** A screen as the remotes write them: its route's title, the address, one query, a date in the viewer's zone. */
function Stops({ title }: ScreenProps) {
  const path = usePath();
  const stops = useQuery({ queryKey: KEY, queryFn: async (): Promise<{ name: string }[]> => [] });
  return createElement(
    'section',
    null,
    createElement('h1', null, title),
    createElement('p', null, `at ${path}, ${formatDateTime(AT)}`),
    stops.data
      ? stops.data.map((s) => createElement('p', { key: s.name }, s.name))
      : createElement('p', null, 'Loading…'),
  );
}

/** The same screen as an area's lazy screen, twice: one drawn without waiting for its code, one waited for. */
const Loading = () => createElement('div', { 'data-loading-page': '' }, 'Loading this screen…');
const area = () =>
  lazyScreens([{ path: '/stops', screen: 'stops' }] as const, { stops: async () => Stops }, () =>
    createElement(Loading),
  );
const unwaited = area();
const waited = area();
const Unwaited = (props: ScreenProps) => createElement(unwaited.screens.stops, props);
const Waited = (props: ScreenProps) => createElement(waited.screens.stops, props);

/** A stop's time in the stop's own zone: no viewer's zone needed. */
const InItsZone = () => createElement('p', null, `at ${formatDateTime(AT, 'America/Denver')}`);
/** Stops under a Suspense boundary, whose fallback a renderer would draw in place of a part that throws. */
const Deep = () =>
  createElement(
    'section',
    null,
    createElement('h1', null, 'Stops'),
    createElement(Suspense, { fallback: createElement('p', null, '…') }, createElement(Stops, { session })),
  );

const input = (overrides: Partial<Parameters<typeof prerenderScreen>[1]> = {}) => ({
  path: '/stops?page=1',
  session,
  title: 'Stops',
  timeZone: 'America/Chicago',
  reads: [{ key: KEY, data: [{ name: 'Dock 4 <b>late</b>' }] }],
  ...overrides,
});

describe('a screen drawn for the page’s first paint', () => {
  it('is drawn at the page’s path, in the visitor’s zone, with the reads answered ahead (texts escaped)', async () => {
    const html = await prerenderScreen({ Screen: Stops }, input());
    expect(html).toContain('<h1>Stops</h1>');
    expect(html).toContain(`at /stops?page=1, ${formatDateTime(AT, 'America/Chicago')}`);
    expect(formatDateTime(AT, 'America/Chicago')).not.toBe(formatDateTime(AT, 'UTC'));
    expect(html).toContain('Dock 4 &lt;b&gt;late&lt;/b&gt;');
    // The zone holds for the drawing only.
    expect(formatDateTime(AT)).toBe(formatDateTime(AT, Intl.DateTimeFormat().resolvedOptions().timeZone));
  });

  it('draws each page with its own reads: nothing of one visitor’s answers is left for the next', async () => {
    await prerenderScreen({ Screen: Stops }, input());
    const next = await prerenderScreen({ Screen: Stops }, input({ reads: [] }));
    expect(next).not.toContain('Dock 4');
    expect(next).toContain('Loading…');
  });

  it('waits for a lazy screen’s code, and draws nothing that would still be a loading page', async () => {
    // Not waited for, the screen's code is still on its way: it would be its loading page, so nothing is drawn.
    expect(await prerenderScreen({ Screen: Unwaited }, input())).toBeNull();
    expect(await prerenderScreen({ Screen: Waited, ready: waited.ready }, input())).toContain('Dock 4');
    expect(await prerenderScreen({ Screen: Loading }, input())).toBeNull();
  });

  it('for a browser that has not told its zone: draws a screen with no date in it, and none that prints one', async () => {
    const unknown = input({ timeZone: null });
    expect(await prerenderScreen({ Screen: Stops }, unknown)).toBeNull();
    // A stop's time in its own zone needs no viewer's.
    expect(await prerenderScreen({ Screen: InItsZone }, unknown)).toContain(
      `<p>at ${formatDateTime(AT, 'America/Denver')}</p>`,
    );
    // A date under a Suspense boundary is not left out with the boundary's fallback drawn in its place.
    expect(await prerenderScreen({ Screen: Deep }, unknown)).toBeNull();
    expect(await prerenderScreen({ Screen: Deep }, input())).toContain(formatDateTime(AT, 'America/Chicago'));
    // Outside a drawing, dates are in the runtime's zone as before.
    expect(formatDateTime(AT)).toBe(formatDateTime(AT, Intl.DateTimeFormat().resolvedOptions().timeZone));
  });
});
