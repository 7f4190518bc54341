import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, measureBundles } from '../../bench/frontend-size.ts';
import { DEMO } from '../lib/auth.ts';
import { BASE_URL, launchBrowser } from '../lib/browser.ts';

describe('front-end budgets (bench/budgets.json)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('keeps the shell with its first route, the dashboard opened directly, and each remote on top, within budget', async () => {
    const sizes = await measureBundles(
      async () => (await browser.newContext({ baseURL: BASE_URL })).newPage(),
      async (page) => {
        await page.goto('/login');
        await page.evaluate(
          (body) => fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
          JSON.stringify(DEMO),
        );
      },
    );
    console.log(
      `gzipped JS (KiB): shell + first route ${sizes.shellFirstLoad}, dashboard opened directly ${sizes.dashboardFirstLoad}, remotes on top ${JSON.stringify(sizes.remotes)}`,
    );
    expect(sizes.shellFirstLoad).toBeGreaterThan(0);
    expect(sizes.shellFirstLoad).toBeLessThanOrEqual(BUDGETS.shellFirstLoadKiB);
    expect(sizes.dashboardFirstLoad).toBeGreaterThan(sizes.shellFirstLoad);
    expect(sizes.dashboardFirstLoad).toBeLessThanOrEqual(BUDGETS.dashboardFirstLoadKiB);
    for (const [remote, size] of Object.entries(sizes.remotes)) {
      expect(size, `${remote} adds ${size} KiB`).toBeGreaterThan(0);
      expect(size, `${remote} adds ${size} KiB`).toBeLessThanOrEqual(BUDGETS.remoteOnTopKiB);
    }
  });
});
