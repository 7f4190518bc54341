import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../ui/build/compile-hints.ts';
import { signInByApi } from '../lib/auth.ts';
import { launchBrowser, newPage } from '../lib/browser.ts';

/** The documents screen's first read, as mfe-documents/src/routes.ts declares it. */
const DOCUMENTS_READ = '/api/documents?category=all&sort=date&dir=desc&page=1&pageSize=24';

/** Every same-origin request path (with its query) the page makes from now on. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    seen.push(url.pathname + url.search);
  });
  return seen;
}

/**
 * How many times the live connection has told the page its alerts may have changed since now: a change naming
 * alerts (one the stops' timers raise while the test runs, as the demo's live stops cross their thresholds), or a
 * reconnect, after which the page refreshes everything it shows.
 */
function alertChangesTold(page: Page): { count: number } {
  const told = { count: 0 };
  let sockets = 0;
  page.on('websocket', (socket) => {
    if (!socket.url().endsWith('/api/live')) return;
    sockets += 1;
    if (sockets > 1) told.count += 1;
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string' || !payload.startsWith('{')) return;
      const message = JSON.parse(payload) as { type?: string; topics?: string[] };
      if (message.type === 'changed' && message.topics?.includes('alerts')) told.count += 1;
    });
  });
  return told;
}

/** Waits until the page has asked for nothing new for `ms` (what it was warming has all arrived). */
async function quiet(seen: string[], ms = 1500): Promise<void> {
  for (let last = -1; last !== seen.length; ) {
    last = seen.length;
    await new Promise((resolve) => setTimeout(resolve, ms));
  }
}

/**
 * The scripts the page loads that carry zod, by address, as they arrive: its schemas' own `._zod.` property marks
 * every file with any of it, however little of it a file took.
 */
function zodFiles(page: Page): string[] {
  const found: string[] = [];
  page.on('response', async (res) => {
    if (!res.url().endsWith('.js')) return;
    const body = await res.text().catch(() => '');
    if (body.includes('._zod.')) found.push(res.url());
  });
  return found;
}

