import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByApi } from '../lib/auth.ts';
import { launchBrowser, newPage } from '../lib/browser.ts';
import { dockPhoto } from '../lib/png.ts';
import { logStop } from '../lib/stops.ts';

const HOUR = 3_600_000;
const RUN = Date.now().toString(36);
const FACILITY = `E2E Claim Dock ${RUN}`;
const PHOTO = `claim-evidence-${RUN}.png`;

/** Logs a completed stop at a facility of the test's own (200 minutes on site: $112.50) and uploads its dock photo. */
async function stopWithEvidence(page: Page, facilityName = FACILITY): Promise<string> {
  const checkIn = Date.now() - 6 * HOUR;
  const { id } = await logStop(page, {
    facilityName,
    facilityAddress: 'E2E Claim Shipper',
    checkInTime: checkIn,
    checkOutTime: checkIn + 200 * 60_000,
    loadNumber: 'LD-E2E-17',
  });
  return page.evaluate(
    async ({ eventId, photo, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const uploaded = await fetch(`/api/documents?eventId=${eventId}&category=detention`, {
        method: 'POST',
        headers: { 'content-type': 'image/png', 'x-file-name': encodeURIComponent(photo) },
        body: bytes,
      });
      if (uploaded.status !== 201) throw new Error(`upload failed: ${uploaded.status}`);
      return eventId;
    },
    { eventId: id, photo: PHOTO, base64: dockPhoto().toString('base64') },
  );
}

/** What the API says about the stop: its amount in the list, its claim, and its facility's scorecard row. */
async function numbers(page: Page, eventId: string) {
  return page.evaluate(
    async ({ id, facility }) => {
      const get = async (path: string) => (await fetch(path)).json();
      const list = await get(`/api/events?q=${encodeURIComponent(facility)}`);
      const detail = await get(`/api/events/${id}`);
      const claims = await get(`/api/claims?pageSize=100`);
      const card = await get('/api/reports/facilities?range=last_7_days&tz=0');
      return {
        listed: list.events.map((e: { amountCents: number }) => e.amountCents),
        billed: detail.billing.amountCents,
        claim: claims.claims
          .filter((c: { eventId: string }) => c.eventId === id)
          .map((c: { amountCents: number; receivedCents: number }) => [c.amountCents, c.receivedCents]),
        scorecard: card.facilities
          .filter((f: { name: string }) => f.name === facility)
          .map((f: { detentionCents: number }) => f.detentionCents),
      };
    },
    { id: eventId, facility: FACILITY },
  );
}

/** Whether the page scrolls sideways at its current width. */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('a claim a carrier can bill on', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('claim, send, pay; a policy change leaves every number alone; its evidence cannot be deleted', async () => {
    const { context, page, errors } = await newPage(browser);
    expect(await signInByApi(page)).toBe(200);
    const eventId = await stopWithEvidence(page);

    await page.goto(`/events/${eventId}?tab=billing`);
    await page
      .getByTestId('billing-amount')
      .filter({ hasText: /^\$112\.50$/ })
      .waitFor();
    await page
      .getByTestId('billing-source')
      .getByText(/Price stored/)
      .waitFor();
    // Three clicks in the same instant are one claim.
    await page.getByRole('button', { name: 'Generate Invoice' }).click({ clickCount: 3 });
    await page.getByTestId('claim-panel').waitFor();

    await page.getByRole('button', { name: 'Mark as sent' }).click();
    const send = page.getByRole('alertdialog', { name: /Mark claim .* as sent/ });
    await send.getByText('listing 1 evidence file').waitFor();
    await send.getByRole('button', { name: 'Mark as sent' }).click();
    await page.getByTestId('claim-panel').getByText('Sent', { exact: true }).waitFor();

    // The payment needs its reference; the dialog says so in the API's words, then records it once.
    await page.getByRole('button', { name: 'Mark paid' }).click();
    const pay = page.getByRole('dialog', { name: /Record a payment/ });
    await pay.getByRole('button', { name: 'Record payment' }).click();
    await pay.getByText('Enter the payment reference').waitFor();
    await pay.getByLabel('Reference').fill('CHK-E2E-4471');
    await pay.getByRole('button', { name: 'Record payment' }).click({ clickCount: 3 });
    await page.getByTestId('claim-panel').getByText('Paid', { exact: true }).waitFor();
    expect(await page.getByTestId('claim-balance').textContent()).toBe('$0.00');
    await page
      .getByTestId('claim-history')
      .getByText(/Payment of \$112\.50 .*reference CHK-E2E-4471/)
      .waitFor();
    const before = await numbers(page, eventId);
    expect(before).toEqual({ listed: [11_250], billed: 11_250, claim: [[11_250, 11_250]], scorecard: [11_250] });

    // A facility rate override added afterwards, through the policies screen.
    await page.goto('/events/policies');
    const overrides = page.getByRole('region', { name: 'Facility overrides' });
    await overrides.getByLabel('Facility').selectOption({ label: FACILITY });
    await overrides.getByLabel('Hourly rate ($)').fill('50');
    await overrides.getByRole('button', { name: 'Save override' }).click();
    await overrides.locator('strong', { hasText: FACILITY }).waitFor();

    expect(await numbers(page, eventId)).toEqual(before);
    await page.goto(`/events/${eventId}?tab=billing`);
    await page
      .getByTestId('billing-amount')
      .filter({ hasText: /^\$112\.50$/ })
      .waitFor();
    await page.goto(`/events?q=${encodeURIComponent(FACILITY)}`);
    await page
      .getByRole('row', { name: new RegExp(FACILITY) })
      .getByText('$112.50')
      .waitFor();

    // The evidence on the paid claim's invoice: deleting it is refused with the reason, and it stays.
    await page.goto('/documents');
    await page.getByPlaceholder('Search documents...').fill(PHOTO);
    await page.getByRole('button', { name: `Delete ${PHOTO}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alert')
      .getByText(/which has been sent: it cannot be deleted/)
      .first()
      .waitFor();
    await page.reload();
    await page.getByPlaceholder('Search documents...').fill(PHOTO);
    await page.getByRole('article', { name: PHOTO }).waitFor();

    // The claim fits a phone: nothing scrolls sideways at 375 px, nor with the payment dialog open.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/events/${eventId}?tab=billing`);
    await page.getByTestId('claim-history').waitFor();
    expect(await overflows(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('waiving and disputing ask for a reason first; the waived claim owes nothing and can be reopened', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: { width: 375, height: 812 } });
    expect(await signInByApi(page)).toBe(200);
    const eventId = await stopWithEvidence(page, `E2E Waive Dock ${RUN}`);
    await page.goto(`/events/${eventId}?tab=billing`);
    await page.getByRole('button', { name: 'Generate Invoice' }).click();
    await page.getByRole('button', { name: 'Mark as sent' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mark as sent' }).click();
    await page.getByTestId('claim-panel').getByText('Sent', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Mark disputed' }).click();
    const dispute = page.getByRole('alertdialog', { name: /disputed/ });
    await dispute.getByRole('button', { name: 'Mark disputed' }).click();
    await dispute.getByText('Give the reason the customer disputes this claim').waitFor();
    expect(await overflows(page)).toBe(false);
    await dispute.getByLabel('Reason').fill('Receiver says the BOL shows 2 h');
    await dispute.getByRole('button', { name: 'Mark disputed' }).click();
    await page.getByTestId('claim-panel').getByText('Disputed', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Waive' }).click();
    const waive = page.getByRole('alertdialog', { name: /Waive claim/ });
    await waive.getByLabel('Reason').fill('Goodwill for a new shipper');
    await waive.getByRole('button', { name: 'Waive claim' }).click();
    await page.getByTestId('claim-panel').getByText('Waived', { exact: true }).waitFor();
    expect(await page.getByTestId('claim-balance').textContent()).toBe('$0.00');
    const history = page.getByTestId('claim-history');
    await history.getByText('Marked disputed: Receiver says the BOL shows 2 h').waitFor();
    await history.getByText('Waived: Goodwill for a new shipper').waitFor();

    await page.getByRole('button', { name: 'Reopen' }).click();
    const reopen = page.getByRole('alertdialog', { name: /Reopen/ });
    await reopen.getByLabel('Reason').fill('Waived the wrong claim');
    await reopen.getByRole('button', { name: 'Reopen claim' }).click();
    await page.getByTestId('claim-panel').getByText('Sent', { exact: true }).waitFor();
    expect(await page.getByTestId('claim-balance').textContent()).toBe('$112.50');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a check-in 30 hours back is logged as under way only once confirmed, and once however often it is clicked', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: { width: 375, height: 812 } });
    expect(await signInByApi(page, 'marcus@dwell.test')).toBe(200);
    const location = `E2E Late Dock ${RUN}`;
    await page.goto('/events/new');
    await page.getByLabel('Location name').fill(location);
    await page.getByLabel('Shipper/Receiver name').fill('E2E Late Shipper');
    const start = await page.evaluate((hour) => {
      const at = new Date(Date.now() - 30 * hour);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
    }, HOUR);
    await page.getByLabel('Start time').fill(start);
    await page.getByRole('button', { name: 'Create Event' }).click({ clickCount: 3 });
    const confirm = page.getByRole('alertdialog', { name: 'Is the check-in date right?' });
    await confirm.getByText(/This check-in was 3\d hours ago/).waitFor();
    expect(await overflows(page)).toBe(false);
    await confirm.getByRole('button', { name: 'Yes, log it as under way' }).click({ clickCount: 3 });
    await page.waitForURL(/\/events$/);
    const found = await page.evaluate(
      async (q) => (await (await fetch(`/api/events?q=${encodeURIComponent(q)}`)).json()).total as number,
      location,
    );
    expect(found).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
