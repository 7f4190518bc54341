import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH } from '@dwell/core/messages';
import { REPORT_MESSAGES } from '@dwell/core/schemas/reports';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../lib/auth.ts';
import { launchBrowser, newPage } from '../lib/browser.ts';

const SHOTS = join(import.meta.dirname, '..', 'screenshots');

/** Signs in through the API from the page (same origin, so the session cookie is set). */
async function signIn(page: Page, email = DEMO.email) {
  await page.goto('/login');
  await page.evaluate(
    (body) => fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
    JSON.stringify({ email, password: DEMO.password }),
  );
}

const card = (page: Page, title: string) => page.getByTestId(`stat-${title}`).getByTestId('stat-value');

describe('dashboard and reports on the seeded demo fleet', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('composes the dashboard from its widgets: stat cards, map, chart, activity; the period changes the numbers', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: { width: 1280, height: 1000 } });
    await signIn(page);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await card(page, 'Recoverable Amount').waitFor();
    // The map and the chart arrive in their own chunks.
    await page.getByTestId('us-map').waitFor();
    expect(await page.getByTestId('map-dot').count()).toBeGreaterThan(0);
    // The chart is the last widget, below the fold: it loads as the reader scrolls near it.
    await page.locator('[data-expose="trend-chart"]').scrollIntoViewIfNeeded();
    await page.getByTestId('trend-chart').waitFor();
    expect(await page.locator('.trend-bar').count()).toBeGreaterThan(0);
    await page.getByTestId('activity-feed').waitFor();
    await page.getByText('Valid until').waitFor();

    const period = page.locator('#dashboard-period');
    await period.selectOption('today');
    await expect.poll(() => page.getByTestId('stat-cards').getAttribute('aria-busy')).toBe('false');
    const today = await card(page, 'Facilities Visited').textContent();
    // The last 60 days always hold more places than today alone, whatever the day of the month or week.
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const from = day(Date.now() - 60 * 86_400_000);
    const to = day(Date.now());
    await period.selectOption('custom');
    await page.locator('#dashboard-from').fill(from);
    await page.locator('#dashboard-to').fill(to);
    await expect.poll(() => card(page, 'Facilities Visited').textContent()).not.toBe(today);
    await expect.poll(() => page.getByTestId('stat-cards').getAttribute('aria-busy')).toBe('false');
    // What the card shows is what the API computes for that period.
    const api = await page.evaluate(
      async (range) => {
        const res = await fetch(`/api/reports/dashboard?period=custom&from=${range.from}&to=${range.to}`);
        return ((await res.json()) as { stats: { facilitiesVisited: { value: number } } }).stats.facilitiesVisited
          .value;
      },
      { from, to },
    );
    expect(await card(page, 'Facilities Visited').textContent()).toBe(api.toLocaleString('en-US'));

    await page.getByTestId('us-map').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'dashboard.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows reports with totals, the trend chart and scorecards; refuses a backwards range; exports CSV', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: { width: 1280, height: 1000 } });
    await signIn(page);
    await page.goto('/reports');
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await page.getByTestId('trend-chart').waitFor();
    await expect
      .poll(async () => page.getByTestId('facility-scorecard').locator('tbody tr').count())
      .toBeGreaterThan(0);
    expect(await page.getByTestId('customer-scorecard').locator('tbody tr').count()).toBeGreaterThan(0);
    // A scorecard shows ten rows at a time; a new filter starts again at its first page.
    const facilityRows = page.getByTestId('facility-scorecard').locator('tbody tr');
    const facilityPages = page.getByRole('navigation', { name: 'Facility scorecard pages' });
    expect(await facilityRows.count()).toBe(10);
    const first = await facilityRows.first().textContent();
    await facilityPages.getByRole('button', { name: 'Next' }).click();
    await facilityPages.getByText(/^Page 2 of \d+$/).waitFor();
    expect(await facilityRows.first().textContent()).not.toBe(first);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.locator('#report-filter').fill('a');
    await expect.poll(() => facilityPages.getByText(/^Page 2 of \d+$/).count()).toBe(0);
    expect(await facilityRows.count()).toBeGreaterThan(0);
    await page.locator('#report-filter').fill('');
    const total = await page.getByTestId('total-events').locator('.stat-value').textContent();
    expect(Number(total?.replaceAll(',', ''))).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Daily' }).click();
    await expect.poll(() => page.locator('.trend-bar').count()).toBe(30);
    await page.screenshot({ path: join(SHOTS, 'reports.png'), fullPage: true });

    await page.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Facility scorecard' }).click();
    expect((await download).suggestedFilename()).toMatch(/^facility-scorecard-.+\.csv$/);

    await page.locator('#report-range').selectOption('custom');
    await page.locator('#report-from').fill('2026-03-10');
    await page.locator('#report-to').fill('2026-03-01');
    await page.getByText(REPORT_MESSAGES.endBeforeStart).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the range and interval in the address, and asks nothing for a range it cannot show', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: { width: 1280, height: 1000 } });
    const asked: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/reports/')) asked.push(req.url());
    });
    await signIn(page);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.goto('/reports');
    await page.getByTestId('trend-chart').waitFor();
    await page.locator('#report-range').selectOption('this_year');
    await page.getByRole('tab', { name: 'Monthly' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?range=this_year&interval=month');
    await page.reload();
    await page.getByTestId('trend-chart').waitFor();
    expect(await page.locator('#report-range').inputValue()).toBe('this_year');
    expect(await page.getByRole('tab', { name: 'Monthly' }).getAttribute('aria-selected')).toBe('true');
    const total = page.getByTestId('total-events').locator('.stat-value');
    await expect.poll(() => total.textContent()).not.toBe('…');
    const shown = await total.textContent();

    // A custom range: nothing is asked while its dates are missing, half typed, backwards or too long.
    await page.locator('#report-range').selectOption('custom');
    await page.getByText('Showing This Year until both dates are chosen.').waitFor();
    asked.length = 0;
    const type = async (id: string, mmddyyyy: string) => {
      await page.locator(id).focus();
      await page.keyboard.type(mmddyyyy, { delay: 50 });
    };
    await type('#report-from', '11152026');
    await type('#report-to', '11012026');
    await page.getByText(`${REPORT_MESSAGES.endBeforeStart}. Still showing This Year.`).waitFor();
    await type('#report-from', '01012000');
    await page.getByText(`${REPORT_MESSAGES.rangeTooLong}. Still showing This Year.`).waitFor();
    await page.waitForTimeout(1000);
    expect(asked).toEqual([]);
    expect(await total.textContent()).toBe(shown);
    expect(new URL(page.url()).search).toBe('?range=this_year&interval=month');

    // Once valid, the range is asked for once and kept in the address; Back then leaves Reports.
    await page.locator('#report-from').fill('2026-11-01');
    await expect.poll(() => new URL(page.url()).search).toBe('?from=2026-11-01&to=2026-11-01&interval=month');
    await expect.poll(() => asked.length).toBe(4);
    await page.waitForTimeout(1000);
    expect(asked.every((url) => url.includes('from=2026-11-01&to=2026-11-01'))).toBe(true);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows /carrier-dashboard with the user's own figures, and refuses a backwards custom period", async () => {
    const { context, page, errors } = await newPage(browser);
    await signIn(page);
    await page.goto('/carrier-dashboard');
    await page.getByRole('heading', { level: 1, name: 'My Dashboard' }).waitFor();
    await card(page, 'Recoverable Amount').waitFor();
    await expect.poll(() => page.getByTestId('stat-cards').getAttribute('aria-busy')).toBe('false');
    const own = await page.evaluate(async () => {
      const res = await fetch('/api/reports/dashboard?period=this_week&scope=mine');
      return ((await res.json()) as { stats: { activeDetentions: { value: number } } }).stats.activeDetentions.value;
    });
    expect(await card(page, 'Active Detentions').textContent()).toBe(own.toLocaleString('en-US'));
    // No Filters here: the scope is the user's own.
    expect(await page.getByRole('button', { name: 'Filters' }).count()).toBe(0);

    await page.locator('#dashboard-period').selectOption('custom');
    await page.locator('#dashboard-from').fill('2026-03-10');
    await page.locator('#dashboard-to').fill('2026-03-01');
    await page.getByText(REPORT_MESSAGES.endBeforeStart).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a dispatcher who opens /reports away with the permission message', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'dispatch@dwell.test');
    await page.goto('/reports');
    await page.getByText(AUTH.noPermission).first().waitFor();
    expect(page.url()).not.toContain('/reports');
    await context.close();
  });
});
