import { PERIOD_WORDS, STAT_CARD_COUNTS } from '@dwell/core/report-periods';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByApi } from '../lib/auth.ts';
import { BASE_URL, launchBrowser } from '../lib/browser.ts';
import { logStop } from '../lib/stops.ts';

/*
 * The demo company works in America/Chicago; the browser here is in New York, so a period computed from the
 * browser's clock would disagree with the company's by an hour at every edge.
 */
const PERIODS = ['today', 'yesterday', 'this_week', 'this_month', 'custom'] as const;

const cards = (page: Page) => page.getByTestId('stat-cards');
const card = (page: Page, title: string) => page.getByTestId(`stat-${title}`);
const figure = async (page: Page, title: string) =>
  Number(((await card(page, title).getByTestId('stat-value').textContent()) ?? '').replaceAll(',', ''));

/** The events list's total, from its pager ('1–25 of 57', or 'No events'). */
async function listTotal(page: Page): Promise<number> {
  const pager = page.getByRole('navigation', { name: 'Pages' }).locator('span').first();
  await pager.waitFor();
  const text = (await pager.textContent()) ?? '';
  return text === 'No events' ? 0 : Number(text.split(' of ')[1]);
}

async function choose(page: Page, period: (typeof PERIODS)[number]) {
  await cards(page).waitFor();
  await page.locator('#dashboard-period').selectOption(period);
  if (period === 'custom') {
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    await page.locator('#dashboard-from').fill(day(Date.now() - 40 * 86_400_000));
    await page.locator('#dashboard-to').fill(day(Date.now() - 86_400_000));
  }
  const counts = () => card(page, 'Active Detentions').getByTestId('stat-counts').textContent();
  await expect
    .poll(counts, { timeout: 10_000 })
    .toContain(STAT_CARD_COUNTS.activeDetentions(PERIOD_WORDS[period].span));
  await expect.poll(() => cards(page).getAttribute('aria-busy'), { timeout: 10_000 }).toBe('false');
}

describe('dashboard cards and the lists behind them', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('for each period, says what each card counts and lists exactly the stops counted', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, timezoneId: 'America/New_York' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    expect(await signInByApi(page)).toBe(200);
    const seen = new Set<number>();
    for (const period of PERIODS) {
      await page.goto('/dashboard');
      await choose(page, period);
      const words = PERIOD_WORDS[period];
      for (const [title, counts] of [
        ['Recoverable Amount', STAT_CARD_COUNTS.recoverableCents],
        ['Avg. Wait Time', STAT_CARD_COUNTS.avgWaitMinutes],
        ['Facilities Visited', STAT_CARD_COUNTS.facilitiesVisited],
      ] as const) {
        expect(await card(page, title).getByTestId('stat-counts').textContent(), title).toBe(counts);
        expect(await card(page, title).textContent(), title).toContain(`vs ${words.versus} (`);
      }
      // "… · N under way now" is the Active Events list's own count.
      const underWay = page.getByTestId('under-way-count');
      await underWay.waitFor();
      expect(await card(page, 'Active Detentions').getByTestId('stat-counts').textContent()).toContain(
        ` · ${await underWay.textContent()}`,
      );
      const counted = await figure(page, 'Active Detentions');
      seen.add(counted);
      await card(page, 'Active Detentions').getByRole('link', { name: 'See these stops' }).click();
      await page.getByRole('heading', { level: 1, name: 'Detention Events' }).waitFor();
      expect(new URL(page.url()).searchParams.get('period')).toBe(period);
      await expect.poll(() => listTotal(page), { timeout: 10_000 }).toBe(counted);
    }
    // The periods hold different numbers of stops: the comparison above is not 0 = 0 five times.
    expect(seen.size).toBeGreaterThan(1);

    // An event's times carry the zone of its facility (all demo sites have a position), never the browser's.
    await page.goto('/events');
    const checkIn = page
      .locator('tbody tr td')
      .filter({ hasText: /\d{1,2}:\d{2} [AP]M [A-Z]{3}/ })
      .first();
    await checkIn.waitFor();
    expect(await checkIn.textContent()).toMatch(/ [CMPE][SD]T$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on /carrier-dashboard counts and lists only the signed-in user’s own stops', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL });
    const page = await context.newPage();
    expect(await signInByApi(page)).toBe(200);
    // The admin drives one stop of their own now, so their own count is not zero whatever ran before.
    const logged = await logStop(page, {
      facilityName: 'Own Stop Dock',
      facilityAddress: 'Own Stop Foods',
      checkInTime: Date.now() - 60_000,
    });
    expect(logged.status).toBe(201);
    await page.goto('/dashboard');
    await choose(page, 'this_month');
    const company = await figure(page, 'Active Detentions');
    await page.goto('/carrier-dashboard');
    await page.getByRole('heading', { level: 1, name: 'My Dashboard' }).waitFor();
    await choose(page, 'this_month');
    // A share of the company's stops, and the same stops in the list behind the card.
    const mine = await figure(page, 'Active Detentions');
    expect(mine).toBeGreaterThan(0);
    expect(mine).toBeLessThan(company);
    const underWay = page.getByTestId('under-way-count');
    await underWay.waitFor();
    const waiting = page.getByRole('region', { name: 'Active Events' }).getByRole('listitem');
    expect(await underWay.textContent()).toBe(STAT_CARD_COUNTS.underWayNow(await waiting.count()));
    await card(page, 'Active Detentions').getByRole('link', { name: 'See these stops' }).click();
    await expect.poll(() => listTotal(page), { timeout: 10_000 }).toBe(mine);
    await context.close();
  });
});
