import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageFrame } from './layout-frame.tsx';

describe('the signed-in layout frame in the page’s HTML', () => {
  it('is the layout’s own markup, as shipped in layout-frame.generated.html (`vitest -u` rewrites it)', async () => {
    const markup = renderToStaticMarkup(createElement(PageFrame));
    await expect(markup).toMatchFileSnapshot('../../layout-frame.generated.html');
  });

  it('carries the sidebar, the header with the search box’s inert look, and an empty main; nothing of a user', () => {
    const markup = renderToStaticMarkup(createElement(PageFrame));
    expect(markup).toContain(
      '<aside class="sidebar" id="sidebar" aria-label="Sidebar"><div class="brand">Dwell</div></aside>',
    );
    expect(markup).toContain('placeholder="Search events, drivers, or facilities..." disabled=""');
    expect(markup).toContain('<main id="main" tabindex="-1"></main>');
    expect(markup).not.toMatch(/nav-link|sidebar-user|menu-button[^"]*" aria-expanded="true"/);
  });
});
