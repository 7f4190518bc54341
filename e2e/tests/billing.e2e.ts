import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughForm, uniqueEmail } from '../lib/auth.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';

async function signUp(page: Page, trial = false): Promise<string> {
  const email = uniqueEmail('payer');
  await signUpThroughForm(page, BASE_URL, { email, password: 'long-enough-pw', companyName: 'Paid Up Haulers', trial });
  await page.getByRole('heading', { name: 'Complete Your Subscription' }).waitFor();
  return email;
}

async function payWithCard(page: Page, card: string): Promise<void> {
  await page.getByRole('button', { name: 'Complete Subscription' }).click();
  await page.getByLabel('Card number').waitFor();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /Subscribe|Start trial/ }).click();
}

describe('subscription billing with the local provider', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('signs up, pays with the test card, lands on the dashboard subscribed, then cancels through /billing', async () => {
    const { context, page, errors } = await newPage(browser);
    await signUp(page);
    await payWithCard(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/thank-you\?session_id=/);
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    await page.getByText('Your subscription is now active!').waitFor();
    await expect(page.getByTestId('subscription-badge').textContent()).resolves.toBe('Subscription: Active ✅');

    // Cancel now through the billing portal: access ends as the status says.
    await page.goto('/billing');
    await page.getByRole('button', { name: 'Manage billing' }).click();
    await page.getByRole('button', { name: 'Cancel now' }).click();
    await page.getByText('canceled').first().waitFor();
    await page.getByRole('link', { name: '← Return to Dwell' }).click();
    await page.waitForURL('**/billing');
    await page.getByText('Status: canceled').waitFor();
    await page.goto('/events');
    await page.waitForURL('**/billing');
    await page.getByText('Your subscription needs attention').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a declined card on the payment page and leaves the account unsubscribed', async () => {
    const { context, page } = await newPage(browser);
    await signUp(page);
    await payWithCard(page, '4000 0000 0000 0002');
    await page.getByRole('alert').waitFor();
    // The payment page lets no script call out; ask the API with the browser's cookies instead.
    const answer = await context.request.get(`${BASE_URL}/api/billing/subscription`);
    expect(((await answer.json()) as { status: string | null }).status).toBeNull();
    await page.goto(`${BASE_URL}/events`);
    await page.waitForURL('**/subscribe');
    await context.close();
  });
});
