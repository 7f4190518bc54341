/**
 * Detention captured from the truck (issue 22): a signed ELD arrival makes a new stop appear live on the
 * dispatcher's board without a reload, the signed departure checks it out, the Billing tab prices it under
 * the policy, the timeline names the ELD as the source, and a time corrected by hand keeps the ELD time it
 * replaced in the timeline.
 */
import { formatMoney } from '@dwell/core/format';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signInThroughForm } from '../lib/auth.ts';
import { launchBrowser, newPage } from '../lib/browser.ts';
import { sendDemoDelivery } from '../lib/eld.ts';

const MINUTE = 60_000;
const RUN = Date.now().toString(36);

describe('an ELD geofence stop', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('appears live on the board, checks out, is priced, names the ELD and keeps a corrected time', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    await signInThroughForm(page, DEMO.email, DEMO.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/dispatcher');
    await page.getByRole('heading', { name: 'Live board' }).waitFor();
    const board = page.getByRole('list', { name: 'Active detentions, closest to billing first' });
    await board.waitFor();

    const arrived = Date.now() - 3 * 60 * MINUTE;
    const entry = await sendDemoDelivery(`e2e-${RUN}-in`, 'arrival', arrived);
    expect(entry).toMatchObject({ status: 200, body: { result: 'accepted' } });
    const eventId = entry.body.eventId ?? '';
    // Live: the board shows the new stop without a reload.
    const card = board.locator('li').filter({ has: page.locator(`a[href="/events/${eventId}"]`) });
    await card.waitFor({ timeout: 15_000 });
    await card.getByText(/Marcus Reed/).waitFor();

    const exit = await sendDemoDelivery(`e2e-${RUN}-out`, 'departure', Date.now() - 5 * MINUTE);
    expect(exit).toMatchObject({ status: 200, body: { result: 'accepted', eventId } });
    await card.waitFor({ state: 'detached', timeout: 15_000 });

    await page.goto(`/events/${eventId}`);
    await page.getByText('Completed').first().waitFor();
    const detail = await page.evaluate(async (id) => (await fetch(`/api/events/${id}`)).json(), eventId);
    const amount = formatMoney((detail as { billing: { amountCents: number } }).billing.amountCents);
    expect(amount).not.toBe('$0.00');
    await page.getByRole('tab', { name: 'Billing' }).click();
    await page.getByRole('tabpanel').getByText(amount).first().waitFor();

    await page.getByRole('tab', { name: 'Overview' }).click();
    const timeline = page.getByTestId('timeline');
    await timeline.getByText('Checked in (ELD)').waitFor();
    await timeline.getByText('Checked out (ELD)').waitFor();

    // The truck waited outside the gate before it was let in: the check-in is corrected, the ELD time kept.
    await page.getByRole('button', { name: /Actions/ }).click();
    await page.getByRole('menuitem', { name: 'Correct times' }).click();
    const dialog = page.getByRole('dialog', { name: 'Correct times' });
    await dialog.getByText('Recorded by ELD. The recorded time stays in the timeline.').first().waitFor();
    const checkIn = dialog.getByLabel('Check-in time');
    const local = new Date(new Date(await checkIn.inputValue()).getTime() + 20 * MINUTE);
    const pad = (n: number) => String(n).padStart(2, '0');
    await checkIn.fill(
      `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`,
    );
    await dialog.getByLabel('Reason').fill('Queued outside the gate until 20 minutes later');
    await dialog.getByRole('button', { name: 'Save corrected times' }).click();
    await timeline
      .getByText(/Check-in corrected from .+ \(ELD\) to .+: Queued outside the gate until 20 minutes later/)
      .waitFor();
    await timeline.getByText('Checked in (ELD)').waitFor();

    // The integration's log links the delivery to its stop, opened within the app (no page load).
    await page.goto('/settings/integrations');
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.getByRole('link', { name: 'Open stop' }).first().click();
    await page.waitForURL(`**/events/${eventId}`);
    await page.getByTestId('timeline').getByText('Checked out (ELD)').waitFor();
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Settings → Integrations: connect, the secret once, map, send a test event and read the log (375 px)', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: { width: 375, height: 812 } });
    await signInThroughForm(page, DEMO.email, DEMO.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/settings');
    await page.getByRole('link', { name: /Integrations/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Integrations' }).waitFor();
    // The demo fleet's own connection is listed with its last delivery.
    await page.getByRole('heading', { name: 'Fleet telematics (generic)' }).waitFor();

    const name = `E2E telematics ${RUN}`;
    await page.getByLabel('Provider', { exact: true }).selectOption('generic');
    await expect(page.getByLabel('Webhook secret', { exact: true }).count()).resolves.toBe(0);
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    const secret = page.getByRole('textbox', { name: 'Webhook secret' });
    await secret.waitFor();
    expect(await secret.inputValue()).toMatch(/^dwsec_/);
    await page.getByRole('button', { name: 'I have saved it' }).click();
    await secret.waitFor({ state: 'detached' });

    const card = page.getByRole('region', { name });
    await card.getByText('None yet').waitFor();
    await card.getByText('Mappings').click();
    await card.getByLabel('Provider vehicle id').fill('TRK-E2E');
    await card.getByLabel('Driver').selectOption({ label: 'Marcus Reed' });
    await card.getByRole('button', { name: 'Map vehicle' }).click();
    await card.getByText('→ Marcus Reed').waitFor();
    await card.getByLabel('Provider place id').fill('DOCK-E2E');
    await card.getByLabel('Facility').selectOption({ index: 1 });
    await card.getByLabel('Customer').selectOption({ index: 1 });
    await card.getByRole('button', { name: 'Map place' }).click();
    await card.getByText('DOCK-E2E').waitFor();

    await card.getByRole('button', { name: 'Send test event' }).click();
    await page.getByText('Test event received').waitFor();
    await card.getByText('test ok · 200').waitFor();
    await card.getByText('entry · TRK-E2E @ DOCK-E2E').waitFor();
    await page.screenshot({ path: '/tmp/integrations-375.png', fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: '/tmp/integrations-1440.png', fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
