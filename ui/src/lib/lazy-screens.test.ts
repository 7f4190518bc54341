import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreens } from './lazy-screens.ts';

const ROUTES = [
  { path: '/events', screen: 'list' },
  { path: '/events/claims', screen: 'claims' },
  { path: '/events/:id', screen: 'detail' },
] as const;

const Screen = () => null;
const List = ({ n }: { n: number }) => createElement('h1', null, `List ${n}`);

describe('an area’s lazy screens', () => {
  it('has a screen per declared name, and warm(path) starts only the code of the screen at that path', () => {
    const loaders = {
      list: vi.fn(async () => Screen),
      claims: vi.fn(async () => Screen),
      detail: vi.fn(async () => Screen),
    };
    const { screens, warm } = lazyScreens(ROUTES, loaders, () => 'Loading');
    expect(Object.keys(screens).sort()).toEqual(['claims', 'detail', 'list']);
    expect(loaders.list).not.toHaveBeenCalled();

    warm('/events/ev_1');
    expect(loaders.detail).toHaveBeenCalledTimes(1);
    warm('/events/claims');
    expect(loaders.claims).toHaveBeenCalledTimes(1);
    warm('/documents');
    expect(loaders.list).not.toHaveBeenCalled();
  });

  it('renders a warmed screen at once, with no boundary around it, and one whose code has not arrived as its loading state', async () => {
    const loaders = { list: vi.fn(async () => List), claims: vi.fn(async () => List), detail: vi.fn(async () => List) };
    const { screens, warm } = lazyScreens(ROUTES, loaders, ({ n }) => `Loading ${n}`);
    const page = (name: 'list' | 'claims') => renderToString(createElement(screens[name], { n: 3 }));
    warm('/events');
    await loaders.list.mock.results[0]?.value;
    // Nothing for the browser's hydration to leave behind as a boundary of its own: the screen is the page's.
    expect(page('list')).toBe('<h1>List 3</h1>');
    expect(page('claims')).not.toContain('<h1>');
    expect(page('claims')).toContain('Loading 3');
    expect(loaders.list).toHaveBeenCalledTimes(1);
  });
});
