import { env } from 'cloudflare:test';
import { formatDateTime } from '@dwell/core/format';
import type { DocumentView } from '@dwell/core/schemas/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleet, subscribedCompany } from '../../../test/fixtures/companies.ts';
import { uploaded } from '../../../test/fixtures/documents.ts';
import { png } from '../../../test/fixtures/files.ts';
import { call, db } from '../../../test/fixtures/http.ts';
import { connect } from '../../../test/fixtures/integrations.ts';
import { app } from '../../app.ts';
import { SESSION_COOKIE } from '../cookies.ts';
import { forgetActiveVersions } from '../remotes/active-cache.ts';
import { activateVersion, publishVersion } from '../remotes/registry.ts';

const ORIGIN = 'http://dwell.test';
/** The shell's page as its build writes it: the layout's frame inert in a template inside #root. */
const LOADING =
  '<div class="remote-screen" data-remote="events" data-expose="app"><div class="remote-loading"><div class="page"><header class="page-header"><p class="page-title" aria-hidden="true">Title</p></header></div></div></div>';
const frame = (screen: string) =>
  `<div class="layout"><aside class="sidebar"></aside><main id="main" tabindex="-1">${screen}</main></div>`;
const FRAME = frame(LOADING);
const BOOT_CSS = '<link rel="stylesheet" href="/static/css/boot.css">';
const SCRIPTS =
  '<script defer src="/static/js/index.js" fetchpriority="high"></script><link rel="preload" as="script" href="/static/js/async/2.js">';
const LANDING = '<div class="landing"><h1>Track &amp; Recover Detention Costs</h1></div>';
const INDEX = `<!doctype html><head><title>Dwell</title>${BOOT_CSS}${SCRIPTS}</head><body><div id="root"><template data-layout-frame>${FRAME}</template><template data-landing>${LANDING}</template></div></body>`;
const NAVIGATE = { 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' };
const withCookie = (cookie: string) => ({ ...NAVIGATE, Cookie: `theme=dark; ${cookie}` });

/** The reports remote's manifest as its build writes it (publicPath auto: its files beside it). */
const REPORTS = {
  metaData: {
    publicPath: 'auto',
    remoteEntry: { name: 'static/js/dwell_reports.1a2b.js', path: '', type: 'global' },
    dwell: {
      routes: [
        {
          path: '/reports',
          access: 'subscribed',
          screen: 'reports',
          title: 'Reports & <Trends>',
          reads: [
            { key: ['reports', 'summary'], path: '/api/reports/summary?period=month' },
            { key: ['reports', 'trends'], path: '/api/reports/trends?interval=week', feature: 'advancedReports' },
          ],
        },
        {
          path: '/reports/customers/:id',
          access: 'subscribed',
          roles: ['carrier_admin', 'dispatcher'],
          screen: 'customer',
          module: 'customer-card',
          reads: [{ key: ['customer', ':id'], path: '/api/customers/:id' }],
        },
      ],
    },
  },
  exposes: [
    {
      name: 'app',
      assets: {
        js: { sync: ['static/js/async/0.aa.js', 'static/js/async/__federation_expose_app.bb.js'], async: [] },
        css: { sync: ['static/css/async/app.cc.css'], async: [] },
      },
    },
    { name: 'customer-card', assets: { js: { sync: ['static/js/async/card.dd.js'] }, css: { sync: [] } } },
  ],
};

/** The documents remote's manifest with its real routes: the worker draws its screen with the remote's own code. */
const firstPage = (eventId: string | null) => ({
  key: ['documents', { eventId, q: '', category: 'all', dir: 'desc' }, 1],
  path: `/api/documents?${eventId ? `eventId=${eventId}&` : ''}category=all&sort=date&dir=desc&page=1&pageSize=24`,
});
const DOCUMENTS = {
  metaData: {
    publicPath: 'auto',
    dwell: {
      routes: [
        { path: '/documents', access: 'subscribed', screen: 'documents', title: 'Documents', reads: [firstPage(null)] },
        {
          path: '/documents/:eventId',
          access: 'subscribed',
          screen: 'documents',
          title: 'Documents',
          reads: [firstPage(':eventId')],
        },
      ],
    },
  },
  exposes: [{ name: 'app', assets: { css: { sync: ['static/css/async/app.ee.css'], async: ['static/css/x.css'] } } }],
};

/** The account remote's manifest with its real Integrations route, whose answer carries an address. */
const ACCOUNT = {
  metaData: {
    publicPath: 'auto',
    dwell: {
      routes: [
        {
          path: '/settings/integrations',
          access: 'subscribed',
          roles: ['carrier_admin'],
          screen: 'integrations',
          title: 'Integrations',
          reads: [{ key: ['account', 'integrations'], path: '/api/integrations' }],
        },
      ],
    },
  },
  exposes: [{ name: 'app', assets: { css: { sync: [], async: [] } } }],
};

const FILES: Record<string, () => Response> = {
  '/mfe/account/mf-manifest.json': () => Response.json(ACCOUNT),
  '/': () => new Response(INDEX, { headers: { 'Content-Type': 'text/html', ETag: '"build-1"' } }),
  '/mfe/reports/mf-manifest.json': () => Response.json(REPORTS),
  // The header's remote (its search and alerts), here with no screen of its own.
  '/mfe/events/mf-manifest.json': () => Response.json({ metaData: { dwell: { routes: [] } }, exposes: [] }),
  '/mfe/documents/mf-manifest.json': () => Response.json(DOCUMENTS),
  // The same build published at an address of its own (a remote shipped on its own).
  '/mfe/documents/v2/mf-manifest.json': () => Response.json(DOCUMENTS),
  '/mfe/documents/static/css/async/app.ee.css': () => new Response('.docs-layout{display:grid}'),
  '/static/css/boot.css': () => new Response(':root{--tap:44px}'),
};

const assets = {
  fetch: async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    return FILES[path]?.() ?? new Response('not here', { status: 404 });
  },
} as unknown as Fetcher;

