/**
 * The driver's phone at a dock (issue 22), 375 px with a fake position: inside a facility's geofence the app
 * offers to start the detention clock and one tap starts the stop with the phone's fix and accuracy; leaving
 * the fence it offers the check-out, one tap again; the timeline names the phone GPS as the source of both.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fill } from '@dwell/core/messages';
import { EVENT_MESSAGES } from '@dwell/core/schemas/events';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByApi } from '../lib/auth.ts';
import { BASE_URL, launchBrowser } from '../lib/browser.ts';

const DRIVER = { email: 'marcus@dwell.test', password: 'DwellDemo!2026' };

interface Facility {
  id: string;
  name: string;
  lat: number | null;
  lng: number | null;
}
interface EventRow {
  id: string;
  facilityId: string | null;
  status: string;
}

const get = <T>(page: Page, path: string) => page.evaluate(async (p) => (await fetch(p)).json(), path) as Promise<T>;

describe("the driver's phone at a facility (375 px)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('one tap starts the clock inside the geofence, one tap checks out on leaving, both from phone GPS', async () => {
    const context = await browser.newContext({
      baseURL: BASE_URL,
      viewport: { width: 375, height: 812 },
      permissions: ['geolocation'],
      geolocation: { latitude: 0, longitude: 0, accuracy: 10 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    expect(await signInByApi(page, DRIVER.email, DRIVER.password)).toBe(200);

    // A facility with a position where the driver has logged a stop before (its customer pays there) and
    // none is under way now.
    const { facilities } = await get<{ facilities: Facility[] }>(page, '/api/facilities');
    const { events } = await get<{ events: EventRow[] }>(page, '/api/events?pageSize=100');
    const busy = new Set(events.filter((e) => e.status === 'active').map((e) => e.facilityId));
    const site = facilities.find(
      (f) => f.lat !== null && f.lng !== null && !busy.has(f.id) && events.some((e) => e.facilityId === f.id),
    );
    if (!site || site.lat === null || site.lng === null) throw new Error('no facility to arrive at');
    await context.setGeolocation({ latitude: site.lat, longitude: site.lng, accuracy: 10 });

    await page.goto('/events');
    const arrived = page
      .getByRole('status')
      .filter({ hasText: fill(EVENT_MESSAGES.arrivedPrompt, { facility: site.name }) });
    await arrived.waitFor({ timeout: 20_000 });
    await page.screenshot({ path: join(tmpdir(), 'phone-arrival-prompt-375.png') });
    await arrived.getByRole('button', { name: 'Start clock' }).click();
    await page.getByText('Detention clock started').waitFor();
    await arrived.waitFor({ state: 'detached' });
    const started = await get<{ events: (EventRow & { checkInTime: number })[] }>(
      page,
      `/api/events?facilityId=${site.id}&status=active`,
    );
    const stop = started.events[0];
    if (!stop) throw new Error('no stop was started');
    const detail = await get<{ event: { checkInSource: string; checkInAccuracyM: number; checkInLat: number } }>(
      page,
      `/api/events/${stop.id}`,
    );
    expect(detail.event).toMatchObject({ checkInSource: 'phone', checkInAccuracyM: 10, checkInLat: site.lat });

    // Driving off: well outside the fence.
    await context.setGeolocation({ latitude: site.lat + 0.05, longitude: site.lng + 0.05, accuracy: 10 });
    const left = page.getByRole('status').filter({ hasText: fill(EVENT_MESSAGES.leftPrompt, { facility: site.name }) });
    await left.waitFor({ timeout: 20_000 });
    await left.getByRole('button', { name: 'Check out' }).click();
    await page.getByText('Checked out').first().waitFor();

    await page.goto(`/events/${stop.id}`);
    const timeline = page.getByTestId('timeline');
    await timeline.getByText('Checked in (phone GPS)').waitFor();
    await timeline.getByText('Checked out (phone GPS)').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