describe('render as you fetch: the shell starts a screen’s code and data before the screen asks', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('pointing at a sidebar link fetches its screen’s code and first read; the screen then reuses that answer', async () => {
    const { context, page, errors } = await newPage(browser);
    try {
      expect(await signInByApi(page)).toBe(200);
      await page.goto('/billing');
      await page.getByRole('heading', { name: 'Billing' }).waitFor();
      const link = page.getByRole('complementary', { name: 'Sidebar' }).locator('a[href="/documents"]');
      await link.waitFor();
      const seen = recordRequests(page);

      await link.hover();
      await expect.poll(() => seen.includes(DOCUMENTS_READ), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => seen.some((path) => path.startsWith('/mfe/documents/')), { timeout: 10_000 }).toBe(true);
      expect(page.url()).toMatch(/\/billing$/);

      await link.click();
      await page.locator('[data-remote="documents"] h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(seen.filter((path) => path === DOCUMENTS_READ)).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a page left as it is warms each sidebar area’s code in idle time, none of their data; a switch then asks no more code and paints the screen at once', async () => {
    const { context, page, errors } = await newPage(browser);
    try {
      expect(await signInByApi(page)).toBe(200);
      const seen = recordRequests(page);
      await page.goto('/billing');
      await page.getByRole('heading', { name: 'Billing' }).waitFor();
      const areaCode = (area: string) => seen.filter((path) => path.startsWith(`/mfe/${area}/static/`));
      // Not while the page is still loading what it shows.
      expect(areaCode('documents')).toEqual([]);
      for (const area of ['events', 'documents', 'reports', 'account'])
        await expect.poll(() => areaCode(area).length, { timeout: 20_000 }).toBeGreaterThan(0);
      await quiet(seen);
      expect(seen.filter((path) => /^\/api\/(documents|reports|events)\b/.test(path))).toEqual([]);

      const before = seen.length;
      // What the first frame after the click holds (a frame's callbacks run just before it is painted).
      const firstFrame = page.evaluate(
        () =>
          new Promise<{ heading: boolean; loading: boolean }>((resolve) =>
            document.addEventListener(
              'click',
              () =>
                requestAnimationFrame(() => {
                  const box = document.querySelector('[data-remote="documents"]');
                  resolve({
                    heading: box?.querySelector('h1') != null,
                    loading: box?.querySelector('.remote-loading') != null,
                  });
                }),
              { capture: true, once: true },
            ),
          ),
      );
      await page.getByRole('complementary', { name: 'Sidebar' }).locator('a[href="/documents"]').click();
      await page.locator('[data-remote="documents"] h1').first().waitFor();
      // Its code already in, the screen answers the tap in the next paint: its heading, not a loading state.
      expect(await firstFrame).toEqual({ heading: true, loading: false });
      await page.waitForLoadState('networkidle');
      const asked = seen.slice(before);
      expect(asked).toContain(DOCUMENTS_READ);
      expect(asked.filter((path) => path.startsWith('/mfe/'))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opening a screen directly asks for its first read once: the shell’s early fetch and the screen share it', async () => {
    const { context, page, errors } = await newPage(browser);
    try {
      expect(await signInByApi(page)).toBe(200);
      // A browser whose time zone the worker does not know yet gets the screen's box loading, not the screen
      // (the documents are dated in the viewer's zone).
      await context.clearCookies({ name: 'dwell_tz' });
      const seen = recordRequests(page);
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
      await page.goto('/documents');
      await page.locator('[data-remote="documents"] h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(seen.filter((path) => path === DOCUMENTS_READ)).toHaveLength(1);
      // The first script has the browser's Intl data loaded on a thread of its own (the page's policy allows it).
      expect(workers).toContain('/intl-warm.js');
      // The session check and the remote manifest are each asked once, though the first script starts them.
      expect(seen.filter((path) => path === '/api/auth/session')).toHaveLength(1);
      expect(seen.filter((path) => path === '/api/mfe-manifest')).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a screen drawn into the page asks none of its first reads: the page carried their answers', async () => {
    const { context, page, errors } = await newPage(browser);
    try {
      expect(await signInByApi(page)).toBe(200);
      expect((await context.cookies()).map((cookie) => cookie.name)).toContain('dwell_tz');
      const seen = recordRequests(page);
      await page.goto('/documents');
      await page.locator('[data-remote="documents"] [data-testid="document-card"]').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(seen.filter((path) => path.startsWith('/api/documents'))).toEqual([]);
      // The session check and the remote manifest are still each asked once.
      expect(seen.filter((path) => path === '/api/auth/session')).toHaveLength(1);
      expect(seen.filter((path) => path === '/api/mfe-manifest')).toHaveLength(1);
      // The dashboard's top widget too: its stat cards' first period came with the page, the others ask theirs.
      seen.length = 0;
      await page.goto('/dashboard');
      await page.locator('[data-expose="stat-cards"] [data-testid="stat-cards"]').waitFor();
      await page.locator('[data-expose="active-events"] h2').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(seen.filter((path) => path.startsWith('/api/reports/dashboard'))).toEqual([]);
      expect(seen.filter((path) => path.startsWith('/api/events')).length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the federation runtime starts without reading localStorage (its debug switch, a synchronous call in the first script)', async () => {
    const { context, page, errors } = await newPage(browser);
    try {
      expect(await signInByApi(page)).toBe(200);
      await page.addInitScript(() => {
        const keys: string[] = [];
        Object.assign(window, { storageKeysRead: keys });
        const getItem = Storage.prototype.getItem;
        Storage.prototype.getItem = function (this: Storage, key: string) {
          keys.push(key);
          return getItem.call(this, key);
        };
      });
      await page.goto('/dashboard');
      await page.locator('[data-expose="stat-cards"] [data-testid="stat-cards"]').waitFor();
      await page.waitForLoadState('networkidle');
      const keys = await page.evaluate(() => (window as unknown as { storageKeysRead: string[] }).storageKeysRead);
      // The app's own reads are there (the remote manifest's known routes), the runtime's switch is not.
      expect(keys.length).toBeGreaterThan(0);
      expect(keys).not.toContain('FEDERATION_DEBUG');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a browser’s first visit (its zone not told yet) has a screen with no date in its zone drawn too', async () => {
    const { context, page, errors } = await newPage(browser);
    try {
      expect(await signInByApi(page)).toBe(200);
      const seen = recordRequests(page);
      for (const path of ['/dashboard', '/events']) {
        await context.clearCookies({ name: 'dwell_tz' });
        const html = await (await page.goto(path))?.text();
        expect(html, path).toContain(path === '/dashboard' ? 'data-testid="stat-cards"' : 'remote-prerendered');
      }
      await page.locator('[data-remote="events"] h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const carried = ['/api/reports/dashboard?', '/api/events?page=1&pageSize=25&sort=checkInTime&dir=desc'];
      expect(seen.filter((path) => carried.some((read) => path.startsWith(read)))).toEqual([]);
      // The app then tells the zone, for the screens that print dates in it.
      expect((await context.cookies()).map((cookie) => cookie.name)).toContain('dwell_tz');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opening /reports directly: the page preloads the shell’s own files, carries the trend, the header’s events area comes after the screen', async () => {
    const { context, page, errors } = await newPage(browser);
    try {
      expect(await signInByApi(page)).toBe(200);
      // Drawn even before the browser tells its zone: the reports print no date in it.
      await context.clearCookies({ name: 'dwell_tz' });
      const seen = recordRequests(page);
      await page.goto('/reports');
      await page.getByTestId('reports-screen').waitFor();
      await page.getByRole('searchbox').first().waitFor();
      await page.waitForLoadState('networkidle');
      const preloaded = await page.$$eval('link[rel="preload"]', (links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
      // React, the query cache, jotai and the app behind the entry's federation boundary: each asked once.
      expect(preloaded.filter((path) => path.startsWith('/static/js/async/')).length).toBeGreaterThanOrEqual(6);
      for (const path of preloaded)
        expect(
          seen.filter((asked) => asked === path),
          path,
        ).toHaveLength(1);
      expect(seen.filter((path) => path.startsWith('/api/reports/trends?'))).toHaveLength(0);
      const first = (prefix: string) => seen.findIndex((path) => path.startsWith(prefix));
      expect(first('/mfe/reports/static/js/')).toBeGreaterThan(-1);
      expect(first('/mfe/events/static/js/')).toBeGreaterThan(first('/mfe/reports/static/js/'));
      // Each of the shell's scripts, and each of the remotes' the page loaded, asks V8 to compile it whole as it
      // streams in, off the main thread (a switch to a screen whose code was warmed then compiles nothing).
      const remoteScripts = seen.filter((path) => /^\/mfe\/\w+\/static\/js\/.*\.js$/.test(path));
      expect(remoteScripts.length).toBeGreaterThan(0);
      const scripts = [...preloaded.filter((path) => path.startsWith('/static/js/')), ...remoteScripts];
      const starts = await page.evaluate(
        (paths) => Promise.all(paths.map(async (path) => (await (await fetch(path)).text()).split('\n', 1)[0])),
        scripts,
      );
      expect(starts).toEqual(scripts.map(() => COMPILE_HINT));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the documents list opened directly: no validation library, though it reads labels from core’s schemas', async () => {
    const { context, page, errors } = await newPage(browser);
    try {
      expect(await signInByApi(page)).toBe(200);
      const withZod = zodFiles(page);
      await page.goto('/documents');
      await page.locator('[data-remote="documents"] h1').first().waitFor();
      await page.getByTestId('document-card').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(withZod).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the dashboard asks for the newest alerts once: its Alerts card, the header’s bell and the live toasts share the answer', async () => {
    const { context, page, errors } = await newPage(browser);
    try {
      expect(await signInByApi(page)).toBe(200);
      const seen = recordRequests(page);
      const told = alertChangesTold(page);
      await page.goto('/dashboard');
      await page.getByTestId('dashboard-alerts').waitFor();
      await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor();
      await quiet(seen);
      // Once for the three readers; once more only for each change the live connection told of meanwhile.
      const asked = seen.filter((path) => path.startsWith('/api/alerts'));
      expect(new Set(asked)).toEqual(new Set(['/api/alerts?pageSize=8&page=1']));
      expect(asked.length).toBeLessThanOrEqual(1 + told.count);
      // The card lists the first five of the eight the bell lists.
      const listed = await page.getByTestId('dashboard-alerts').locator(':scope > li').count();
      expect(listed).toBe(5);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an event’s detail opened directly: the forms’ validation library comes only once the actions menu opens', async () => {
    const { context, page, errors } = await newPage(browser);
    try {
      expect(await signInByApi(page)).toBe(200);
      const withZod = zodFiles(page);
      await page.goto('/events/ev_demo_live_1');
      await page.locator('[data-remote="events"] h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(withZod).toEqual([]);

      await page.getByRole('button', { name: 'Actions ▾' }).click();
      await page.getByRole('menuitem', { name: 'Mark as complete' }).click();
      await page.getByRole('dialog', { name: 'Mark as complete' }).waitFor();
      await expect.poll(() => withZod.length).toBe(1);
      await page.getByRole('button', { name: 'Keep waiting' }).click();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
