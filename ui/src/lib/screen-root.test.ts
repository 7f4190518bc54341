import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ScreenRoot, useFramed } from './screen-root.tsx';

/** A screen whose table waits for the frame: its placeholder, then its rows. */
function Screen() {
  return createElement('h1', null, useFramed() ? 'Rows' : 'Placeholder');
}

const page = (fresh?: boolean) =>
  renderToString(
    createElement(ScreenRoot, {
      client: new QueryClient(),
      ...(fresh === undefined ? {} : { fresh }),
      // biome-ignore lint/correctness/noChildrenProp: createElement's types ask for a component's required children among its props.
      children: createElement(Screen),
    }),
  );

describe('a screen’s frame first (useFramed)', () => {
  it('draws the whole screen where the worker draws it or the browser takes that drawing over', () => {
    expect(page()).toBe('<div><h1>Rows</h1></div>');
    expect(page(false)).toBe('<div><h1>Rows</h1></div>');
  });

  it('gives a screen mounted afresh its placeholders in the first pass', () => {
    expect(page(true)).toBe('<div><h1>Placeholder</h1></div>');
  });
});
