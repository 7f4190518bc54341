/**
 * Gzipped JavaScript the browser really loads: the shell's first page, then each remote on top of it.
 * Measured in Chromium against the running stack; sizes are gzip of the served bytes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** The budgets (KiB gzipped), declared in bench/budgets.json: `npm test` holds the build to them, the bench reports them. */
export const BUDGETS = JSON.parse(readFileSync(join(import.meta.dirname, 'budgets.json'), 'utf8')) as {
  shellFirstLoadKiB: number;
  dashboardFirstLoadKiB: number;
  remoteOnTopKiB: number;
};

export interface BundleSizes {
  /** KiB of gzipped JS of the shell's first load: the shell with its first route, the landing page. */
  shellFirstLoad: number;
  /** KiB for a signed-in user opening /dashboard directly: the shell plus the dashboard's remotes. */
  dashboardFirstLoad: number;
  /** KiB of gzipped JS each remote adds when its first screen opens. */
  remotes: Record<string, number>;
}

/** Remote → the route whose screen loads it. */
export const REMOTE_ROUTES: Record<string, string> = {
  reports: '/reports',
  events: '/events',
  documents: '/documents',
  account: '/settings',
};

/**
 * What shows that a remote's first screen has loaded everything it draws, lazily loaded parts included (the
 * reports' chart loads its code after its data): the sizes are counted once it is there.
 */
const SCREEN_DRAWN: Record<string, string> = {
  reports: '[data-remote="reports"] [data-testid="trend-chart"]',
};

/** Collects the gzipped size of every JS response, by URL, while it is attached. */
export function recordScripts(page: Page): Map<string, number> {
  const sizes = new Map<string, number>();
  page.on('response', async (res) => {
    const url = res.url();
    if (!url.endsWith('.js') || sizes.has(url)) return;
    try {
      sizes.set(url, gzipSync(await res.body(), { level: 9 }).length);
    } catch {
      // A navigation dropped the body; it was not used.
    }
  });
  return sizes;
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const total = (sizes: Map<string, number>) => kib([...sizes.values()].reduce((a, b) => a + b, 0));

/**
 * Measures, each in a fresh page of a fresh context: the landing page; a signed-in user's first page
 * (/dashboard); then, from /billing (a shell page), each remote's addition when its screen opens.
 */
export async function measureBundles(
  newPage: () => Promise<Page>,
  signIn: (page: Page) => Promise<void>,
): Promise<BundleSizes> {
  const landingPage = await newPage();
  const landingSizes = recordScripts(landingPage);
  await landingPage.goto('/', { waitUntil: 'networkidle' });
  const shellFirstLoad = total(landingSizes);

  const first = await newPage();
  await signIn(first);
  const firstSizes = recordScripts(first);
  await first.goto('/dashboard', { waitUntil: 'networkidle' });
  await first.locator('[data-remote] h1').first().waitFor({ timeout: 20_000 });
  const dashboardFirstLoad = total(firstSizes);

  const page = await newPage();
  await signIn(page);
  const sizes = recordScripts(page);
  await page.goto('/billing', { waitUntil: 'networkidle' });
  // What the shell page itself loaded. A remote's addition is counted against it, not against the moment its link
  // is clicked: the sidebar warms the likely next areas once the page is idle, so on a slow machine a remote's
  // files can be in before its turn (they are still its addition to the shell page).
  const before = new Set(sizes.keys());
  const remotes: Record<string, number> = {};
  for (const [remote, path] of Object.entries(REMOTE_ROUTES)) {
    await page.getByRole('complementary', { name: 'Sidebar' }).locator(`a[href="${path}"]`).click();
    await page.locator(`[data-remote="${remote}"] h1`).first().waitFor({ timeout: 20_000 });
    const drawn = SCREEN_DRAWN[remote];
    if (drawn) await page.locator(drawn).first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const added = [...sizes.entries()].filter(([url]) => !before.has(url) && url.includes(`/mfe/${remote}/`));
    remotes[remote] = kib(added.reduce((sum, [, size]) => sum + size, 0));
  }
  return { shellFirstLoad, dashboardFirstLoad, remotes };
}
