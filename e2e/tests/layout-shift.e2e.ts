import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByApi } from '../lib/auth.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';

/** The issue's ceiling for the whole load of a screen (Lighthouse's "good" is 0.1; ours is stricter). */
const MAX_SHIFT = 0.02;
const PHONE = { width: 375, height: 812 };

interface Shift {
  value: number;
  sources: string[];
}

/**
 * Records every layout shift of the page from its first paint on (the observer is installed before any of
 * the page's own scripts run), with the elements that moved, so a failure names what jumped.
 */
function recordShifts() {
  const shifts: Shift[] = [];
  (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const testId = node.closest('[data-remote]')?.getAttribute('data-expose');
    return `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ').join('.')}` : ''}${testId ? ` in ${testId}` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => describe(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Waits until the screen has its data: no request in flight, no spinner or skeleton left, then a beat more.
 * The page is read to its end first, as a widget below the fold loads only as it comes near the viewport.
 */
async function loaded(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('.spinner, .skeleton, [aria-busy="true"]'), undefined, {
    timeout: 15_000,
  });
  await page.waitForTimeout(800);
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function shiftsOf(page: Page, path: string): Promise<Shift[]> {
  await page.goto(path);
  await page.locator('[data-remote] h1, [data-testid="dashboard"] h1').first().waitFor({ timeout: 20_000 });
  await loaded(page);
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('layout stability on a phone (375 px): nothing moves once painted', () => {
  let eventId = 'missing';

  const screens = ['/dashboard', '/events', '/events/:id', '/documents', '/reports', '/settings'];
  for (const screen of screens) {
    it(`${screen}: total layout shift while it loads stays at or under ${MAX_SHIFT}`, async () => {
      const { context, page, errors } = await newPage(browser, { viewport: PHONE });
      try {
        expect(await signInByApi(page)).toBe(200);
        if (screen.includes(':id')) {
          const body = (await page.evaluate(async () => (await fetch('/api/events?pageSize=1')).json())) as {
            events: { id: string }[];
          };
          eventId = body.events[0]?.id ?? eventId;
        }
        await page.addInitScript(recordShifts);
        const shifts = await shiftsOf(page, screen.replace(':id', eventId));
        const total = Math.round(shifts.reduce((sum, s) => sum + s.value, 0) * 1000) / 1000;
        const moved = shifts.map((s) => `${s.value.toFixed(3)} ${s.sources.join(', ')}`).join('\n');
        expect(total, `layout shifts on ${screen}:\n${moved}`).toBeLessThanOrEqual(MAX_SHIFT);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

/** Where the layout's boxes are: the same in the page's HTML frame and once the app has drawn the screen. */
function boxes() {
  const at = (selector: string) => {
    const box = document.querySelector(selector)?.getBoundingClientRect();
    return box ? [box.x, box.y, box.width, box.height].map(Math.round).join(',') : null;
  };
  return {
    search: at('.header-search input'),
    menu: at('.menu-button'),
    brand: at('.sidebar .brand'),
    mainTop: document.querySelector('#main')?.getBoundingClientRect().top ?? null,
  };
}

/**
 * A context with the same visitor's cookies and scripts off: the page as it paints before any script runs.
 * `firstVisit`: without the time zone the app tells the worker as it starts (then no screen that prints dates
 * in the viewer's zone is drawn in it).
 */
const scriptless = async (
  signedIn: BrowserContext,
  viewport: { width: number; height: number },
  options: { firstVisit?: boolean; timezoneId?: string } = {},
) => {
  const state = await signedIn.storageState();
  const cookies = state.cookies.filter((cookie) => !options.firstVisit || cookie.name !== 'dwell_tz');
  return browser.newContext({
    baseURL: BASE_URL,
    viewport,
    javaScriptEnabled: false,
    storageState: { ...state, cookies },
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
};

describe('the layout’s frame in the page’s HTML (shell/src/features/layout/layout-frame.tsx)', () => {
  for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
    it(`paints before any script, where the app then draws the same boxes (${viewport.width} px)`, async () => {
      const { context, page, errors } = await newPage(browser, { viewport });
      try {
        expect(await signInByApi(page)).toBe(200);
        // The page as it paints before any script has run: the frame, with the search box's inert look.
        const bare = await scriptless(context, viewport);
        const first = await bare.newPage();
        await first.goto('/dashboard');
        await first.getByPlaceholder('Search events, drivers, or facilities...').waitFor();
        expect(await first.locator('#root').getAttribute('data-framed')).toBe('');
        const framed = await first.evaluate(boxes);
        await bare.close();
        expect(framed.search).not.toBeNull();

        await page.goto('/dashboard');
        await page.locator('[data-testid="dashboard"] h1').first().waitFor({ timeout: 20_000 });
        await loaded(page);
        expect(await page.evaluate(boxes)).toEqual(framed);
        // …filled: the sidebar's links (a slide-in menu on a phone) and the user's menu.
        expect(await page.locator('#sidebar .nav-link').count()).toBeGreaterThan(3);
        expect(await page.getByRole('button', { name: /Dana Morales/ }).count()).toBe(1);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('carries a remote screen’s loading page, with the route’s title, in the box the screen then fills', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: PHONE });
    try {
      expect(await signInByApi(page)).toBe(200);
      // A browser whose zone the worker does not know yet: the documents (dated in the viewer's zone) are not
      // drawn, their box loads.
      const bare = await scriptless(context, PHONE, { firstVisit: true });
      const first = await bare.newPage();
      await first.goto('/documents');
      const box = first.locator('#main > [data-remote="documents"][data-expose="app"]');
      expect(await box.locator('.page-title').textContent()).toBe('Documents');
      const loading = await box.boundingBox();
      await bare.close();

      await page.goto('/documents');
      const screen = page.locator('#main > [data-remote="documents"][data-expose="app"]');
      await screen.locator('h1').waitFor({ timeout: 20_000 });
      expect(await screen.boundingBox()).toMatchObject({ x: loading?.x, y: loading?.y, width: loading?.width });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  /**
   * A screen drawn by the worker for a browser in Chicago's zone: first as the page is with scripts off (what
   * `look` reads of the drawn box), then with scripts, its layout shifts recorded and each element of the drawn
   * box marked before the app starts, so the test can tell the app took those very nodes over.
   */
  async function drawnThenLive<T>(
    viewport: { width: number; height: number },
    path: string,
    look: (drawn: Locator) => Promise<T>,
  ): Promise<{ context: BrowserContext; page: Page; errors: string[]; before: T }> {
    const timezoneId = 'America/Chicago';
    const { context, page, errors } = await newPage(browser, { viewport, timezoneId });
    expect(await signInByApi(page)).toBe(200);
    const bare = await scriptless(context, viewport, { timezoneId });
    const first = await bare.newPage();
    await first.goto(path);
    const before = await look(first.locator('#main .remote-prerendered'));
    await bare.close();
    await page.addInitScript(recordShifts);
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        for (const node of document.querySelectorAll('.remote-prerendered *'))
          (node as Element & { __drawn?: true }).__drawn = true;
      }),
    );
    await page.goto(path);
    return { context, page, errors, before };
  }
  const wasDrawn = (element: Locator) =>
    element.evaluate((node) => (node as Element & { __drawn?: true }).__drawn === true);
  const shiftsIn = async (page: Page, expose: string) => {
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    const inBox = shifts.filter((shift) => shift.sources.some((source) => source.endsWith(` in ${expose}`)));
    expect(inBox, JSON.stringify(shifts)).toEqual([]);
    expect(
      shifts.reduce((sum, shift) => sum + shift.value, 0),
      JSON.stringify(shifts),
    ).toBeLessThanOrEqual(MAX_SHIFT);
  };

  for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
    it(`carries the remote screen itself, drawn by the worker, which the app then takes over in place (${viewport.width} px)`, async () => {
      const card = '[data-testid="document-card"]';
      // Before any script: the screen with its documents, their dates in the browser's zone.
      const { context, page, errors, before } = await drawnThenLive(viewport, '/documents', async (drawn) => {
        expect(await drawn.locator('h1').textContent()).toBe('Documents');
        expect(await drawn.locator(card).count()).toBeGreaterThan(0);
        return {
          heading: await drawn.locator('h1').boundingBox(),
          card: await drawn.locator(card).first().boundingBox(),
          date: await drawn.locator(`${card} .muted.small`).first().textContent(),
        };
      });
      try {
        // With scripts: the app's own screen is the drawn one, the same nodes in the same place, nothing moved.
        const screen = page.locator('#main [data-remote="documents"] > div:not(.remote-prerendered)');
        await screen.locator(card).first().waitFor({ timeout: 20_000 });
        expect(await screen.locator('h1').boundingBox()).toEqual(before.heading);
        expect(await screen.locator(card).first().boundingBox()).toEqual(before.card);
        expect(await screen.locator(`${card} .muted.small`).first().textContent()).toBe(before.date);
        expect(await wasDrawn(screen.locator('h1'))).toBe(true);
        expect(await wasDrawn(screen.locator(card).first())).toBe(true);
        await shiftsIn(page, 'app');
        // …and it is the live screen: searching filters the list.
        await screen.getByPlaceholder('Search documents...').fill('dock-photo');
        await page.waitForFunction(
          (selector) =>
            [...document.querySelectorAll(`#main ${selector} h3`)].every((h) => h.textContent?.includes('dock-photo')),
          card,
        );
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
    it(`carries the dashboard’s top widget, drawn by the worker in the page’s box, which the app then takes over in place (${viewport.width} px)`, async () => {
      const card = '[data-testid="stat-Active Detentions"]';
      // Before any script: the page's title and its stat cards.
      const { context, page, errors, before } = await drawnThenLive(viewport, '/dashboard', async (drawn) => {
        expect(await drawn.locator('h1').textContent()).toBe('Dashboard');
        const box = { heading: await drawn.locator('h1').boundingBox(), card: await drawn.locator(card).boundingBox() };
        expect(box.card).not.toBeNull();
        return box;
      });
      try {
        // With scripts: the widget's own render is the drawn one, in the same place, the rest of the page below.
        const widget = page.locator('#main [data-expose="stat-cards"] > div:not(.remote-prerendered)');
        await widget.locator(card).waitFor({ timeout: 20_000 });
        expect(await widget.locator('h1').boundingBox()).toEqual(before.heading);
        expect(await widget.locator(card).boundingBox()).toMatchObject({ x: before.card?.x, y: before.card?.y });
        expect(await wasDrawn(widget.locator(card))).toBe(true);
        await loaded(page);
        await shiftsIn(page, 'stat-cards');
        // …and it is the live widget: Filters opens the scope picker.
        await widget.getByRole('button', { name: 'Filters' }).click();
        await widget.getByLabel('Stops').waitFor();
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('takes over an active stop’s detail as drawn, its running clock included though a second or more has passed', async () => {
    const clock = '[role="timer"][aria-label="Time on site"]';
    const { context, page, errors, before } = await drawnThenLive(PHONE, '/events/ev_demo_live_1', async (drawn) =>
      drawn.locator(clock).textContent(),
    );
    try {
      const screen = page.locator('#main [data-remote="events"] > div:not(.remote-prerendered)');
      expect(await wasDrawn(screen.locator('h1'))).toBe(true);
      expect(await wasDrawn(screen.locator(clock))).toBe(true);
      // The clock runs on from the browser's time (the drawn text is at least the page's first paint behind).
      await page.waitForFunction(
        ([selector, drawnText]) => document.querySelector(`#main ${selector}`)?.textContent !== drawnText,
        [clock, before] as const,
      );
      await shiftsIn(page, 'app');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
    it(`carries a signed-out visitor’s landing page, where the app then draws the same one (${viewport.width} px)`, async () => {
      const bare = await browser.newContext({ baseURL: BASE_URL, viewport, javaScriptEnabled: false });
      const first = await bare.newPage();
      await first.goto('/');
      const hero = first.getByRole('heading', { name: 'Track & Recover Detention Costs' });
      const before = await hero.boundingBox();
      expect(before).not.toBeNull();
      // Its ways in work before any script: the links, and the quick sign-in button opens the sign-in page.
      await first.getByRole('button', { name: 'Sign In' }).click();
      await first.waitForURL(/\/login\??$/);
      await first.goBack();
      await first.getByRole('link', { name: 'Start Free Trial' }).first().click();
      await first.waitForURL('**/signup?trial=1');
      await bare.close();

      const { context, page, errors } = await newPage(browser, { viewport });
      try {
        await page.addInitScript(recordShifts);
        await page.goto('/');
        // Once the app's first render has put its own nodes in place of the page's copy (React's own carry its
        // fiber), the button opens the quick sign-in.
        await page.waitForFunction(() => {
          const landing = document.querySelector('#root .landing');
          return landing !== null && Object.keys(landing).some((key) => key.startsWith('__reactFiber'));
        });
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.getByRole('dialog').waitFor();
        await page.keyboard.press('Escape');
        expect(await page.getByRole('heading', { name: 'Track & Recover Detention Costs' }).boundingBox()).toEqual(
          before,
        );
        const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
        expect(shifts, JSON.stringify(shifts)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('is not in the page of a visitor who is not signed in', async () => {
    const bare = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
    try {
      const page = await bare.newPage();
      for (const path of ['/dashboard', '/login']) {
        await page.goto(path);
        expect(await page.locator('#root').innerHTML(), path).toBe('');
      }
    } finally {
      await bare.close();
    }
  });
});
