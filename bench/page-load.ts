/**
 * Page load in headless Chromium with the CPU throttled 4×: LCP of the landing page and the dashboard (also on
 * a repeat visit on a weak signal), and the time to switch to each remote's screen, each the median of several
 * runs. A switch is timed three ways: from a page the user has been reading for a few seconds (READING_MS after
 * it finished loading), the moment the page's heading shows (the click racing the page's own loading), and from
 * a page read by a tap that holds the link as a finger does (TAP_HOLD_MS).
 */
import { DASHBOARD_TOP } from '@dwell/core/shell-routes';
import { TIME_ZONE_COOKIE } from '@dwell/core/prerender';
import type { Browser, Page } from 'playwright-core';
import { REMOTE_ROUTES } from './frontend-size.ts';

/** How long the user reads a page before switching, in the first and third of the ways a switch is timed. */
const READING_MS = 6000;

/**
 * How long a tap holds the link, from the pointer landing on it to the click, in the third way a switch is
 * timed: a finger's tap or a mouse press lasts about this long, where the test driver's own click sends the
 * pointer, the press and the click at once.
 */
export const TAP_HOLD_MS = 80;

/**
 * How late the page's own answer comes in the repeat visit on a weak signal (a dock's), in ms: the service
 * worker's request for it is held that long, the API and the files answering as usual.
 */
export const WEAK_SIGNAL_PAGE_MS = 3000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
};

/**
 * A fresh browser (nothing cached), signed in when `signIn` is given; `returning`: with the time zone the app
 * tells the worker on a first visit (the worker then draws a screen that prints dates in it into its HTML too).
 */
async function throttled(
  browser: Browser,
  baseUrl: string,
  signIn?: (page: Page) => Promise<void>,
  returning = false,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  if (signIn) await signIn(page);
  if (returning) {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    await context.addCookies([{ name: TIME_ZONE_COOKIE, value: encodeURIComponent(zone), url: baseUrl }]);
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

/**
 * A fresh load of a page, in ms: its Largest Contentful Paint, its longest main-thread task and when its drawn
 * screen was in use (see `inUseAt`; 0 when it had none).
 */
interface Load {
  lcpMs: number;
  longestTaskMs: number;
  inUseMs: number;
}

/** The box of the dashboard's top widget, which the worker draws into the page. */
const DASHBOARD_TOP_BOX = `[data-remote="${DASHBOARD_TOP.company.remote}"][data-expose="${DASHBOARD_TOP.company.module}"]`;

/**
 * Records, from the page's start, the moment the screen the worker drew into the box at `selector` is in use:
 * its code has taken the drawing over (the box holds it no longer inert), so its controls answer a tap.
 */
async function inUseAt(page: Page, selector: string): Promise<void> {
  await page.addInitScript((box) => {
    const w = window as unknown as { inUseAt?: number };
    let drawn = false;
    const check = () => {
      const el = document.querySelector(box);
      if (!el || el.childElementCount === 0) return;
      if (el.querySelector('[inert]')) drawn = true;
      else if (drawn && w.inUseAt === undefined) w.inUseAt = performance.now();
    };
    new MutationObserver(check).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['inert'],
    });
  }, selector);
}

/**
 * Waits until an element at `selector` is in the page, asking from here every 50 ms. Not with a locator: the
 * driver's selector engine, put into the page at its first use and then run at every frame, is work of the
 * driver's own on the page's main thread, which the page's long tasks would count as the page's.
 */
