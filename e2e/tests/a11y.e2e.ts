import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformAdmin, signInByApi, signInThroughForm } from '../lib/auth.ts';
import { launchBrowser, newPage } from '../lib/browser.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PASSWORD = 'DwellDemo!2026';

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

const found: string[] = [];
let checked = 0;

/** Waits for the screen to settle: remotes loaded, no spinner or skeleton left. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('.spinner, .skeleton, [aria-busy="true"]'), undefined, {
      timeout: 8_000,
    })
    .catch(() => undefined);
}

/**
 * Runs axe-core on the screen at `path` (moving there inside the app, as a click on a link would) and
 * records every serious or critical violation. The app's CSP forbids inline scripts, so axe's source is
 * evaluated through the debugging protocol instead of a script tag.
 */
async function audit(page: Page, who: string, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: unknown[] }> } })
      .axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  })) as Violation[];
  checked += 1;
  for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
    const where = v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(' | ');
    found.push(`${who} ${path}: [${v.impact}] ${v.id} — ${v.help} (${v.nodes.length}×: ${where})`);
  }
}

async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  expect(await signInByApi(page, email, password)).toBe(200);
}

async function firstEventId(page: Page): Promise<string> {
  const body = (await page.evaluate(async () => (await fetch('/api/events?pageSize=1')).json())) as {
    events: { id: string }[];
  };
  return body.events[0]?.id ?? 'missing';
}

describe('accessibility (axe-core): no serious or critical violation on any screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    console.log(`axe-core checked ${checked} screens; serious or critical violations: ${found.length}`);
    await browser?.close();
  });

  it('signed out: landing, sign-in, signup, password reset, contact, not found', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    for (const path of ['/', '/login', '/subscribe', '/signup', '/forgot-password', '/contact', '/no-such-page']) {
      await audit(page, 'signed out', path);
    }
    await context.close();
    expect(found).toEqual([]);
  });

  it('the carrier admin: every screen of the four areas', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'demo@dwell.test');
    const id = await firstEventId(page);
    await page.goto('/dashboard');
    for (const path of [
      '/dashboard',
      '/events',
      '/events/new',
      `/events/${id}`,
      `/events/${id}?tab=documents`,
      `/events/${id}?tab=notes`,
      `/events/${id}?tab=billing`,
      '/dispatcher',
      '/events/claims',
      '/events/policies',
      '/notifications',
      '/documents',
      `/documents/${id}`,
      '/reports',
      '/setup-checklist',
      '/documentation',
      '/settings',
      '/settings/webhooks',
      '/profile',
      '/company',
      '/billing',
    ]) {
      await audit(page, 'carrier admin', path);
    }
    // The user menu by keyboard (APG menu button), and open under axe: ArrowDown opens at the first item, ArrowUp
    // wraps to the last, Escape gives the focus back to the button.
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await page.getByRole('button', { name: /Dana Morales/ }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Your Profile');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('Sign out');
    await audit(page, 'carrier admin (user menu open)', '/billing');
    await page.keyboard.press('Escape');
    expect(await focused()).toBe('Dana Morales ▾');
    await context.close();
    expect(found).toEqual([]);
  });

  it('a driver: dashboard, own events, new event, event detail, notifications (phone width)', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 375, height: 812 } });
    await signIn(page, 'marcus@dwell.test');
    const id = await firstEventId(page);
    await page.goto('/dashboard');
    for (const path of ['/dashboard', '/events', '/events/new', `/events/${id}`, '/notifications', '/profile']) {
      await audit(page, 'driver', path);
    }
    // The phone menu, open.
    await page.getByRole('button', { name: 'Menu' }).click();
    await audit(page, 'driver (menu open)', '/events');
    await context.close();
    expect(found).toEqual([]);
  });

  it('the platform admin: user management and a user', async () => {
    const { email, password } = createPlatformAdmin('a11y-ops');
    const { context, page } = await newPage(browser);
    await signInThroughForm(page, email, password);
    await page.waitForURL('**/admin');
    await audit(page, 'platform admin', '/admin');
    await audit(page, 'platform admin', '/admin/users/usr_demo_drv1');
    await context.close();
    expect(found).toEqual([]);
  });
});
