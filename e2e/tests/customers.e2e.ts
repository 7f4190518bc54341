/**
 * The Customers screen (issue 17 item 6): a carrier admin adds a customer with billing contacts, address
 * and terms (bad input refused beside its field, a taken name refused by the API), edits one from the event
 * page's hint, and merges a duplicate a driver typed into the right customer. Other roles never see it.
 */
import { CUSTOMER_MESSAGES } from '@dwell/core/schemas/customers';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByApi } from '../lib/auth.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { newSubscribedCompany } from '../lib/signup.ts';

const HOUR = 3_600_000;

/** Logs a stop through the API with the page's session; its shipper/receiver name books the customer. */
async function logStop(page: Page, customerName: string): Promise<string> {
  const res = await page.context().request.post(`${BASE_URL}/api/events`, {
    headers: { origin: BASE_URL, 'content-type': 'application/json' },
    data: JSON.stringify({ facilityName: 'Joliet DC', facilityAddress: customerName, checkInTime: Date.now() - HOUR }),
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { event: { id: string } }).event.id;
}

const card = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Customers' }).getByRole('listitem', { name, exact: true });

describe('the Customers screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('adds, edits and merges customers as the carrier admin', async () => {
    const { context, page, errors } = await newPage(browser);
    await newSubscribedCompany(page, 'Prairie Payers');
    // Logging stops needs a profile (docs/product.md#new-event); the stops below are logged by the admin themself.
    const profile = await context.request.patch(`${BASE_URL}/api/profile`, {
      headers: { origin: BASE_URL, 'content-type': 'application/json' },
      data: JSON.stringify({
        fullName: 'Rosa Alvarez',
        phoneNumber: '(815) 555-0142',
        companyName: 'Prairie Payers',
        fleetSize: '1-10',
      }),
    });
    expect(profile.status(), await profile.text()).toBe(200);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' }).click();
    await page.waitForURL('**/events/customers');
    await page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();
    await page.getByText('No customers yet').waitFor();

    // Add one: bad email and terms are refused beside their fields before anything is sent.
    await page.getByRole('button', { name: 'Add customer' }).click();
    const form = page.getByRole('form', { name: 'Customer' });
    await form.getByLabel('Name', { exact: true }).fill('Northline Foods');
    await form.getByLabel('Kind').selectOption('receiver');
    await form.getByLabel('Name of contact 1').fill('Accounts Payable');
    await form.getByLabel('Email of contact 1').fill('ap@northline');
    await form.getByLabel('Payment terms (days)').fill('400');
    await form.getByRole('button', { name: 'Add customer' }).click();
    await form.getByText(CUSTOMER_MESSAGES.billingEmailInvalid).waitFor();
    await form.getByText(CUSTOMER_MESSAGES.paymentTerms).waitFor();
    await form.getByLabel('Email of contact 1').fill('ap@northline.example');
    await form.getByLabel('Payment terms (days)').fill('45');
    await form.getByRole('button', { name: 'Add contact' }).click();
    await form.getByLabel('Name of contact 2').fill('Dana Whitfield');
    await form.getByLabel('Email of contact 2').fill('dana@northline.example');
    await form.getByLabel('Billing address').fill('400 Northline Pkwy\nRockford, IL 61109');
    await form.getByRole('button', { name: 'Add customer' }).click();
    await page.getByTestId('toast').getByText('Customer added').waitFor();
    const northline = card(page, 'Northline Foods');
    await northline.getByText('ap@northline.example').waitFor();
    await northline.getByText('and 1 more').waitFor();
    await northline.getByText('Net 45 days').waitFor();

    // The same name in another letter case is refused by the API (409), beside the name.
    await page.getByRole('button', { name: 'Add customer' }).click();
    await form.getByLabel('Name', { exact: true }).fill('NORTHLINE foods');
    await form.getByRole('button', { name: 'Add customer' }).click();
    await form.getByText(CUSTOMER_MESSAGES.duplicate).waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();

    // A driver's typo becomes a customer of its own; the event page leads the admin to add its billing email.
    const typoEvent = await logStop(page, 'Northline Food');
    await page.goto(`/events/${typoEvent}`);
    await page.getByRole('link', { name: 'Add a billing email to the customer' }).click();
    await page.waitForURL('**/events/customers?customer=*');
    await page.getByRole('heading', { name: 'Edit Northline Food' }).waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();

    // Merge the typo into the real customer: its stop moves, its name stays as an alias.
    await card(page, 'Northline Food').getByRole('button', { name: 'Merge Northline Food' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Merge Northline Food' });
    await dialog.getByLabel('Keep this customer').selectOption({ label: 'Northline Foods' });
    await dialog.getByText('1 detention event and 0 claims', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Merge customers' }).click();
    await page.getByTestId('toast').getByText('Northline Food merged into Northline Foods').waitFor();
    await northline.getByText('Also known as Northline Food').waitFor();
    await northline.getByText('1 event · 0 claims').waitFor();
    expect(await card(page, 'Northline Food').count()).toBe(0);
    // The merged customer's card (and its Merge button) is gone: the focus stays in the list, not at the page's top.
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    // A driver typing the old name again is booked to the kept customer.
    await logStop(page, 'northline food');
    await page.reload();
    await northline.getByText('2 events · 0 claims').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is not offered to dispatchers or drivers, and its address sends them away', async () => {
    for (const email of ['dispatch@dwell.test', 'marcus@dwell.test']) {
      const { context, page } = await newPage(browser);
      expect(await signInByApi(page, email)).toBe(200);
      await page.goto('/events');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Documents' }).waitFor();
      expect(await nav.getByRole('link', { name: 'Customers' }).count()).toBe(0);
      await page.goto('/events/customers');
      await page.waitForURL('**/dashboard');
      await page.getByText('You do not have permission to access this area').waitFor();
      await context.close();
    }
  });
});
