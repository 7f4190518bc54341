/**
 * Page load in headless Chromium with the CPU throttled 4×: LCP of the landing page and the dashboard, and
 * the time to switch to each remote's screen, each the median of several runs.
 */
import type { Browser, Page } from 'playwright-core';
import { REMOTE_ROUTES } from './frontend-size.ts';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
};

async function throttled(browser: Browser, baseUrl: string, signIn?: (page: Page) => Promise<void>): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  if (signIn) await signIn(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

/** Largest Contentful Paint of a fresh load of `path`, in ms. */
async function lcp(page: Page, path: string, ready: string): Promise<number> {
  await page.goto(path);
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? 0);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(0), 3000);
      }),
  );
}

export interface PageLoadResult {
  runs: number;
  landingLcpMs: number;
  dashboardLcpMs: number;
  switchMs: Record<string, number>;
}

export async function measurePageLoad(
  browser: Browser,
  baseUrl: string,
  signIn: (page: Page) => Promise<void>,
  runs = 5,
): Promise<PageLoadResult> {
  const landing: number[] = [];
  const dashboard: number[] = [];
  const switches: Record<string, number[]> = Object.fromEntries(Object.keys(REMOTE_ROUTES).map((r) => [r, []]));
  for (let run = 0; run < runs; run++) {
    const visitor = await throttled(browser, baseUrl);
    landing.push(await lcp(visitor, '/', 'h1'));
    await visitor.context().close();

    const user = await throttled(browser, baseUrl, signIn);
    dashboard.push(await lcp(user, '/dashboard', '[data-remote] h1'));
    await user.goto('/billing');
    await user.getByRole('heading', { name: 'Billing' }).waitFor();
    for (const [remote, path] of Object.entries(REMOTE_ROUTES)) {
      const started = Date.now();
      await user.getByRole('complementary', { name: 'Sidebar' }).locator(`a[href="${path}"]`).click();
      await user.locator(`[data-remote="${remote}"] h1`).first().waitFor({ timeout: 30_000 });
      switches[remote]?.push(Date.now() - started);
      await user.goto('/billing');
      await user.getByRole('heading', { name: 'Billing' }).waitFor();
    }
    await user.context().close();
  }
  return {
    runs,
    landingLcpMs: median(landing),
    dashboardLcpMs: median(dashboard),
    switchMs: Object.fromEntries(Object.entries(switches).map(([remote, values]) => [remote, median(values)])),
  };
}