const links = async (path: string, headers: Record<string, string>) => {
  const res = await app.request(`${ORIGIN}${path}`, { headers }, { ...env, ASSETS: assets });
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('<title>Dwell</title>');
  return (res.headers.get('Link') ?? '').split(', ').filter(Boolean);
};

const REPORTS_MANIFEST = '</mfe/reports/mf-manifest.json>; rel=preload; as=fetch; crossorigin';
const EVENTS_MANIFEST = '</mfe/events/mf-manifest.json>; rel=preload; as=fetch; crossorigin';
const FIRST_READS = [
  '</api/auth/session>; rel=preload; as=fetch; crossorigin',
  '</api/mfe-manifest>; rel=preload; as=fetch; crossorigin',
];

/** Visitors of an active fleet (its admin and a driver) and of a past-due company, for both suites below. */
let admin: Record<string, string>;
let driver: Record<string, string>;
let pastDue: Record<string, string>;
beforeAll(async () => {
  const active = await fleet();
  admin = withCookie(active.admin.cookie);
  driver = withCookie(active.driver.cookie);
  pastDue = withCookie((await subscribedCompany('past_due')).cookie);
});

describe('the preload hints of a page', () => {
  it('signed out, or with a cookie of no live session: only the session check and the remote manifest', async () => {
    expect(await links('/reports', NAVIGATE)).toEqual(FIRST_READS);
    expect(await links('/login', NAVIGATE)).toEqual(FIRST_READS);
    expect(await links('/reports', withCookie(`${SESSION_COOKIE}=abc.def`))).toEqual(FIRST_READS);
  });

  it('signed in: the route’s remote manifest, the header’s and first reads, all at once (never scripts)', async () => {
    const manifests = [REPORTS_MANIFEST, EVENTS_MANIFEST];
    // A screen the worker does not draw (here a read that does not answer 200): its reads are hinted.
    const hints = await links('/reports/customers/cus_42', admin);
    expect(hints.slice(0, 4)).toEqual([...FIRST_READS, ...manifests]);
    expect(hints).toContain('</api/customers/cus_42>; rel=preload; as=fetch; crossorigin');
    // One it draws (reports print no date in the viewer's zone, so even before the browser told it): the page
    // carries the reads' answers, and only the manifests are hinted.
    expect(await links('/reports', admin)).toEqual([...FIRST_READS, ...manifests]);
  });

  it('a shell page in the layout: its top widget’s remote manifest and the header’s', async () => {
    expect(await links('/dashboard', admin)).toEqual([...FIRST_READS, REPORTS_MANIFEST, EVENTS_MANIFEST]);
    expect(await links('/billing', admin)).toEqual([...FIRST_READS, EVENTS_MANIFEST]);
    // Without the header's search and alerts (a locked account on its billing page), none.
    expect(await links('/billing', pastDue)).toEqual(FIRST_READS);
  });

  it('fills the route’s parameters into its reads', async () => {
    const hints = await links('/reports/customers/cus_42', admin);
    expect(hints).toContain('</api/customers/cus_42>; rel=preload; as=fetch; crossorigin');
    expect(hints.join()).not.toContain('summary');
  });

  it('asks nothing the API would refuse: a past-due account, a role the route does not admit', async () => {
    expect(await links('/reports', pastDue)).toEqual(FIRST_READS);
    expect(await links('/reports/customers/cus_42', driver)).toEqual(FIRST_READS);
    expect(await links('/reports', driver)).toContain(
      '</api/reports/summary?period=month>; rel=preload; as=fetch; crossorigin',
    );
  });

  it('a path no remote declares: only the first reads', async () => {
    expect(await links('/events', admin)).toEqual(FIRST_READS);
    expect(await links('/nowhere', admin)).toEqual(FIRST_READS);
  });

  it('a payer’s claim page gets none (its address is a credential and its reads are its own)', async () => {
    const res = await app.request(`${ORIGIN}/claim/pay_abc`, { headers: NAVIGATE }, { ...env, ASSETS: assets });
    expect(res.headers.get('Link')).toBeNull();
  });
});

