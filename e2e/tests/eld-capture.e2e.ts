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
    expect(errors).toEqual([]);
    await context.close();
  });
});
