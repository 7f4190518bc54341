import { describe, expect, it, vi } from 'vitest';
import { lazyScreens } from './lazy-screens.ts';

const ROUTES = [
  { path: '/events', screen: 'list' },
  { path: '/events/claims', screen: 'claims' },
  { path: '/events/:id', screen: 'detail' },
] as const;

const Screen = () => null;

describe('an area’s lazy screens', () => {
  it('has a screen per declared name, and warm(path) starts only the code of the screen at that path', () => {
    const loaders = {
      list: vi.fn(async () => Screen),
      claims: vi.fn(async () => Screen),
      detail: vi.fn(async () => Screen),
    };
    const { screens, warm } = lazyScreens(ROUTES, loaders);
    expect(Object.keys(screens).sort()).toEqual(['claims', 'detail', 'list']);
    expect(loaders.list).not.toHaveBeenCalled();

    warm('/events/ev_1');
    expect(loaders.detail).toHaveBeenCalledTimes(1);
    warm('/events/claims');
    expect(loaders.claims).toHaveBeenCalledTimes(1);
    warm('/documents');
    expect(loaders.list).not.toHaveBeenCalled();
  });
});