describe('the layout frame in the page', () => {
  const page = async (path: string, headers: Record<string, string>) => {
    const res = await app.request(`${ORIGIN}${path}`, { headers }, { ...env, ASSETS: assets });
    expect(res.status).toBe(200);
    return { html: await res.text(), headers: res.headers };
  };
  const framed = (screen: string) => `<div id="root" data-framed="">${frame(screen)}</div>`;
  const BARE = '<div id="root"></div>';

  it('is kept, unwrapped, for a signed-in screen in the layout the session may open, with its screen loading', async () => {
    // A remote's screen: its box named after the route's remote and module, its loading page with the title.
    // (A screen the worker does not draw for this visitor; the drawn ones are the next suite's.)
    const reports = LOADING.replace('"events"', '"reports"').replace('>Title<', '>Reports &amp; &lt;Trends&gt;<');
    expect((await page('/reports', driver)).html).toContain(framed(reports));
    // A route without a title loads without one; a module other than the area's app is named.
    const customer = LOADING.replace('"events" data-expose="app"', '"reports" data-expose="customer-card"').replace(
      '<header class="page-header"><p class="page-title" aria-hidden="true">Title</p></header>',
      '',
    );
    expect((await page('/reports/customers/cus_42', admin)).html).toContain(framed(customer));
    // The shell's own pages in the layout: the frame without a screen box (the page draws its own; the
    // dashboard's drawn top widget is the next suite's).
    expect((await page('/billing', admin)).html).toContain(framed(''));
    // Nothing of the scripts is needed for that first paint: they come after the styles.
    const { html } = await page('/dashboard', admin);
    expect(html).toContain('<script defer src="/static/js/index.js" fetchpriority="low"></script>');
    expect(html).toContain('<link rel="preload" as="script" href="/static/js/async/2.js" fetchpriority="low">');
  });

  it('is dropped signed out, for a page outside the layout, and for a screen the session may not open', async () => {
    expect((await page('/dashboard', NAVIGATE)).html).toContain(`${SCRIPTS}</head><body>${BARE}`);
    expect((await page('/dashboard', withCookie(`${SESSION_COOKIE}=abc.def`))).html).toContain(BARE);
    for (const path of ['/login', '/checkout', '/thank-you'])
      expect((await page(path, admin)).html, path).toContain(BARE);
    expect((await page('/reports/customers/cus_42', driver)).html).toContain(BARE);
    // A past-due account: the screens send it to billing, and billing's header has no events search to frame.
    expect((await page('/reports', pastDue)).html).toContain(BARE);
    expect((await page('/billing', pastDue)).html).toContain(BARE);
    // A path no remote declares (or whose remote's manifest is missing) is not framed either.
    expect((await page('/events', admin)).html).toContain(BARE);
  });

  it('carries the landing page itself in a signed-out visitor’s front page, and nowhere else', async () => {
    for (const headers of [NAVIGATE, withCookie(`${SESSION_COOKIE}=abc.def`)]) {
      const { html, headers: answer } = await page('/', headers);
      expect(html).toContain(`<div id="root" data-framed="">${LANDING}</div>`);
      // Its style sheet in the page: its first paint needs no other request.
      expect(html).toContain('<style data-href="/static/css/boot.css">:root{--tap:44px}</style>');
      // Its scripts come after its styles; the page differs by who asks, so no cache shares it.
      expect(html).toContain('<script defer src="/static/js/index.js" fetchpriority="low"></script>');
      expect(answer.get('cache-control')).toBe('private, no-cache');
    }
    // A signed-in visitor is sent on to their home by the app; another page never carries it.
    expect((await page('/', admin)).html).toContain(BARE);
    expect((await page('/login', NAVIGATE)).html).toContain(BARE);
    expect((await page('/?from=email', NAVIGATE)).html).toContain(LANDING);
    // What is not a page navigation (the service worker keeping its offline copy) gets the file as it is.
    const file = await app.request(`${ORIGIN}/`, { headers: { Accept: '*/*' } }, { ...env, ASSETS: assets });
    expect(await file.text()).toBe(INDEX);
  });

  it('makes the page one visitor’s: kept by their browser only, never a 304 from the static index’s ETag', async () => {
    for (const headers of [admin, NAVIGATE]) {
      const { headers: answer } = await page('/dashboard', { ...headers, 'If-None-Match': '"build-1"' });
      expect(answer.get('cache-control')).toBe('private, no-cache');
      expect(answer.get('etag')).toBeNull();
    }
  });
});

