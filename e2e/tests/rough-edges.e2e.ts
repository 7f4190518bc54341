/**
 * Role and wording slips and rough edges (issue 17, items 9 and 10), each as a user meets it: the links a
 * role is shown, the sign-out message, /security signed out, a locked account's billing page, the timeline
 * of a back-dated stop, a long description on the documents page, and the lists on a phone.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signInByApi } from '../lib/auth.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { dockPhoto } from '../lib/png.ts';
import { newSubscribedCompany } from '../lib/signup.ts';

const PHONE = { width: 375, height: 812 };
const HOUR = 3_600_000;

async function signIn(page: Page, email = DEMO.email, path = '/dashboard') {
  expect(await signInByApi(page, email)).toBe(200);
  await page.goto(path);
}

/** The sidebar's link texts once the layout shows. */
async function sidebarLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Documents' }).waitFor({ state: 'attached' });
  return (await nav.locator('.nav-link').allTextContents()).map((t) => t.trim());
}

/** Writes through the API with the page's session (same origin, so the CSRF check passes). */
async function post<T>(page: Page, path: string, json: unknown): Promise<T> {
  const res = await page.context().request.post(`${BASE_URL}${path}`, {
    headers: { origin: BASE_URL, 'content-type': 'application/json' },
    data: JSON.stringify(json),
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as T;
}

describe('role and wording slips, rough edges', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows Reports only to roles that may open it, and no "Contact driver" on a driver’s own stop', async () => {
    const admin = await newPage(browser);
    await signIn(admin.page);
    expect(await sidebarLinks(admin.page)).toContain('Reports');
    await admin.context.close();

    const dispatcher = await newPage(browser);
    await signIn(dispatcher.page, 'dispatch@dwell.test', '/events');
    expect((await sidebarLinks(dispatcher.page)).some((t) => t.startsWith('Reports'))).toBe(false);
    await dispatcher.context.close();

    const { context, page, errors } = await newPage(browser);
    await signIn(page, 'marcus@dwell.test', '/events');
    expect((await sidebarLinks(page)).some((t) => t.startsWith('Reports'))).toBe(false);
    const mine = await post<{ event: { id: string } }>(page, '/api/events', {
      facilityName: 'Own Stop Dock',
      facilityAddress: 'Own Stop Foods',
      checkInTime: Date.now() - HOUR,
    });
    await page.goto(`/events/${mine.event.id}`);
    await page.getByRole('button', { name: 'Actions ▾' }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Add document' }).waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).not.toContain('Contact driver');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signing out on purpose says only "Successfully logged out"', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.email, '/settings');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByTestId('toast').getByText('Successfully logged out').waitFor();
    await page.waitForURL('**/login**');
    // The session socket's own "terminated" push arrives within moments; give it time to (not) show.
    await page.waitForTimeout(2500);
    const toasts = await page.getByTestId('toast').allTextContents();
    expect(toasts.filter((t) => t.includes('Successfully logged out'))).toHaveLength(1);
    expect(toasts.join(' ')).not.toMatch(/Session Expired|You have been logged out/);
    expect(await page.getByText('You have been logged out').count()).toBe(0);
    await context.close();
  });

  it('/security signed out is its public placeholder', async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto('/security');
    await page.getByText('This page is under construction.').waitFor();
    await page.getByRole('heading', { name: 'Security' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/security');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a past-due account’s billing page promises no renewal and asks the API for nothing it would refuse', async () => {
    const { context, page } = await newPage(browser);
    await newSubscribedCompany(page, 'Late Payers Freight');
    await page.goto('/billing');
    await page.getByRole('button', { name: 'Manage billing' }).click();
    await page.getByRole('button', { name: 'Simulate a failed renewal payment' }).click();
    await page.getByText('past_due').first().waitFor();

    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 401 || res.status() === 403) refused.push(`${res.status()} ${res.url()}`);
    });
    page.on('console', (message) => {
      if (/\b40[13]\b/.test(message.text())) refused.push(message.text());
    });
    await page.getByRole('link', { name: '← Return to Dwell' }).click();
    await page.waitForURL('**/billing');
    await page.getByText('Status: past_due').waitFor();
    await page.getByText('The last payment failed, so access to Dwell is paused.', { exact: false }).waitFor();
    expect(await page.getByText(/Renews on/).count()).toBe(0);
    // The app is locked: trying a locked page comes back here, still without refused calls.
    await page.goto('/events');
    await page.waitForURL('**/billing');
    await page.getByText('Status: past_due').waitFor();
    await page.waitForTimeout(3000);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('orders a back-dated stop’s timeline by time', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'marcus@dwell.test', '/events');
    // Logged now for a check-in 5 hours ago: its free time (2 h) ended before the note written now.
    const created = await post<{ event: { id: string } }>(page, '/api/events', {
      facilityName: 'Back-dated Dock',
      facilityAddress: 'Back-dated Foods',
      checkInTime: Date.now() - 5 * HOUR,
    });
    await post(page, `/api/events/${created.event.id}/notes`, { body: 'Still at door 7' });
    await page.goto(`/events/${created.event.id}`);
    const timeline = page.getByTestId('timeline');
    await timeline.getByText('Note added').waitFor();
    const labels = (await timeline.locator('strong').allTextContents()).map((t) => t.trim());
    const at = (label: string) => labels.indexOf(label);
    // A time typed by someone says so; one from a truck or a phone names that source instead.
    expect(at('Checked in (manual)')).toBe(0);
    expect(at('Free time over: billing')).toBeGreaterThan(at('Checked in (manual)'));
    expect(at('Note added')).toBeGreaterThan(at('Free time over: billing'));
    expect(labels.slice(-1)).toEqual(['Check-out']);
    await context.close();
  });

  it('keeps the documents page within the window with a 500-character unbroken description', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    await signIn(page, DEMO.email, '/events');
    const created = await post<{ event: { id: string } }>(page, '/api/events', {
      facilityName: 'Long Word Dock',
      facilityAddress: 'Long Word Foods',
      checkInTime: Date.now() - HOUR,
    });
    const description = 'W'.repeat(500);
    const upload = await context.request.post(
      `${BASE_URL}/api/documents?eventId=${created.event.id}&category=other&description=${description}`,
      { headers: { origin: BASE_URL, 'content-type': 'image/png', 'x-file-name': 'long.png' }, data: dockPhoto() },
    );
    expect(upload.status(), await upload.text()).toBe(201);
    for (const viewport of [{ width: 1440, height: 900 }, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(`/documents/${created.event.id}`);
      await page.getByText(description.slice(0, 40), { exact: false }).waitFor();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        window: window.innerWidth,
      }));
      expect(widths.page, `at ${viewport.width} px`).toBeLessThanOrEqual(widths.window);
    }
    await context.close();
  });

  it('keeps the pages of the company admin’s tables within a phone’s width (their headers’ hidden texts too)', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await signIn(page, DEMO.email, '/company');
    for (const [path, name] of [
      ['/company', 'Team members'],
      ['/settings/api-keys', null],
      ['/settings/webhooks', null],
    ] as const) {
      await page.goto(path);
      await (name ? page.getByRole('table', { name }) : page.locator('main h1').first()).waitFor();
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(PHONE.width);
    }
    await context.close();
  });

  it('shows Status and Amount of the events and claims lists at 375 px without sideways scrolling', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await signIn(page, DEMO.email, '/events');
    for (const [path, name] of [
      ['/events', 'Detention events'],
      ['/events/claims', 'Claims'],
    ] as const) {
      await page.goto(path);
      const table = page.getByRole('table', { name });
      await table.locator('tbody tr').first().waitFor();
      // /events also lists the stops running now above the list: that table must not scroll either.
      if (path === '/events')
        await page.getByRole('table', { name: 'Active events' }).locator('tbody tr').first().waitFor();
      const layout = await table.evaluate((el) => {
        const wrap = el.closest('.table-wrap') as HTMLElement;
        const row = el.querySelector('tbody tr') as HTMLElement;
        const box = (label: string) => row.querySelector(`td[data-label="${label}"]`)?.getBoundingClientRect();
        const [status, amount] = [box('Status'), box('Amount')];
        return {
          wrapScrolls: wrap.scrollWidth > wrap.clientWidth + 1,
          scrollingTables: [...document.querySelectorAll('.table-wrap')].filter(
            (box) => box.scrollWidth > box.clientWidth + 1,
          ).length,
          pageWidth: document.documentElement.scrollWidth,
          status: status ? { left: status.left, right: status.right, width: status.width } : null,
          amount: amount ? { left: amount.left, right: amount.right, width: amount.width } : null,
          // Each value carries its column's name on the card (the header row is hidden there).
          labels: ['Status', 'Amount'].map((label) => {
            const cell = row.querySelector(`td[data-label="${label}"]`);
            return cell ? getComputedStyle(cell, '::before').content : '';
          }),
        };
      });
      expect(layout.wrapScrolls, path).toBe(false);
      expect(layout.scrollingTables, path).toBe(0);
      expect(layout.pageWidth, path).toBeLessThanOrEqual(PHONE.width);
      for (const cell of [layout.status, layout.amount]) {
        expect(cell, path).not.toBeNull();
        expect(cell?.left ?? -1).toBeGreaterThanOrEqual(0);
        expect(cell?.right ?? 9999).toBeLessThanOrEqual(PHONE.width);
        expect(cell?.width ?? 0).toBeGreaterThan(0);
      }
      expect(layout.labels).toEqual(['"Status"', '"Amount"']);
    }
    await context.close();
  });
});
