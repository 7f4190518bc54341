import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, signInByApi } from '../lib/auth.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { dockPhoto, noisyPng } from '../lib/png.ts';
import { logStop } from '../lib/stops.ts';
import { pdfText } from '../../api/test/fixtures/pdf.ts';

const PHOTO = dockPhoto();

async function signIn(page: Page, email: string): Promise<void> {
  expect(await signInByApi(page, email)).toBe(200);
}

/** Share of dark pixels in a PNG, measured by the browser itself (Chromium decodes the screenshot). */
async function inkShare(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return 0;
    ctx.drawImage(image, 0, 0);
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4)
      if ((data[i] ?? 255) + (data[i + 1] ?? 255) + (data[i + 2] ?? 255) < 200) dark++;
    return dark / (data.length / 4);
  }, png.toString('base64'));
}

describe('detention events end to end', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('logs an event with a photo, shows it live elsewhere, completes it, bills it, invoices it and gets paid', async () => {
    const office = await newPage(browser);
    const dispatch = await newPage(browser);
    await signIn(office.page, 'demo@dwell.test');
    await signIn(dispatch.page, 'dispatch@dwell.test');
    const location = `E2E Cold Dock ${Date.now().toString(36)}`;

    // The second browser watches the list; a marker on its window proves it is never reloaded.
    await dispatch.page.goto('/events');
    await dispatch.page.getByRole('heading', { name: 'Detention Events' }).waitFor();
    await dispatch.page.getByText('Last updated: just now').waitFor();
    await dispatch.page.evaluate(() => Object.assign(window, { __notReloaded: true }));

    // Log the stop: arrived 200 minutes ago (80 past the free time), a dock photo attached.
    const { page } = office;
    await page.goto('/events/new');
    await page.getByRole('heading', { name: 'New Detention Event' }).waitFor();
    await page.getByLabel('Location name').fill(location);
    await page.getByLabel('Shipper/Receiver name').fill('E2E Produce Growers');
    const start = await page.evaluate(() => {
      const d = new Date(Date.now() - 200 * 60_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
    });
    await page.getByLabel('Start time').fill(start);
    await page.getByLabel('Reason').selectOption('dock_full');
    await page.getByLabel('Load number').fill('LD-E2E-1');
    await page
      .getByTestId('event-files')
      .setInputFiles({ name: 'dock-photo.png', mimeType: 'image/png', buffer: PHOTO });
    await page.getByRole('button', { name: 'Remove dock-photo.png' }).waitFor();
    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.getByText('Detention Event created successfully!').waitFor();
    await page.waitForURL(/\/events$/);

    // It appears in the other browser without a reload, in the Active Events table and the list.
    await dispatch.page.getByRole('link', { name: location }).first().waitFor({ timeout: 15_000 });
    expect(await dispatch.page.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
    // Arrived 200 minutes ago, the stop is already billing: the alert reaches the office live and by email.
    await dispatch.page.getByText(`${location} is past 120 minutes of free time`).first().waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => (await latestMail(BASE_URL, 'dispatch@dwell.test').catch(() => null))?.subject)
      .toBe('Dwell: Detention is now billable');
    await dispatch.page.getByRole('link', { name: location }).first().click();
    await dispatch.page.getByRole('heading', { name: location }).waitFor();

    // The photo went to R2 as the event's evidence.
    await page.getByRole('link', { name: location }).first().click();
    await page.getByRole('heading', { name: location }).waitFor();
    await page.getByRole('tab', { name: /Documents/ }).click();
    await page.getByRole('link', { name: 'dock-photo.png' }).waitFor();

    // Mark as complete at the default check-out time (now).
    await page.getByRole('button', { name: /Actions/ }).click();
    await page.getByRole('menuitem', { name: 'Mark as complete' }).click();
    await page.getByRole('button', { name: 'Complete event' }).click();
    await page.getByText('Event completed').first().waitFor();
    // The keyboard's place is kept: the focus is back on the menu's button, not at the page's top.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('menu');
    // The dispatcher's open detail follows live.
    await dispatch.page.getByText('Completed', { exact: true }).first().waitFor({ timeout: 15_000 });
    expect(await dispatch.page.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded)).toBe(true);

    // Billing: 80 minutes past free time, 15-minute increments rounded up → 1.50 h at $75.00/h.
    await page.getByRole('tab', { name: 'Billing' }).click();
    await expect.poll(() => page.getByTestId('billing-amount').textContent()).toBe('$112.50');
    await page.getByRole('button', { name: 'Generate Invoice' }).click();
    await page.getByTestId('claim-panel').waitFor();
    const pdfHref = await page.getByRole('link', { name: 'Download invoice PDF' }).getAttribute('href');
    expect(pdfHref).toMatch(/^\/api\/claims\/clm_[a-z0-9]+\/invoice\.pdf$/);

    // The invoice: Chromium renders its first page; the page shows ink and the PDF states the amount.
    const pdf = await office.context.request.get(pdfHref ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = (await pdfText(new Uint8Array(await pdf.body()))).join('\n');
    expect(text).toContain('Amount due: $112.50');
    expect(text).toContain(location);
    expect(text).toContain('dock-photo.png');
    expect(text).toMatch(/SHA-256 [0-9a-f]{64}/);
    const viewer = await office.context.newPage();
    await viewer.goto(pdfHref ?? '');
    await viewer.waitForTimeout(2500);
    const firstPage = await viewer.screenshot({ clip: { x: 400, y: 70, width: 500, height: 600 } });
    expect(firstPage.subarray(1, 4).toString()).toBe('PNG');
    expect(await inkShare(page, firstPage)).toBeGreaterThan(0.005);
    await viewer.close();

    // Send it (confirmed: the invoice is fixed then), then mark it paid: the whole balance, with its reference.
    await page.getByRole('button', { name: 'Mark as sent' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mark as sent' }).click();
    await page.getByTestId('claim-panel').getByText('Sent', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Mark paid' }).click();
    await page.getByRole('dialog').getByLabel('Reference').fill('CHK-20417');
    await page.getByRole('dialog').getByRole('button', { name: 'Record payment' }).click();
    await page.getByTestId('claim-panel').getByText('Paid', { exact: true }).waitFor();
    expect(await page.getByTestId('claim-balance').textContent()).toBe('$0.00');

    expect(office.errors).toEqual([]);
    expect(dispatch.errors).toEqual([]);
    await office.context.close();
    await dispatch.context.close();
  });

  it('takes a camera photo over 5 MB, scaled down to fit; the file picker opens only when asked', async () => {
    const { context, page, errors } = await newPage(browser);
    await signIn(page, 'demo@dwell.test');
    let pickers = 0;
    page.on('filechooser', () => pickers++);

    // A phone camera's picture: over the 5 MB limit as taken (1,600 × 1,200 pixels of noise, stored raw).
    const picture = { name: 'dock-camera.png', mimeType: 'image/png', buffer: noisyPng(1600, 1200) };
    expect(picture.buffer.length).toBeGreaterThan(5 * 1024 * 1024);
    await page.goto('/events/new');
    await page.getByRole('heading', { name: 'New Detention Event' }).waitFor();
    await page.getByTestId('event-files').setInputFiles(picture);
    // Kept as its scaled JPEG copy, not refused as too large.
    await page.getByRole('button', { name: 'Remove dock-camera.jpg' }).waitFor();
    expect(await page.getByText('exceeds the 5MB size limit').count()).toBe(0);

    // A stop's Documents tab: opening it and adding a document open no picker of themselves…
    const { id: stop } = await logStop(page, {
      facilityName: 'E2E Picker Dock',
      facilityAddress: 'E2E Foods',
      checkInTime: Date.now() - 3_600_000,
    });
    await page.goto(`/events/${stop}`);
    await page.getByRole('tab', { name: /Documents/ }).click();
    await page.getByText('No documents yet').waitFor();
    await page.getByTestId('detail-files').setInputFiles(picture);
    await page.getByRole('link', { name: 'dock-camera.jpg' }).waitFor();
    await page.getByRole('tab', { name: 'Documents (1)' }).waitFor();
    await page.waitForTimeout(500);
    expect(pickers).toBe(0);
    // …and its button does open one, as does Add document in the Actions menu of another tab.
    await page.getByRole('button', { name: 'Add document' }).click();
    await expect.poll(() => pickers).toBe(1);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('button', { name: /Actions/ }).click();
    await page.getByRole('menuitem', { name: 'Add document' }).click();
    await page.getByRole('tab', { name: 'Documents (1)', selected: true }).waitFor();
    await expect.poll(() => pickers).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses an end time before the start time with the product message, and creates nothing', async () => {
    const { context, page, errors } = await newPage(browser);
    await signIn(page, 'marcus@dwell.test');
    await page.goto('/events/new');
    await page.getByLabel('Location name').fill('E2E Refused Dock');
    await page.getByLabel('Shipper/Receiver name').fill('E2E Shipper');
    await page.getByLabel('Start time').fill('2026-01-10T10:00');
    await page.getByLabel('End time (optional)').fill('2026-01-10T09:00');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.getByRole('alert').getByText('End time must be after start time').first().waitFor();
    expect(page.url()).toMatch(/\/events\/new$/);
    const found = await page.evaluate(async () => (await fetch('/api/events?q=E2E%20Refused%20Dock')).json());
    expect(found.total).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves the header’s search and live notifications for the shell to mount', async () => {
    const { context, page, errors } = await newPage(browser);
    await signIn(page, 'dispatch@dwell.test');
    await page.goto('/events');
    await page.getByRole('heading', { name: 'Detention Events' }).waitFor();
    // Mount the exposed widgets through the shell's own federation runtime, as its header will.
    await page.evaluate(async () => {
      type Provider = { render(info: { dom: HTMLElement; moduleName: string }): Promise<void> };
      const runtime = (
        globalThis as { __FEDERATION__?: { __INSTANCES__?: { loadRemote(id: string): Promise<unknown> }[] } }
      ).__FEDERATION__?.__INSTANCES__?.[0];
      if (!runtime) throw new Error('no federation runtime on the page');
      for (const expose of ['alerts-widget', 'header-search']) {
        const mod = (await runtime.loadRemote(`dwell_events/${expose}`)) as { default: () => Provider };
        const dom = document.createElement('div');
        dom.id = `mounted-${expose}`;
        document.body.prepend(dom);
        await mod.default().render({ dom, moduleName: `events/${expose}` });
      }
    });
    const bell = page.locator('#mounted-alerts-widget').getByRole('button', { name: /Notifications, \d+ unread/ });
    await bell.click();
    await page.getByRole('link', { name: 'View all notifications' }).waitFor();
    await page.locator('#mounted-alerts-widget').getByText('Detention is now billable').first().waitFor();
    await page
      .locator('#mounted-header-search')
      .getByPlaceholder('Search events, drivers, or facilities...')
      .fill('marcus');
    await page.locator('#mounted-header-search').getByText('Drivers').waitFor();
    await page.locator('#mounted-header-search').getByRole('link', { name: 'Marcus Reed', exact: true }).click();
    await page.waitForURL(/\/events\?driverId=usr_demo_drv1$/);
    // Enter searches the list, which opens at its results, not at the live board of active stops above them.
    const search = page.locator('#mounted-header-search').getByPlaceholder('Search events, drivers, or facilities...');
    await search.fill('Bayou');
    await search.press('Enter');
    await page.waitForURL(/\/events\?q=Bayou#all-events$/);
    const results = page.getByRole('heading', { name: 'All Events' });
    await expect
      .poll(() =>
        results.evaluate((h) => h.getBoundingClientRect().top >= 0 && h.getBoundingClientRect().bottom <= innerHeight),
      )
      .toBe(true);
    await page.getByRole('region', { name: 'All Events' }).getByText('Bayou Chemical Terminal').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