describe('a remote screen drawn into the page', () => {
  const ZONE = 'America/Chicago';
  const HOSTILE = '</script><script>alert(1)</script> & <b>';
  let doc: DocumentView;
  let visitor: Record<string, string>;
  beforeAll(async () => {
    const owner = await subscribedCompany();
    doc = await uploaded(owner.cookie, png(), { name: 'Dock 4.png', query: { description: HOSTILE } });
    visitor = { ...withCookie(owner.cookie), Cookie: `${owner.cookie}; dwell_tz=${encodeURIComponent(ZONE)}` };
  });
  const page = async (path: string, headers: Record<string, string>) => {
    const res = await app.request(`${ORIGIN}${path}`, { headers }, { ...env, ASSETS: assets });
    expect(res.status).toBe(200);
    return { html: await res.text(), links: res.headers.get('Link') ?? '' };
  };
  const drawn = (html: string) => /<div class="remote-prerendered" inert>([\s\S]*?)<\/div><script/.exec(html);
  const readsIn = (html: string) => {
    const json = /<script type="application\/json" id="dwell-prerendered-reads">([\s\S]*?)<\/script>/.exec(html);
    return json ? JSON.parse(json[1] ?? '') : null;
  };

  it('draws the screen for a browser that told its zone: its content, the reads it was drawn with, its styles', async () => {
    const { html, links } = await page('/documents', visitor);
    expect(html).toContain('<div id="root" data-framed="">');
    expect(html).toContain('<div class="remote-screen" data-remote="documents" data-expose="app">');
    const screen = drawn(html)?.[1] ?? '';
    expect(screen).toContain('<h1>Documents</h1>');
    expect(screen).toContain('Dock 4.png');
    // Dates in the visitor's zone, as their browser prints them.
    expect(screen).toContain(formatDateTime(doc.createdAt, ZONE));
    // The answers it was drawn with, exactly as the API gives them to this visitor, under the screen's query key.
    const answer = await call('/api/documents?category=all&sort=date&dir=desc&page=1&pageSize=24', {
      cookie: visitor.Cookie,
    });
    expect(readsIn(html)).toEqual([{ key: firstPage(null).key, data: await answer.json() }]);
    // Its data is in the page, so no early request for it; the manifests are still hinted.
    expect(links).not.toContain('/api/documents');
    expect(links).toContain('</mfe/documents/mf-manifest.json>');
    // The page's styles and the screen's own (never the other modules' listed under async) in the page itself.
    expect(html).toContain('<style data-href="/static/css/boot.css">:root{--tap:44px}</style>');
    expect(html).toContain(
      '<style data-href="/mfe/documents/static/css/async/app.ee.css">.docs-layout{display:grid}</style>',
    );
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).not.toContain('x.css');
    // Not painted before the whole screen is in: the browser waits for its reads, the element after it.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#dwell-prerendered-reads" blocking="render">');
    expect(html.indexOf('id="dwell-prerendered-reads"')).toBeGreaterThan(
      html.indexOf('<div class="remote-prerendered"'),
    );
  });

  it('asks its reads at the page’s own address, as the browser would: an address in an answer is the page’s', async () => {
    const { fleet: owner } = await connect('generic');
    const { html } = await page('/settings/integrations', {
      ...withCookie(owner.admin.cookie),
      Cookie: `${owner.admin.cookie}; dwell_tz=${encodeURIComponent(ZONE)}`,
    });
    const [read] = (readsIn(html) ?? []) as {
      key: unknown;
      data: { integrations: { id: string; endpointUrl: string }[] };
    }[];
    expect(read?.key).toEqual(['account', 'integrations']);
    const [integration] = read?.data.integrations ?? [];
    expect(integration?.endpointUrl).toBe(`${ORIGIN}/api/integrations/${integration?.id}/webhook`);
  });

  it('writes a visitor’s text as text: nothing in a description can close the data or open a script', async () => {
    const { html } = await page('/documents', visitor);
    expect(html.match(/<script/g)).toHaveLength(2); // the app's script and the data block
    expect(html).not.toContain('<script>alert');
    expect(drawn(html)?.[1]).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;');
    expect(JSON.stringify(readsIn(html))).toContain(JSON.stringify(HOSTILE));
  });

  it('is not drawn without a zone, with a zone no runtime knows, or when a read does not answer 200', async () => {
    for (const cookie of [visitor.Cookie?.replace(/; dwell_tz=.*/, ''), `${visitor.Cookie}x/Mars`]) {
      const { html, links } = await page('/documents', { ...visitor, Cookie: cookie ?? '' });
      expect(drawn(html), cookie).toBeNull();
      expect(html, cookie).not.toContain('rel="expect"');
      expect(html).toContain('<p class="page-title" aria-hidden="true">Documents</p>');
      expect(html).toContain(BOOT_CSS);
      expect(links).toContain('</api/documents?category=all&sort=date&dir=desc&page=1&pageSize=24>');
    }
    // Another company's stop (or none): the list answers 404 to this visitor, and the screen shows that itself.
    const { html } = await page('/documents/ev_nobody', visitor);
    expect(drawn(html)).toBeNull();
    expect(readsIn(html)).toBeNull();
  });

  it('draws a dashboard’s top widget in the page’s own box: the stat cards with its title, over the widget’s own read', async () => {
    const shown = { period: 'this_week', from: '', to: '' };
    for (const [path, title, scope] of [
      ['/dashboard', 'Dashboard', 'company'],
      ['/carrier-dashboard', 'My Dashboard', 'mine'],
    ] as const) {
      const { html, links } = await page(path, visitor);
      expect(html, path).toContain(
        '<main id="main" tabindex="-1"><div class="page stack-lg"><div class="remote-screen" data-remote="reports" data-expose="stat-cards">',
      );
      const widget = drawn(html)?.[1] ?? '';
      expect(widget).toContain(`<h1>${title}</h1>`);
      expect(widget).toContain('data-testid="stat-cards" aria-busy="false"');
      // The answer the widget asks for first (the period it starts on, the page's scope), as this visitor gets it.
      const query = new URLSearchParams({ ...shown, scope });
      const res = await call(`/api/reports/dashboard?${query}`, { cookie: visitor.Cookie });
      const answer = (await res.json()) as { stats: unknown; window: { from: number } };
      const [read, ...others] = readsIn(html);
      expect(others).toEqual([]);
      expect(read.key).toEqual(['dashboard', { ...shown, scope }]);
      expect(read.data.stats).toEqual(answer.stats);
      expect(read.data.window.from).toBe(answer.window.from);
      expect(links).not.toContain('/api/reports');
    }
    // Without the zone too (a browser's first visit): the stat cards print no date in the viewer's zone.
    const { html } = await page('/dashboard', {
      ...visitor,
      Cookie: visitor.Cookie?.replace(/; dwell_tz=.*/, '') ?? '',
    });
    expect(drawn(html)?.[1]).toContain('<h1>Dashboard</h1>');
    expect(readsIn(html)).toHaveLength(1);
  });

  describe('a remote published on its own', () => {
    afterAll(async () => {
      // Back to the build served here for the tests after these (already so when the test stopped early).
      await activateVersion(db(), 'documents', 'built-here', 'test').catch(() => undefined);
      forgetActiveVersions();
    });

    it('is drawn only while the version served is the one built with this worker', async () => {
      const here = { version: 'built-here', manifestUrl: '/mfe/documents/mf-manifest.json', activate: true };
      await publishVersion(db(), 'documents', here, 'test');
      forgetActiveVersions();
      expect(drawn((await page('/documents', visitor)).html)).not.toBeNull();
      const elsewhere = { version: 'v2', manifestUrl: '/mfe/documents/v2/mf-manifest.json', activate: true };
      await publishVersion(db(), 'documents', elsewhere, 'test');
      forgetActiveVersions();
      const { html } = await page('/documents', visitor);
      expect(html).toContain('<div id="root" data-framed="">');
      expect(drawn(html)).toBeNull();
    });
  });
});
