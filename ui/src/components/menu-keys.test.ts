import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MenuButton } from './menu-button.tsx';
import { nextMenuFocus, openingFocus } from './menu-keys.ts';

describe('openingFocus: the keys that open a menu from its button', () => {
  it('Enter, Space and ArrowDown open at the first item, ArrowUp at the last', () => {
    expect(openingFocus('Enter')).toBe('first');
    expect(openingFocus(' ')).toBe('first');
    expect(openingFocus('ArrowDown')).toBe('first');
    expect(openingFocus('ArrowUp')).toBe('last');
  });

  it('other keys do not open it', () => {
    for (const key of ['Escape', 'Tab', 'a', 'Home', 'ArrowLeft']) expect(openingFocus(key)).toBeNull();
  });
});

describe('nextMenuFocus: where a key moves the focus in an open menu', () => {
  it('ArrowDown moves to the next item and wraps from the last to the first', () => {
    expect(nextMenuFocus('ArrowDown', 0, 3)).toBe(1);
    expect(nextMenuFocus('ArrowDown', 1, 3)).toBe(2);
    expect(nextMenuFocus('ArrowDown', 2, 3)).toBe(0);
  });

  it('ArrowUp moves to the previous item and wraps from the first to the last', () => {
    expect(nextMenuFocus('ArrowUp', 2, 3)).toBe(1);
    expect(nextMenuFocus('ArrowUp', 0, 3)).toBe(2);
  });

  it('Home and End jump to the first and the last item', () => {
    expect(nextMenuFocus('Home', 2, 4)).toBe(0);
    expect(nextMenuFocus('End', 0, 4)).toBe(3);
  });

  it('with no item focused, ArrowDown takes the first and ArrowUp the last', () => {
    expect(nextMenuFocus('ArrowDown', -1, 3)).toBe(0);
    expect(nextMenuFocus('ArrowUp', -1, 3)).toBe(2);
  });

  it('a single item keeps the focus; an empty menu and other keys move nothing', () => {
    expect(nextMenuFocus('ArrowDown', 0, 1)).toBe(0);
    expect(nextMenuFocus('ArrowUp', 0, 1)).toBe(0);
    expect(nextMenuFocus('ArrowDown', -1, 0)).toBeNull();
    for (const key of ['Escape', 'Tab', 'Enter', ' ', 'x']) expect(nextMenuFocus(key, 1, 3)).toBeNull();
  });
});

describe('MenuButton, closed', () => {
  it('draws a button announcing a menu, collapsed, and no menu', () => {
    const html = renderToStaticMarkup(
      createElement(MenuButton, {
        label: 'Actions ▾',
        buttonClassName: 'btn btn-primary',
        items: [{ label: 'Add document', onSelect: () => undefined }, false],
      }),
    );
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('>Actions ▾</button>');
    expect(html).not.toContain('role="menu"');
    expect(html).not.toContain('Add document');
  });
});
