import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageFrame } from './layout-frame.tsx';

describe('the signed-in layout frame in the page’s HTML', () => {
  it('is the layout’s own markup, as shipped in layout-frame.generated.html (`vitest -u` rewrites it)', async () => {
    const markup = renderToStaticMarkup(createElement(PageFrame));
    await expect(markup).toMatchFileSnapshot('../../layout-frame.generated.html');
  });

  it('carries the sidebar, the header with the search box’s inert look, a screen’s loading page; nothing of a user', () => {
    const markup = renderToStaticMarkup(createElement(PageFrame));
    expect(markup).toContain(
      '<aside class="sidebar" id="sidebar" aria-label="Sidebar"><div class="brand">Dwell</div></aside>',
    );
    expect(markup).toContain('placeholder="Search events, drivers, or facilities..." disabled=""');
    // The worker fills in the route's remote, module and title (api/src/lib/assets/serve-page.ts).
    expect(markup).toMatch(
      /<main id="main" tabindex="-1"><div class="remote-screen" data-remote="\w+" data-expose="\w+"><div class="remote-loading"><div class="page stack-lg" data-loading-page=""><header class="page-header"><p class="page-title" aria-hidden="true">Title<\/p><\/header>/,
    );
    expect(markup).not.toMatch(/nav-link|sidebar-user|menu-button[^"]*" aria-expanded="true"/);
  });
});