async function shown(page: Page, selector: string): Promise<void> {
  const until = Date.now() + 30_000;
  while (!(await page.evaluate((s) => document.querySelector(s) !== null, selector))) {
    if (Date.now() > until) throw new Error(`${selector} not shown in 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A fresh load of `path`, once the page has settled (its `ready` element shown and nothing more asked for a
 * moment): the last Largest Contentful Paint candidate, as the browser reports it at the first input, and the
 * longest of the page's long tasks (over 50 ms; 0 when none), as the browser's Long Tasks API reports them.
 */
async function load(page: Page, path: string, ready: string): Promise<Load> {
  await page.goto(path);
  await shown(page, ready);
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.waitForTimeout(500);
  // The entries of a type the browser has kept since the page started (none after 3 s: an empty list).
  const entries = (type: 'largest-contentful-paint' | 'longtask') =>
    page.evaluate(
      (entryType) =>
        new Promise<{ startTime: number; duration: number }[]>((resolve) => {
          new PerformanceObserver((list) =>
            resolve(list.getEntries().map(({ startTime, duration }) => ({ startTime, duration }))),
          ).observe({ type: entryType, buffered: true });
          setTimeout(() => resolve([]), 3000);
        }),
      type,
    );
  const paints = await entries('largest-contentful-paint');
  const tasks = await entries('longtask');
  return {
    lcpMs: paints[paints.length - 1]?.startTime ?? 0,
    longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
    inUseMs: Math.round(await page.evaluate(() => (window as unknown as { inUseAt?: number }).inUseAt ?? 0)),
  };
}

const medians = (byRemote: Record<string, number[]>) =>
  Object.fromEntries(Object.entries(byRemote).map(([remote, values]) => [remote, median(values)]));

/**
 * A sidebar click to the remote's screen, timed in the page from the click event (as the browser's Event
 * Timing does for a click) to the first frame with the screen's heading: the test driver's own work before
 * it clicks, slow under the throttled CPU, is left out. With `holdMs`, the pointer lands on the link, holds
 * it that long and lifts (the click), as a tap does; without, the driver's own click sends all three at once.
 */
async function timeSwitch(page: Page, path: string, remote: string, holdMs?: number): Promise<number> {
  await page.evaluate((name) => {
    const w = window as unknown as { switchTime?: Promise<number> };
    w.switchTime = new Promise((resolve) => {
      let clickedAt = 0;
      document.addEventListener('click', (e) => (clickedAt = e.timeStamp), { capture: true, once: true });
      const shown = () => clickedAt > 0 && document.querySelector(`[data-remote="${name}"] h1`) !== null;
      new MutationObserver((_, observer) => {
        if (!shown()) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - clickedAt));
      }).observe(document.body, { childList: true, subtree: true });
    });
  }, remote);
  const link = page.getByRole('complementary', { name: 'Sidebar' }).locator(`a[href="${path}"]`);
  if (holdMs === undefined) await link.click();
  else {
    const box = await link.boundingBox();
    if (!box) throw new Error(`The sidebar's link to ${path} is not shown`);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(holdMs);
    await page.mouse.up();
  }
  await page.locator(`[data-remote="${remote}"] h1`).first().waitFor({ timeout: 30_000 });
  return page.evaluate(() => (window as unknown as { switchTime: Promise<number> }).switchTime);
}

export interface PageLoadResult {
  runs: number;
  landingLcpMs: number;
  /** A returning browser (its zone known: the dashboard's top widget drawn in the page). */
  dashboardLcpMs: number;
  /** A browser's first visit (no zone yet: the top widget drawn still, as it prints no date in the viewer's zone). */
  dashboardFirstVisitLcpMs: number;
  /** The longest main-thread task of the returning browser's dashboard load (the issue: none over 100 ms). */
  dashboardLongestTaskMs: number;
  /** The returning browser's dashboard: when its drawn top widget was taken over by its code (`inUseAt`). */
  dashboardInUseMs: number;
  /** The returning browser again, its service worker installed, on a weak signal (WEAK_SIGNAL_PAGE_MS). */
  dashboardWeakSignalLcpMs: number;
  /** The visit after it, on the same weak signal: the service worker no longer gives the page its grace. */
  dashboardWeakSignalAgainLcpMs: number;
  /** From a page the user has been reading (READING_MS). */
  switchMs: Record<string, number>;
  /** The moment the page's heading shows. */
  switchAtOnceMs: Record<string, number>;
  /** From a page the user has been reading (READING_MS), by a tap that holds the link TAP_HOLD_MS. */
  switchTappedMs: Record<string, number>;
}

export async function measurePageLoad(
  browser: Browser,
  baseUrl: string,
  signIn: (page: Page) => Promise<void>,
  runs = 5,
): Promise<PageLoadResult> {
  const landing: number[] = [];
  const dashboard: number[] = [];
  const dashboardFirstVisit: number[] = [];
  const dashboardLongestTask: number[] = [];
  const dashboardInUse: number[] = [];
  const dashboardWeakSignal: number[] = [];
  const dashboardWeakSignalAgain: number[] = [];
  const times = () => Object.fromEntries(Object.keys(REMOTE_ROUTES).map((r) => [r, [] as number[]]));
  const switches = { settled: times(), atOnce: times(), tapped: times() };
  for (let run = 0; run < runs; run++) {
    const visitor = await throttled(browser, baseUrl);
    landing.push((await load(visitor, '/', 'h1')).lcpMs);
    await visitor.context().close();

    const newcomer = await throttled(browser, baseUrl, signIn);
    dashboardFirstVisit.push((await load(newcomer, '/dashboard', '[data-remote] h1')).lcpMs);
    await newcomer.context().close();

    const user = await throttled(browser, baseUrl, signIn, true);
    await inUseAt(user, DASHBOARD_TOP_BOX);
    const returning = await load(user, '/dashboard', '[data-remote] h1');
    dashboard.push(returning.lcpMs);
    dashboardLongestTask.push(returning.longestTaskMs);
    dashboardInUse.push(returning.inUseMs);
    for (const mode of ['settled', 'atOnce', 'tapped'] as const) {
      for (const [remote, path] of Object.entries(REMOTE_ROUTES)) {
        await user.goto('/billing');
        await user.getByRole('heading', { name: 'Billing' }).waitFor();
        if (mode !== 'atOnce') {
          await user.waitForLoadState('networkidle');
          await user.waitForTimeout(READING_MS);
        }
        switches[mode][remote]?.push(await timeSwitch(user, path, remote, mode === 'tapped' ? TAP_HOLD_MS : undefined));
      }
    }
    // By now (the switches took minutes) the page has installed its service worker (shell/src/features/pwa).
    await user.evaluate(() => navigator.serviceWorker.ready);
    await user.context().route(
      (url) => url.pathname === '/dashboard',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, WEAK_SIGNAL_PAGE_MS));
        await route.continue().catch(() => undefined);
      },
    );
    const weakFrom = Date.now();
    dashboardWeakSignal.push((await load(user, '/dashboard', '[data-remote] h1')).lcpMs);
    // Once that page has come, late: the worker knows the line is weak, and the next visit does not wait for it.
    await user.waitForTimeout(Math.max(0, weakFrom + WEAK_SIGNAL_PAGE_MS + 500 - Date.now()));
    dashboardWeakSignalAgain.push((await load(user, '/dashboard', '[data-remote] h1')).lcpMs);
    await user.context().unrouteAll({ behavior: 'ignoreErrors' });
    await user.context().close();
  }
  return {
    runs,
    landingLcpMs: median(landing),
    dashboardLcpMs: median(dashboard),
    dashboardFirstVisitLcpMs: median(dashboardFirstVisit),
    dashboardLongestTaskMs: median(dashboardLongestTask),
    dashboardInUseMs: median(dashboardInUse),
    dashboardWeakSignalLcpMs: median(dashboardWeakSignal),
    dashboardWeakSignalAgainLcpMs: median(dashboardWeakSignalAgain),
    switchMs: medians(switches.settled),
    switchAtOnceMs: medians(switches.atOnce),
    switchTappedMs: medians(switches.tapped),
  };
}
