import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByApi } from '../lib/auth.ts';
import { launchBrowser, newPage } from '../lib/browser.ts';

const OUT = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');
const WIDTHS = [375, 1440] as const;

async function signIn(page: Page): Promise<void> {
  expect(await signInByApi(page)).toBe(200);
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('.spinner, .skeleton, [aria-busy="true"]'), undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
}

/** The README's screenshots (docs/screenshots/<screen>-<width>.png) of the demo fleet, phone and desktop. */
describe('screenshots for the README', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(OUT, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const width of WIDTHS) {
    it(`dashboard, events list and event detail at ${width} px`, async () => {
      const { context, page, errors } = await newPage(browser, {
        viewport: { width, height: width < 500 ? 812 : 900 },
      });
      await signIn(page);
      for (const [name, path] of [
        ['dashboard', '/dashboard'],
        ['events', '/events'],
        ['event-detail', '/events/ev_demo_live_1'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await settle(page);
        // No horizontal scrolling of the page itself: wide tables scroll inside their own box.
        await page.screenshot({ path: join(OUT, `${name}-${width}.png`) });
        const wide = await page.evaluate(() => {
          const over = [...document.querySelectorAll<HTMLElement>('main *')]
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
            .filter((el) => !el.closest('.table-wrap, .tabs'))
            .slice(-3)
            .map(
              (el) =>
                `${el.tagName.toLowerCase()}.${el.className} (${Math.round(el.getBoundingClientRect().width)} px: ${el.textContent?.slice(0, 40)})`,
            );
          return { overflow: document.documentElement.scrollWidth - window.innerWidth, over };
        });
        expect(
          wide.overflow,
          `${path} at ${width}px is wider than the screen: ${wide.over.join(', ')}`,
        ).toBeLessThanOrEqual(0);
      }
      if (width < 500) {
        // The sidebar as the phone's slide-in menu.
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(OUT, `menu-${width}.png`) });
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
